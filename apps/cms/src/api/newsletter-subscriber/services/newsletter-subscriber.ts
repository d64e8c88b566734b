/**
 * Newsletter sign-ups: one row per address (compared trimmed and case-insensitively, enforced by a unique
 * index on `emailNormalized`), a notification to the team and a mail to the subscriber. With double opt-in
 * (NEWSLETTER_DOUBLE_OPT_IN, on by default) that mail asks them to confirm, and the address counts only once
 * they do; every mail to them carries an unsubscribe link and List-Unsubscribe headers
 * (docs/forms.md#newsletter-consent, src/newsletter-consent/).
 */
import {
  type Attribution,
  type AttributionColumns,
  attributionColumnsOf,
  messages,
  normalizeEmail,
} from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig, newsletterDoubleOptIn } from '../../../settings/runtime-env';
import { enqueueMails, type MailToQueue, type SubmissionRef } from '../../../outbox/enqueue';
import { wakeOutbox } from '../../../outbox';
import { queueCrmHandover, wakeCrm } from '../../../crm';
import { renderNewsletterTeam, renderNewsletterThanks } from '../../../outbox/templates';
import { isThankYouMail, withinThankYouCap } from '../../../outbox/thank-you-cap';
import { collections, documentsOf, isUniqueViolation, rowsOf } from '../../../content-model/collections';
import { subscriberMailLinks } from '../../../newsletter-consent/consent';
import { type ConsentFields, signUpAgain, signUpFields } from '../../../newsletter-consent/state';
import { rejectField, type SubmissionContext } from '../../../submissions/handle';

interface SubscriberFields extends AttributionColumns, ConsentFields {
  email: string;
  emailNormalized: string;
}

interface SubscriberRow extends SubscriberFields {
  id: number;
  documentId: string;
}

export const alreadySubscribed = () => rejectField('email', messages.emailAlreadyExists);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Read at start, so a malformed NEWSLETTER_DOUBLE_OPT_IN stops the service with a message naming it.
  newsletterDoubleOptIn();
  const subscribers = () => rowsOf<SubscriberRow>(strapi, collections.newsletterSubscriber);
  const stored = (email: string) => subscribers().findOne({ where: { emailNormalized: normalizeEmail(email) } });

  /** The team's mail, and the subscriber's when within its daily cap (outbox/thank-you-cap.ts). */
  async function mailsFor(email: string, context: SubmissionContext): Promise<MailToQueue[]> {
    const config = mailConfig();
    return withinThankYouCap(strapi, [
      {
        ...renderNewsletterTeam({ email, subscribedAt: context.receivedAt }),
        recipient: config.teams.newsletter,
        replyTo: email,
      },
      {
        ...renderNewsletterThanks({ email, siteUrl: context.origin }),
        recipient: email,
        replyTo: config.teams.newsletter,
      },
    ]);
  }

  /** The subscriber's mail again, now that its id is known: with its signed links and List-Unsubscribe target. */
  function withLinks(
    mails: readonly MailToQueue[],
    subscriber: string,
    doubleOptIn: boolean,
    context: SubmissionContext,
  ) {
    const { links, listUnsubscribeUrl } = subscriberMailLinks(context.origin, subscriber, doubleOptIn);
    return mails.map((mail) =>
      isThankYouMail(mail)
        ? {
            ...renderNewsletterThanks({ email: mail.recipient, siteUrl: context.origin, links }),
            recipient: mail.recipient,
            replyTo: mail.replyTo,
            listUnsubscribeUrl,
          }
        : mail,
    );
  }

  /**
   * The subscriber's hand-over to the CRM (src/crm), in the sign-up's transaction. Only an address that is
   * subscribed now: with double opt-in, an address counts once its link is followed, and only then may it reach
   * the CRM.
   */
  const handOver = (
    documentId: string,
    email: string,
    attribution: Attribution | undefined,
    context: SubmissionContext,
  ) =>
    queueCrmHandover(strapi, {
      kind: 'subscriber',
      submissionId: documentId,
      submittedAt: context.receivedAt,
      origin: context.origin,
      submission: { email, ...attributionColumnsOf(attribution) },
    });

  return {
    /**
     * 'email already exists!' for an address on the list, or whose confirmation link still waits, as the form has
     * always answered; an address that unsubscribed, or never confirmed in time, may sign up again.
     */
    async ensureNotSubscribed(email: string): Promise<void> {
      const row = await stored(email);
      if (row && signUpAgain(row, new Date()) === 'duplicate') throw alreadySubscribed();
    },

    /** `attribution`: where the visitor came from, when they accepted cookies (docs/forms.md#where-a-submission-came-from). */
    async subscribe(email: string, attribution: Attribution | undefined, context: SubmissionContext): Promise<string> {
      const doubleOptIn = newsletterDoubleOptIn();
      const mails = await mailsFor(email, context);
      const confirmationSent = doubleOptIn && mails.some(isThankYouMail);
      const consent = signUpFields(doubleOptIn, confirmationSent, context.receivedAt);
      try {
        const documentId = await strapi.db.transaction(async () => {
          const existing = await stored(email);
          if (existing) {
            // Signing up again (state.ts `signUpAgain`): the same row, from the state it was checked in.
            if (signUpAgain(existing, context.receivedAt) === 'duplicate') throw alreadySubscribed();
            const { count } = await subscribers().updateMany({
              where: { id: existing.id, consent: existing.consent === null ? { $null: true } : existing.consent },
              data: { email, ...consent, ...attributionColumnsOf(attribution) },
            });
            if (count !== 1) throw alreadySubscribed();
            const again: SubmissionRef = {
              type: 'newsletter',
              id: existing.documentId,
              occasion: context.receivedAt.toISOString(),
            };
            await enqueueMails(strapi, again, withLinks(mails, existing.documentId, doubleOptIn, context));
            if (!doubleOptIn) await handOver(existing.documentId, email, attribution, context);
            return existing.documentId;
          }
          const subscriber = await documentsOf<SubscriberFields>(strapi, collections.newsletterSubscriber).create({
            data: { email, emailNormalized: normalizeEmail(email), ...consent, ...attributionColumnsOf(attribution) },
          });
          await enqueueMails(
            strapi,
            { type: 'newsletter', id: subscriber.documentId },
            withLinks(mails, subscriber.documentId, doubleOptIn, context),
          );
          if (!doubleOptIn) await handOver(subscriber.documentId, email, attribution, context);
          return subscriber.documentId;
        });
        wakeOutbox();
        wakeCrm();
        return documentId;
      } catch (error) {
        // Two sign-ups of one address racing past the check: the unique index lets one through.
        if (isUniqueViolation(error)) throw alreadySubscribed();
        throw error;
      }
    },
  };
};
