/**
 * The newsletter's links against the stored subscribers (docs/forms.md#newsletter-consent): what a link would do
 * (the pages show it before their button is pressed) and what it does (the endpoints the buttons and a mail
 * client's one-click post to). Every change is one conditional UPDATE on the state it was decided from, so two
 * clicks racing each other change the row once, and the second is told "already". A confirmation hands the
 * subscriber to the CRM in the same transaction (src/crm; nothing with CRM_PROVIDER=none).
 */
import { siteConfig } from '@auralis/site-config';
import type { Core } from '@strapi/strapi';

import { collections, rowsOf } from '../content-model/collections';
import { queueCrmHandover, wakeCrm } from '../crm';
import { mailConfig, newsletterLinkKey } from '../settings/runtime-env';
import {
  type NewsletterLinkAction,
  newsletterPageUrl,
  oneClickUnsubscribeUrl,
  signNewsletterLink,
  verifyNewsletterLink,
} from './links';
import { type ConsentFields, followLink, type LinkOutcome, previewLink } from './state';

export interface SubscriberRow extends ConsentFields {
  id: number;
  documentId: string;
  email: string;
}

export type LinkAnswer =
  | {
      readonly ok: true;
      readonly outcome: LinkOutcome;
      /** The address, partly hidden: the page may be open on a shared screen, or the link forwarded. */
      readonly maskedEmail: string | undefined;
    }
  /** `invalid`: tampered, cut off or not ours (400); `expired`: a confirmation link past its 7 days (410). */
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** `sam.jones@example.com` → `s•••s@example.com`: enough to recognise one's own address, not to read another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** The links one mail to a subscriber carries (outbox/templates.ts) and its List-Unsubscribe target. */
export function subscriberMailLinks(origin: string, subscriber: string, withConfirmation: boolean, now = Date.now()) {
  const key = newsletterLinkKey();
  const unsubscribe = signNewsletterLink(key, subscriber, 'unsubscribe', now);
  return {
    links: {
      ...(withConfirmation
        ? { confirmUrl: newsletterPageUrl(origin, 'confirm', signNewsletterLink(key, subscriber, 'confirm', now)) }
        : {}),
      unsubscribeUrl: newsletterPageUrl(origin, 'unsubscribe', unsubscribe),
    },
    listUnsubscribeUrl: oneClickUnsubscribeUrl(origin, unsubscribe),
  };
}

export function newsletterLinks(strapi: Core.Strapi) {
  const subscribers = () => rowsOf<SubscriberRow>(strapi, collections.newsletterSubscriber);
  const find = (documentId: string) => subscribers().findOne({ where: { documentId } });

  const verified = (token: unknown, action: NewsletterLinkAction) =>
    verifyNewsletterLink(newsletterLinkKey(), token, action);

  return {
    /** What following the link would lead to; changes nothing (a mail scanner's GET must not confirm anyone). */
    async inspect(token: unknown, action: NewsletterLinkAction): Promise<LinkAnswer> {
      const check = verified(token, action);
      if (!check.ok) return check;
      const row = await find(check.link.subscriber);
      return {
        ok: true,
        outcome: previewLink(action, row ?? undefined),
        maskedEmail: row ? maskEmail(row.email) : undefined,
      };
    },

    /** Follows the link: confirms or unsubscribes, once. */
    async follow(token: unknown, action: NewsletterLinkAction, now = new Date()): Promise<LinkAnswer> {
      const check = verified(token, action);
      if (!check.ok) return check;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const row = (await find(check.link.subscriber)) ?? undefined;
        const decision = followLink(action, row, now);
        const maskedEmail = row ? maskEmail(row.email) : undefined;
        const change = decision.change;
        if (!row || !change) return { ok: true, outcome: decision.outcome, maskedEmail };
        const changed = await strapi.db.transaction(async () => {
          // Only from the state it was decided on: a click that raced this one and won leaves count 0.
          const { count } = await subscribers().updateMany({
            where: { id: row.id, consent: row.consent === null ? { $null: true } : row.consent },
            data: change,
          });
          // A confirmed address is subscribed from now: handed to the CRM with the change (docs/forms.md#handing-leads-to-the-crm).
          if (count === 1 && decision.outcome === 'confirmed') {
            await queueCrmHandover(strapi, {
              kind: 'subscriber',
              submissionId: row.documentId,
              submittedAt: now,
              origin: mailConfig().publicUrl || siteConfig.siteUrl,
              submission: { ...row, ...change },
            });
          }
          return count === 1;
        });
        if (changed) {
          if (decision.outcome === 'confirmed') wakeCrm();
          return { ok: true, outcome: decision.outcome, maskedEmail };
        }
      }
      throw new Error('The subscriber kept changing while its link was followed');
    },
  };
}
