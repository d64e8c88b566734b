/**
 * TanStack Query options and hooks for every manifest endpoint: the web client's endpoint map. Loaders and
 * components use the same options, so a query key is never spelled twice (STYLE.md rule 2).
 */
import type { EndpointKind, EndpointRef, ShapeName } from '@auralis/content-manifest';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';

import { CONTENT_STALE_TIME } from './content-origin';
import type { ContentItem } from './content-schemas';
import { fetchContent } from './fetch-content';
import { previewToken } from './preview';

export function contentQueryOptions(name: string, number?: number) {
  // Drafts in the preview panel are read afresh each time and never share a key with published content.
  const preview = previewToken() !== undefined;
  return queryOptions({
    queryKey: ['content', name, number ?? null, ...(preview ? (['preview'] as const) : [])] as const,
    queryFn: ({ signal }) => fetchContent(name, number, signal),
    staleTime: preview ? 0 : CONTENT_STALE_TIME,
    gcTime: CONTENT_STALE_TIME,
  });
}

/** The items an endpoint answers with: a list of entries, or one entry, of its shape. */
export type EndpointContent<S extends ShapeName, K extends EndpointKind> = K extends 'list'
  ? ContentItem<S>[]
  : ContentItem<S>;

/**
 * The content of one manifest endpoint, typed by its shape and kind. fetchContent has already validated the
 * answer against exactly that shape (content-schemas.ts), which is what makes the one conversion here sound.
 */
export function useSectionContent<S extends ShapeName, K extends EndpointKind>(
  ref: EndpointRef<S, K>,
): UseQueryResult<EndpointContent<S, K>> {
  return useQuery({
    ...contentQueryOptions(ref.endpoint.name, ref.number),
    select: (data) => data as EndpointContent<S, K>,
  });
}
