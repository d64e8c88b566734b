import type { Core } from '@strapi/strapi';

import { contentModelUids } from '@auralis/content-manifest';

import { seedContent } from './seeding/run';
import { registerItemIds } from './content-model/item-ids';
import { startOutbox, stopOutbox } from './outbox';
import { startCrm, stopCrm } from './crm';
import { registerPageRules } from './listed-pages/page-rules';
import { registerPageHistory } from './page-history';
import { bootstrapRedirects, registerRedirects } from './redirects';
import { redirectTable } from './redirects/table';
import { configureAdminViews } from './admin-server/view-layouts';
import { subscribeCacheInvalidation, withInvalidationSuspended } from './bootstrap/cache-invalidation';
import { configureAdminRoles } from './bootstrap/admin-roles';
import { restrictDataPermissions } from './bootstrap/data-permissions';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { grantPublicReads } from './bootstrap/public-permissions';
import { securePublicSurface } from './bootstrap/public-surface';
import { nameSharedEntries } from './bootstrap/shared-entry-names';
import { configureSubmissionAdminViews } from './admin-server/submission-views';
import { giveEveryEntryAStatus, TEAM_MEMBER_FIELD } from './submissions/lead-inbox';
import { registerAdminRoutes } from './admin-server';
import { guardContentManagerWrites } from './admin-server/content-manager-guard';
import { siteDevServerRequested } from './settings/runtime-env';
import { startSiteDevServer, stopSiteDevServer } from './web-app/vite-dev';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    registerItemIds(strapi, contentModelUids());
    // The lead inbox's owner: an admin user by email, picked by name (submissions/lead-inbox.ts).
    strapi.customFields.register(TEAM_MEMBER_FIELD);
    // Before Strapi mounts its routes (in bootstrap): submissions and the outbox stay the service's to write.
    guardContentManagerWrites(strapi);
    registerPageRules(strapi);
    registerRedirects(strapi);
    // Every publish of a page keeps a version (PAGE_HISTORY_LIMIT checked here, at start).
    registerPageHistory(strapi);
    // `npm run dev`: the website through Vite, before Strapi creates its middlewares (web-app/vite-dev.ts).
    if (siteDevServerRequested()) await startSiteDevServer(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // The outbox delivers mail for as long as the service runs (docs/forms.md, "Mail").
    startOutbox(strapi);
    // Leads handed to the team's CRM when CRM_PROVIDER names one (docs/forms.md#handing-leads-to-the-crm).
    startCrm(strapi);
    restrictDataPermissions(strapi);
    await securePublicSurface(strapi);
    subscribeCacheInvalidation(strapi);
    await grantPublicReads(strapi);
    registerAdminRoutes(strapi);
    await configureAdminViews(strapi);
    await configureSubmissionAdminViews(strapi);
    // Leads and career enquiries stored before the lead inbox start as new (submissions/lead-inbox.ts).
    await giveEveryEntryAStatus(strapi);
    const started = Date.now();
    const seeded = await withInvalidationSuspended(strapi, () => seedContent(strapi));
    if (!seeded.skipped) {
      strapi.log.info(
        // Entries are created published; `published` counts drafts a resumed seed published afterwards.
        `Seeded content: ${seeded.created} entries created and published, ${seeded.published} earlier drafts published (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    await nameSharedEntries(strapi);
    await configureAdminRoles(strapi);
    const created = await ensureFirstAdmin(strapi);
    // After the first admin: on a fresh database that is when Strapi creates the Editor role.
    await bootstrapRedirects(strapi);
    if (created) {
      // `npm start` prints the URLs and these credentials once the server answers.
      strapi.log.info(
        `Development admin account: ${created.email}${created.editor ? `; editor account: ${created.editor.email}` : ''}${created.recruiter ? `; recruiter account: ${created.recruiter.email}` : ''}`,
      );
    }
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    stopOutbox();
    stopCrm();
    // The redirect hits counted in the last second.
    await redirectTable(strapi).flush();
    await stopSiteDevServer();
  },
};
