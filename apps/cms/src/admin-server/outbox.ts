/**
 * The sender an outbox mail goes out with, for the admin's mail preview (src/admin/outbox-mail-preview.tsx).
 * A mail row stores its recipient and reply-to but not its From: the worker takes MAIL_FROM when it sends, so
 * only the server knows it. An admin route (the pattern of submissions.ts), authenticated with
 * the admin session and requiring the Content Manager read permission on outbox mails, the right that shows
 * the mails themselves.
 */
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../settings/runtime-env';
import { type Context, readableBy } from './private-file-download';
import { collections } from '../content-model/collections';

/** Where the route lives; the admin panel builds its URL from the same prefix. */
export const OUTBOX_ADMIN_PREFIX = '/outbox-admin';

export function registerOutboxAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: OUTBOX_ADMIN_PREFIX,
    routes: [
      {
        method: 'GET' as const,
        path: '/sender',
        handler: (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: { from: mailConfig().from } };
        },
        config: { policies: readableBy(collections.outboxMail) },
        info: {},
      },
    ],
  });
}
