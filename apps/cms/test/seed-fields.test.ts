/**
 * Issue 21, decision record 016 "Next steps" item 1 (docs/decisions/011-seed-ownership.md, "Fields added
 * later"): a field a later release adds to a seeded content type is filled by the next start where the editors
 * left it empty, without touching anything else and without changing what is published.
 *
 * A later release is simulated on a real seeded database without changing the schema: the record that the
 * Pages' `faq` field was seeded is deleted while the service is stopped, as if the field had just been added.
 * Before that, in the admin, pages are put in every state a document can be in: A published as it is, B
 * published with an unpublished change in another field (the admin's "Modified"), C unpublished, and D with
 * FAQ items of the editors' own. A, B and C have their FAQ emptied, as a field just added is.
 *
 * On SQLite, and on PostgreSQL where one can be reached or started (scripts/lib/postgres.mjs).
 */
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { seedTypes } from '../src/seeding/sources';
import { type AdminSession, adminSession, type Item, type PageDocument } from './admin-api';
import { bootContentService, type BootedService } from './boot';
import {
  type ServiceDatabase,
  faqPagesExcept,
  onEachServiceDatabase,
  plannedQuestions,
  restPathOf,
} from './seed-support';

const PAGE_UID = 'api::page.page';
const SEO_PAGE = '/digital-marketing-services/b2b-seo-services';
const ORM_PAGE = '/digital-marketing-services/orm-service';
const FILLED_LINE = /Seed: filled the new field faq of page on 3 documents \(kept 1 editor's draft unpublished\)/g;

interface Faq {
  id: number;
  question: string;
  answer: string;
}

const questions = (items: unknown) => (items as Item[]).map((item) => item.question);

type AdminPage = PageDocument & {
  status?: string;
  updatedAt: string;
  overview: Item | null;
  faq: Item[];
  hero: (Item & { heading?: string; intro?: string | null; label?: string | null }) | null;
};

/** The document as the admin's edit view loads it, with its status ("draft", "published" or "modified"). */
async function adminDocument(admin: AdminSession, pagePath: string) {
  return (await admin.page(pagePath)) as AdminPage;
}

/** The published version, as the admin's "Published" tab loads it. */
async function publishedDocument(admin: AdminSession, pagePath: string) {
  return (await admin.publishedPage(pagePath)) as AdminPage;
}

/** The hero's label the seed plans for a page (its file under seed/pages/, tokens filled). */
function plannedHeroLabel(pagePath: string): string {
  const page = seedTypes()
    .find((type) => type.name === 'page')
    ?.documents.find((document) => document.identity.path === pagePath);
  const hero = page?.fields.hero;
  const label =
    hero && typeof hero === 'object' && !Array.isArray(hero) ? (hero as { label?: unknown }).label : undefined;
  if (typeof label !== 'string' || label === '') throw new Error(`the seed plans no hero label for ${pagePath}`);
  return label;
}

await onEachServiceDatabase('seeding fields added later', seedFieldsSuite);

function seedFieldsSuite(label: string, testDatabase: ServiceDatabase) {
  describe(`seeding fields added later on ${label}`, () => {
    const { dataDir } = testDatabase;
    const [pageC, pageD, pageE] = faqPagesExcept(SEO_PAGE, ORM_PAGE);
    let service: BootedService | undefined;
    let editedHeading = '';
    let publishedHeading = '';
    let ownFaq: Faq[] = [];
    let modifiedDraftUpdatedAt = '';

    const booted = () => {
      if (!service) throw new Error('the service is not running');
      return service;
    };
    const read = async <T>(restPath: string) => {
      const response = await fetch(`${booted().baseUrl}${restPath}`);
      return { status: response.status, data: response.ok ? ((await response.json()) as { data: T }).data : null };
    };
    const readFaqs = async (pagePath: string) => (await read<Faq[]>(restPathOf(pagePath, 'faq'))).data;
    const session = () => adminSession(booted().baseUrl, booted().adminCredentials());
    const withDatabase = async <T>(use: (knex: Knex) => Promise<T>): Promise<T> => {
      const knex = testDatabase.connect();
      try {
        return await use(knex);
      } finally {
        await knex.destroy();
      }
    };
    const recordedPageFields = () =>
      withDatabase(async (knex) =>
        (
          (await knex('auralis_seed_fields').where({ content_type: PAGE_UID }).select('field')) as { field: string }[]
        ).map((row) => row.field),
      );
    /** A later release (or the upgrade to this one) ships while the service is stopped. */
    const deployWith = async (change: (knex: Knex) => Promise<unknown>) => {
      await booted().stop({ keepDataDir: true });
      await withDatabase(change);
      service = await bootContentService(testDatabase.env, dataDir);
    };

    afterAll(async () => {
      await service?.stop();
      await testDatabase.drop();
    });

    it('records every field of a type it seeds, and a start on the seeded database fills nothing', async () => {
      if (!pageC || !pageD || !pageE) throw new Error('too few pages with a FAQ to test with');
      service = await bootContentService(testDatabase.env, dataDir);
      expect(service.logs()).not.toMatch(/Seeded content:|Seed: filled the new field|recorded the fields/);
      expect(await recordedPageFields()).toEqual(expect.arrayContaining(['banner', 'faq', 'path', 'title']));
    });

    it("fills a field added later where it is empty, keeping each page's publication state and the editors' work", async () => {
      const admin = await session();
      // A: published, its FAQ emptied as a field just added is.
      const pageA = await adminDocument(admin, SEO_PAGE);
      await admin.save(pageA.documentId, { faq: [] });
      await admin.publish(pageA.documentId);
      // B: the same, then an editor's change to its overview, saved but not published.
      const pageB = await adminDocument(admin, ORM_PAGE);
      await admin.save(pageB.documentId, { faq: [] });
      await admin.publish(pageB.documentId);
      publishedHeading = String(pageB.overview?.heading);
      editedHeading = `${publishedHeading} (draft by marketing)`;
      await admin.save(pageB.documentId, { overview: { ...pageB.overview, heading: editedHeading } });
      // C: emptied and unpublished. D: FAQ items of the editors' own, published.
      const pageCDraft = await adminDocument(admin, pageC ?? '');
      await admin.save(pageCDraft.documentId, { faq: [] });
      await admin.unpublish(pageCDraft.documentId);
      const pageDDraft = await adminDocument(admin, pageD ?? '');
      await admin.save(pageDDraft.documentId, {
        faq: [{ question: 'Our own question?', answer: 'Our own answer.', cta: null, path: null }],
      });
      await admin.publish(pageDDraft.documentId);
      ownFaq = (await readFaqs(pageD ?? '')) ?? [];
      expect(ownFaq.map((faq) => faq.question)).toEqual(['Our own question?']);
      expect(await readFaqs(SEO_PAGE)).toEqual([]);
      expect(await readFaqs(ORM_PAGE)).toEqual([]);
      expect((await adminDocument(admin, ORM_PAGE)).status).toBe('modified');
      expect((await adminDocument(admin, SEO_PAGE)).status).toBe('published');

      // The release that "adds" the FAQ field: its record is gone.
      await deployWith((knex) => knex('auralis_seed_fields').where({ content_type: PAGE_UID, field: 'faq' }).delete());
      expect(await recordedPageFields()).toContain('faq');
      const after = await session();

      // A: the live page has its seeded FAQ again, and nothing waits unpublished.
      expect(questions(await readFaqs(SEO_PAGE))).toEqual(plannedQuestions(SEO_PAGE));
      const a = await adminDocument(after, SEO_PAGE);
      expect(a.status).toBe('published');
      expect(questions(a.faq)).toEqual(plannedQuestions(SEO_PAGE));

      // B: the live page has the FAQ and still the published overview; the draft keeps the editor's change, has
      // the FAQ too, and is still an unpublished change.
      const liveFaqB = (await readFaqs(ORM_PAGE)) ?? [];
      expect(questions(liveFaqB)).toEqual(plannedQuestions(ORM_PAGE));
      const liveOverviewB = await read<{ heading: string }>(restPathOf(ORM_PAGE, 'overview'));
      expect(liveOverviewB.data?.heading).toBe(publishedHeading);
      const b = await adminDocument(after, ORM_PAGE);
      expect(b.overview?.heading).toBe(editedHeading);
      expect(questions(b.faq)).toEqual(plannedQuestions(ORM_PAGE));
      expect(b.status).toBe('modified');
      // The same items in both versions: the REST ids are the items' own ids.
      expect(b.faq.map((item) => item.itemId)).toEqual(liveFaqB.map((faq) => faq.id));
      modifiedDraftUpdatedAt = b.updatedAt;

      // C: still unpublished; its draft has the FAQ.
      expect(await readFaqs(pageC ?? '')).toEqual([]);
      const c = await adminDocument(after, pageC ?? '');
      expect(c.status).toBe('draft');
      expect(c.publishedAt).toBeNull();
      expect(questions(c.faq)).toEqual(plannedQuestions(pageC ?? ''));

      // D: the editors' own FAQ, exactly.
      expect(await readFaqs(pageD ?? '')).toEqual(ownFaq);
      expect(questions((await adminDocument(after, pageD ?? '')).faq)).toEqual(['Our own question?']);

      // One line for the field; no type was seeded.
      expect(booted().logs().match(FILLED_LINE) ?? []).toHaveLength(1);
      expect(booted().logs()).not.toMatch(/Seeded content:/);
    });

    it('fills a field once: the next start changes nothing', async () => {
      const before = {
        a: await readFaqs(SEO_PAGE),
        b: await readFaqs(ORM_PAGE),
        c: await readFaqs(pageC ?? ''),
        d: await readFaqs(pageD ?? ''),
      };
      await booted().restart();
      expect(booted().logs().match(FILLED_LINE) ?? []).toHaveLength(1);
      expect(booted().logs()).not.toMatch(/needed no filling|recorded the fields/);
      expect({
        a: await readFaqs(SEO_PAGE),
        b: await readFaqs(ORM_PAGE),
        c: await readFaqs(pageC ?? ''),
        d: await readFaqs(pageD ?? ''),
      }).toEqual(before);
      const b = await adminDocument(await session(), ORM_PAGE);
      expect(b.status).toBe('modified');
      expect(b.updatedAt).toBe(modifiedDraftUpdatedAt);
      expect(b.overview?.heading).toBe(editedHeading);
    });

    it("fills a component's field added later inside the editors' component, keeping its other fields", async () => {
      const admin = await session();
      // The career page's hero had its introduction emptied by the editors; the portfolio's hero has an unpublished
      // change to its heading. Both published.
      const career = await adminDocument(admin, '/career');
      await admin.save(career.documentId, { hero: { ...career.hero, intro: '' } });
      await admin.publish(career.documentId);
      const portfolio = await adminDocument(admin, '/portfolio');
      const publishedPortfolioHeading = String(portfolio.hero?.heading);
      const draftPortfolioHeading = `${publishedPortfolioHeading} (draft by marketing)`;
      await admin.save(portfolio.documentId, { hero: { ...portfolio.hero, heading: draftPortfolioHeading } });
      expect((await adminDocument(admin, '/portfolio')).status).toBe('modified');

      // The upgrade from the release whose heroes had no label or button: those columns empty, and the hero
      // recorded as a whole, none of its fields one by one.
      await deployWith(async (knex) => {
        await knex('auralis_seed_fields')
          .where({ content_type: PAGE_UID })
          .andWhere('field', 'like', 'hero.%')
          .delete();
        await knex('components_sections_page_hero').update({ label: null, button_label: null });
      });
      const logs = booted().logs();
      // The heading and the introduction hold content: they count as seeded, so the emptied introduction stays
      // empty. The label and the button hold nothing anywhere: they are new.
      expect(logs).toMatch(/Seed: recorded the components' fields of page that hold content as seeded \(2 of 4\)/);
      // Kept unpublished: the portfolio's change (and the ORM page's, above, if its entry has a hero).
      expect(logs).toMatch(
        /Seed: filled the new field hero\.label of page on \d+ documents \(kept \d+ editors?'s? drafts? /,
      );
      expect(logs).toMatch(/Seed: filled the new field hero\.buttonLabel of page on \d+ documents/);
      expect(logs).not.toMatch(/new field hero\.(heading|intro)/);
      const after = await session();

      const home = await adminDocument(after, '/');
      expect(home.status).toBe('published');
      expect(home.hero?.label).toBe(plannedHeroLabel('/'));
      expect((await publishedDocument(after, '/')).hero?.label).toBe(plannedHeroLabel('/'));
      const careerAfter = await publishedDocument(after, '/career');
      expect(careerAfter.hero?.label).toBe(plannedHeroLabel('/career'));
      expect(careerAfter.hero?.intro ?? '').toBe('');
      expect(careerAfter.hero?.heading).toBe(career.hero?.heading);

      // The live portfolio hero gets its label under the published heading; the draft keeps the editor's heading,
      // gets the label too, and is still an unpublished change.
      const livePortfolio = await publishedDocument(after, '/portfolio');
      expect(livePortfolio.hero?.heading).toBe(publishedPortfolioHeading);
      expect(livePortfolio.hero?.label).toBe(plannedHeroLabel('/portfolio'));
      const draftPortfolio = await adminDocument(after, '/portfolio');
      expect(draftPortfolio.hero?.heading).toBe(draftPortfolioHeading);
      expect(draftPortfolio.hero?.label).toBe(plannedHeroLabel('/portfolio'));
      expect(draftPortfolio.status).toBe('modified');

      // Recorded: the next start fills nothing.
      expect(await recordedPageFields()).toEqual(
        expect.arrayContaining(['hero.heading', 'hero.intro', 'hero.label', 'hero.buttonLabel']),
      );
      const heroLines = () =>
        booted()
          .logs()
          .match(/Seed: filled the new field hero|recorded the components' fields/g) ?? [];
      const linesBefore = heroLines().length;
      await booted().restart();
      expect(heroLines()).toHaveLength(linesBefore);
    });

    it('on a database seeded before fields were recorded, records what holds content and refills nothing emptied', async () => {
      const admin = await session();
      const pageEDraft = await adminDocument(admin, pageE ?? '');
      await admin.save(pageEDraft.documentId, { faq: [] });
      await admin.publish(pageEDraft.documentId);
      expect(await readFaqs(pageE ?? '')).toEqual([]);

      // The upgrade to this release: no field was ever recorded.
      await deployWith((knex) => knex.schema.dropTable('auralis_seed_fields'));
      expect(booted().logs()).toMatch(/Seed: recorded the fields of page that hold content as seeded/);
      // Every page field holds content on some page, so nothing is new and nothing is filled.
      expect(booted().logs()).not.toMatch(/Seed: filled the new field/);
      expect(await readFaqs(pageE ?? '')).toEqual([]);
      expect(await readFaqs(pageD ?? '')).toEqual(ownFaq);
      expect(await recordedPageFields()).toEqual(expect.arrayContaining(['faq', 'path', 'title']));
    });
  });
}
