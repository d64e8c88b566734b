/**
 * The content service's REST contract (issue "Content service", issue 12), run against a booted service on
 * SQLite and on PostgreSQL: every manifest endpoint answers exactly as the snapshot taken before pages were
 * made of sections (same shape, same items, same order), numbered paths answer by number, unknown endpoints
 * 404, public writes are refused, reads are cached and revalidated, an edit made in the admin reaches the API
 * at once with every item keeping its id, drafts show only through a valid preview token, and seeding twice
 * changes nothing.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  endpoints,
  restPaths,
  shapes,
  type ShapeName,
  sharedTypes,
  sharedTypeUid,
  type SharedTypeName,
} from '@auralis/content-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPlan } from '../seed/plan';
import { PREVIEW_TOKEN_TTL_MS, signPreviewToken } from '../src/preview/token';
import { adminSession, type Item } from './admin-api';
import { type BootedService, bootContentService } from './boot';
import { type Json, normalizeAnswer, readSnapshot, snapshotPaths } from './content-snapshot';

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

/** Every REST path's answer, ids included: what must not change when nothing was edited. */
async function allAnswers(baseUrl: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const { path: restPath } of snapshotPaths()) {
    answers[restPath] = (
      (await (await fetch(`${baseUrl}${restPath}`, { headers: V4 })).json()) as { data: unknown }
    ).data;
  }
  return answers;
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

    it('answers every endpoint with the body, items and order of the snapshot taken before the model changed', async () => {
      const snapshot = readSnapshot();
      const paths = snapshotPaths();
      expect(paths.map((entry) => entry.path).sort()).toEqual(Object.keys(snapshot).sort());
      expect(new Set(paths.map((entry) => entry.endpoint.name)).size).toBe(endpoints.length);
      for (const { path, endpoint } of paths) {
        const body = (await (await get(path)).json()) as Json;
        expect(normalizeAnswer(endpoint, body), path).toEqual(snapshot[path]);
        // Every item has an id of its own: a positive integer, unique within the answer.
        const data = (body as { data: { id: unknown } | { id: unknown }[] }).data;
        const ids = (Array.isArray(data) ? data : [data]).map((item) => item.id);
        for (const id of ids)
          expect(Number.isInteger(id) && (id as number) > 0, `${path}: id ${String(id)}`).toBe(true);
        expect(new Set(ids).size, path).toBe(ids.length);
      }
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
        // The model's own collections have no public REST API: drafts must not be one query away.
        '/api/pages',
        '/api/pages?status=draft',
        '/api/other-marketing-services',
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

    it('creates a development editor with Strapi’s Editor role: it edits pages, and the schema builder refuses it', async () => {
      const { editor, ...superAdmin } = service.adminCredentials();
      if (!editor) throw new Error('admin-credentials.json names no editor account');
      const editorSession = await adminSession(service.baseUrl, editor);
      const me = await fetch(`${service.baseUrl}/admin/users/me`, { headers: editorSession.headers });
      const { data } = (await me.json()) as { data: { roles: { code: string }[] } };
      expect(data.roles.map((role) => role.code)).toEqual(['strapi-editor']);
      // A page, found by its path as the Pages list finds it, opens for editing.
      expect((await editorSession.page('/digital-marketing-services/b2b-seo-services')).path).toBe(
        '/digital-marketing-services/b2b-seo-services',
      );
      // The content-type builder answers the super admin and refuses the editor.
      const builder = (headers: Record<string, string>) =>
        fetch(`${service.baseUrl}/content-type-builder/content-types`, { headers });
      expect((await builder((await adminSession(service.baseUrl, superAdmin)).headers)).status).toBe(200);
      expect((await builder(editorSession.headers)).status).toBe(403);
    });

    it('names the shared blocks in the admin’s lists: the editor’s home page lists them by name, not by id', async () => {
      const { editor } = service.adminCredentials();
      if (!editor) throw new Error('admin-credentials.json names no editor account');
      const { headers } = await adminSession(service.baseUrl, editor);
      const response = await fetch(`${service.baseUrl}/content-manager/homepage/recent-documents?action=publish`, {
        headers,
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { title: string; documentId: string; kind: string; contentTypeUid: string }[];
      };
      const shared = (Object.keys(sharedTypes) as SharedTypeName[]).map((name) => ({
        uid: sharedTypeUid(name),
        title: sharedTypes[name].displayName,
      }));
      // The seed publishes the shared blocks last but one, so they are among the four entries the widget lists.
      for (const { uid, title } of shared) {
        const entry = data.find((document) => document.contentTypeUid === uid);
        expect(entry, uid).toBeDefined();
        expect(entry?.title, uid).toBe(title);
        expect(entry?.title, uid).not.toBe(entry?.documentId);
      }
    });

    it('shows an edit made in the admin on the next read, with every item keeping its id', async () => {
      const admin = await adminSession(service.baseUrl, service.adminCredentials());
      const path = '/api/service-qat-automation-faq-contents';
      const read = async () => ((await (await get(path)).json()) as { data: V4Item[] }).data;
      const before = await read();
      await read(); // now cached
      const page = await admin.page('/quality-assurance-services/automation-testing-services');
      const faq = page.faq as Item[];
      const first = faq[0];
      if (!first || faq.length < 3) throw new Error('too few FAQs to edit');
      const edited = `${String(first.question)} (updated)`;
      // Change the first answer's question and move the last item to the top, as an editor would.
      const last = faq[faq.length - 1] as Item;
      await admin.save(page.documentId, { faq: [last, { ...first, question: edited }, ...faq.slice(1, -1)] });
      expect(await read(), 'a saved draft is not public').toEqual(before);
      await admin.publish(page.documentId);
      const after = await read();
      expect(after.map((item) => item.attributes.question)).toEqual([
        last.question,
        edited,
        ...faq.slice(1, -1).map((item) => item.question),
      ]);
      // Ids follow their items through the save, the reorder and the publish.
      const byId = new Map(before.map((item) => [item.id, item.attributes.question]));
      expect(after.map((item) => item.id)).toEqual([
        before[before.length - 1]?.id,
        ...before.slice(0, -1).map((item) => item.id),
      ]);
      expect(byId.get(after[1]?.id ?? 0)).toBe(first.question);

      // A new item gets a new id; the others keep theirs. A copy of an item (same itemId) gets a new one too.
      const current = (await admin.page('/quality-assurance-services/automation-testing-services')).faq as Item[];
      const added = { question: 'A question added by the marketing team?', answer: 'Its answer.' };
      const copy = { ...(current[0] as Item), id: undefined };
      await admin.save(page.documentId, { faq: [...current, added, copy] });
      await admin.publish(page.documentId);
      const grown = await read();
      expect(grown.slice(0, current.length).map((item) => item.id)).toEqual(after.map((item) => item.id));
      const newIds = grown.slice(current.length).map((item) => item.id);
      expect(newIds).toHaveLength(2);
      for (const id of newIds) expect(after.map((item) => item.id)).not.toContain(id);
      expect(new Set(grown.map((item) => item.id)).size).toBe(grown.length);
    });

    it('shows drafts only to a valid preview token, never from or into the read cache', async () => {
      const admin = await adminSession(service.baseUrl, service.adminCredentials());
      const faqPath = '/api/service-faqs/9';
      const publicRead = async () => ((await (await get(faqPath)).json()) as { data: V4Item[] }).data;
      const published = await publicRead();
      const page = await admin.page('/digital-marketing-services/b2b-seo-services');
      const faq = page.faq as Item[];
      const draftAnswer = 'A draft answer the public must not see yet.';
      await admin.save(page.documentId, {
        faq: faq.map((item, index) => (index === 0 ? { ...item, answer: draftAnswer } : item)),
      });

      // The admin's Preview opens the page on our own site with a signed token.
      const url = await admin.previewUrl(page.documentId);
      expect(url).toMatch(/^\/digital-marketing-services\/b2b-seo-services\?preview=\d{13}\.[\w-]{43}$/);
      const token = decodeURIComponent(url.split('preview=')[1] ?? '');
      const previewRead = async (value: string) => {
        const response = await get(faqPath, { ...V4, 'X-Preview-Token': value });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const state = response.headers.get('x-content-preview');
        // Drafts never come from the cache; a token that does not verify gets the cached published answer.
        expect(response.headers.get('x-content-cache')).toBe(state === 'draft' ? null : 'cache');
        return { state, data: ((await response.json()) as { data: V4Item[] }).data };
      };
      const preview = await previewRead(token);
      expect(preview.state).toBe('draft');
      expect(preview.data[0]?.attributes.answer).toBe(draftAnswer);
      expect(preview.data.map((item) => item.id)).toEqual(published.map((item) => item.id));
      // The public, before and after the preview read, from the cache or not, sees the published answer.
      expect(await publicRead()).toEqual(published);
      expect((await get(faqPath)).headers.get('x-content-cache')).toBe('cache');

      // Forged, tampered and expired tokens read the published content, like the public.
      const secrets = JSON.parse(readFileSync(path.join(service.dataDir, 'secrets.json'), 'utf8')) as {
        PREVIEW_SECRET: string;
      };
      const expired = signPreviewToken(secrets.PREVIEW_SECRET, Date.now() - PREVIEW_TOKEN_TTL_MS - 1000);
      const forged = signPreviewToken('not-the-secret-of-this-service-at-all');
      const tampered = `${Number(token.split('.')[0]) + 1}.${token.split('.')[1]}`;
      for (const [label, value] of [
        ['expired', expired],
        ['forged', forged],
        ['tampered', tampered],
        ['garbage', 'x'],
      ] as const) {
        const refused = await previewRead(value);
        expect(refused.state, label).toBe('refused');
        expect(refused.data, label).toEqual(published);
      }

      // The preview link may be framed by the admin (same origin); the public page may not be framed at all.
      const framed = await fetch(`${service.baseUrl}${url}`);
      expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const publicPage = await fetch(`${service.baseUrl}/digital-marketing-services/b2b-seo-services`);
      expect(publicPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(publicPage.headers.get('x-frame-options')).toBe('DENY');

      // Publishing shows the draft to everyone at the next read.
      await admin.publish(page.documentId);
      expect((await publicRead())[0]?.attributes.answer).toBe(draftAnswer);
    });

    it('seeds once: a second start changes no answer and no id', async () => {
      const before = await allAnswers(service.baseUrl);
      await service.restart();
      // The database was seeded by the template's first start (seeded-templates.ts): neither of this
      // service's starts seeds again.
      expect(service.logs()).not.toMatch(/Seeded content:/);
      expect(await allAnswers(service.baseUrl)).toEqual(before);
    });
  });
}
