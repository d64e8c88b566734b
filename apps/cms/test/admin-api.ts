/**
 * What the marketing team does in the admin, through the Content Manager's own API (the calls its pages
 * make): find a page by path, change a section, save the draft, publish, unpublish, ask for a preview link.
 * The API suites use it; the browser tests drive the real admin instead.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import { expect } from 'vitest';

export type Item = Record<string, unknown> & { id?: number; itemId?: number };
export type PageDocument = Record<string, unknown> & { documentId: string; path: string; publishedAt: string | null };

export interface AdminSession {
  readonly headers: Record<string, string>;
  /** The draft of the page at this site path, with its sections populated as the edit view loads it. */
  page(sitePath: string): Promise<PageDocument>;
  /** The published version of the page at this site path, as the edit view's "Published" tab loads it. */
  publishedPage(sitePath: string): Promise<PageDocument>;
  /** Saves the draft: only the fields given change. */
  save(documentId: string, data: Record<string, unknown>): Promise<void>;
  publish(documentId: string): Promise<void>;
  unpublish(documentId: string): Promise<void>;
  /** The URL the admin's Preview opens for the draft of a page. */
  previewUrl(documentId: string): Promise<string>;
  manager(rest: string): string;
}

export async function adminSession(baseUrl: string, credentials: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token?: string; accessToken?: string } };
  const token = data.token ?? data.accessToken;
  if (!token) throw new Error('admin login returned no token');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const manager = (rest: string) => `${baseUrl}/content-manager/collection-types/${PAGE_UID}${rest}`;
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { headers, ...init });
    expect(response.status, `${init.method ?? 'GET'} ${url}: ${response.status}`).toBe(200);
    return (await response.json()) as unknown;
  };

  const documentIdOf = async (sitePath: string) => {
    const query = new URLSearchParams({ 'filters[$and][0][path][$eq]': sitePath });
    const list = (await call(manager(`?${query}`))) as { results: { documentId: string }[] };
    const found = list.results[0];
    if (!found) throw new Error(`no page ${sitePath}`);
    return found.documentId;
  };

  const session: AdminSession = {
    headers,
    manager,
    async page(sitePath) {
      return ((await call(manager(`/${await documentIdOf(sitePath)}`))) as { data: PageDocument }).data;
    },
    async publishedPage(sitePath) {
      const query = new URLSearchParams({ status: 'published' });
      return ((await call(manager(`/${await documentIdOf(sitePath)}?${query}`))) as { data: PageDocument }).data;
    },
    async save(documentId, fields) {
      await call(manager(`/${documentId}`), { method: 'PUT', body: JSON.stringify(fields) });
    },
    async publish(documentId) {
      await call(manager(`/${documentId}/actions/publish`), { method: 'POST', body: '{}' });
    },
    async unpublish(documentId) {
      await call(manager(`/${documentId}/actions/unpublish`), { method: 'POST', body: '{}' });
    },
    async previewUrl(documentId) {
      const query = new URLSearchParams({ documentId, status: 'draft' });
      const body = (await call(`${baseUrl}/content-manager/preview/url/${PAGE_UID}?${query}`)) as {
        data: { url: string };
      };
      return body.data.url;
    },
  };
  return session;
}
