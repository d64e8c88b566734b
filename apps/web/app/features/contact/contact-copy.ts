import type { ContactFormType } from '@auralis/form-schemas';

/** What changes between the five contact forms besides their rules (SPEC.md §3, §5). */
export interface ContactFormCopy {
  /** The enquiry type as the choice on /contact names it. */
  readonly choice: string;
  readonly choiceHint: string;
  readonly formName: string;
  readonly companyLabel: string;
  readonly messageLabel: string;
  readonly messagePlaceholder: string;
  readonly submitLabel: string;
}

export const contactFormCopy: Record<ContactFormType, ContactFormCopy> = {
  project: {
    choice: 'Start a project',
    choiceHint: 'A product to build, a platform to modernize, a campaign to run.',
    formName: 'Project inquiry',
    companyLabel: 'Company name',
    messageLabel: 'About your project',
    messagePlaceholder: 'What do you want to build or fix, by when, and what does success look like?',
    submitLabel: 'Send project details',
  },
  partner: {
    choice: 'Partner with us',
    choiceHint: 'Technology alliances, referrals and joint delivery.',
    formName: 'Partnership inquiry',
    companyLabel: 'Company name',
    messageLabel: 'About the partnership',
    messagePlaceholder: 'Who you are, who your clients are, and how we could work together.',
    submitLabel: 'Send partnership details',
  },
  general: {
    choice: 'General inquiry',
    choiceHint: 'Press, events, or anything else.',
    formName: 'General inquiry',
    companyLabel: 'Company name',
    messageLabel: 'Your message',
    messagePlaceholder: 'How can we help?',
    submitLabel: 'Send message',
  },
  agiliti: {
    choice: 'Hire dedicated developers',
    choiceHint: 'Agiliti: vetted engineers in your team in about two weeks.',
    formName: 'Agiliti inquiry',
    companyLabel: 'Company name',
    messageLabel: 'Who do you need?',
    messagePlaceholder: 'Roles, skills, team size, and when you would like them to start.',
    submitLabel: 'Request developers',
  },
  career: {
    choice: 'Careers',
    choiceHint: 'Tell us about yourself, even if no open role fits yet.',
    formName: 'Career inquiry',
    companyLabel: 'Current company',
    messageLabel: 'About you',
    messagePlaceholder: 'Your experience, what you want to work on next, and where you are based.',
    submitLabel: 'Send to our talent team',
  },
};
