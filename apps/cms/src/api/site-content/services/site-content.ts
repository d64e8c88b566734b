/**
 * Reads one manifest endpoint: the published entries of its shape's content type whose `endpoint` field names
 * it (and whose `number` matches, for numbered endpoints), in `position` order.
 */
import { contentTypeUid, type EndpointDefinition, endpointsByName, shapes } from '@auralis/content-manifest';
import type { Core, UID } from '@strapi/strapi';

import { type Json, type ResponseFormat, shapeEntry } from './response-shape';

export interface ContentResponse {
  readonly data: Json;
  readonly meta: Record<string, Json>;
}

export class EndpointNotFoundError extends Error {}

function mediaFieldsOf(endpoint: EndpointDefinition): ReadonlySet<string> {
  const fields: Record<string, { type: string }> = shapes[endpoint.shape].fields;
  return new Set(
    Object.entries(fields)
      .filter(([, field]) => field.type.startsWith('media'))
      .map(([name]) => name),
  );
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(name: string, number: number | undefined, format: ResponseFormat): Promise<ContentResponse> {
    const endpoint = endpointsByName.get(name);
    if (!endpoint) throw new EndpointNotFoundError(name);
    if (endpoint.numbers && (number === undefined || !endpoint.numbers.includes(number)))
      throw new EndpointNotFoundError(name);

    const uid = contentTypeUid(endpoint.shape) as UID.ContentType;
    const documents = (await strapi.documents(uid).findMany({
      filters: { endpoint: name, ...(number === undefined ? {} : { number }) },
      status: 'published',
      populate: '*',
      sort: ['position:asc', 'id:asc'],
    } as never)) as unknown as Record<string, unknown>[];

    const media = mediaFieldsOf(endpoint);
    if (endpoint.kind === 'single') {
      const first = documents[0];
      if (!first) throw new EndpointNotFoundError(name);
      return { data: shapeEntry(first, media, format, number ?? (first.id as number)), meta: {} };
    }
    return {
      data: documents.map((doc) => shapeEntry(doc, media, format)),
      meta: { pagination: { page: 1, pageSize: documents.length, pageCount: 1, total: documents.length } },
    };
  },
});
