/**
 * The content service's REST contract (issue "Content service"), run against a booted service on SQLite and
 * on PostgreSQL: every manifest endpoint answers with published content in the v4 shape, numbered paths
 * answer by number, unknown endpoints 404, public writes are refused, reads are cached and revalidated, an
 * admin write reaches the API at once, and seeding twice leaves the same rows.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

import { contentTypeUid, endpoints, restPaths, shapes, type ShapeName } from '@auralis/content-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPlan } from '../seed/plan';
import { type BootedService, bootContentService } from './boot';

interface V4Item {
  id: number;
  attributes: Record<string, unknown>;
}

const V4 = { 'Strapi-Response-Format': 'v4' };
const plan = seedPlan();

function isV4Item(value: unknown): value is V4Item {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as V4Item).id === 'number' &&
    typeof (value as V4Item).attributes === 'object' &&
    (value as V4Item).attributes !== null
  );
}

function expectRequiredFields(shape: ShapeName, item: V4Item, where: string) {
  const fields: Record<string, { type: string; required?: boolean }> = shapes[shape].fields;
  for (const [name, field] of Object.entries(fields)) {
    if (!field.required) continue;
    expect(typeof item.attributes[name], `${where}: ${name}`).toBe('string');
    expect(String(item.attributes[name]).length, `${where}: ${name}`).toBeGreaterThan(0);
  }
}

async function adminToken(service: BootedService): Promise<string> {
  const response = await fetch(`${service.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(service.adminCredentials()),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { token?: string; accessToken?: string } };
  const token = body.data.token ?? body.data.accessToken;
  if (!token) throw new Error('admin login returned no token');
  return token;
}

async function rowCounts(service: BootedService, token: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const shape of Object.keys(shapes) as ShapeName[]) {
    const uid = contentTypeUid(shape);
    const response = await fetch(`${service.baseUrl}/content-manager/collection-types/${uid}?page=1&pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status, uid).toBe(200);
    counts[uid] = ((await response.json()) as { pagination: { total: number } }).pagination.total;
  }
  return counts;
}

export function contentApiSuite(
  label: string,
  env: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`content API on ${label}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      service = await bootContentService(setup.env);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    const get = (path: string, headers: Record<string, string> = V4) => fetch(`${service.baseUrl}${path}`, { headers });

    it('answers every manifest endpoint with published content in the v4 shape', async () => {
      let checked = 0;
      for (const endpoint of endpoints) {
        for (const path of restPaths(endpoint)) {
          const response = await get(path);
          expect(response.status, path).toBe(200);
          const body = (await response.json()) as { data: unknown; meta: unknown };
          expect(body.meta, path).toBeTypeOf('object');
          const items = endpoint.kind === 'list' ? (body.data as unknown[]) : [body.data];
          expect(Array.isArray(items), path).toBe(true);
          expect(items.length, path).toBeGreaterThan(0);
          for (const item of items) {
            expect(isV4Item(item), path).toBe(true);
            if (isV4Item(item)) {
              expectRequiredFields(endpoint.shape, item, path);
              expect(item.attributes.publishedAt, path).toBeTruthy();
            }
          }
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(340);
    });

    it('serves list entries in position order, as seeded', async () => {
      const body = (await (await get('/api/service-qat-security-faq-contents')).json()) as { data: V4Item[] };
      const seeded = plan.filter((entry) => entry.endpoint === 'service-qat-security-faq-contents');
      expect(body.data.map((item) => item.attributes.question)).toEqual(seeded.map((entry) => entry.fields.question));
    });

    it('answers numbered paths by their number', async () => {
      const overview = (await (await get('/api/service-overview-contents/2')).json()) as { data: V4Item };
      expect(overview.data.id).toBe(2);
      const b2b = plan.find((entry) => entry.endpoint === 'service-overview-contents' && entry.number === 2);
      expect(overview.data.attributes.heading).toBe(b2b?.fields.heading);
      const seo = (await (await get('/api/service-faqs/9')).json()) as { data: V4Item[] };
      expect(seo.data.map((item) => item.attributes.question)).toEqual(
        plan
          .filter((entry) => entry.endpoint === 'service-faqs' && entry.number === 9)
          .map((entry) => entry.fields.question),
      );
    });

    it('gives media as real upload URLs in the v4 media shape', async () => {
      const body = (await (await get('/api/service-tech-engg-web-tech-stack')).json()) as { data: V4Item[] };
      const images = body.data[0]?.attributes.images as { data: V4Item[] };
      expect(images.data.length).toBeGreaterThan(2);
      const url = String(images.data[0]?.attributes.url);
      expect(url).toMatch(/^\/uploads\/.+\.svg$/);
      expect(images.data[0]?.attributes.alternativeText).toMatch(/logo$/);
      const file = await fetch(`${service.baseUrl}${url}`);
      expect(file.status).toBe(200);
      expect(await file.text()).toContain('<svg');
    });

    it('answers 404 for unknown endpoints and numbers', async () => {
      for (const path of [
        '/api/not-an-endpoint',
        '/api/service-overview-contents/11',
        '/api/service-overview-contents/x',
        '/api/overviews',
      ]) {
        expect((await get(path)).status, path).toBe(404);
      }
    });

    it('refuses public writes', async () => {
      for (const [method, path] of [
        ['POST', '/api/service-root-service-contents'],
        ['PUT', '/api/service-overview-contents/2'],
        ['DELETE', '/api/service-faqs/1'],
        ['PATCH', '/api/agiliti-root-faq-contents'],
      ] as const) {
        const response = await fetch(`${service.baseUrl}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: '{"data":{"title":"x"}}',
        });
        expect([403, 405], `${method} ${path}`).toContain(response.status);
      }
      const after = (await (await get('/api/service-root-service-contents')).json()) as { data: V4Item[] };
      expect(after.data.some((item) => item.attributes.title === 'x')).toBe(false);
    });

    it('serves the Strapi 5 flat shape when the v4 header is absent', async () => {
      const body = (await (await get('/api/service-overview-contents/2', {})).json()) as {
        data: Record<string, unknown>;
      };
      expect(body.data.id).toBe(2);
      expect(body.data.attributes).toBeUndefined();
      expect(typeof body.data.heading).toBe('string');
    });

    it('compresses, tags and revalidates reads', async () => {
      // node:http, not fetch: fetch would decompress and hide what the server sent.
      const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(
            `${service.baseUrl}/api/service-root-service-contents`,
            { headers: { ...V4, 'Accept-Encoding': 'gzip' } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            },
          )
          .on('error', reject);
      });
      expect(raw.headers['content-encoding']).toBe('gzip');
      const decoded = JSON.parse(gunzipSync(raw.body).toString('utf8')) as { data: V4Item[] };
      expect(decoded.data.length).toBe(10);
      expect(raw.headers['cache-control']).toContain('must-revalidate');
      const etag = raw.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      const notModified = await get('/api/service-root-service-contents', { ...V4, 'If-None-Match': etag ?? '' });
      expect(notModified.status).toBe(304);
      const changedTag = await get('/api/service-root-service-contents', { ...V4, 'If-None-Match': '"other"' });
      expect(changedTag.status).toBe(200);
      // The second read of the same path is answered from the cache, with the same bytes.
      expect(changedTag.headers.get('x-content-cache')).toBe('cache');
      expect(((await changedTag.json()) as { data: V4Item[] }).data).toEqual(decoded.data);
    });

    it('shows an edit made through the admin on the next read (the cache is invalidated)', async () => {
      const path = '/api/service-qat-automation-faq-contents';
      const before = (await (await get(path, {})).json()) as { data: { documentId: string; question: string }[] };
      const first = before.data[0];
      if (!first) throw new Error('no FAQ to edit');
      const token = await adminToken(service);
      const uid = contentTypeUid('faqItem');
      const edited = `${first.question} (updated)`;
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const update = await fetch(`${service.baseUrl}/content-manager/collection-types/${uid}/${first.documentId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ question: edited }),
      });
      expect(update.status).toBe(200);
      const publish = await fetch(
        `${service.baseUrl}/content-manager/collection-types/${uid}/${first.documentId}/actions/publish`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ question: edited }),
        },
      );
      expect(publish.status).toBe(200);
      const after = (await (await get(path, {})).json()) as { data: { question: string }[] };
      expect(after.data[0]?.question).toBe(edited);
    });

    it('seeds once: a second start leaves the same rows', async () => {
      const token = await adminToken(service);
      const before = await rowCounts(service, token);
      expect(Object.values(before).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(plan.length);
      await service.restart();
      const after = await rowCounts(service, await adminToken(service));
      expect(after).toEqual(before);
    });
  });
}
