/**
 * Stand-in words of the contact entry's forms and blocks for component tests (the real ones are the seed's,
 * apps/cms/seed/pages/contact.json): each says whose it is, so a test finds a form's field by its label.
 */
import { CONTACT_FORM_TYPES, type ContactFormType } from '@auralis/form-schemas';

import type { ContactEntryCopy, ContactFormWords } from '~/content/contact-entry';

const formWords = (formType: ContactFormType): ContactFormWords => ({
  choice: `Choice ${formType}`,
  choiceHint: `Hint of the ${formType} choice.`,
  formName: `Form ${formType}`,
  companyLabel: `Company for ${formType}`,
  messageLabel: `Message for ${formType}`,
  messageExample: `Example for ${formType}`,
  submitLabel: `Send ${formType}`,
  thankYou: `Thanks for the ${formType} inquiry.`,
});

export const testContactEntry = {
  forms: Object.fromEntries(CONTACT_FORM_TYPES.map((formType) => [formType, formWords(formType)])) as Record<
    ContactFormType,
    ContactFormWords
  >,
  blocks: {
    project: { label: 'Project label', heading: 'Project block', text: 'Text of the project block.' },
    career: { label: 'Career label', heading: 'Career block', text: 'Text of the career block.' },
    agiliti: { label: 'Agiliti label', heading: 'Agiliti block', text: 'Text of the Agiliti block.' },
  },
  callToAction: { heading: 'Call to action', text: 'Text of the call to action.', buttonLabel: 'Go to contact' },
} as const satisfies ContactEntryCopy;
