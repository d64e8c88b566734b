/**
 * The website's loaders read content through this when the server renders a page (decision record 013):
 * the same read path as `GET /api/{name}` (api::site-content), answered from the same read cache, so a
 * page's HTML and the REST answer always agree, and a publish that clears the one clears the other.
 *
 * Published reads take what the read cache holds and read every missing endpoint in one go, one database
 * read per page document (`readMany`), storing each answer in the read cache as the REST controller would.
 * Drafts (a preview with a valid token) are read afresh and never stored. A page entry's search data and hero
 * are cached the same way, under the page's path.
 */
import type {
  ContentReader,
  ContentReadResult,
  EndpointRequest,
  ListedPageRecord,
  ListedPagesReadResult,
  PageEntriesReadResult,
  PageEntryRecord,
} from '@auralis/content-manifest';
import type { ListedPageKind } from '@auralis/site-map';
import type { Core } from '@strapi/strapi';

import { cacheKey, readCache } from '../api/site-content/services/read-cache';
import { type ServiceOf, serviceOf } from '../settings/strapi-services';
import type siteContentService from '../api/site-content/services/site-content';
import {
  type ContentResponse,
  type ContentStatus,
  EndpointNotFoundError,
} from '../api/site-content/services/site-content';

type SiteContentService = ServiceOf<typeof siteContentService>;

export const NO_CONTENT_MESSAGE = 'This section has no published content yet.';
export const READ_FAILED_MESSAGE = 'The content could not be loaded. Please try again later.';

const keyOf = (request: EndpointRequest) => cacheKey('v4', { name: request.name, number: request.number });

export function createContentReader(
  strapi: Core.Strapi,
  status: ContentStatus,
  { useCache = true }: { readonly useCache?: boolean } = {},
): ContentReader {
  const service = () => serviceOf<SiteContentService>(strapi, 'api::site-content.site-content');
  const cache = readCache(strapi);
  const cached = status === 'published' && useCache;

  return {
    async listed(kind: ListedPageKind): Promise<ListedPagesReadResult> {
      const key = `listed:${kind}`;
      if (cached) {
        await cache.refresh();
        const entry = cache.get(key);
        if (entry) return { ok: true, data: JSON.parse(entry.body) as ListedPageRecord[] };
      }
      const generation = cache.generation();
      try {
        const data = await service().readListedPages(kind, status);
        if (cached) cache.set(key, JSON.stringify(data), generation);
        return { ok: true, data };
      } catch (error) {
        strapi.log.error(`Reading the ${kind} pages failed: ${String(error)}`);
        return { ok: false, message: READ_FAILED_MESSAGE };
      }
    },

    async pages(pagePaths: readonly string[]): Promise<PageEntriesReadResult> {
      const keyOfPage = (pagePath: string) => `page:${pagePath}`;
      const results = new Map<string, PageEntryRecord | null>();
      if (cached) {
        await cache.refresh();
        for (const pagePath of pagePaths) {
          const entry = cache.get(keyOfPage(pagePath));
          if (entry) results.set(pagePath, JSON.parse(entry.body) as PageEntryRecord | null);
        }
      }
      const missing = [...new Set(pagePaths)].filter((pagePath) => !results.has(pagePath));
      if (missing.length > 0) {
        const generation = cache.generation();
        try {
          const read = await service().readPageEntries(missing, status);
          missing.forEach((pagePath, index) => {
            const data = read[index] ?? null;
            results.set(pagePath, data);
            if (cached) cache.set(keyOfPage(pagePath), JSON.stringify(data), generation);
          });
        } catch (error) {
          strapi.log.error(`Reading the page entries of ${missing.join(', ')} failed: ${String(error)}`);
          return { ok: false, message: READ_FAILED_MESSAGE };
        }
      }
      return { ok: true, data: pagePaths.map((pagePath) => results.get(pagePath) ?? null) };
    },

    async read(requests: readonly EndpointRequest[]): Promise<readonly ContentReadResult[]> {
      const results: (ContentReadResult | undefined)[] = requests.map(() => undefined);
      if (cached) {
        await cache.refresh();
        requests.forEach((request, index) => {
          const entry = cache.get(keyOf(request));
          if (entry) results[index] = { ok: true, data: (JSON.parse(entry.body) as ContentResponse).data };
        });
      }
      const missing = requests.flatMap((request, index) => (results[index] ? [] : [{ request, index }]));
      if (missing.length === 0) return results as ContentReadResult[];

      // Noted before the read: a write that lands meanwhile keeps this answer out of the cache.
      const generation = cache.generation();
      let answers: (ContentResponse | Error)[];
      try {
        answers = await service().readMany(
          missing.map(({ request }) => request),
          'v4',
          status,
        );
      } catch (error) {
        strapi.log.error(`Reading page content failed: ${String(error)}`);
        answers = missing.map(() => (error instanceof Error ? error : new Error(String(error))));
      }
      missing.forEach(({ request, index }, position) => {
        const answer = answers[position];
        if (!answer || answer instanceof Error) {
          if (!(answer instanceof EndpointNotFoundError)) {
            strapi.log.error(`Reading ${keyOf(request)} for a page failed: ${String(answer)}`);
          }
          results[index] = {
            ok: false,
            message: answer instanceof EndpointNotFoundError ? NO_CONTENT_MESSAGE : READ_FAILED_MESSAGE,
          };
          return;
        }
        if (cached) cache.set(keyOf(request), JSON.stringify(answer), generation);
        results[index] = { ok: true, data: answer.data };
      });
      return results as ContentReadResult[];
    },
  };
}
