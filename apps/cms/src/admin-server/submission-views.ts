/**
 * The Content Manager's views of the submission collections (forms, careers, outbox), written at every start
 * beside the pages' (view-layouts.ts, whose merge keeps an editor's page size and other view choices): the
 * marketing team and the recruiters read plain labels instead of the stored names (`First_Name`, `formType`),
 * the newest entry first, with the columns they work with.
 *
 * Fields the site keeps for itself (the normalised email, the stored-file records with their hashes, the keys
 * that refuse duplicates, the outbox worker's lease) stay in the schema and wherever the REST API or the CSV
 * export names them; they only leave the edit view, where a person could not read them or should not change
 * them. Single types are not listed: their fields are all components, so the Content Manager has no text field
 * to name them by (a main field must be a sortable attribute), and their menu entry already reads in words.
 */
import { CAMPAIGN_PARAMETER_NAMES, CAMPAIGN_PARAMETERS, type CampaignParameter } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { RECORD_LABELS, type RecruitingRecordField } from '../recruiting/record';
import { INBOX_FIELDS, REPEAT_SENDER_DAYS } from '../submissions/lead-inbox';
import { configureContentTypeView, type Wanted } from './view-layouts';
import { collections } from '../content-model/collections';

export interface FieldView {
  readonly label: string;
  /** Shown under the field in the edit view. */
  readonly description: string;
  /** Kept by the site for itself: out of the edit view, still in the schema, the API and the export. */
  readonly internal?: true;
  /** A long text that reads better across the whole form than at the Content Manager's default half width. */
  readonly wide?: true;
}

export interface SubmissionView {
  readonly uid: string;
  /** Names an entry wherever the admin shows one by itself (the home page's recent entries, relations). */
  readonly mainField: string;
  /** The list's columns, left to right; the list opens sorted by `createdAt`, newest first. */
  readonly list: readonly string[];
  /** The edit view's rows, top to bottom: every field that is not internal, once. */
  readonly edit: readonly (readonly string[])[];
  /** Every attribute of the schema, and `createdAt`. */
  readonly fields: Readonly<Record<string, FieldView>>;
  /**
   * A lead inbox (submissions/lead-inbox.ts): the status, owner and notes are the team's to change, every other
   * field shows read-only.
   */
  readonly inbox?: true;
}

const internal = (label: string, description: string): FieldView => ({ label, description, internal: true });

const formFields = {
  firstname: { label: 'First name', description: 'As the visitor typed it; the form capitalises it.' },
  lastname: { label: 'Last name', description: 'As the visitor typed it; the form capitalises it.' },
  email: { label: 'Email', description: "The visitor's address. Replies go here." },
  company: { label: 'Company', description: "The visitor's company, as typed." },
  pageUrl: { label: 'Sent from', description: 'The page of the site the form was sent from.' },
} as const satisfies Record<string, FieldView>;

const received = (label = 'Received'): FieldView => ({
  label,
  description: 'When the site stored it (your browser shows it in your time zone).',
});

const storedFile = (what: string): FieldView =>
  internal(
    `${what} (stored file)`,
    `Where the ${what.toLowerCase()} is kept in private storage, with its size and checksum. Set by the site; use the download button on the right instead.`,
  );

/** The recruiting record's fields in the words the careers team's mail already uses (record.ts). */
const recordField = (name: RecruitingRecordField, description: string, wide?: true): FieldView => ({
  label: RECORD_LABELS[name],
  description,
  ...(wide ? { wide } : {}),
});

/** Each campaign parameter in the marketing team's words (docs/forms.md#where-a-submission-came-from). */
const CAMPAIGN_PARAMETER_LABELS: Readonly<Record<CampaignParameter, { label: string; description: string }>> = {
  utm_source: { label: 'source', description: 'utm_source: who sent the visitor (google, linkedin, a partner).' },
  utm_medium: { label: 'medium', description: 'utm_medium: how (cpc, email, social, referral).' },
  utm_campaign: { label: 'name', description: "utm_campaign: the campaign's name, as the link names it." },
  utm_term: { label: 'term', description: 'utm_term: the paid search term, when the link carries one.' },
  utm_content: { label: 'content', description: 'utm_content: which ad or link of the campaign was followed.' },
  gclid: { label: 'Google Ads click', description: 'gclid: the Google Ads click id, for importing conversions.' },
  msclkid: { label: 'Microsoft Ads click', description: 'msclkid: the Microsoft Advertising click id.' },
  li_fat_id: { label: 'LinkedIn Ads click', description: 'li_fat_id: the LinkedIn ads click id.' },
};

