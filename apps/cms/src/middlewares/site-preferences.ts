/**
 * `global::site-preferences`: the gate in front of the two forms the site answers itself for a browser without
 * JavaScript, the cookie banner's choice and the theme toggle (`POST /preferences/cookie-consent`,
 * `POST /preferences/theme`; their answer is the website's, apps/web/app/routes/preferences.ts, reached through
 * global::site-pages). It runs before strapi::body, so nothing it refuses is read:
 * - another site's page cannot post them (a forged consent would be the visitor's consent given by someone else):
 *   403 when the browser says the request is cross-site (`Sec-Fetch-Site`) or comes from another origin (`Origin`);
 * - 411 without a Content-Length, 413 over 2 KB (two short fields), 415 for anything but a URL-encoded form.
 * Nothing is stored on the server; the only effect is a cookie in the requester's own browser.
 */
import { SITE_PREFERENCE_PATHS } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { publicOrigin } from '../settings/runtime-env';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** A preference form is two short fields; a longer body is no form of ours. */
export const PREFERENCE_BODY_LIMIT = 2048;

const isPreferencePath = (path: string) => SITE_PREFERENCE_PATHS.includes(path.replace(/\/+$/, ''));

function refuse(ctx: Context, status: 403 | 411 | 413 | 415, message: string) {
  ctx.status = status;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = message;
  ctx.set('Connection', 'close');
  ctx.set('Cache-Control', 'no-store');
}

/** Whether the browser says the form was posted from a page of this site. */
export function postedFromThisSite(
  headers: { secFetchSite: string; origin: string },
  siteOrigins: readonly string[],
): boolean {
  if (headers.secFetchSite !== '') return headers.secFetchSite === 'same-origin';
  if (headers.origin !== '') return siteOrigins.includes(headers.origin);
  // Neither header: not a browser that a page elsewhere could make post (every current one sends them).
  return true;
}

export default () => {
  const configuredOrigin = publicOrigin();
  return async (ctx: Context, next: () => Promise<void>) => {
    if (!isPreferencePath(ctx.path)) return next();
    if (ctx.method !== 'POST') return next();
    const siteOrigins = [ctx.origin, ...(configuredOrigin ? [configuredOrigin] : [])];
    if (!postedFromThisSite({ secFetchSite: ctx.get('Sec-Fetch-Site'), origin: ctx.get('Origin') }, siteOrigins)) {
      return refuse(ctx, 403, 'This form can only be sent from this site.');
    }
    const declared = ctx.get('Content-Length');
    if (!/^\d+$/.test(declared)) return refuse(ctx, 411, 'The request must state its Content-Length.');
    if (Number(declared) > PREFERENCE_BODY_LIMIT) return refuse(ctx, 413, 'The request body is too large.');
    if (!ctx.is('application/x-www-form-urlencoded')) {
      return refuse(ctx, 415, 'The form must be sent URL-encoded.');
    }
    return next();
  };
};
