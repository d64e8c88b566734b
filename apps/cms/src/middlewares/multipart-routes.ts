/**
 * `global::multipart-routes`, right before `strapi::body`: multipart bodies are parsed only on the routes that
 * take files, with the methods those routes take them by; anywhere else a multipart request answers 415 before
 * a byte of it reaches the temp folder. A public file route takes files only by POST, because POST is where
 * global::submission-limits checks the size and the only method the route answers: by any other method the
 * body would be read to strapi::body's 20 MB limit for a request nothing answers.
 *
 * Routes that take files and what protects them:
 * - POST /api/contact-for-careers, /api/zoho-recruit/apply-job: size limit, rate limit, a valid captcha pass
 *   and at most two uploads per client at once (global::submission-limits and src/submissions/gate.ts, all
 *   before parsing), then their own part checks;
 * - the admin's media library (POST and PUT /upload/...) and the content API's POST /api/upload: an admin
 *   session or API token with the upload permission (the Public role has none), and strapi::body's maxFileSize.
 *
 * Every part formidable wrote is removed by `global::multipart-cleanup`, which runs inside strapi::body.
 */
import { routerPath, submissionEndpointOf } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** Strapi's own upload routes and the methods by which they take files: exact paths, then path prefixes. */
const UPLOAD_ROUTES: Readonly<Record<string, readonly string[]>> = { '/api/upload': ['POST'] };
/** The path itself and everything under it: the admin's media library, which edits by PUT. */
const UPLOAD_ROUTE_PREFIXES: Readonly<Record<string, readonly string[]>> = { '/upload': ['POST', 'PUT'] };

/** The multipart rows of the submission table, and Strapi's upload routes; compared as the router matches. */
export function takesFiles(method: string, path: string): boolean {
  if (submissionEndpointOf(method, path)?.body === 'multipart') return true;
  const normalised = routerPath(path);
  const methods =
    UPLOAD_ROUTES[normalised] ??
    Object.entries(UPLOAD_ROUTE_PREFIXES).find(
      ([prefix]) => normalised === prefix || normalised.startsWith(`${prefix}/`),
    )?.[1];
  return methods?.includes(method.toUpperCase()) ?? false;
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!ctx.is('multipart')) return next();
  if (!takesFiles(ctx.method, ctx.path)) {
    ctx.status = 415;
    ctx.body = {
      data: null,
      error: { status: 415, name: 'UnsupportedMediaTypeError', message: 'This route takes no files.', details: {} },
    };
    // The body was not read: close the connection rather than leave the client streaming into a dead request.
    ctx.set('Connection', 'close');
    return;
  }
  return next();
};
