/**
 * The newsletter's links (docs/forms.md#newsletter-consent): `POST /api/newsletter/confirm` and
 * `POST /api/newsletter/unsubscribe`, with the signed token in the query string (`?token=`), or in the body of
 * the pages' forms. `GET /api/newsletter/unsubscribe` only leads to the unsubscribe page: a mail scanner that
 * opens every link must not unsubscribe anyone.
 *
 * - From the site's pages (`from=page` in the form body): 303 to the page, which shows what happened (or that the
 *   link was not valid, with its 4xx). Works without JavaScript.
 * - A mail client's one-click (RFC 8058: `List-Unsubscribe=One-Click` POSTed to the List-Unsubscribe URL), or any
 *   other client: 200 with the outcome, 400 for a token that is not ours, 410 for an expired confirmation link;
 *   never a redirect, as RFC 8058 asks.
 */
import type { Core } from '@strapi/strapi';

import { newsletterLinks } from '../../../newsletter-consent/consent';
import { type NewsletterLinkAction, NEWSLETTER_PAGE_PATHS } from '../../../newsletter-consent/links';
import type { Context } from '../../../submissions/handle';

/** A token is under 120 characters and the one-click body is 26: anything near this is not ours to read. */
export const NEWSLETTER_LINK_BODY_LIMIT = 2048;

const MESSAGES = {
  invalid: 'This link is not valid. Copy the whole link from the email, or sign up again in the site footer.',
  expired: 'This confirmation link has expired. Sign up again in the site footer to get a new one.',
} as const;

function bodyOf(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The token as the page or the mail client sent it: the query's (one-click) or the form's. */
function tokenOf(ctx: Context, body: Record<string, unknown>): unknown {
  const fromQuery = ctx.query.token;
  return fromQuery !== undefined ? fromQuery : body.token;
}

/** The page of a link, for a token that could be one (anything else shows the page's "not valid"). */
function pageOf(action: NewsletterLinkAction, token: unknown, result?: string): string {
  const query = new URLSearchParams();
  if (typeof token === 'string' && token.length <= 200) query.set('token', token);
  if (result) query.set('result', result);
  return `${NEWSLETTER_PAGE_PATHS[action]}?${query}`;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = newsletterLinks(strapi);

  async function follow(ctx: Context, action: NewsletterLinkAction): Promise<void> {
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > NEWSLETTER_LINK_BODY_LIMIT) {
      ctx.status = 413;
      ctx.body = {
        data: null,
        error: { status: 413, name: 'PayloadTooLargeError', message: 'Too large.', details: {} },
      };
      return;
    }
    const body = bodyOf(ctx);
    const token = tokenOf(ctx, body);
    const answer = await links.follow(token, action);
    ctx.set('Cache-Control', 'no-store');
    if (body.from === 'page') {
      ctx.status = 303;
      ctx.redirect(pageOf(action, token, answer.ok ? answer.outcome : undefined));
      return;
    }
    if (!answer.ok) {
      const status = answer.reason === 'expired' ? 410 : 400;
      ctx.status = status;
      ctx.body = {
        data: null,
        error: {
          status,
          name: answer.reason === 'expired' ? 'GoneError' : 'ValidationError',
          message: MESSAGES[answer.reason],
          details: {},
        },
      };
      return;
    }
    ctx.status = 200;
    ctx.body = { data: { outcome: answer.outcome } };
  }

  return {
    confirm: (ctx: Context) => follow(ctx, 'confirm'),
    unsubscribe: (ctx: Context) => follow(ctx, 'unsubscribe'),
    /** A person who opens the List-Unsubscribe URL in a browser: the page, which asks before it changes anything. */
    unsubscribePage(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      ctx.redirect(pageOf('unsubscribe', ctx.query.token));
    },
  };
};
