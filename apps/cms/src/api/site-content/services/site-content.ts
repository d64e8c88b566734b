/**
 * Reads one manifest endpoint: the manifest names the page field or shared block that holds its content
 * (content-model.ts `contentSource`), and the answer is that field's items in list order, each with its stable
 * `itemId` as its id (docs/decisions/012-pages-made-of-sections.md).
 *
 * `status: 'draft'` is only ever asked for by a request carrying a valid preview token (the controller checks
 * it); such answers are never stored in the read cache.
 */
import {
  contentSource,
  type EndpointDefinition,
  endpointsByName,
  ITEM_ID_FIELD,
  PAGE_UID,
  shapes,
  sharedTypeUid,
} from '@auralis/content-manifest';
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

/** The stable id of an item; the component row id only for an item written around the document service. */
const itemIdOf = (item: Doc): number =>
  (typeof item[ITEM_ID_FIELD] === 'number' ? item[ITEM_ID_FIELD] : item.id) as number;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(
    name: string,
    number: number | undefined,
    format: ResponseFormat,
    status: ContentStatus = 'published',
  ): Promise<ContentResponse> {
    const endpoint = endpointsByName.get(name);
    if (!endpoint) throw new EndpointNotFoundError(name);
    const source = contentSource(endpoint, number);
    if (!source) throw new EndpointNotFoundError(name);

    const field = source.field;
    const query = { status, populate: { [field]: { populate: '*' } } };
    const document = (
      source.kind === 'page'
        ? await strapi
            .documents(PAGE_UID as UID.ContentType)
            .findFirst({ ...query, filters: { path: source.path } } as never)
        : await strapi.documents(sharedTypeUid(source.type) as UID.ContentType).findFirst(query as never)
    ) as Doc | null;
    const value = document?.[field];
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
  },
});
