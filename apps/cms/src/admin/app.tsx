/**
 * Admin panel extension. For the submission collections: an "Export CSV" button in the Content Manager's list
 * view of each, exporting what the list shows (its search, filters and sort), a "Download CV" button on a
 * career enquiry, and resume and (when one was sent) cover-letter downloads on a job application. All call
 * admin-only routes (apps/cms/src/admin-server/) with
 * the signed-in admin's token (useFetchClient), then save the file the browser received. Beside them: the
 * outbox mail's "View mail" panel (outbox-mail-preview.tsx), the Redirects list's "Import CSV"
 * (redirects-import.tsx), a page's History panel (page-history.tsx), the Scheduled changes page and each page's
 * and job opening's Schedule panel (scheduled-changes-*.tsx), where a login lands (first-landing.tsx), the edit
 * view's menu without the entries a role cannot use (header-actions-by-permission.ts), the lead inbox's lists
 * opening on new entries (inbox-opens-on-new.tsx) and their Owner field (team-member-input.tsx), and short dates in
 * lists.
 */
import { Button, Typography } from '@strapi/design-system';
import { Clock, Download } from '@strapi/icons';
import { type StrapiApp, unstable_useDocument, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { type ReactNode, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { collections, csvExportNames } from '../content-model/collections';
import { registerFirstLanding } from './first-landing';
import { hideActionsWithoutPermission } from './header-actions-by-permission';
import { InboxOpensOnNew } from './inbox-opens-on-new';
import { addOutboxMailPreview } from './outbox-mail-preview';
import { addPageHistoryPanel } from './page-history';
import { RedirectsImportButton } from './redirects-import';
import { PAGE_TYPE } from './scheduled-changes-api';
import { addSchedulePanel } from './scheduled-changes-panel';

/** Must match SUBMISSIONS_ADMIN_PREFIX of src/admin-server/submissions.ts. */
const ADMIN_ROUTES = '/submissions-admin';
const EXPORTABLE: Readonly<Record<string, string>> = csvExportNames;

function fileNameFrom(headers: Headers | undefined, fallback: string): string {
  const disposition = headers?.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL can go once it has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function useDownload() {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, fallbackName: string, notFoundMessage: string) => {
    setBusy(true);
    try {
      const response = await get<Blob>(path, { responseType: 'blob' });
      saveFile(response.data, fileNameFrom(response.headers, fallbackName));
    } catch (error) {
      const status = (error as { status?: number }).status;
      toggleNotification({
        type: 'danger',
        message: status === 404 ? notFoundMessage : 'The download failed. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** Exports what the list shows: its query string carries the search, filters and sort the route repeats. */
function ExportCsvButton() {
  const { slug } = useParams<{ slug: string }>();
  const { search } = useLocation();
  const { busy, download } = useDownload();
  const collection = slug ? EXPORTABLE[slug] : undefined;
  if (!collection) return null;
  return (
    <Button
      variant="secondary"
      startIcon={<Download />}
      loading={busy}
      onClick={() =>
        download(`${ADMIN_ROUTES}/${collection}/export.csv${search}`, `${collection}.csv`, 'Nothing to export yet.')
      }
    >
      Export CSV
    </Button>
  );
}

function DownloadCvButton() {
  const { slug, id } = useParams<{ slug: string; id: string }>();
  const { busy, download } = useDownload();
  if (slug !== collections.careerEnquiry || !id || id === 'create') return null;
  return (
    <Button
      variant="secondary"
      startIcon={<Download />}
      loading={busy}
      fullWidth
      onClick={() =>
        download(`${ADMIN_ROUTES}/career-enquiries/${encodeURIComponent(id)}/cv`, 'cv.pdf', 'This enquiry has no CV.')
      }
    >
      Download CV
    </Button>
  );
}

/** Must match RECRUITING_ADMIN_PREFIX and the file segments of src/admin-server/recruiting.ts. */
const RECRUITING_ROUTES = '/recruiting-admin';

function DownloadApplicationFilesButtons() {
  const { slug, id } = useParams<{ slug: string; id: string }>();
  if (slug !== collections.jobApplication || !id || id === 'create') return null;
  return <ApplicationFiles documentId={id} />;
}

/**
 * Resume (always sent) and cover letter (optional): the cover letter's button shows only when the application
 * has one (issue 20, item 5), as its public `coverLetterOriginalName` says, rather than answering a click with
 * "no cover letter". The entry is read with the Content Manager's own document hook (Strapi 5's hook for admin
 * extensions; `unstable_` names an API that may change between minor versions, and @strapi/* is pinned).
 */
function ApplicationFiles({ documentId }: { readonly documentId: string }) {
  const resume = useDownload();
  const coverLetter = useDownload();
  const { document } = unstable_useDocument({
    collectionType: 'collection-types',
    model: collections.jobApplication,
    documentId,
  });
  const coverLetterName: unknown = document?.coverLetterOriginalName;
  const hasCoverLetter = typeof coverLetterName === 'string' && coverLetterName !== '';
  const base = `${RECRUITING_ROUTES}/job-applications/${encodeURIComponent(documentId)}`;
  return (
    <>
      <Button
        variant="secondary"
        startIcon={<Download />}
        loading={resume.busy}
        fullWidth
        onClick={() => resume.download(`${base}/resume`, 'resume', 'This application has no resume.')}
      >
        Download resume
      </Button>
      {hasCoverLetter ? (
        <Button
          variant="secondary"
          startIcon={<Download />}
          loading={coverLetter.busy}
          fullWidth
          onClick={() =>
            coverLetter.download(`${base}/cover-letter`, 'cover-letter', 'This application has no cover letter.')
          }
        >
          Download cover letter
        </Button>
      ) : null}
    </>
  );
}

/** "25 Nov 2026, 14:05": the list's default long date pushed the status column out of a laptop's view. */
const shortDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface ListHeader {
  readonly name: string;
  readonly cellFormatter?: (row: Record<string, unknown>) => ReactNode;
}

const DATE_COLUMNS = new Set(['updatedAt', 'createdAt']);

/**
 * Lists show their dates ("Updated" on Pages, "Received" or "Applied" on the forms' lists) as a short date and
 * time, so a list of submissions fits a laptop's width.
 */
function shortDateColumns({ displayedHeaders, layout }: { displayedHeaders: ListHeader[]; layout: unknown }) {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) =>
      DATE_COLUMNS.has(header.name)
        ? {
            ...header,
            cellFormatter: (row: Record<string, unknown>) => {
              const value = row[header.name];
              // In the list's own cell type, as the Content Manager sets its other cells.
              return typeof value === 'string' ? (
                <Typography textColor="neutral800">{shortDate.format(new Date(value))}</Typography>
              ) : null;
            },
          }
        : header,
    ),
  };
}

export default {
  config: {
    locales: [],
    // No call to GitHub for Strapi's latest release, and no "new version" notice for the marketing team.
    notifications: { releases: false },
    // Strapi's declared switch for its tutorials: 5.54 stores it and reads nothing from it, and its guided
    // tour has no switch at all (first-landing.tsx turns that off).
    tutorials: false,
  },
  register(app: StrapiApp) {
    registerFirstLanding(app);
    // The lead inbox's Owner: the server registers the same field (src/index.ts).
    app.customFields.register({
      name: 'team-member',
      type: 'string',
      intlLabel: { id: 'auralis.team-member.label', defaultMessage: 'Team member' },
      intlDescription: { id: 'auralis.team-member.description', defaultMessage: 'An admin user, chosen by name' },
      components: {
        Input: () => import('./team-member-input').then((module) => ({ default: module.TeamMemberInput })),
      },
    });
    // Shown to an admin who may make a scheduled change by hand: publish pages (the Editor) or edit job
    // openings (the Recruiter); the routes check the same per entry (src/admin-server/scheduled-changes.ts).
    app.addMenuLink({
      to: 'scheduled-changes',
      icon: Clock,
      intlLabel: { id: 'auralis.scheduled-changes', defaultMessage: 'Scheduled changes' },
      permissions: [
        { action: 'plugin::content-manager.explorer.publish', subject: PAGE_TYPE },
        { action: 'plugin::content-manager.explorer.update', subject: collections.jobOpening },
      ],
      Component: () => import('./scheduled-changes-page').then((module) => ({ default: module.ScheduledChangesPage })),
      position: 2,
    });
  },
  bootstrap(app: StrapiApp) {
    // The Content Manager creates this hook when it registers, before any bootstrap runs.
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', shortDateColumns);
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', {
      name: 'submissions-export-csv',
      Component: ExportCsvButton,
    });
    contentManager.injectComponent('listView', 'actions', {
      name: 'lead-inbox-opens-on-new',
      Component: InboxOpensOnNew,
    });
    contentManager.injectComponent('listView', 'actions', {
      name: 'redirects-import-csv',
      Component: RedirectsImportButton,
    });
    contentManager.injectComponent('editView', 'right-links', {
      name: 'submissions-download-cv',
      Component: DownloadCvButton,
    });
    contentManager.injectComponent('editView', 'right-links', {
      name: 'recruiting-download-files',
      Component: DownloadApplicationFilesButtons,
    });
    addOutboxMailPreview(app);
    addPageHistoryPanel(app);
    addSchedulePanel(app);
    hideActionsWithoutPermission(app);
  },
};
