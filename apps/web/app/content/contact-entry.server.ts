import type { PageSectionValues } from '@auralis/content-manifest';
import type { ContactFormType } from '@auralis/form-schemas';
import { paths } from '@auralis/site-map';
import { type AppLoadContext, data } from 'react-router';

import type { ContactBlockVariant, ContactEntryCopy } from './contact-entry';

import './load-context';

/** The contact entry's field of each form and block. */
const formFields = {
  project: 'projectForm',
  partner: 'partnerForm',
  general: 'generalForm',
  agiliti: 'agilitiForm',
  career: 'careerForm',
} as const satisfies Record<ContactFormType, keyof PageSectionValues>;

const blockFields = {
  project: 'projectBlock',
  career: 'careerBlock',
  agiliti: 'agilitiBlock',
} as const satisfies Record<ContactBlockVariant, keyof PageSectionValues>;

/** The entry's values of these fields, by their key; a removed field is left out. */
function present<K extends string, F extends keyof PageSectionValues>(
  sections: PageSectionValues,
  fields: Readonly<Record<K, F>>,
): Partial<Record<K, NonNullable<PageSectionValues[F]>>> {
  return Object.fromEntries(
    Object.entries<F>(fields).flatMap(([key, field]) => (sections[field] ? [[key, sections[field]]] : [])),
  ) as Partial<Record<K, NonNullable<PageSectionValues[F]>>>;
}

/**
 * Reads the contact page entry's forms and blocks for the root route (contact-entry.ts). A failed read answers
 * 503, as a page's own failed read does; an unpublished contact page leaves the blocks out, not the pages.
 */
export async function loadContactEntry(context: AppLoadContext): Promise<ContactEntryCopy> {
  const result = await context.content.pages([paths.contact]);
  if (!result.ok) throw data(result.message, { status: 503 });
  const sections = result.data[0]?.sections ?? {};
  const copy = { forms: present(sections, formFields), blocks: present(sections, blockFields) };
  return sections.callToAction ? { ...copy, callToAction: sections.callToAction } : copy;
}
