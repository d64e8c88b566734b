import { z } from 'zod';

import { attributionField } from './attribution';
import type { ContactFormType } from './contact-types';
import { emailField } from './email';
import { messages } from './messages';
import { hasOnlyNameCharacters } from './names';
import { hasForbiddenControlCharacters, plainTextString } from './text';

/**
 * The contact forms of docs/forms.md#validation: one set of field rules, five form types. The browser
 * validates the form's own field names; the content service validates the wire payloads of docs/content-and-editing.md#the-content-api with
 * the same rules, so a message never differs between the two.
 */

/** The types that `POST /api/contact-for-projects` stores (agiliti sends mails only, career has its own call). */
export const PROJECT_LEAD_TYPES = ['project', 'partner', 'general'] as const;
export type ProjectLeadType = (typeof PROJECT_LEAD_TYPES)[number];

/** docs/forms.md#validation, in its order. */
export const HEAR_ABOUT_US_OPTIONS = [
  'Ad Campaign',
  'Search Engine',
  'Social media',
  'LinkedIn',
  'Business Directory',
  'Job Portal',
  'Networking Event Webinars',
  'Recommended by colleague',
  'Third party Review',
  'Worked with the company Previously',
  'Other',
] as const;
export type HearAboutUsOption = (typeof HEAR_ABOUT_US_OPTIONS)[number];

/** docs/forms.md#validation: names at least 2, company at least 4, phone at least 10 digits and at most 17 characters. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  companyMin: 4,
  companyMax: 120,
  phoneMinDigits: 10,
  phoneMaxLength: 17,
  messageMin: 2,
  messageMax: 5000,
} as const;

/** Which fields each type requires (docs/forms.md#validation); every other filled-in field is still checked. */
export function contactRequirements(formType: ContactFormType) {
  return {
    company: formType !== 'career' && formType !== 'agiliti',
    phone: formType === 'career' || formType === 'agiliti',
    hearAbout: formType !== 'agiliti',
    message: formType !== 'career',
  };
}

/** Every text field refuses control characters other than tab and newline (text.ts) before its own rules. */
const text = () => plainTextString({ error: messages.required });

/** "Letters" in docs/forms.md#validation are the letters of every alphabet (names.ts, which the job application shares). */
const LETTERS_DIGITS_AND_SPACES = /^[\p{L}\p{M}0-9 ]*$/u;

/** Letters and spaces (and an apostrophe or hyphen between letters: names.ts), no leading space, at least 2 (docs/forms.md#validation). */
export const personNameField = text()
  .min(1, messages.required)
  .refine((value) => !value.startsWith(' '), messages.cannotStartWithSpace)
  .refine(hasOnlyNameCharacters, messages.onlyAlphabet)
  .refine((value) => value.trim().length >= CONTACT_LIMITS.nameMin, messages.nameTooShort)
  .max(CONTACT_LIMITS.nameMax, messages.nameTooLong);

const companyRule = text()
  .trim()
  .regex(LETTERS_DIGITS_AND_SPACES, messages.companyCharacters)
  .min(CONTACT_LIMITS.companyMin, messages.companyTooShort)
  .max(CONTACT_LIMITS.companyMax, messages.companyTooLong);

const phoneRule = text()
  .trim()
  .regex(/^[\d +]*$/, messages.phoneCharacters)
  .refine((value) => value.replace(/\D/g, '').length >= CONTACT_LIMITS.phoneMinDigits, messages.phoneTooShort)
  .max(CONTACT_LIMITS.phoneMaxLength, messages.phoneTooLong);

const messageRule = text()
  .trim()
  .min(CONTACT_LIMITS.messageMin, messages.messageTooShort)
  .max(CONTACT_LIMITS.messageMax, messages.messageTooLong);

const hearAboutRule = z.enum(HEAR_ABOUT_US_OPTIONS, { error: messages.invalidSelection }) as z.ZodType<string, string>;

/**
 * Required: empty (or only spaces) is 'Required'. Optional: empty is fine, and anything else must pass the
 * rule. The rule's own messages come through unchanged (a zod union would replace them).
 */
