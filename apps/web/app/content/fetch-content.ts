/**
 * The one fetch wrapper for the content service (SPEC.md §7 "Reads"): GET /api/{name}[/{n}]?populate=*
 * with `Strapi-Response-Format: v4`, parsed and validated against the endpoint's shape.
 */
import { type EndpointDefinition, endpointsByName } from '@auralis/content-manifest';

import { ContentFetchError, contentBaseUrl } from './content-origin';
import { listResponseSchema, singleResponseSchema } from './content-schemas';
import { previewToken } from './preview';

export function contentPath(endpoint: EndpointDefinition, number?: number): string {
  if (endpoint.numbers && number === undefined) throw new ContentFetchError(`${endpoint.name} needs a number`);
  return `/api/${endpoint.name}${number === undefined ? '' : `/${number}`}?populate=*`;
}

export async function fetchContent(name: string, number: number | undefined, signal?: AbortSignal): Promise<unknown> {
  const endpoint = endpointsByName.get(name);
  if (!endpoint) throw new ContentFetchError(`Unknown content endpoint: ${name}`);
  let response: Response;
  const preview = previewToken();
  try {
    response = await fetch(`${contentBaseUrl}${contentPath(endpoint, number)}`, {
      headers: {
        Accept: 'application/json',
        'Strapi-Response-Format': 'v4',
        // Drafts, in the admin's preview panel only (content/preview.ts); never kept by the browser.
        ...(preview ? { 'X-Preview-Token': preview } : {}),
      },
      ...(preview ? { cache: 'no-store' as const } : {}),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ContentFetchError('The content service could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    throw new ContentFetchError(
      `The content service answered ${response.status} for ${endpoint.name}.`,
      response.status,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ContentFetchError(`The content service sent an unreadable response for ${endpoint.name}.`);
  }
  const schema = endpoint.kind === 'list' ? listResponseSchema(endpoint.shape) : singleResponseSchema(endpoint.shape);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ContentFetchError(`The content for ${endpoint.name} is incomplete or malformed.`);
  }
  return (parsed.data as { data: unknown }).data;
}
