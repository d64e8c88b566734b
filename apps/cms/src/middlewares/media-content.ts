/**
 * `global::media-content`, inside strapi::body (after global::multipart-cleanup, which removes the temp files
 * whatever happens here): every file sent to the media library (the admin's POST /upload, the content API's
 * POST /api/upload) must be what its name says, checked by its bytes (file-content/signatures.ts, the check
 * the applicants' files pass). Strapi's own `allowedTypes` goes by the name and the declared type, so HTML
 * bytes named `.png` and SVG bytes named `.pdf` got in (issue 32, item 8): one is a page on our origin to
 * anyone who opens it, the other a script in a "document". A mismatch answers 400 and nothing is stored.
 *
 * What protects the routes themselves is unchanged (multipart-routes.ts): an admin session or API token with
 * the upload permission, and strapi::body's size limit. The public forms' file routes check their files in
 * their own handlers (src/submissions) and are left alone here.
 */
import { submissionEndpointOf } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { confirmedType } from '../file-content/signatures';
import { takesFiles } from './multipart-routes';

type Context = Parameters<Core.MiddlewareHandler>[0];

interface UploadedPart {
  readonly filepath?: unknown;
  readonly originalFilename?: unknown;
  readonly mimetype?: unknown;
}

function partsOf(ctx: Context): UploadedPart[] {
  const files = (ctx.request as { files?: Record<string, UploadedPart | UploadedPart[] | undefined> }).files ?? {};
  return Object.values(files).flatMap((entry) => (Array.isArray(entry) ? entry : entry ? [entry] : []));
}

/** The message for the first file whose content is not what its name says, or null when all are. */
export async function mediaRejection(parts: readonly UploadedPart[]): Promise<string | null> {
  for (const part of parts) {
    const name = typeof part.originalFilename === 'string' ? part.originalFilename : '';
    if (typeof part.filepath !== 'string') continue;
    const type = await confirmedType(part.filepath, name);
    if (!type) {
      return `The file "${name}" is not what its name says: its content does not match its type, or the type is not allowed.`;
    }
    // A declared type other than the content's would be stored and served as that type.
    const declared = typeof part.mimetype === 'string' ? part.mimetype.split(';')[0]?.trim().toLowerCase() : '';
    if (declared && declared !== 'application/octet-stream' && declared !== type.mimeType) {
      return `The file "${name}" was sent as ${declared}, but its content is ${type.mimeType}.`;
    }
  }
  return null;
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!ctx.is('multipart') || !takesFiles(ctx.method, ctx.path) || submissionEndpointOf(ctx.method, ctx.path)) {
    return next();
  }
  const message = await mediaRejection(partsOf(ctx));
  if (message === null) return next();
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message, details: {} } };
};