function applyRule(
  value: string,
  ctx: z.RefinementCtx<string>,
  rule: z.ZodType<string, string>,
  required: boolean,
): string {
  if (value.trim() === '') {
    if (required) ctx.addIssue({ code: 'custom', message: messages.required });
    return '';
  }
  const result = rule.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }
  return result.data;
}

/** A wire field: absent or null counts as empty, since a JSON payload may leave optional fields out. */
function field(rule: z.ZodType<string, string>, required: boolean): z.ZodType<string, unknown> {
  return z
    .preprocess((value) => (value === undefined || value === null ? '' : value), text())
    .transform((value, ctx) => applyRule(value, ctx, rule, required));
}

/** A form field: the browser always holds a string, so the input type says so (react-hook-form reads it). */
function formField(rule: z.ZodType<string, string>, required: boolean): z.ZodType<string, string> {
  return text().transform((value, ctx) => applyRule(value, ctx, rule, required));
}

/** The form's own fields, as the browser holds them. */
export function contactFormSchema(formType: ContactFormType) {
  const needs = contactRequirements(formType);
  return z.object({
    firstName: personNameField,
    lastName: personNameField,
    email: emailField,
    phone: formField(phoneRule, needs.phone),
    companyName: formField(companyRule, needs.company),
    howDidYouHearAboutUs: formField(hearAboutRule, needs.hearAbout),
    message: formField(messageRule, needs.message),
  });
}
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  howDidYouHearAboutUs: string;
  message: string;
};

/**
 * The longest page path kept: it is stored in a Strapi `string` column (varchar(255) on PostgreSQL), and
 * Strapi refuses a longer one on save, after the captcha pass is spent. The site's own paths are far shorter.
 */
export const PAGE_URL_MAX_LENGTH = 255;

/**
 * A path of this site: one `/`, then no whitespace. `//host/x` and `/\host/x` are refused: a browser reads
 * both as another host (a protocol-relative URL), so a link made from one would leave the site (issue 32).
 */
const SITE_PATH = /^\/(?![/\\])\S*$/;

/**
 * Optional path of the page the form was sent from, for the team's mail ("the page URL", docs/forms.md#how-a-submission-runs). The
 * browser fills it in, not the visitor, so a bad one is dropped rather than refused: the enquiry still counts.
 */
export const pageUrlField = z
  .string()
  .max(PAGE_URL_MAX_LENGTH)
  .regex(SITE_PATH, 'Must be a path on this site')
  .refine((value) => !hasForbiddenControlCharacters(value))
  .optional()
  .catch(undefined);

/** `POST /api/contact-for-projects` (docs/forms.md#how-a-submission-runs) for the project, partner and general forms. */
export const projectLeadPayloadSchema = z.object({
  data: z.object({
    firstname: personNameField,
    lastname: personNameField,
    email: emailField,
    phone: field(phoneRule, false),
    company: field(companyRule, true),
    hearAbout: field(hearAboutRule, true),
    message: field(messageRule, true),
    formType: z.enum(PROJECT_LEAD_TYPES, { error: messages.invalidSelection }),
    pageUrl: pageUrlField,
    attribution: attributionField,
  }),
});
export type ProjectLeadPayload = z.output<typeof projectLeadPayloadSchema>;

/** `POST /api/contact-for-careers` (docs/careers.md): its `data` part; the CV travels beside it as `cv`. */
export const careerEnquiryPayloadSchema = z.object({
  data: z.object({
    firstname: personNameField,
    lastname: personNameField,
    email: emailField,
    contact: field(phoneRule, true),
    company: field(companyRule, false),
    aboutyou: field(messageRule, false),
    hearAboutUs: field(hearAboutRule, true),
    pageUrl: pageUrlField,
    attribution: attributionField,
  }),
});
export type CareerEnquiryPayload = z.output<typeof careerEnquiryPayloadSchema>;

