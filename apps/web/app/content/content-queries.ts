/**
 * TanStack Query options and hooks for every manifest endpoint: the web client's endpoint map. Loaders and
 * components use the same options, so a query key is never spelled twice (STYLE.md rule 2).
 */
import type { ShapeName } from '@auralis/content-manifest';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ContentItem } from './content-schemas';
import { fetchContent } from './fetch-content';

/** SPEC.md §4 and §9: content queries are cached for 24 hours. */
export const CONTENT_STALE_TIME = 24 * 60 * 60 * 1000;

export function contentQueryOptions(name: string, number?: number) {
  return queryOptions({
    queryKey: ['content', name, number ?? null] as const,
    queryFn: ({ signal }) => fetchContent(name, number, signal),
    staleTime: CONTENT_STALE_TIME,
    gcTime: CONTENT_STALE_TIME,
  });
}

/** A list endpoint of shape S (services, FAQ, benefits, ...). */
export function useContentList<S extends ShapeName>(_shape: S, name: string, number?: number) {
  return useQuery({ ...contentQueryOptions(name, number), select: (data) => data as ContentItem<S>[] });
}

/** A single-entry endpoint of shape S (overview, banner, expertise). */
export function useContentEntry<S extends ShapeName>(_shape: S, name: string, number?: number) {
  return useQuery({ ...contentQueryOptions(name, number), select: (data) => data as ContentItem<S> });
}
