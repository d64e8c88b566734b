/**
 * Reads one manifest endpoint: the manifest names the page field or shared block that holds its content
 * (content-model.ts `contentSource`), and the answer is that field's items in list order, each with its stable
 * `itemId` as its id (docs/decisions/012-pages-made-of-sections.md).
 *
 * `status: 'draft'` is only ever asked for by a request carrying a valid preview token (the controller checks
 * it); such answers are never stored in the read cache.
 */
import {
  type ContentSource,
  contentSource,
  type EndpointDefinition,
  endpointsByName,
  type FieldDefinition,
  type ListedPageRecord,
  ITEM_ID_FIELD,
  itemShapeOf,
  PAGE_UID,
  pageEntryFields,
  type PageEntryRecord,
  pageSectionFieldNames,
  type ShapeName,
  shapes,
  shapeValueOf,
  sharedTypeUid,
} from '@auralis/content-manifest';
import { type ListedPageKind, listedPageKindOf, listedPageKinds, listedPageSlug } from '@auralis/site-map';
import type { Core, UID } from '@strapi/strapi';

import { type Json, type ResponseFormat, shapeEntry } from './response-shape';

export interface ContentResponse {
  readonly data: Json;
  readonly meta: Record<string, Json>;
}

export type ContentStatus = 'published' | 'draft';

export class EndpointNotFoundError extends Error {}

type Doc = Record<string, unknown>;

function mediaFieldsOf(endpoint: EndpointDefinition): ReadonlySet<string> {
  const fields: Record<string, { type: string }> = shapes[endpoint.shape].fields;
  return new Set(
    Object.entries(fields)
      .filter(([, field]) => field.type.startsWith('media'))
      .map(([name]) => name),
  );
}

type Populate = true | { readonly populate: Readonly<Record<string, Populate>> };

/** What to populate of a component of `shape`: its pictures and its lists of items, and theirs, and so on. */
export function populateOf(shape: ShapeName): Populate {
  const fields: Readonly<Record<string, FieldDefinition>> = shapes[shape].fields;
  const nested = Object.entries(fields).flatMap(([name, field]): [string, Populate][] => {
    if (field.type === 'media' || field.type === 'media-multiple') return [[name, true]];
    if (field.type === 'items') return [[name, populateOf(itemShapeOf(field))]];
    return [];
  });
  return nested.length > 0 ? { populate: Object.fromEntries(nested) } : true;
}

/** The stable id of an item; the component row id only for an item written around the document service. */
const itemIdOf = (item: Doc): number =>
  (typeof item[ITEM_ID_FIELD] === 'number' ? item[ITEM_ID_FIELD] : item.id) as number;

/** One endpoint to read, resolved to the document and field that hold it. */
interface Resolved {
  readonly endpoint: EndpointDefinition;
  readonly number: number | undefined;
  readonly source: ContentSource;
}

function resolve(name: string, number: number | undefined): Resolved {
  const endpoint = endpointsByName.get(name);
  if (!endpoint) throw new EndpointNotFoundError(name);
  const source = contentSource(endpoint, number);
  if (!source) throw new EndpointNotFoundError(name);
  return { endpoint, number, source };
}

/** The document a source lives in: a page by its path, or a shared block. */
const documentKey = (source: ContentSource): string =>
  source.kind === 'page' ? `page:${source.path}` : `shared:${source.type}`;