const ONLY_AFTER_ACCEPT = 'Recorded only when the visitor accepted cookies; empty otherwise.';

const campaignFields = (touch: 'first' | 'latest'): Record<string, FieldView> =>
  Object.fromEntries(
    CAMPAIGN_PARAMETER_NAMES.map((name) => [
      `${touch}${CAMPAIGN_PARAMETERS[name]}`,
      {
        label: `${touch === 'first' ? 'First' : 'Latest'} campaign: ${CAMPAIGN_PARAMETER_LABELS[name].label}`,
        description: `${
          touch === 'first'
            ? 'Of the first campaign link that brought the visitor to the site.'
            : 'Of the latest campaign link the visitor followed before sending.'
        } ${CAMPAIGN_PARAMETER_LABELS[name].description} ${ONLY_AFTER_ACCEPT}`,
      },
    ]),
  );

/** The lead inbox's fields, the same on the leads and the career enquiries. */
const inboxFields = (who: string): Record<string, FieldView> => ({
  stage: {
    label: 'Status',
    description: `Where it stands: new (nobody has answered yet), contacted, qualified, won or lost. The list opens on new; change it as you work on it.`,
  },
  owner: { label: 'Owner', description: `Who on the team looks after this ${who}.` },
  notes: {
    label: 'Notes',
    description: 'For the team only: what was said, what comes next. The visitor never sees them.',
    wide: true,
  },
  repeatSender: {
    label: 'Wrote before',
    description: `Ticked when the same email sent another enquiry in the ${REPEAT_SENDER_DAYS} days before or after this one: search the list for the address to see them together. Set by the site.`,
  },
});

const inboxRows: readonly (readonly string[])[] = [['stage', 'owner'], ['notes'], ['repeatSender']];

/** Where a submission came from: the same fields, labels and rows on every form that records it. */
const attributionFields: Record<string, FieldView> = {
  ...campaignFields('first'),
  ...campaignFields('latest'),
  referrerHost: {
    label: 'Referred by',
    description: `The site the visitor came from, by its host name (for example www.linkedin.com). ${ONLY_AFTER_ACCEPT}`,
  },
  landingPage: {
    label: 'Landing page',
    description: `The page of this site the visitor arrived on. ${ONLY_AFTER_ACCEPT}`,
  },
};

const campaignRows = (touch: 'first' | 'latest'): string[][] => {
  const names = CAMPAIGN_PARAMETER_NAMES.map((name) => `${touch}${CAMPAIGN_PARAMETERS[name]}`);
  return [0, 2, 4, 6].map((start) => names.slice(start, start + 2));
};

const attributionRows: readonly (readonly string[])[] = [
  ['referrerHost', 'landingPage'],
  ...campaignRows('first'),
  ...campaignRows('latest'),
];

