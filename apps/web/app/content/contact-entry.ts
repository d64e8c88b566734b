/**
 * The contact page entry's inquiry forms and the blocks that lead to them (issue 21): the start-a-project,
 * careers and Agiliti blocks that close many pages, and the call to action. Many pages show them, so the root
 * route's loader reads them once with the first page (root.tsx) and every page reads them from there: an
 * editor changes a block once, on the contact page's entry, and it changes everywhere.
 */
import type { ShapeValue } from '@auralis/content-manifest';
import type { ContactFormType } from '@auralis/form-schemas';
import { createContext, use } from 'react';

export type ContactFormWords = ShapeValue<'contactFormCopy'>;
export type ContactBlockWords = ShapeValue<'contactBlock'>;
export type CallToActionWords = ShapeValue<'callToAction'>;

/** The closing blocks docs/forms.md names, each with the form it shows. */
export type ContactBlockVariant = Extract<ContactFormType, 'project' | 'career' | 'agiliti'>;

/** What the contact entry holds for other pages; a part an editor removed is absent, and its block does not show. */
export interface ContactEntryCopy {
  readonly forms: Partial<Record<ContactFormType, ContactFormWords>>;
  readonly blocks: Partial<Record<ContactBlockVariant, ContactBlockWords>>;
  readonly callToAction?: CallToActionWords;
}

/** The root route's data: what it reads once for every page. */
export interface SiteWideData {
  readonly contact: ContactEntryCopy;
}

const ContactEntryContext = createContext<ContactEntryCopy>({ forms: {}, blocks: {} });

/** Gives the pages the contact entry's forms and blocks (root.tsx, with what its loader read). */
export const ContactEntryProvider = ContactEntryContext;

/** The contact entry's forms and blocks; nothing outside a provider (the root's error screen has none to show). */
export function useContactEntry(): ContactEntryCopy {
  return use(ContactEntryContext);
}
