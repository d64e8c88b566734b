/**
 * The website's loaders read content through this when the server renders a page (decision record 013), by page
 * and field (docs/content-and-editing.md#one-address-page-and-field): a page asks for its sections, the content
 * model says which field of which document holds each (`sectionSource`), and the answer is each section's shape
 * value. It reads through the same resolver and read cache as `GET /api/{name}` (api::site-content), so a page's
 * HTML and the REST answer always agree, and a publish that clears the one clears the other.
 *
 * The page's entry is read once per render, with only the fields the page has and the sections it asks for;
 * shared blocks are read beside it. Drafts (a preview with a valid token) are read afresh and never stored.
 */
import {
  type ContentReader,
  entryFieldsOf,
  type ListedPageRecord,
  type ListedPagesReadResult,
  type PageEntriesReadResult,
  pageEntryFields,
  type PageEntryRecord,
  type PageReadResult,
  pageSectionFieldNames,
  type Section,
  type SectionReadResult,
  sectionSource,
  sectionTable,
  shapeValueOf,
} from '@auralis/content-manifest';
import type { ListedPageKind } from '@auralis/site-map';
import type { Core } from '@strapi/strapi';

import { readCache } from '../api/site-content/services/read-cache';
import type siteContentService from '../api/site-content/services/site-content';
import {
  type ContentStatus,
  type FieldAddress,
  type FieldRead,
  fieldOfSource,
  itemIdOf,
  itemsOf,
} from '../api/site-content/services/site-content';
import { type ServiceOf, serviceOf } from '../settings/strapi-services';

type SiteContentService = ServiceOf<typeof siteContentService>;
/** Any section's content: built here from the section's own shape (`sectionTable`), which is what makes it sound. */
type SectionContent = Extract<SectionReadResult, { ok: true }>['data'];

export const NO_CONTENT_MESSAGE = 'This section has no published content yet.';
export const READ_FAILED_MESSAGE = 'The content could not be loaded. Please try again later.';

/** The fields of a page's entry that its read takes: the page's own ones (content-model.ts `entryFieldsOf`). */
const entryAddresses = (pagePath: string): FieldAddress[] =>
  entryFieldsOf(pagePath).map((field) => ({ document: { kind: 'page', path: pagePath }, field }));

/** A page entry's own fields as the site reads them, from its stored values by field name. */
function recordOf(title: string, fieldValues: ReadonlyMap<string, unknown>): PageEntryRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const component = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const search = component(fieldValues.get('search'));
  const legal = component(fieldValues.get('legal'));
  return {
    title,
    search: search && {
      title: text(search.title),
      description: text(search.description),
      ogTitle: text(search.ogTitle),
      ogDescription: text(search.ogDescription),
      keywords: typeof search.keywords === 'string' ? search.keywords : null,
      canonicalUrl: text(search.canonicalUrl),
    },
    hero: shapeValueOf('pageHero', fieldValues.get('hero')),
    legal: legal && { lastUpdated: text(legal.lastUpdated), body: text(legal.body) },
    sections: Object.fromEntries(
      pageSectionFieldNames
        // Only the page's own, and only those the editors have not removed.
        .filter((field) => fieldValues.get(field) !== undefined && fieldValues.get(field) !== null)
        .map((field) => [field, shapeValueOf(pageEntryFields[field].shape, fieldValues.get(field))]),
    ),
  };
}

/** A section's content as the site reads it: its items' shape values with their stable ids, or why there is none. */
function sectionResult(section: Section, read: FieldRead | Error | undefined): SectionReadResult {
  if (!read || read instanceof Error) return { ok: false, message: READ_FAILED_MESSAGE };
  const { shape, list } = sectionTable[section];
  const items = itemsOf(read.value).map((item) => ({ ...shapeValueOf(shape, item), id: itemIdOf(item) }));
  if (list) return { ok: true, data: items as unknown as SectionContent };
  const [first] = items;
  if (!first) return { ok: false, message: NO_CONTENT_MESSAGE };
  return { ok: true, data: first as unknown as SectionContent };
}

