/**
 * Newsletter sign-ups: one row per address (compared trimmed and case-insensitively, enforced by a unique
 * index on `emailNormalized`), a notification to the team and a thank-you to the subscriber.
 */
import { messages, normalizeEmail } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../../../settings/runtime-env';
import { enqueueMails } from '../../../outbox/enqueue';
import { wakeOutbox } from '../../../outbox';
import { renderNewsletterTeam, renderNewsletterThanks } from '../../../outbox/templates';
import { withinThankYouCap } from '../../../outbox/thank-you-cap';
import { collections, documentsOf, isUniqueViolation, rowsOf } from '../../../content-model/collections';
import { rejectField, type SubmissionContext } from '../../../submissions/handle';

interface SubscriberFields {
  email: string;
  emailNormalized: string;
}

export const alreadySubscribed = () => rejectField('email', messages.emailAlreadyExists);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ensureNotSubscribed(email: string): Promise<void> {
    const count = await rowsOf<SubscriberFields>(strapi, collections.newsletterSubscriber).count({
      where: { emailNormalized: normalizeEmail(email) },
    });
    if (count > 0) throw alreadySubscribed();
  },

  async subscribe(email: string, context: SubmissionContext): Promise<string> {
    const config = mailConfig();
    // The thank-you mail goes to the typed address only within its daily cap (outbox/thank-you-cap.ts).
    const mails = await withinThankYouCap(strapi, [
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
    try {
      const documentId = await strapi.db.transaction(async () => {
        const subscriber = await documentsOf<SubscriberFields>(strapi, collections.newsletterSubscriber).create({
          data: { email, emailNormalized: normalizeEmail(email) },
        });
        await enqueueMails(strapi, { type: 'newsletter', id: subscriber.documentId }, mails);
        return subscriber.documentId;
      });
      wakeOutbox();
      return documentId;
    } catch (error) {
      // Two sign-ups of one address racing past the check: the unique index lets one through.
      if (isUniqueViolation(error)) throw alreadySubscribed();
      throw error;
    }
  },
});
