/**
 * What a page's head and hero should say, for the browser tests: for a page that is an entry of the content
 * service, its seed file (apps/cms/seed/pages, the copy a fresh test database starts with); for the others,
 * the copy the site's code still holds.
 */
import { contentPages } from '../packages/content-manifest/src/content-model';
import {
  type PageFileComponent,
  type PageFileFields,
  readPageFile,
  seededListedPages,
} from '../apps/cms/seed/page-files';
import { pageCopyInCode } from '../apps/web/app/site/page-copy-in-code';
import type { SearchData } from '../apps/web/app/site/seo';

export interface ExpectedPageCopy {
  readonly search: SearchData;
  /** Absent where the hero is the page's banner (read it from the API: page-headings.ts). */
  readonly heading?: string;
  readonly intro?: string;
  /** The label above the heading and the hero button's words ('' for none). */
  readonly label?: string;
  readonly buttonLabel?: string;
}

/** The pages a fresh test database starts with: the route table's and the seeded stories and industry pages. */
const seededPages = () => [...contentPages(), ...seededListedPages()];

export function expectedPageCopy(path: string): ExpectedPageCopy | undefined {
  const page = seededPages().find((candidate) => candidate.path === path);
  if (!page) return pageCopyInCode(path);
  const { search, hero } = readPageFile(page);
  if (!search) throw new Error(`${path}: its seed file has no search data`);
  const text = (value: string | null | undefined) => value ?? '';
  return {
    search: {
      title: text(search.title),
      description: text(search.description),
      ogTitle: text(search.ogTitle),
      ogDescription: text(search.ogDescription),
      keywords: text(search.keywords)
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
      canonicalUrl: text(search.canonicalUrl),
    },
    ...(hero
      ? {
          heading: text(hero.heading),
          intro: text(hero.intro),
          label: text(hero.label),
          buttonLabel: text(hero.buttonLabel),
        }
      : {}),
  };
}

/** A page entry's own fields as its seed file holds them (what a fresh test database starts with). */
export function seededEntryFields(path: string): PageFileFields {
  const page = seededPages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a page entry`);
  return readPageFile(page);
}

/** A list field of a seeded section: its items, each a record of text fields. */
export function seededItems(path: string, field: string, list: string): Readonly<Record<string, string>>[] {
  const fields: Readonly<Record<string, PageFileComponent | undefined>> = seededEntryFields(path);
  const component = fields[field];
  const items = component?.[list];
  if (!Array.isArray(items)) throw new Error(`${path}: ${field}.${list} is not a list in its seed file`);
  return items.map((item: PageFileComponent) =>
    Object.fromEntries(Object.entries(item).map(([name, value]) => [name, typeof value === 'string' ? value : ''])),
  );
}

/**
 * The admin suite (admin-editing.spec.ts) rewrites the B2B SEO page's search description, the home page's
 * headline, the privacy policy's first paragraph and a leader's biography, each starting with this, while other
 * suites read those pages: they accept either the seeded text or one that starts so.
 */
export const EDITED_PREFIX = 'Edited in the admin:';
export const EDITED_DESCRIPTION_PREFIX = EDITED_PREFIX;
