/**
 * The five contact form types of docs/forms.md#validation, apart from their rules (contact.ts): the page that lets a visitor
 * pick one needs the list, not the schema library, so the list lives where importing it brings no zod.
 */
export const CONTACT_FORM_TYPES = ['project', 'partner', 'general', 'agiliti', 'career'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];
