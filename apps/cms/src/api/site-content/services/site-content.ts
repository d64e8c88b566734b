/**
 * The one read path of the site's content, by page and field (docs/content-and-editing.md#one-address-page-and-field).
 * Every piece of content lives in a field of a document: a page entry (found by its path) or a shared block. Both
 * ways in read through here: the pages the server renders (`web-app/content-reader.ts`, which asks for a page's
 * sections) and the REST endpoints (`controllers/site-content.ts`, an outer adapter whose endpoint names the
 * content model turns into the same page and field, `contentSource`).
 *
 * A read takes what the read cache holds, field by field, and reads the rest with one query per document that
 * populates only the fields asked for. The cache holds the stored values themselves, not their JSON, and only for
 * published reads: a preview's drafts are read afresh and never stored.
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
  pageFields,
  type ShapeName,
  shapes,
  sharedTypes,
  sharedTypeUid,
} from '@auralis/content-manifest';
import { type ListedPageKind, listedPageKindOf, listedPageKinds, listedPageSlug } from '@auralis/site-map';
import type { Core, UID } from '@strapi/strapi';

import { readCache } from './read-cache';
import { type Json, type ResponseFormat, shapeEntry } from './response-shape';

export interface ContentResponse {
  readonly data: Json;
  readonly meta: Record<string, Json>;
}

export type ContentStatus = 'published' | 'draft';

export class EndpointNotFoundError extends Error {}

type Doc = Record<string, unknown>;

/** A document of the content: a page entry by its path, or a shared block. */
export type DocumentAddress =
  | { readonly kind: 'page'; readonly path: string }
  | { readonly kind: 'shared'; readonly type: keyof typeof sharedTypes };

/** One field of one document: what a section's content, or a page entry's own field, is read by. */
export interface FieldAddress {
  readonly document: DocumentAddress;
  readonly field: string;
}

/** What every answer says of the document its items come from. */
export interface DocumentStamp {
  readonly documentId: string;
  readonly title: string;
  readonly path: string;
  readonly createdAt: unknown;
  readonly updatedAt: unknown;
  readonly publishedAt: unknown;
}

