/**
 * Documents a later release adds to a seeded content type (docs/decisions/011-seed-ownership.md, "Documents added
 * later"): the next start creates a planned page that was never recorded as seeded, published and whole, and never
 * creates again a recorded page the editors deleted.
 *
 * A later release is simulated on a real seeded database without changing the seed: a page is deleted in the
 * admin and its record that it was seeded is deleted while the service is stopped, which is exactly what a
 * database looks like to a release that plans a page for the first time. Another page is only deleted in the
 * admin, as the editors would. A database from before document records is simulated by deleting them all.
 *
 * On SQLite, and on PostgreSQL where one can be reached or started (scripts/lib/postgres.mjs).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { contentSources } from '@auralis/content-manifest';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../../scripts/lib/postgres.mjs';
import { repoRoot } from '../../../scripts/lib/run.mjs';
import { seedPlan } from '../seed/plan';
import { seedTypes } from '../src/seeding/sources';
import { type AdminSession, adminSession, type PageDocument } from './admin-api';
import { bootContentService, type BootedService } from './boot';

const PAGE_UID = 'api::page.page';
const RECORDS = 'auralis_seed_documents';
/** Deleted by the editors: it stays deleted. */
const DELETED_PAGE = '/digital-marketing-services/orm-service';
/** Planned by "a later release": deleted, and its record too, so the next start sees a page never seeded. */
const NEW_PAGE = '/digital-marketing-services/b2b-seo-services';

const cmsDir = path.join(repoRoot, 'apps', 'cms');
/** As scripts/lib/build-steps.mjs's cmsEnv: Strapi's own packages live in apps/cms/node_modules. */
const cmsEnv = { NODE_PATH: path.join(cmsDir, 'node_modules') };

const identityOf = (pagePath: string) => JSON.stringify([pagePath]);
const plannedPages = () => seedTypes().find((type) => type.uid === PAGE_UID)?.documents.length ?? 0;

/** The REST path that serves a field of a page (`/api/service-faqs/9` for the B2B SEO page's FAQ). */
function restPathOf(pagePath: string, field: string): string {
  const found = contentSources().find(
    ({ source }) => source.kind === 'page' && source.path === pagePath && source.field === field,
  );
  if (!found) throw new Error(`no endpoint serves ${field} of ${pagePath}`);
  return `/api/${found.endpoint.name}${found.number === undefined ? '' : `/${found.number}`}`;
}

/** Pages with a seeded FAQ served by `service-faqs/{n}`, other than the two named ones, by path. */
function otherFaqPages(): string[] {
  return contentSources()
    .filter(({ endpoint, source }) => endpoint.name === 'service-faqs' && source.kind === 'page')
    .flatMap(({ source }) => (source.kind === 'page' ? [source.path] : []))
    .filter((pagePath) => pagePath !== NEW_PAGE && pagePath !== DELETED_PAGE)
    .sort((a, b) => a.localeCompare(b));
}

/** The planned FAQ questions of a page, in order. */
function plannedQuestions(pagePath: string): string[] {
  const [, name, number] = /^\/api\/([^/]+)\/(\d+)$/.exec(restPathOf(pagePath, 'faq')) ?? [];
  return seedPlan()
    .filter((entry) => entry.endpoint === name && entry.number === Number(number))
    .sort((a, b) => a.position - b.position)
    .map((entry) => String(entry.fields.question));
}

