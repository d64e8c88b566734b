/**
 * `global::multipart-routes`, right before `strapi::body`: multipart bodies are parsed only on the routes that
 * take files; anywhere else a multipart request answers 415 before a byte of it reaches the temp folder.
 * On the routes that take files every part formidable wrote is removed once the request is answered, whatever
 * the answer (Strapi removes only a part named `files`, and nothing when a later middleware throws).
 *
 * Routes that take files and what protects them:
 * - POST /api/contact-for-careers, /api/zoho-recruit/apply-job: size limit (global::submission-limits, before
 *   parsing), rate limit and captcha pass (their route middlewares), their own part checks;
 * - the admin's media library (/upload/...) and the content API's /api/upload: an admin session or API token
 *   with the upload permission (the Public role has none), and strapi::body's maxFileSize.
 */
import { rm } from 'node:fs/promises';

import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

const FILE_ROUTES = ['/api/contact-for-careers', '/api/zoho-recruit/apply-job'];
const FILE_ROUTE_PREFIXES = ['/upload', '/api/upload'];

/** Compared as the router matches (case-insensitive, trailing slash optional). */
export function takesFiles(path: string): boolean {
  const normalised = path.toLowerCase().replace(/\/+$/, '');
  return (
    FILE_ROUTES.includes(normalised) ||
    FILE_ROUTE_PREFIXES.some((prefix) => normalised === prefix || normalised.startsWith(`${prefix}/`))
  );
}

interface TempFile {
  readonly filepath?: unknown;
}

function tempFilePaths(ctx: Context): string[] {
  const files = (ctx.request as { files?: Record<string, TempFile | TempFile[] | undefined> }).files ?? {};
  return Object.values(files)
    .flatMap((entry) => (Array.isArray(entry) ? entry : entry ? [entry] : []))
    .map((file) => file.filepath)
    .filter((filepath): filepath is string => typeof filepath === 'string');
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!ctx.is('multipart')) return next();
  if (!takesFiles(ctx.path)) {
    ctx.status = 415;
    ctx.body = {
      data: null,
      error: { status: 415, name: 'UnsupportedMediaTypeError', message: 'This route takes no files.', details: {} },
    };
    // The body was not read: close the connection rather than leave the client streaming into a dead request.
    ctx.set('Connection', 'close');
    return;
  }
  try {
    await next();
  } finally {
    await Promise.all(tempFilePaths(ctx).map((filepath) => rm(filepath, { force: true })));
  }
};