/** A field as stored, with its document's stamp; `stamp` is null when the document has no entry in the status read. */
export interface FieldRead {
  readonly stamp: DocumentStamp | null;
  readonly value: unknown;
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

/** Every field a page entry has, sections and its own, by name. */
const pageFieldsByName: ReadonlyMap<string, { readonly shape: ShapeName }> = new Map(
  Object.entries({ ...pageFields, ...pageEntryFields }),
);

/** The shape of a field of a document: a page's section or own field, or a shared block's field. */
function shapeOfField(address: FieldAddress): ShapeName {
  const field =
    address.document.kind === 'shared'
      ? (sharedTypes[address.document.type].fields as Readonly<Record<string, { readonly shape: ShapeName }>>)[
          address.field
        ]
      : pageFieldsByName.get(address.field);
  if (!field) throw new Error(`no field ${address.field} in ${documentKey(address.document)}`);
  return field.shape;
}

/** The read cache's key of a document, and of one of its fields. */
export const documentKey = (document: DocumentAddress): string =>
  document.kind === 'page' ? `page:${document.path}` : `shared:${document.type}`;
const fieldKey = (address: FieldAddress): string => `${documentKey(address.document)}#${address.field}`;

/** A content source of the model (content-model.ts) as the field it reads. */
export const fieldOfSource = (source: ContentSource): FieldAddress =>
  source.kind === 'page'
    ? { document: { kind: 'page', path: source.path }, field: source.field }
    : { document: { kind: 'shared', type: source.type }, field: source.field };

/** The stable id of an item; the component row id only for an item written around the document service. */
export const itemIdOf = (item: Doc): number =>
  (typeof item[ITEM_ID_FIELD] === 'number' ? item[ITEM_ID_FIELD] : item.id) as number;

/** A field's items: a list's, or a single component as a list of one. */
export const itemsOf = (value: unknown): Doc[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (item): item is Doc => typeof item === 'object' && item !== null,
  );

function mediaFieldsOf(endpoint: EndpointDefinition): ReadonlySet<string> {
  const fields: Record<string, { type: string }> = shapes[endpoint.shape].fields;
  return new Set(
    Object.entries(fields)
      .filter(([, field]) => field.type.startsWith('media'))
      .map(([name]) => name),
  );
}

/** A REST endpoint's answer, in Strapi's v4 or v5 shape, from the field that holds it. */
function restAnswer(
  endpoint: EndpointDefinition,
  number: number | undefined,
  read: FieldRead,
  format: ResponseFormat,
): ContentResponse {
  const items = itemsOf(read.value);
  // Items answer with their page's dates and, in the flat shape, its document id (they have none of their own).
  const withDocument = (item: Doc): Doc => ({
    ...item,
    documentId: read.stamp?.documentId,
    createdAt: read.stamp?.createdAt,
    updatedAt: read.stamp?.updatedAt,
    publishedAt: read.stamp?.publishedAt ?? null,
  });
  const media = mediaFieldsOf(endpoint);
  if (endpoint.kind === 'single') {
    const first = items[0];
    if (!first) throw new EndpointNotFoundError(endpoint.name);
    return { data: shapeEntry(withDocument(first), media, format, number ?? itemIdOf(first)), meta: {} };
  }
  return {
    data: items.map((item) => shapeEntry(withDocument(item), media, format, itemIdOf(item))),
    meta: { pagination: { page: 1, pageSize: items.length, pageCount: 1, total: items.length } },
  };
}

const stampOf = (document: Doc): DocumentStamp => ({
  documentId: typeof document.documentId === 'string' ? document.documentId : '',
  title: typeof document.title === 'string' ? document.title : '',
  path: typeof document.path === 'string' ? document.path : '',
  createdAt: document.createdAt,
  updatedAt: document.updatedAt,
  publishedAt: document.publishedAt ?? null,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** What to populate of `fields` of `document`, as far down as their shapes go, and nothing else. */
  const populateFor = (document: DocumentAddress, fields: Iterable<string>) =>
    Object.fromEntries([...fields].map((field) => [field, populateOf(shapeOfField({ document, field }))]));

  /**
   * The page entries at `pagePaths` in one query, with the union of the fields asked for populated: the query
   * count follows the number of fields, not of pages (a page's cards read their pages' search data beside it).
   */
  async function readPageDocuments(pagePaths: readonly string[], fields: ReadonlySet<string>, status: ContentStatus) {
    const found = (await strapi.documents(PAGE_UID).findMany({
      status,
      filters: { path: { $in: [...pagePaths] } },
      populate: populateFor({ kind: 'page', path: pagePaths[0] ?? '' }, fields),
      limit: pagePaths.length,
    })) as Doc[];
    return new Map(found.map((document) => [document.path, document]));
  }

  /** A shared block, with these fields populated. */
  async function readSharedDocument(
    document: DocumentAddress & { kind: 'shared' },
    fields: ReadonlySet<string>,
    status: ContentStatus,
  ) {
    const uid = sharedTypeUid(document.type) as UID.ContentType;
    return ((await strapi.documents(uid).findFirst({ status, populate: populateFor(document, fields) })) ??
      null) as Doc | null;
  }

  /**
   * Fields of documents, each document read at most once: a published read takes what the read cache holds and
   * reads the rest (the page entries in one query, each shared block in one), and stores what it read. A failed
   * read fails only the fields it was to answer, each an Error in its place.
   */
  async function readFields(
    addresses: readonly FieldAddress[],
    status: ContentStatus,
    { useCache = true }: { readonly useCache?: boolean } = {},
  ): Promise<(FieldRead | Error)[]> {
    const cache = readCache(strapi);
    const cached = status === 'published' && useCache;
    const found = new Map<string, FieldRead>();
    if (cached) {
      await cache.refresh();
      for (const address of addresses) {
        const stamp = cache.getValue(documentKey(address.document)) as { stamp: DocumentStamp | null } | undefined;
        const value = stamp && (cache.getValue(fieldKey(address)) as { value: unknown } | undefined);
        if (stamp && value) found.set(fieldKey(address), { stamp: stamp.stamp, value: value.value });
      }
    }
    const missing = addresses.filter((address) => !found.has(fieldKey(address)));
    const pagePaths = [
      ...new Set(missing.flatMap((address) => (address.document.kind === 'page' ? [address.document.path] : []))),
    ];
    const pageFieldNames = new Set(missing.flatMap((a) => (a.document.kind === 'page' ? [a.field] : [])));
    const sharedFields = new Map<keyof typeof sharedTypes, Set<string>>();
    for (const address of missing) {
      if (address.document.kind !== 'shared') continue;
      const fields = sharedFields.get(address.document.type) ?? new Set<string>();
      fields.add(address.field);
      sharedFields.set(address.document.type, fields);
    }

    // Noted before the reads: a write that lands meanwhile keeps these answers out of the cache.
    const generation = cache.generation();
    const failed = new Map<string, Error>();
    const keep = (document: DocumentAddress, stored: Doc | null, fields: Iterable<string>) => {
      const stamp = stored && stampOf(stored);
      if (cached) cache.setValue(documentKey(document), { stamp }, generation);
      for (const field of fields) {
        const read: FieldRead = { stamp, value: stored?.[field] ?? null };
        found.set(fieldKey({ document, field }), read);
        if (cached) cache.setValue(fieldKey({ document, field }), { value: read.value }, generation);
      }
    };
    const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
    await Promise.all([
      (async () => {
        if (pagePaths.length === 0) return;
        try {
          const byPath = await readPageDocuments(pagePaths, pageFieldNames, status);
          for (const pagePath of pagePaths) {
            // Each page keeps only the fields asked of it; the others were populated for the pages beside it.
            const fields = missing.filter((a) => a.document.kind === 'page' && a.document.path === pagePath);
            keep(
              { kind: 'page', path: pagePath },
              byPath.get(pagePath) ?? null,
              fields.map((a) => a.field),
            );
          }
        } catch (error) {
          for (const pagePath of pagePaths) failed.set(documentKey({ kind: 'page', path: pagePath }), asError(error));
        }
      })(),
      ...[...sharedFields].map(async ([type, fields]) => {
        const document = { kind: 'shared', type } as const;
        try {
          keep(document, await readSharedDocument(document, fields, status), fields);
        } catch (error) {
          failed.set(documentKey(document), asError(error));
        }
      }),
    ]);
    return addresses.map(
      (address) =>
        found.get(fieldKey(address)) ??
        failed.get(documentKey(address.document)) ??
        new Error(`${fieldKey(address)} was not read`),
    );
  }

  return {
    readFields,

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
     * `GET /api/{name}[/{number}]`: the REST adapter over `readFields`. The manifest turns the endpoint into the
     * page and field that hold it, and the answer is that field's items in list order, each with its stable
     * `itemId` as its id (docs/decisions/012-pages-made-of-sections.md).
     */
    async read(
      name: string,
      number: number | undefined,
      format: ResponseFormat,
      status: ContentStatus = 'published',
      options: { readonly useCache?: boolean } = {},
    ): Promise<ContentResponse> {
      const endpoint = endpointsByName.get(name);
      const source = endpoint && contentSource(endpoint, number);
      if (!endpoint || !source) throw new EndpointNotFoundError(name);
      const [read] = await readFields([fieldOfSource(source)], status, options);
      if (!read) throw new EndpointNotFoundError(name);
      if (read instanceof Error) throw read;
      return restAnswer(endpoint, number, read, format);
    },
  };
};
