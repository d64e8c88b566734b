/**
 * The mails the site sends, rendered on the server (docs/forms.md). Every value a visitor typed is
 * escaped before it reaches HTML, and subjects never carry a line break, so a submission cannot inject markup
 * or headers. Copy follows the brand module (packages/site-config): plain, specific, American English, no exclamation marks.
 */
import type { ContactFormType } from '@auralis/form-schemas';
import { companyFacts, siteConfig } from '@auralis/site-config';

/** Who gets a form's first mail: one team address per form (MAIL_TEAM_*, settings/runtime-env.ts). */
export type MailTeam = 'newsletter' | ContactFormType;

export type TemplateName =
  | 'newsletter-team'
  | 'newsletter-thanks'
  | 'contact-team'
  | 'contact-thanks'
  | 'application-team'
  | 'application-thanks';

export interface RenderedMail {
  readonly template: TemplateName;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailField {
  readonly label: string;
  readonly value: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A header value on one line: a visitor's text can never start a new header. Every control character (CR,
 * LF, tab, NEL, ...) and the Unicode line and paragraph separators become a space, and invisible formatting
 * characters (category Cf: the right-to-left override and the like) are dropped.
 */
export function oneLine(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The most characters of typed text a subject carries (a name, a job title); the schemas allow 60 for a name. */
export const SUBJECT_TEXT_MAX = 60;

/** Typed text for a subject: on one line, and cut to `max` characters (an ellipsis marks the cut). */
export function subjectText(value: string, max = SUBJECT_TEXT_MAX): string {
  const line = oneLine(value);
  const characters = [...line];
  return characters.length <= max
    ? line
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A whole subject: one line and at most this long, whatever went into it. */
export const SUBJECT_MAX = 150;

/**
 * The lines of a visitor's multi-line text. Any line break a mail client may honour counts (CRLF, CR, LF,
 * vertical tab, form feed, NEL, the Unicode line and paragraph separators).
 */
function linesOf(value: string): string[] {
  return value.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/);
}

/** Each line of a multi-line value in the plain-text part is quoted with this, below its label. */
export const TEXT_QUOTE = '    > ';

/** Escaped text with its line breaks kept. */
function paragraphHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function layout(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1f29;">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">',
    bodyHtml,
    `<p style="margin-top:32px;font-size:13px;color:#5b6170;">${escapeHtml(siteConfig.name)} · ${escapeHtml(siteConfig.phone)}</p>`,
    '</div></body></html>',
  ].join('');
}

function fieldsTable(fields: readonly MailField[]): string {
  const rows = fields
    .map(
      (field) =>
        '<tr>' +
        `<th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap;">${escapeHtml(field.label)}</th>` +
        `<td style="padding:6px 0;">${paragraphHtml(field.value || '-')}</td>` +
        '</tr>',
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;font-size:15px;">${rows}</table>`;
}

/**
 * The plain-text field list: `Label: value` for a one-line value. A multi-line value (a message) starts on
 * the line below its label and every line of it is quoted and indented, so that no line a visitor types can
 * pass for a field line of ours such as `Email: ...` (issue 19, item 7).
 */
export function fieldsText(fields: readonly MailField[]): string {
  return fields
    .map((field) => {
      const lines = linesOf(field.value);
      if (lines.length === 1) return `${field.label}: ${field.value || '-'}`;
      return `${field.label}:\n${lines.map((line) => `${TEXT_QUOTE}${line}`.trimEnd()).join('\n')}`;
    })
    .join('\n');
}

const signature = (siteUrl: string) => `${siteConfig.name}\n${siteConfig.phone}\n${siteUrl}`;

export function renderNewsletterTeam(input: { email: string; subscribedAt: Date }): RenderedMail {
  const fields: MailField[] = [
    { label: 'Email', value: input.email },
    { label: 'Form', value: 'newsletter' },
    { label: 'Subscribed at', value: input.subscribedAt.toISOString() },
  ];
  const intro = 'A new address subscribed to the newsletter from the site footer.';
  return {
    template: 'newsletter-team',
    subject: 'New newsletter subscriber',
    text: `${intro}\n\n${fieldsText(fields)}\n`,
    html: layout('New newsletter subscriber', `<p>${escapeHtml(intro)}</p>${fieldsTable(fields)}`),
  };
}

/** The links of a mail to a subscriber (src/newsletter-consent/links.ts); absent for a mail rendered without them. */
export interface SubscriberLinks {
  /** Double opt-in (NEWSLETTER_DOUBLE_OPT_IN): the page that confirms the address; absent once confirmed. */
  readonly confirmUrl?: string;
  /** The unsubscribe page; every mail to a subscriber carries it (docs/forms.md#newsletter-consent). */
  readonly unsubscribeUrl: string;
}

/** A link the mail client shows as a button: a plain link in HTML that every client renders. */
function buttonHtml(url: string, label: string): string {
  return (
    `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;` +
    `color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>`
  );
}

/** The unsubscribe line at the foot of every mail to a subscriber. */
function unsubscribeFootHtml(url: string): string {
  return (
    '<p style="margin-top:24px;font-size:13px;color:#5b6170;">Do not want these emails? ' +
    `<a href="${escapeHtml(url)}" style="color:#5b6170;">Unsubscribe</a> at any time.</p>`
  );
}

/**
 * The subscriber's mail. With double opt-in it asks them to confirm (the address counts as subscribed only once
 * the link is followed); without it, it thanks them. Either way it ends with the unsubscribe link, which the
 * outbox also sends as the mail's List-Unsubscribe header.
 */
export function renderNewsletterThanks(input: {
  email: string;
  siteUrl: string;
  links?: SubscriberLinks;
}): RenderedMail {
  const confirmUrl = input.links?.confirmUrl;
  const unsubscribeUrl = input.links?.unsubscribeUrl;
  const about =
    'We write about what our engineers, designers and data specialists learn on client work: what we built, how, and what it changed, with the numbers where we can share them.';
  const subject = confirmUrl
    ? `Confirm your subscription to the ${siteConfig.name} newsletter`
    : `You are subscribed to the ${siteConfig.name} newsletter`;
  const opening = confirmUrl
    ? [
        `Thank you for signing up for the ${siteConfig.name} newsletter with ${input.email}.`,
        'Please confirm that this address is yours. Until you do, we send it nothing else. The link works for 7 days.',
      ]
    : [`Thank you for subscribing to the ${siteConfig.name} newsletter with ${input.email}.`];
  const closing = confirmUrl
    ? 'If you did not sign up, ignore this email: without a confirmation the address is not subscribed.'
    : unsubscribeUrl
      ? 'If you did not sign up, or change your mind, the unsubscribe link below removes your address at once.'
      : 'If you did not sign up, reply to this email and we will remove your address.';
  const textParts = [
    opening[0],
    ...(confirmUrl ? [`${opening[1]}\n\nConfirm your subscription: ${confirmUrl}`] : []),
    about,
    closing,
  ];
  const unsubscribeText = unsubscribeUrl ? `\n\nUnsubscribe: ${unsubscribeUrl}` : '';
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const html = [
    paragraph(opening[0] ?? ''),
    ...(confirmUrl ? [paragraph(opening[1] ?? ''), buttonHtml(confirmUrl, 'Confirm my subscription')] : []),
    paragraph(about),
    paragraph(closing),
    ...(unsubscribeUrl ? [unsubscribeFootHtml(unsubscribeUrl)] : []),
  ].join('');
  return {
    template: 'newsletter-thanks',
    subject,
    text: `${textParts.join('\n\n')}\n\n${signature(input.siteUrl)}${unsubscribeText}\n`,
    html: layout(subject, html),
  };
}

/** docs/forms.md#how-a-submission-runs: 'New {form} form submission', or 'Agiliti: New enquiry from {name}'. */
export function contactTeamSubject(form: ContactFormType, firstname: string, lastname: string): string {
  return form === 'agiliti'
    ? `Agiliti: New enquiry from ${subjectText(`${firstname} ${lastname}`)}`
    : `New ${form} form submission`;
}

export function renderContactTeam(input: {
  form: ContactFormType;
  firstname: string;
  lastname: string;
  fields: readonly MailField[];
  pageUrl: string;
}): RenderedMail {
  const subject = contactTeamSubject(input.form, input.firstname, input.lastname);
  const fields: MailField[] = [
    ...input.fields,
    { label: 'Form', value: input.form },
    { label: 'Page URL', value: input.pageUrl },
  ];
  const intro = `${input.firstname} ${input.lastname} sent the ${input.form} form. Reply to this email to answer them.`;
  return {
    template: 'contact-team',
    subject,
    text: `${intro}\n\n${fieldsText(fields)}\n`,
    html: layout(subject, `<p>${escapeHtml(intro)}</p>${fieldsTable(fields)}`),
  };
}

/** What happens next, per form: the reply time is the company's one fact (`companyFacts.replyTime`), as the site states it. */
const NEXT_STEPS: Readonly<Record<ContactFormType, string>> = {
  project: `A consultant from our delivery team will read your project notes and call or email you within ${companyFacts.replyTime} to agree on next steps.`,
  partner: `Our partnerships team will review your proposal and call or email you within ${companyFacts.replyTime} to talk about how we could work together.`,
  general: `Someone from our team will read your message and call or email you within ${companyFacts.replyTime}.`,
  agiliti: `An Agiliti engagement manager will call or email you within ${companyFacts.replyTime} to talk about the skills you need. Our vetted engineers join your team full-time, usually within about two weeks, with monthly billing and a replacement guarantee.`,
  career:
    'Our recruiting team reads every enquiry and will contact you when a role fits your experience. In the meantime you can browse the open roles on our careers page.',
};

export function renderContactThanks(input: {
  form: ContactFormType;
  firstname: string;
  lastname: string;
  siteUrl: string;
}): RenderedMail {
  const name = oneLine(`${input.firstname} ${input.lastname}`);
  const subject = `Thank you for contacting ${siteConfig.name}, ${subjectText(input.firstname)}`;
  const paragraphs = [
    `Hello ${name},`,
    `Thank you for getting in touch with ${siteConfig.name}. We received your message.`,
    NEXT_STEPS[input.form],
  ];
  const careersLink = input.form === 'career' ? `${input.siteUrl}/career/open-roles` : undefined;
  const linkText = careersLink ? `\n\nOpen roles: ${careersLink}` : '';
  const linkHtml = careersLink
    ? `<p><a href="${escapeHtml(careersLink)}" style="color:#3147d6;">See the open roles</a></p>`
    : '';
  return {
    template: 'contact-thanks',
    subject,
    text: `${paragraphs.join('\n\n')}${linkText}\n\n${signature(input.siteUrl)}\n`,
    html: layout(subject, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') + linkHtml),
  };
}

/** The careers team's notice of a job application (issue 8): who applied to what, and where the files are. */
export function renderApplicationTeam(input: {
  jobName: string;
  firstname: string;
  lastname: string;
  fields: readonly MailField[];
}): RenderedMail {
  const name = oneLine(`${input.firstname} ${input.lastname}`);
  const subject = `New application: ${subjectText(input.jobName)} from ${subjectText(name)}`;
  const intro = `${name} applied for ${oneLine(input.jobName)}. Reply to this email to answer them.`;
  return {
    template: 'application-team',
    subject,
    text: `${intro}\n\n${fieldsText(input.fields)}\n`,
    html: layout(subject, `<p>${escapeHtml(intro)}</p>${fieldsTable(input.fields)}`),
  };
}

/** The applicant's confirmation: the application arrived, and what happens next. */
export function renderApplicationThanks(input: {
  jobName: string;
  firstname: string;
  lastname: string;
  siteUrl: string;
}): RenderedMail {
  const name = oneLine(`${input.firstname} ${input.lastname}`);
  const jobName = oneLine(input.jobName);
  const subject = `We received your application for ${subjectText(jobName)}`;
  const paragraphs = [
    `Hello ${name},`,
    `Thank you for applying for ${jobName} at ${siteConfig.name}. Your application and your files reached our recruiting team.`,
    'A recruiter reads every application. If your experience fits the role, we will call or email you within two weeks to arrange a first conversation. If it does not, we will tell you, and keep your details for roles that match.',
  ];
  const openRoles = `${input.siteUrl}/career/open-roles`;
  return {
    template: 'application-thanks',
    subject,
    text: `${paragraphs.join('\n\n')}\n\nOpen roles: ${openRoles}\n\n${signature(input.siteUrl)}\n`,
    html: layout(
      subject,
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
        `<p><a href="${escapeHtml(openRoles)}" style="color:#3147d6;">See the other open roles</a></p>`,
    ),
  };
}
