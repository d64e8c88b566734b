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
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { seedTypes } from '../src/seeding/sources';
import { type AdminSession, adminSession, type PageDocument } from './admin-api';
import { bootContentService, type BootedService } from './boot';
import {
  type ServiceDatabase,
  escapeHtml,
  faqPagesExcept,
  onEachServiceDatabase,
  plannedQuestions,
  restPathOf,
  runSeedCommand,
} from './seed-support';

const PAGE_UID = 'api::page.page';
const RECORDS = 'auralis_seed_documents';
/** Deleted by the editors: it stays deleted. */
const DELETED_PAGE = '/digital-marketing-services/orm-service';
/** Planned by "a later release": deleted, and its record too, so the next start sees a page never seeded. */
const NEW_PAGE = '/digital-marketing-services/b2b-seo-services';

const identityOf = (pagePath: string) => JSON.stringify([pagePath]);
const plannedPages = () => seedTypes().find((type) => type.uid === PAGE_UID)?.documents.length ?? 0;

await onEachServiceDatabase('seeding documents added later', seedDocumentsSuite);

function seedDocumentsSuite(label: string, testDatabase: ServiceDatabase) {
  describe(`seeding documents added later on ${label}`, () => {
    const { dataDir } = testDatabase;
    const [firstOfTwo, secondOfTwo, legacyPage] = faqPagesExcept(NEW_PAGE, DELETED_PAGE);
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
      const knex = testDatabase.connect();
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
      await testDatabase.drop();
    });

    it('records every document of a type it seeds, and a start on the seeded database creates nothing', async () => {
      if (!firstOfTwo || !secondOfTwo || !legacyPage) throw new Error('too few pages with a FAQ to test with');
      service = await bootContentService(testDatabase.env, dataDir);
      expect(service.logs()).not.toMatch(/Seeded content:|Seed: (created|recorded the)/);
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