/** As React escapes text in the HTML it renders. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The seed command as `npm run seed` runs it once the build is fresh (scripts/seed.mjs). */
async function runSeedCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(cmsDir, 'dist', 'src', 'seeding', 'command.js'), ...args],
      {
        cwd: cmsDir,
        env: { ...process.env, ...cmsEnv, STRAPI_TELEMETRY_DISABLED: 'true', ...env },
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}` };
  }
}

/** The service's database, as the tests reach it directly: the SQLite file in its data folder, or PostgreSQL. */
interface TestDatabase {
  readonly env: Record<string, string>;
  connect(dataDir: string): Knex;
  drop(): Promise<void>;
}

const sqlite: TestDatabase = {
  env: {},
  connect: (dataDir) =>
    knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.join(dataDir, 'auralis.db') },
      useNullAsDefault: true,
    }),
  drop: async () => undefined,
};

async function postgres(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  return {
    env: { DATABASE_URL: database.url },
    connect: () => knexFactory({ client: 'pg', connection: database.url }),
    drop: () => database.drop(),
  };
}

seedDocumentsSuite('SQLite', sqlite);
const postgresDatabase = await postgres().catch((error: Error) => error);
if (postgresDatabase instanceof Error) {
  describe('seeding documents added later on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${postgresDatabase.message})`, () => undefined);
  });
} else {
  seedDocumentsSuite('PostgreSQL', postgresDatabase);
}

