/**
 * No mail bombing through the forms (issue 19, item 4). A thank-you mail goes to whatever address was typed
 * into a form, so each solved captcha could otherwise send one mail to anybody. Thank-you mails are counted
 * per recipient address in the shared rate-limit store (memory on SQLite, PostgreSQL or Redis otherwise, so
 * the count holds across instances): past `RATE_LIMIT_THANK_YOU_MAILS_PER_DAY` (3) in a day, the thank-you
 * mail is left out. The team's notification always goes out; the submission itself is stored as usual.
 */
import { createHash } from 'node:crypto';

import { normalizeEmail } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { rateLimiters } from '../rate-limit';
import type { MailToQueue } from './enqueue';

/** The templates that write to the address a visitor typed in. */
export function isThankYouMail(mail: Pick<MailToQueue, 'template'>): boolean {
  return mail.template.endsWith('-thanks');
}

/** The counter's key: a hash, so the store holds no addresses. */
export function recipientKey(address: string): string {
  return createHash('sha256').update(normalizeEmail(address)).digest('hex');
}

/**
 * The mails to queue: every team mail, and each thank-you mail whose recipient still has budget today (one
 * point spent per thank-you mail). Call it before the transaction that stores the submission.
 */
export async function withinThankYouCap(strapi: Core.Strapi, mails: readonly MailToQueue[]): Promise<MailToQueue[]> {
  const limiters = await rateLimiters(strapi);
  const kept: MailToQueue[] = [];
  for (const mail of mails) {
    if (isThankYouMail(mail)) {
      const verdict = await limiters.consume('thank-you-mail', recipientKey(mail.recipient));
      if (!verdict.allowed) {
        strapi.log.info(`Thank-you mail (${mail.template}) left out: its recipient had the day's thank-you mails`);
        continue;
      }
    }
    kept.push(mail);
  }
  return kept;
}