/**
 * The agiliti form stores nothing (docs/careers.md) but its mails still go out: `POST /api/contact-notifications`
 * takes its payload.
 */
export const agilitiEnquiryPayloadSchema = z.object({
  data: z.object({
    firstname: personNameField,
    lastname: personNameField,
    email: emailField,
    phone: field(phoneRule, true),
    company: field(companyRule, false),
    hearAbout: field(hearAboutRule, false),
    message: field(messageRule, true),
    formType: z.literal('agiliti', { error: messages.invalidSelection }),
    pageUrl: pageUrlField,
    attribution: attributionField,
  }),
});
export type AgilitiEnquiryPayload = z.output<typeof agilitiEnquiryPayloadSchema>;

/** docs/forms.md#validation: "Names are capitalised on send": each word starts with a capital, the rest stays as typed. */
export function capitalizeName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The wire name of each form field, per endpoint: docs/forms.md#how-a-submission-runs names them differently on each route. The
 * payloads below are built from these maps and a 400's field errors are read back through them, so the two
 * directions cannot drift apart.
 */
/** The project, partner and general forms and the agiliti form send the same names. */
const enquiryWireNames = {
  firstName: 'firstname',
  lastName: 'lastname',
  email: 'email',
  phone: 'phone',
  companyName: 'company',
  howDidYouHearAboutUs: 'hearAbout',
  message: 'message',
} as const;

export const contactWireNames = {
  projectLead: enquiryWireNames,
  // In the order of the team's mail, which puts "About you" before the referral.
  careerEnquiry: {
    firstName: 'firstname',
    lastName: 'lastname',
    email: 'email',
    phone: 'contact',
    companyName: 'company',
    message: 'aboutyou',
    howDidYouHearAboutUs: 'hearAboutUs',
  },
  agilitiEnquiry: enquiryWireNames,
} as const satisfies Record<string, Record<keyof ContactFormValues, string>>;

export type ContactEndpointName = keyof typeof contactWireNames;
/** A contact form field's name on the wire, on one endpoint or another. */
export type ContactWireName = (typeof contactWireNames)[ContactEndpointName][keyof ContactFormValues];

type WireFields<Names extends Record<keyof ContactFormValues, string>> = {
  -readonly [Field in keyof ContactFormValues as Names[Field]]: string;
};

/** A field's value as it is sent: names capitalised (docs/content-and-editing.md), the choice as picked, the rest trimmed. */
function wireValue(field: keyof ContactFormValues, value: string): string {
  if (field === 'firstName' || field === 'lastName') return capitalizeName(value);
  return field === 'howDidYouHearAboutUs' ? value : value.trim();
}

function wireFields<Names extends Record<keyof ContactFormValues, string>>(
  names: Names,
  values: ContactFormValues,
): WireFields<Names> {
  const fields = Object.keys(names) as (keyof ContactFormValues)[];
  return Object.fromEntries(
    fields.map((field) => [names[field], wireValue(field, values[field])]),
  ) as WireFields<Names>;
}

/** The form field a wire name (of any contact endpoint, or the form's own name) stands for. */
export function contactFieldOfWireName(name: string): keyof ContactFormValues | undefined {
  for (const names of Object.values(contactWireNames)) {
    for (const [field, wireName] of Object.entries(names)) {
      if (name === field || name === wireName) return field as keyof ContactFormValues;
    }
  }
  return undefined;
}

/** The form's values as the wire payload of its type. */
export function toProjectLeadPayload(values: ContactFormValues, formType: ProjectLeadType, pageUrl?: string) {
  return { data: { ...wireFields(contactWireNames.projectLead, values), formType, pageUrl } };
}

export function toCareerEnquiryPayload(values: ContactFormValues, pageUrl?: string) {
  return { data: { ...wireFields(contactWireNames.careerEnquiry, values), pageUrl } };
}

export function toAgilitiEnquiryPayload(values: ContactFormValues, pageUrl?: string) {
  return { data: { ...wireFields(contactWireNames.agilitiEnquiry, values), formType: 'agiliti' as const, pageUrl } };
}