export const SUBMISSION_VIEWS: readonly SubmissionView[] = [
  {
    uid: collections.newsletterSubscriber,
    mainField: 'email',
    list: ['email', 'consent', 'confirmedAt', 'unsubscribedAt', 'createdAt'],
    edit: [['email'], ['consent', 'confirmationSentAt'], ['confirmedAt', 'unsubscribedAt'], ...attributionRows],
    fields: {
      email: { label: 'Email', description: "The address as the visitor typed it in the footer's newsletter form." },
      // docs/forms.md#newsletter-consent
      consent: {
        label: 'Subscription',
        description:
          'unconfirmed: signed up, has not followed the confirmation link yet, so gets no newsletter; confirmed: subscribed; unsubscribed: left through the link in a mail. Empty: signed up before confirmation links existed, counted as confirmed. Only confirmed addresses are exported unless you filter on this. Set by the site.',
      },
      confirmationSentAt: {
        label: 'Confirmation link sent',
        description: 'When the latest confirmation mail was queued. Its link works for 7 days. Set by the site.',
      },
      confirmedAt: {
        label: 'Confirmed',
        description: 'When the subscriber followed the confirmation link. Set by the site.',
      },
      unsubscribedAt: {
        label: 'Unsubscribed',
        description:
          "When the subscriber left, through the unsubscribe link or their mail program's unsubscribe button. Set by the site.",
      },
      emailNormalized: internal(
        'Email (normalised)',
        'The address in lower case without spaces, so that each address is stored once. Set by the site.',
      ),
      ...attributionFields,
      createdAt: received('Subscribed'),
    },
  },
  {
    uid: collections.contactLead,
    mainField: 'email',
    inbox: true,
    list: ['firstname', 'lastname', 'email', 'formType', 'stage', 'repeatSender', 'createdAt'],
    edit: [
      ...inboxRows,
      ['formType'],
      ['firstname', 'lastname'],
      ['email', 'phone'],
      ['company', 'hearAbout'],
      ['message'],
      ['pageUrl'],
      ...attributionRows,
    ],
    fields: {
      formType: {
        label: 'Enquiry type',
        description:
          'Which form it came from: project (start a project), partner (become a partner) or general (any other question).',
      },
      ...formFields,
      phone: { label: 'Phone', description: 'With the country code, when the visitor gave one.' },
      hearAbout: { label: 'How they heard of us', description: 'The answer to "How did you hear about us?".' },
      message: { label: 'Message', description: 'What the visitor wrote.', wide: true },
      ...inboxFields('lead'),
      ...attributionFields,
      createdAt: received(),
    },
  },
  {
    uid: collections.careerEnquiry,
    mainField: 'email',
    inbox: true,
    list: ['firstname', 'lastname', 'email', 'cvOriginalName', 'stage', 'repeatSender', 'createdAt'],
    edit: [
      ...inboxRows,
      ['firstname', 'lastname'],
      ['email', 'contact'],
      ['company', 'hearAboutUs'],
      ['aboutyou'],
      ['cvOriginalName', 'pageUrl'],
      ...attributionRows,
    ],
    fields: {
      ...formFields,
      contact: { label: 'Phone', description: 'With the country code.' },
      company: { label: 'Current company', description: 'Where the candidate works now, as typed.' },
      hearAboutUs: { label: 'How they heard of us', description: 'The answer to "How did you hear about us?".' },
      aboutyou: { label: 'About the candidate', description: 'What the candidate wrote about themselves.', wide: true },
      cvOriginalName: {
        label: 'CV',
        description: 'The name of the PDF the candidate attached, if any. Download it with "Download CV" on the right.',
      },
      cv: storedFile('CV'),
      ...inboxFields('candidate'),
      ...attributionFields,
      createdAt: received(),
    },
  },
  {
    uid: collections.jobApplication,
    mainField: 'Email',
    // The role's name is long: with a sixth column the date went out of a laptop's view.
    list: ['First_Name', 'Last_Name', 'Email', 'Job_Opening_Name', 'createdAt'],
    edit: [
      ['Job_Opening_Name'],
      ['First_Name', 'Last_Name'],
      ['Email', 'Mobile'],
      ['Date_of_Birth', 'Gender'],
      ['State', 'Country'],
      ['Highest_Qualification_Held', 'Passout_Year'],
      ['Internship', 'Internship_Duration'],
      ['Experience_in_Years', 'Notice_Period'],
      ['Current_Employer', 'Current_Job_Title'],
      ['Linkedin_URL'],
      ['Other_Links'],
      ['resumeOriginalName', 'coverLetterOriginalName'],
      ...attributionRows,
    ],
    fields: {
      Job_Opening_Name: {
        label: 'Job',
        description: 'The role applied for, as it was named when the candidate applied.',
      },
      Job_Opening_Id: internal(
        'Job id',
        'The id of the role applied for; with the email it refuses a second application to the same role. Set by the site.',
      ),
      First_Name: recordField('First_Name', 'As the candidate typed it.'),
      Last_Name: recordField('Last_Name', 'As the candidate typed it.'),
      Email: recordField('Email', "The candidate's address. Replies go here."),
      Mobile: recordField('Mobile', 'With the country code.'),
      Date_of_Birth: recordField('Date_of_Birth', 'Year-month-day, as chosen in the form.'),
      Gender: recordField('Gender', 'Male or Female, as chosen in the form.'),
      State: recordField('State', 'Where the candidate lives.'),
      Country: recordField('Country', 'Where the candidate lives.'),
      Highest_Qualification_Held: recordField('Highest_Qualification_Held', 'The highest qualification held.'),
      Passout_Year: recordField('Passout_Year', 'The year that qualification was completed (or will be).'),
      Internship: recordField('Internship', 'Freshers: where they did an internship, if anywhere.'),
      Internship_Duration: recordField('Internship_Duration', 'Freshers: how long the internship lasted.'),
      Experience_in_Years: recordField('Experience_in_Years', 'Years of experience; 0 for a fresher.'),
      Current_Employer: recordField('Current_Employer', 'Experienced candidates: where they work now.'),
      Current_Job_Title: recordField('Current_Job_Title', 'Experienced candidates: their current role.'),
      Notice_Period: recordField(
        'Notice_Period',
        'Experienced candidates: their notice period, or "Currently Pursuing" if they ticked that box.',
      ),
      Linkedin_URL: recordField('Linkedin_URL', "The candidate's LinkedIn profile."),
      Other_Links: recordField(
        'Other_Links',
        'Up to three more links (portfolio, GitHub, ...), separated by commas.',
        true,
      ),
      resumeOriginalName: {
        label: 'Resume',
        description: 'The name of the file the candidate sent (PDF or Word). Download it with "Download resume".',
      },
      coverLetterOriginalName: {
        label: 'Cover letter',
        description: 'The name of the cover letter sent, if any. Download it with "Download cover letter".',
      },
      resume: storedFile('Resume'),
      coverLetter: storedFile('Cover letter'),
      applicationKey: internal(
        'Duplicate check',
        'The email and the role together: the site refuses a second application with the same. Set by the site.',
      ),
      ...attributionFields,
      createdAt: received('Applied'),
    },
  },
  {
    uid: collections.jobOpening,
    mainField: 'Job_Opening_Name',
    list: ['Job_Opening_Name', 'isOpen', 'Work_Experience', 'City', 'Country', 'createdAt'],
    edit: [
      ['Job_Opening_Name', 'isOpen'],
      ['Work_Experience', 'Remote_Job'],
      ['City', 'Country'],
      ['Banner_description'],
      ['Job_Description'],
      ['Job_details'],
    ],
    fields: {
      Job_Opening_Name: {
        label: 'Job title',
        description: "The role's name on the site; its page and apply addresses are made from it.",
      },
      isOpen: {
        label: 'Open',
        description: 'Untick to take the role off the site at once; applications to it are then refused.',
      },
      Work_Experience: {
        label: 'Experience',
        description: 'The experience asked for, as the role page shows it (for example "3-5 years").',
      },
      Remote_Job: { label: 'Remote', description: 'Whether the role can be done remotely.' },
      City: { label: 'City', description: 'Where the role is based.' },
      Country: { label: 'Country', description: 'Where the role is based.' },
      Banner_description: {
        label: 'Summary',
        description: "One or two sentences under the role's title at the top of its page.",
        wide: true,
      },
      Job_Description: {
        label: 'Job description (HTML)',
        description: "The role's description on its page, as HTML (paragraphs, lists, headings).",
        wide: true,
      },
      Job_details: {
        label: 'Skills (HTML)',
        description: 'The skills the role asks for, as HTML; the page shows them under the description.',
        wide: true,
      },
      createdAt: received('Opened'),
    },
  },
  {
    uid: collections.outboxMail,
    mainField: 'subject',
    list: ['subject', 'recipient', 'deliveryStatus', 'attempts', 'createdAt'],
    edit: [
      ['subject'],
      ['recipient', 'replyTo'],
      ['deliveryStatus', 'attempts'],
      ['sentAt', 'messageId'],
      ['lastError'],
      ['template', 'submissionType'],
      ['submissionId'],
      ['text'],
      ['html'],
      ['listUnsubscribeUrl'],
    ],
    fields: {
      subject: { label: 'Subject', description: "The mail's subject line." },
      recipient: { label: 'To', description: 'Who the mail goes to: a team mailbox, or the visitor for a thank-you.' },
      replyTo: { label: 'Reply to', description: "Where a reply goes: the visitor's address on a mail to the team." },
      deliveryStatus: {
        label: 'Status',
        description:
          'pending: about to be sent; held: no mail server is set up (SMTP_HOST), it goes out once one is; sending: being sent; retrying: the mail server did not take it, tried again later; sent: handed to the mail server; failed: given up after the last attempt; refused: not written by the site (its signature does not match), never sent.',
      },
      attempts: { label: 'Attempts', description: 'How many times sending it has failed so far.' },
      sentAt: { label: 'Sent', description: 'When the mail server accepted it.' },
      messageId: {
        label: 'Message-ID',
        description: "The mail's Message-ID header, to find it in the mail server's logs.",
      },
      lastError: {
        label: 'Last error',
        description: "Why the last attempt failed, in the mail server's words.",
        wide: true,
      },
      template: { label: 'Mail', description: 'Which of the site\'s mails it is (for example "contact-thanks").' },
      submissionType: {
        label: 'Form',
        description: 'The form that caused it: newsletter, project, partner, general, agiliti, career or application.',
      },
      submissionId: {
        label: 'Submission id',
        description: 'The id of the entry it is about, in the Forms or Careers list of that form.',
      },
      text: { label: 'Text', description: 'The mail as plain text.', wide: true },
      html: { label: 'HTML', description: 'The same mail as HTML, as mail programs show it.', wide: true },
      listUnsubscribeUrl: {
        label: 'One-click unsubscribe',
        description:
          "Mails to a newsletter subscriber only: sent as the List-Unsubscribe header, so the subscriber's mail program can offer an unsubscribe button. Set by the site.",
        wide: true,
      },
      nextAttemptAt: internal('Next attempt', 'When the outbox may try to send it next. Set by the outbox.'),
      dedupeKey: internal(
        'Duplicate check',
        'The submission and the mail together: the outbox keeps one mail of each kind per submission. Set by the site.',
      ),
      signature: internal(
        'Signature',
        'The site signs every mail it writes; the outbox sends only mails whose signature matches. Set by the site.',
      ),
      leaseOwner: internal('Claimed by', 'Which server is sending it now. Set by the outbox.'),
      leaseUntil: internal('Claimed until', 'When that claim runs out. Set by the outbox.'),
      createdAt: received('Queued'),
    },
  },
  {
    uid: collections.crmHandover,
    mainField: 'submissionId',
    list: ['kind', 'submissionId', 'deliveryStatus', 'attempts', 'deliveredAt', 'createdAt'],
    edit: [
      ['kind', 'submissionId'],
      ['deliveryStatus', 'attempts'],
      ['deliveredAt', 'nextAttemptAt'],
      ['lastError'],
      ['handoverId'],
      ['payload'],
    ],
    fields: {
      kind: {
        label: 'Kind',
        description:
          'What was handed over: lead (a contact enquiry), subscriber (a newsletter sign-up) or career-enquiry.',
      },
      submissionId: {
        label: 'Submission id',
        description: 'The id of the entry handed over, in Contact leads, Newsletter subscribers or Career enquiries.',
      },
      deliveryStatus: {
        label: 'Status',
        description:
          'pending: about to be sent; delivering: being sent; retrying: the CRM could not take it (no answer, or a server error), tried again later; delivered: the CRM took it; failed: the CRM refused it (see Last error), or it was given up after the last attempt; refused: not written by the site (its signature does not match), never sent.',
      },
      attempts: { label: 'Attempts', description: 'How many times it was sent, the last one included.' },
      deliveredAt: { label: 'Delivered', description: 'When the CRM took it.' },
      nextAttemptAt: {
        label: 'Next attempt',
        description: 'When it is sent (again) at the earliest. Set by the site after each failed attempt.',
      },
      lastError: {
        label: 'Last error',
        description: "Why the last attempt failed: the CRM's answer (HTTP status and reason), or no answer in time.",
        wide: true,
      },
      handoverId: {
        label: 'Hand-over id',
        description: 'Sent with every attempt (Idempotency-Key): the CRM keeps one entry per id.',
      },
      payload: {
        label: 'What was sent',
        description: "The visitor's fields and where they came from, as JSON, taken when the submission was stored.",
        wide: true,
      },
      signature: internal(
        'Signature',
        'The site signs every hand-over it writes; only signed ones are sent. Set by the site.',
      ),
      leaseOwner: internal('Claimed by', 'Which server is sending it now. Set by the site.'),
      leaseUntil: internal('Claimed until', 'When that claim runs out. Set by the site.'),
      createdAt: received('Queued'),
    },
  },
];

const isInboxField = (name: string) => (INBOX_FIELDS as readonly string[]).includes(name);

/** What to write into a collection's Content Manager configuration. */
export function submissionWanted(view: SubmissionView): Wanted {
  const entries = Object.entries(view.fields);
  const hidden = entries.filter(([, field]) => field.internal).map(([name]) => name);
  return {
    settings: { mainField: view.mainField, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
    metadatas: Object.fromEntries(
      entries.map(([name, field]) => [
        name,
        {
          edit: {
            label: field.label,
            description: field.description,
            ...(field.internal ? { visible: false, editable: false } : {}),
            ...(view.inbox && !field.internal ? { editable: isInboxField(name) } : {}),
          },
          list: { label: field.label },
        },
      ]),
    ),
    list: view.list,
    edit: view.edit,
    hide: hidden,
    sizes: Object.fromEntries(entries.filter(([, field]) => field.wide).map(([name]) => [name, 12])),
  };
}

export async function configureSubmissionAdminViews(strapi: Core.Strapi): Promise<void> {
  for (const view of SUBMISSION_VIEWS) await configureContentTypeView(strapi, view.uid, submissionWanted(view));
}