function seedDocumentsSuite(label: string, testDatabase: TestDatabase) {
  describe(`seeding documents added later on ${label}`, () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-seed-documents-'));
    const [firstOfTwo, secondOfTwo, legacyPage] = otherFaqPages();
    let service: BootedService | undefined;

    const booted = () => {
      if (!service) throw new Error('the service is not running');
      return service;
    };
    const session = () => adminSession(booted().baseUrl, booted().adminCredentials());
    const readFaqQuestions = async (pagePath: string) => {
      const response = await fetch(`${booted().baseUrl}${restPathOf(pagePath, 'faq')}`);
      if (!response.ok) return null;
      return ((await response.json()) as { data: { question: string }[] | null }).data?.map((faq) => faq.question);
    };
    const getPage = async (pagePath: string) => {
      const response = await fetch(`${booted().baseUrl}${pagePath}`, { redirect: 'manual' });
      return { status: response.status, html: await response.text() };
    };
    /** Every document of the Pages collection at this path, as the admin's list view finds them. */
    const adminDocuments = async (admin: AdminSession, pagePath: string) => {
      const query = new URLSearchParams({ 'filters[$and][0][path][$eq]': pagePath, pageSize: '100' });
      const response = await fetch(admin.manager(`?${query}`), { headers: admin.headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: (PageDocument & { status?: string })[] }).results;
    };
    const deletePage = async (admin: AdminSession, pagePath: string) => {
      const { documentId } = await admin.page(pagePath);
      const response = await fetch(admin.manager(`/${documentId}`), { method: 'DELETE', headers: admin.headers });
      expect(response.status, `DELETE ${pagePath}`).toBe(200);
      expect(await adminDocuments(admin, pagePath)).toEqual([]);
    };
    const withDatabase = async <T>(use: (knex: Knex) => Promise<T>): Promise<T> => {
      const knex = testDatabase.connect(dataDir);
      try {
        return await use(knex);
      } finally {
        await knex.destroy();
      }
    };
    const recordedPages = () =>
      withDatabase(async (knex) =>
        (
          (await knex(RECORDS).where({ content_type: PAGE_UID }).select('identity_key')) as { identity_key: string }[]
        ).map((row) => row.identity_key),
      );
    const forgetRecords = (knex: Knex, pagePaths: readonly string[]) =>
      knex(RECORDS).where({ content_type: PAGE_UID }).whereIn('identity_key', pagePaths.map(identityOf)).delete();
    /** A later release (or the upgrade to this one) ships while the service is stopped. */
    const deployWith = async (change: (knex: Knex) => Promise<unknown>, env: Record<string, string> = {}) => {
      await booted().stop({ keepDataDir: true });
      await withDatabase(change);
      service = await bootContentService({ ...testDatabase.env, ...env }, dataDir);
    };
    /** Expects one document at the path, published, with its seeded FAQ on the API and in the page's HTML. */
    const expectSeededPage = async (pagePath: string) => {
      const documents = await adminDocuments(await session(), pagePath);
      expect(documents, pagePath).toHaveLength(1);
      expect(documents[0]?.status, pagePath).toBe('published');
      const questions = plannedQuestions(pagePath);
      expect(questions.length).toBeGreaterThan(0);
      expect(await readFaqQuestions(pagePath)).toEqual(questions);
      const page = await getPage(pagePath);
      expect(page.status, pagePath).toBe(200);
      for (const question of questions) expect(page.html, pagePath).toContain(escapeHtml(question));
    };

    afterAll(async () => {
      await service?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await testDatabase.drop();
    });

    it('records every document of a type it seeds', async () => {
      if (!firstOfTwo || !secondOfTwo || !legacyPage) throw new Error('too few pages with a FAQ to test with');
      service = await bootContentService(testDatabase.env, dataDir);
      expect(service.logs()).toMatch(/Seeded content: \d+ entries created/);
      expect(service.logs()).not.toMatch(/Seed: (created|recorded the)/);
      const recorded = await recordedPages();
      expect(recorded).toHaveLength(plannedPages());
      expect(recorded).toEqual(expect.arrayContaining([identityOf(NEW_PAGE), identityOf(DELETED_PAGE)]));
      // The shared single types and the job openings are recorded too.
      const types = await withDatabase(
        async (knex) => ((await knex(RECORDS).distinct('content_type')) as { content_type: string }[]).length,
      );
      expect(types).toBe(seedTypes().filter((type) => type.documents.length > 0).length);
    });

    it('creates a page a later release adds, published and whole, and not a page the editors deleted', async () => {
      const admin = await session();
      await deletePage(admin, DELETED_PAGE);
      await deletePage(admin, NEW_PAGE);
      // A page whose entry is missing answers 404.
      expect((await getPage(NEW_PAGE)).status).toBe(404);
      expect((await getPage(DELETED_PAGE)).status).toBe(404);

      // The release that "adds" the page: it was never recorded as seeded. The status command sees it coming.
      await booted().stop({ keepDataDir: true });
      await withDatabase((knex) => forgetRecords(knex, [NEW_PAGE]));
      const status = await runSeedCommand(['--status'], { ...testDatabase.env, DATA_DIR: dataDir });
      expect(status.code, status.stdout).toBe(0);
      expect(status.stdout).toMatch(new RegExp(`\\npage .*; 1 new document the next start creates: ${NEW_PAGE}\\n`));
      service = await bootContentService(testDatabase.env, dataDir);

      await expectSeededPage(NEW_PAGE);
      expect(await adminDocuments(await session(), DELETED_PAGE)).toEqual([]);
      expect((await getPage(DELETED_PAGE)).status).toBe(404);
      expect(booted().logs()).toContain(`Seed: created 1 new document of page (${NEW_PAGE})`);
      expect(booted().logs()).not.toMatch(/Seeded content:|Seed: filled the new field|recorded the fields/);
      expect(await recordedPages()).toHaveLength(plannedPages());
    });

    it('creates a new page once: the next start changes nothing', async () => {
      const before = await adminDocuments(await session(), NEW_PAGE);
      await booted().restart();
      const admin = await session();
      expect(await adminDocuments(admin, NEW_PAGE)).toEqual(before);
      expect(await adminDocuments(admin, DELETED_PAGE)).toEqual([]);
      expect(
        booted()
          .logs()
          .match(/Seed: created/g) ?? [],
      ).toHaveLength(1);
      await expectSeededPage(NEW_PAGE);
    });

    it('after a start that failed half way, records what it created and creates the rest', async () => {
      const admin = await session();
      await deletePage(admin, firstOfTwo ?? '');
      await deletePage(admin, secondOfTwo ?? '');
      // The start stops with an error right after creating the first of the two (pages go by path).
      await booted().stop({ keepDataDir: true });
      await withDatabase((knex) => forgetRecords(knex, [firstOfTwo ?? '', secondOfTwo ?? '']));
      await expect(
        bootContentService({ ...testDatabase.env, SEED_FAIL_AFTER_FOR_TESTS: '1' }, dataDir),
      ).rejects.toThrow(/stopped before it was ready/);
      const left = await recordedPages();
      expect(left).not.toContain(identityOf(firstOfTwo ?? ''));
      expect(left).not.toContain(identityOf(secondOfTwo ?? ''));

      service = await bootContentService(testDatabase.env, dataDir);
      expect(booted().logs()).toContain(
        `Seed: created 1 new document of page (${secondOfTwo}); 1 new document existed already: recorded as seeded, left as it is`,
      );
      await expectSeededPage(firstOfTwo ?? '');
      await expectSeededPage(secondOfTwo ?? '');
      expect(await recordedPages()).toHaveLength(plannedPages());
    });

    it('on a database seeded before documents were recorded, records every page and creates the missing ones once', async () => {
      await deletePage(await session(), legacyPage ?? '');

      // The upgrade to this release: no document of the pages was ever recorded.
      await deployWith((knex) => knex(RECORDS).where({ content_type: PAGE_UID }).delete());
      // The documented limitation: a page deleted before the upgrade comes back, as a page new in it does.
      const missing = [DELETED_PAGE, legacyPage ?? ''].sort((a, b) => a.localeCompare(b));
      expect(booted().logs()).toMatch(
        new RegExp(
          `Seed: recorded the ${plannedPages() - 2} documents of page that exist as seeded; ` +
            `created 2 new documents of page \\(${missing.join(', ')}\\), planned but missing`,
        ),
      );
      expect(await recordedPages()).toHaveLength(plannedPages());
      await expectSeededPage(legacyPage ?? '');
      await expectSeededPage(DELETED_PAGE);
      // The new page of the earlier release is there once.
      expect(await adminDocuments(await session(), NEW_PAGE)).toHaveLength(1);

      // Deleted after the upgrade, a page stays deleted again.
      await deletePage(await session(), legacyPage ?? '');
      await booted().restart();
      expect(await adminDocuments(await session(), legacyPage ?? '')).toEqual([]);
      expect(
        booted()
          .logs()
          .match(/Seed: (created|recorded the)/g) ?? [],
      ).toHaveLength(1);
    });

    it('on such a database, records a missing job opening as seeded instead of creating it again', async () => {
      const JOB_UID = 'api::job-opening.job-opening';
      const admin = await session();
      // The service's address changes with each boot.
      const jobs = () => `${booted().baseUrl}/content-manager/collection-types/${JOB_UID}`;
      const list = async () =>
        (
          (await (await fetch(`${jobs()}?pageSize=100`, { headers: admin.headers })).json()) as {
            results: { documentId: string; Job_Opening_Name: string }[];
          }
        ).results;
      const [taken] = await list();
      if (!taken) throw new Error('no seeded job opening');
      const deleted = await fetch(`${jobs()}/${taken.documentId}`, { method: 'DELETE', headers: admin.headers });
      expect(deleted.status).toBe(200);

      // The recruiters took the role down before the upgrade: no document of the type was ever recorded.
      await deployWith((knex) => knex(RECORDS).where({ content_type: JOB_UID }).delete());
      const again = await session();
      const names = (
        (await (await fetch(`${jobs()}?pageSize=100`, { headers: again.headers })).json()) as {
          results: { Job_Opening_Name: string }[];
        }
      ).results.map((job) => job.Job_Opening_Name);
      expect(names).not.toContain(taken.Job_Opening_Name);
      const recorded = await withDatabase(
        async (knex) => (await knex(RECORDS).where({ content_type: JOB_UID }).count({ count: '*' }))[0]?.count,
      );
      expect(Number(recorded)).toBe(seedTypes().find((type) => type.uid === JOB_UID)?.documents.length);
    });
  });
}