export function createContentReader(
  strapi: Core.Strapi,
  status: ContentStatus,
  { useCache = true }: { readonly useCache?: boolean } = {},
): ContentReader {
  const service = () => serviceOf<SiteContentService>(strapi, 'api::site-content.site-content');
  const cache = readCache(strapi);
  const cached = status === 'published' && useCache;

  /** The entries at `pagePaths` and `sections` of the first, all in one call of the resolver. */
  async function readPages(pagePaths: readonly string[], sections: readonly Section[]) {
    const [pagePath] = pagePaths;
    const entries = pagePaths.map(entryAddresses);
    const sectionAddresses = sections.map((section) => {
      const source = pagePath === undefined ? undefined : sectionSource(pagePath, section);
      return source && fieldOfSource(source);
    });
    const addresses = [
      ...entries.flat(),
      ...sectionAddresses.filter((address): address is FieldAddress => address !== undefined),
    ];
    const reads = await service().readFields(addresses, status, { useCache });
    let position = 0;
    const next = () => reads[position++];
    const records = entries.map((fields, index): PageEntryRecord | null | Error => {
      const values = new Map<string, unknown>();
      let stamp: FieldRead['stamp'] | undefined;
      let failure: Error | undefined;
      for (const address of fields) {
        const read = next();
        if (!read || read instanceof Error) failure ??= read ?? new Error(`${address.field} was not read`);
        else {
          stamp ??= read.stamp;
          values.set(address.field, read.value);
        }
      }
      if (failure) return failure;
      // Every entry has its search data, so every entry read has a stamp.
      if (stamp === undefined) return new Error(`the entry of ${pagePaths[index] ?? ''} has no field to read`);
      return stamp && recordOf(stamp.title, values);
    });
    const sectionResults = sections.map((section, index) => {
      if (!sectionAddresses[index]) return { ok: false, message: NO_CONTENT_MESSAGE } as const;
      const read = next();
      if (read instanceof Error)
        strapi.log.error(`Reading the ${section} of ${pagePath ?? ''} failed: ${String(read)}`);
      return sectionResult(section, read);
    });
    return { records, sectionResults };
  }

  /** `ContentReader.page`, a function of its own so `pages` calls it without `this`. */
  async function readPage(
    pagePath: string,
    { sections = [], others = [] }: Parameters<ContentReader['page']>[1],
  ): Promise<PageReadResult> {
    const pagePaths = [pagePath, ...others];
    const { records, sectionResults } = await readPages(pagePaths, sections);
    const failed = records.find((record): record is Error => record instanceof Error);
    if (failed) {
      strapi.log.error(`Reading the page entries of ${pagePaths.join(', ')} failed: ${String(failed)}`);
      return { ok: false, message: READ_FAILED_MESSAGE };
    }
    const [entry = null, ...otherEntries] = records as (PageEntryRecord | null)[];
    return { ok: true, data: { entry, sections: sectionResults, others: otherEntries } };
  }

  return {
    async listed(kind: ListedPageKind): Promise<ListedPagesReadResult> {
      const key = `listed:${kind}`;
      if (cached) {
        await cache.refresh();
        const entry = cache.getValue(key);
        if (entry) return { ok: true, data: entry as ListedPageRecord[] };
      }
      const generation = cache.generation();
      try {
        const data = await service().readListedPages(kind, status);
        if (cached) cache.setValue(key, data, generation);
        return { ok: true, data };
      } catch (error) {
        strapi.log.error(`Reading the ${kind} pages failed: ${String(error)}`);
        return { ok: false, message: READ_FAILED_MESSAGE };
      }
    },

    async pages(pagePaths: readonly string[]): Promise<PageEntriesReadResult> {
      if (pagePaths.length === 0) return { ok: true, data: [] };
      const result = await readPage(pagePaths[0] ?? '', { others: pagePaths.slice(1) });
      if (!result.ok) return result;
      return { ok: true, data: [result.data.entry, ...result.data.others] };
    },

    page: readPage,
  };
}