/** An endpoint's answer from the document that holds it (read with the endpoint's field populated). */
function shape(resolved: Resolved, document: Doc | null, format: ResponseFormat): ContentResponse {
  const { endpoint, number, source } = resolved;
  const name = endpoint.name;
  const value = document?.[source.field];
  const items = (Array.isArray(value) ? value : value ? [value] : []) as Doc[];
  // Items answer with their page's dates and, in the flat shape, its document id (they have none of their own).
  const withDocument = (item: Doc): Doc => ({
    ...item,
    documentId: document?.documentId,
    createdAt: document?.createdAt,
    updatedAt: document?.updatedAt,
    publishedAt: document?.publishedAt ?? null,
  });

  const media = mediaFieldsOf(endpoint);
  if (endpoint.kind === 'single') {
    const first = items[0];
    if (!first) throw new EndpointNotFoundError(name);
    return { data: shapeEntry(withDocument(first), media, format, number ?? itemIdOf(first)), meta: {} };
  }
  return {
    data: items.map((item) => shapeEntry(withDocument(item), media, format, itemIdOf(item))),
    meta: { pagination: { page: 1, pageSize: items.length, pageCount: 1, total: items.length } },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** One query per document, with every requested field of it populated. */
  async function readDocument(source: ContentSource, fields: readonly string[], status: ContentStatus) {
    const query = { status, populate: Object.fromEntries(fields.map((field) => [field, { populate: '*' }])) };
    return (
      source.kind === 'page'
        ? await strapi.documents(PAGE_UID).findFirst({ ...query, filters: { path: source.path } })
        : await strapi.documents(sharedTypeUid(source.type) as UID.ContentType).findFirst(query)
    ) as Doc | null;
  }

  return {
    /**
     * The stories or the industry pages (issue 34) in this status, as lists show them, in the team's order
     * (lower `listOrder` first, then by name): one query of a few plain fields.
     */
    async readListedPages(kind: ListedPageKind, status: ContentStatus = 'published'): Promise<ListedPageRecord[]> {
      const entries = (await strapi.documents(PAGE_UID).findMany({
        status,
        filters: { path: { $startsWith: listedPageKinds[kind].prefix } },
        fields: ['title', 'path', 'listName', 'listOrder', 'industry'],
      })) as Doc[];
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      return entries
        .filter((entry) => listedPageKindOf(text(entry.path)) === kind)
        .map((entry) => {
          const pagePath = text(entry.path);
          return {
            path: pagePath,
            slug: listedPageSlug(pagePath),
            name: text(entry.listName) || text(entry.title),
            order: typeof entry.listOrder === 'number' ? entry.listOrder : null,
            industry: kind === 'story' ? text(entry.industry) : '',
          };
        })
        .sort(
          (a, b) =>
            (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name),
        );
    },

    /**
     * Page entries' own fields, their search data, hero, legal text and sections (issue 21), in one query; null for a path with no
     * entry in this status, so the page of an unpublished entry answers 404.
     */
    async readPageEntries(
      pagePaths: readonly string[],
      status: ContentStatus = 'published',
    ): Promise<(PageEntryRecord | null)[]> {
      if (pagePaths.length === 0) return [];
      const entries = (await strapi.documents(PAGE_UID).findMany({
        status,
        filters: { path: { $in: [...pagePaths] } },
        fields: ['title', 'path'],
        // Every entry field, with its lists of items (a section's cards, stages, offices) and their pictures (a
        // leader's portrait), as deep as the field's shape goes.
        populate: Object.fromEntries(
          Object.entries(pageEntryFields).map(([field, { shape: fieldShape }]) => [field, populateOf(fieldShape)]),
        ),
        limit: pagePaths.length,
      })) as Doc[];
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const component = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Doc) : null);
      const byPath = new Map(entries.map((entry) => [entry.path, entry]));
      return pagePaths.map((pagePath) => {
        const entry = byPath.get(pagePath);
        if (!entry) return null;
        const search = component(entry.search);
        const legal = component(entry.legal);
        return {
          title: text(entry.title),
          search: search && {
            title: text(search.title),
            description: text(search.description),
            ogTitle: text(search.ogTitle),
            ogDescription: text(search.ogDescription),
            keywords: typeof search.keywords === 'string' ? search.keywords : null,
            canonicalUrl: text(search.canonicalUrl),
          },
          hero: shapeValueOf('pageHero', entry.hero),
          legal: legal && { lastUpdated: text(legal.lastUpdated), body: text(legal.body) },
          sections: Object.fromEntries(
            pageSectionFieldNames
              // Only the page's own: the other pages' section fields read as null here.
              .filter((field) => entry[field] !== undefined && entry[field] !== null)
              .map((field) => [field, shapeValueOf(pageEntryFields[field].shape, entry[field])]),
          ),
        };
      });
    },

    async read(
      name: string,
      number: number | undefined,
      format: ResponseFormat,
      status: ContentStatus = 'published',
    ): Promise<ContentResponse> {
      const resolved = resolve(name, number);
      return shape(resolved, await readDocument(resolved.source, [resolved.source.field], status), format);
    },

    /**
     * Several endpoints at once, as a page rendered on the server needs them: each page or shared block is
     * read once with all the requested fields, however many sections come from it. Each answer is exactly
     * what `read` gives for that endpoint; an endpoint that cannot be answered is an EndpointNotFoundError in
     * its place, and a failed document read fails the endpoints of that document only.
     */
    async readMany(
      requests: readonly { readonly name: string; readonly number?: number }[],
      format: ResponseFormat,
      status: ContentStatus = 'published',
    ): Promise<(ContentResponse | Error)[]> {
      const resolved = requests.map((request) => {
        try {
          return resolve(request.name, request.number);
        } catch (error) {
          return error as Error;
        }
      });
      const groups = new Map<string, { source: ContentSource; fields: Set<string> }>();
      for (const item of resolved) {
        if (item instanceof Error) continue;
        const key = documentKey(item.source);
        const group = groups.get(key) ?? { source: item.source, fields: new Set<string>() };
        group.fields.add(item.source.field);
        groups.set(key, group);
      }
      const documents = new Map<string, Doc | null | Error>(
        await Promise.all(
          [...groups].map(async ([key, group]) => {
            try {
              return [key, await readDocument(group.source, [...group.fields], status)] as const;
            } catch (error) {
              return [key, error instanceof Error ? error : new Error(String(error))] as const;
            }
          }),
        ),
      );
      return resolved.map((item) => {
        if (item instanceof Error) return item;
        const document = documents.get(documentKey(item.source));
        if (document instanceof Error) return document;
        try {
          return shape(item, document ?? null, format);
        } catch (error) {
          return error as Error;
        }
      });
    },
  };
};
