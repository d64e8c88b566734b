/**
 * The two mails every contact form type causes (docs/forms.md#how-a-submission-runs): the enquiry to the form type's team, replying
 * to the visitor, then the thank-you to the visitor, replying to that team. The recipients come from the
 * server's configuration and the visitor's own address, never from anything else the browser sends.
 */
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../settings/runtime-env';
import type { MailToQueue } from './enqueue';
import {
  type ContactEndpointName,
  type ContactFormType,
  type ContactFormValues,
  type ContactWireName,
  contactWireNames,
} from '@auralis/form-schemas';

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

/** The team mail's label of each contact field, by its wire name. */
const MAIL_LABELS = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  contact: 'Contact',
  company: 'Company',
  hearAbout: 'How did you hear about us',
  hearAboutUs: 'How did you hear about us',
  message: 'Message',
  aboutyou: 'About you',
} as const satisfies Record<ContactWireName, string>;

/** The team mail's fields of a contact submission, in the order of the endpoint's field map. */
export function contactMailFields<Endpoint extends ContactEndpointName>(
  endpoint: Endpoint,
  data: Readonly<Record<(typeof contactWireNames)[Endpoint][keyof ContactFormValues], string>>,
): MailField[] {
  const values: Readonly<Partial<Record<ContactWireName, string>>> = data;
  return Object.values<ContactWireName>(contactWireNames[endpoint]).map((wireName) => ({
    label: MAIL_LABELS[wireName],
    value: values[wireName] ?? '',
  }));
}
