/**
 * `global::multipart-cleanup`, listed right after `strapi::body` so that it runs inside it: once everything
 * after it is done, whatever the outcome, every temp file of the parsed multipart body is removed. Outside
 * strapi::body this cannot be done: when a request ends without an error (no route: 404 or 405), strapi::body
 * removes only the part named `files` and then drops the whole list, so every other part would stay in the
 * temp folder for good (up to its 20 MB limit per part, per request).
 *
 * The list is taken before the request goes on, so a handler that replaces or drops `ctx.request.files`
 * cannot hide a part from this; it takes no input of its own (the body was parsed by strapi::body on a route
 * global::multipart-routes let through).
 */
import { rm } from 'node:fs/promises';

import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

interface TempFile {
  readonly filepath?: unknown;
}

/** The temp file of every part of a parsed multipart body (empty before strapi::body or after it forgot them). */
function tempFilePaths(ctx: Context): string[] {
  const files = (ctx.request as { files?: Record<string, TempFile | TempFile[] | undefined> }).files ?? {};
  return Object.values(files)
    .flatMap((entry) => (Array.isArray(entry) ? entry : entry ? [entry] : []))
    .map((file) => file.filepath)
    .filter((filepath): filepath is string => typeof filepath === 'string');
}

function removeTempFiles(paths: readonly string[]): Promise<unknown> {
  return Promise.all(paths.map((filepath) => rm(filepath, { force: true })));
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  const parsed = tempFilePaths(ctx);
  try {
    await next();
  } finally {
    await removeTempFiles([...new Set([...parsed, ...tempFilePaths(ctx)])]);
  }
};
