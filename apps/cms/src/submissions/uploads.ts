/**
 * Multipart requests leave their parts in temporary files (formidable, run by `strapi::body`). Strapi removes
 * only a part named `files`; this route middleware removes every part once the request is answered, whatever
 * the answer was (rate limited, refused, stored or failed).
 */
import { rm } from 'node:fs/promises';

import type { Context } from './handle';
import type { UploadedFile } from '../private-files/store';

type FilesField = UploadedFile | UploadedFile[] | undefined;

export function uploadedFiles(ctx: Context): Record<string, FilesField> {
  return ((ctx.request as { files?: Record<string, FilesField> }).files ?? {}) as Record<string, FilesField>;
}

/** The one file of a part, or undefined; a part sent several times counts as refused by the caller. */
export function singleFile(ctx: Context, field: string): UploadedFile | UploadedFile[] | undefined {
  return uploadedFiles(ctx)[field];
}

export async function removeUploadedFiles(ctx: Context, next: () => Promise<unknown>): Promise<void> {
  try {
    await next();
  } finally {
    const paths = Object.values(uploadedFiles(ctx))
      .flatMap((entry) => (Array.isArray(entry) ? entry : entry ? [entry] : []))
      .map((file) => file.filepath)
      .filter((filepath): filepath is string => typeof filepath === 'string');
    await Promise.all(paths.map((filepath) => rm(filepath, { force: true })));
  }
}
