/**
 * The two mails every contact form type causes (SPEC.md §7): the enquiry to the form type's team, replying
 * to the visitor, then the thank-you to the visitor, replying to that team. The recipients come from the
 * server's configuration and the visitor's own address, never from anything else the browser sends.
 */
import type { Core } from '@strapi/strapi';

import { mailConfig } from './config';
import type { MailToQueue } from './enqueue';
import type { ContactFormType } from '@auralis/form-schemas';

import { type MailField, renderContactTeam, renderContactThanks } from './templates';
import { withinThankYouCap } from './thank-you-cap';

/**
 * The two mails, the thank-you left out when its recipient had the day's thank-you mails (thank-you-cap.ts).
 * Call it before the transaction that stores the submission.
 */
export function cappedContactMails(
  strapi: Core.Strapi,
  input: Parameters<typeof contactMails>[0],
): Promise<MailToQueue[]> {
  return withinThankYouCap(strapi, contactMails(input));
}

export function contactMails(input: {
  readonly form: ContactFormType;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly fields: readonly MailField[];
  readonly pageUrl: string;
  readonly siteUrl: string;
}): MailToQueue[] {
  const team = mailConfig().teams[input.form];
  const { form, firstname, lastname } = input;
  return [
    {
      ...renderContactTeam({ form, firstname, lastname, fields: input.fields, pageUrl: input.pageUrl }),
      recipient: team,
      replyTo: input.email,
    },
    {
      ...renderContactThanks({ form, firstname, lastname, siteUrl: input.siteUrl }),
      recipient: input.email,
      replyTo: team,
    },
  ];
}
