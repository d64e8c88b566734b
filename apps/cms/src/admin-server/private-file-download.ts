/**
 * What the admin's download routes share: one handler that sends a file from private storage
 * (src/private-files) as an attachment, and the policies every admin route here takes.
 */
import type { Core } from '@strapi/strapi';

import { attachmentDisposition, openStored, type StoredFileInfo } from '../private-files/store';

export type Context = Parameters<Core.MiddlewareHandler>[0];

/** An admin session with the Content Manager's read permission on the collection: the right that shows it. */
export function readableBy(uid: string) {
  return [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.read', uid]] } },
  ];
}

/**
 * Sends a stored file as a download, never to be cached or sniffed; 404 with `absent` when the record has no
 * such file, and with a message of its own when the record names a file that storage no longer holds.
 */
export async function sendPrivateFile(ctx: Context, file: StoredFileInfo | null | undefined, absent: string) {
  if (!file) return ctx.notFound(absent);
  const stored = await openStored(file.storedName);
  if (!stored) return ctx.notFound('The file is missing from private storage');
  ctx.set('Content-Disposition', attachmentDisposition(file.originalName));
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = file.mimeType;
  if (stored.size !== undefined) ctx.length = stored.size;
  ctx.body = stored.body;
}
