/**
 * Issue 7 item 11, "Seed ownership", on the model of pages made of sections (issue 12): once a content type is
 * seeded its content belongs to the editors. A restart with changed seed copy brings back no FAQ they removed
 * and re-publishes no page they unpublished; only the explicit command writes the seed copy over their work:
 * `--endpoint` in the fields those endpoints read, `--type` in the whole type it names and nothing else.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { seedPlan } from '../seed/plan';
import { adminSession, type Item } from './admin-api';
import { bootContentService, type BootedService } from './boot';
import { runSeedCommand } from './seed-support';
import { defaultDataDir } from './seeded-templates';

const SEO_PAGE = '/digital-marketing-services/b2b-seo-services';
const ORM_PAGE = '/digital-marketing-services/orm-service';
const FAQ_PATH = '/api/service-faqs/9';
const OVERVIEW_PATH = '/api/service-overview-contents/9';
const ORM_FAQ_PATH = '/api/service-faqs/7';
const LOGOS_PATH = '/api/service-expertise-contents/1';
const LOGOS_UID = 'api::platform-logos.platform-logos';

interface Faq {
  id: number;
  question: string;
  answer: string;
}

describe('seed ownership', () => {
  // A copy of the seeded template (seeded-templates.ts): what a first start leaves.
  const dataDir = defaultDataDir({});
  const patchDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-seed-patch-'));
  const patchFile = path.join(patchDir, 'plan-patch.json');
  const env = { SEED_PLAN_PATCH_FOR_TESTS: patchFile, DATA_DIR: dataDir };
  let service: BootedService | undefined;

  afterAll(async () => {
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(patchDir, { recursive: true, force: true });
  });

  it("keeps the editors' removals and unpublishing across a restart with new seed copy, until the seed command is run", async () => {
    writeFileSync(patchFile, '[]');
    service = await bootContentService(env, dataDir);
    const booted = service;
    const planned = seedPlan()
      .filter((entry) => entry.endpoint === 'service-faqs' && entry.number === 9)
      .sort((a, b) => a.position - b.position);
    expect(planned.length).toBeGreaterThanOrEqual(4);
    const read = async <T>(restPath: string) =>
      ((await (await fetch(`${booted.baseUrl}${restPath}`)).json()) as { data: T }).data;
    const readFaqs = () => read<Faq[]>(FAQ_PATH);
    const readOverview = () => read<{ heading: string }>(OVERVIEW_PATH);
    const readLogos = () => read<{ heading: string }>(LOGOS_PATH);

    const seeded = await readFaqs();
    expect(seeded.map((faq) => faq.question)).toEqual(planned.map((entry) => entry.fields.question));
    const [kept, removed] = seeded;
    if (!kept || !removed) throw new Error('too few FAQs to test with');

    // The marketing team's work in the admin: remove one FAQ of the B2B SEO page and edit its overview, unpublish
    // the ORM page, and edit the social media logos' heading (another content type).
    const admin = await adminSession(booted.baseUrl, booted.adminCredentials());
    const seo = await admin.page(SEO_PAGE);
    const editedHeading = `${String((seo.overview as Item).heading)} (edited by marketing)`;
    await admin.save(seo.documentId, {
      faq: (seo.faq as Item[]).filter((item) => item.question !== removed.question),
      overview: { ...(seo.overview as Item), heading: editedHeading },
    });
    await admin.publish(seo.documentId);
    await admin.unpublish((await admin.page(ORM_PAGE)).documentId);
    const logosUrl = `${booted.baseUrl}/content-manager/single-types/${LOGOS_UID}`;
    const logos = (
      (await (await fetch(logosUrl, { headers: admin.headers })).json()) as { data: { socialMedia: Item } }
    ).data;
    const editedLogosHeading = `${String(logos.socialMedia.heading)} (edited)`;
    for (const [rest, method] of [
      ['', 'PUT'],
      ['/actions/publish', 'POST'],
    ] as const) {
      const response = await fetch(`${logosUrl}${rest}`, {
        method,
        headers: admin.headers,
        body: JSON.stringify({ socialMedia: { ...logos.socialMedia, heading: editedLogosHeading } }),
      });
      expect(response.status, `${method} ${rest}`).toBe(200);
    }
    const edited = await readFaqs();
    expect(edited.map((faq) => faq.id)).toEqual(seeded.filter((faq) => faq !== removed).map((faq) => faq.id));
    expect(await read<Faq[]>(ORM_FAQ_PATH)).toEqual([]);

    // A new release changes the seed copy of this page's FAQs, then the service restarts (a deploy).
    const revisedAnswer = 'A revised answer from a later release of the seed copy.';
    const revisedQuestion = `${String(planned[1]?.fields.question)} (revised)`;
    writeFileSync(
      patchFile,
      JSON.stringify([
        { endpoint: 'service-faqs', number: 9, position: planned[0]?.position, fields: { answer: revisedAnswer } },
        { endpoint: 'service-faqs', number: 9, position: planned[1]?.position, fields: { question: revisedQuestion } },
      ]),
    );
    await booted.restart();
    expect(booted.logs()).not.toMatch(/Seeded content:/);
    // The start saw the new copy (so the patch was read) and left it unapplied.
    expect(booted.logs()).toMatch(/Seed copy of page changed since it was seeded; the editors own that content/);
    expect(booted.logs()).not.toMatch(/Seed copy of platform-logos changed/);
    expect(await readFaqs()).toEqual(edited);
    expect((await readOverview()).heading).toBe(editedHeading);
    expect(await read<Faq[]>(ORM_FAQ_PATH)).toEqual([]);
    expect((await readLogos()).heading).toBe(editedLogosHeading);

    // Without a confirmation there is no overwrite.
    const unconfirmed = await runSeedCommand(['--type', 'page'], env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stdout).toContain('add --yes to confirm');
    expect(await readFaqs()).toEqual(edited);

    // One endpoint, run while the site is up: the FAQ of the B2B SEO page comes back with the new copy; the rest
    // of that page (its edited overview) and every other page stay as the editors left them.
    const faqOnly = await runSeedCommand(['--endpoint', 'service-faqs/9', '--yes'], env);
    expect(faqOnly.code, faqOnly.stdout).toBe(0);
    expect(faqOnly.stdout).toMatch(/page\s+0 created, 1 overwritten, 0 published/);
    const restored = await readFaqs();
    expect(restored.map((faq) => faq.question)).toEqual([
      planned[0]?.fields.question,
      revisedQuestion,
      ...planned.slice(2).map((entry) => entry.fields.question),
    ]);
    expect(restored[0]?.answer).toBe(revisedAnswer);
    expect((await readOverview()).heading).toBe(editedHeading);
    expect(await read<Faq[]>(ORM_FAQ_PATH)).toEqual([]);

    // The whole type: every page as seeded and published again; the other type (platform logos) untouched.
    const command = await runSeedCommand(['--type', 'page', '--yes'], env);
    expect(command.code, command.stdout).toBe(0);
    expect(command.stdout).toContain("Re-seeding the content type page overwrites the editors' changes to it");
    expect(command.stdout).toMatch(/page\s+0 created, \d+ overwritten, 0 published/);
    expect((await readOverview()).heading).not.toBe(editedHeading);
    expect((await read<Faq[]>(ORM_FAQ_PATH)).length).toBeGreaterThan(0);
    expect((await readLogos()).heading).toBe(editedLogosHeading);
    const reseeded = await readFaqs();
    expect(reseeded.map((faq) => faq.question)).toEqual(restored.map((faq) => faq.question));

    // The copy is now applied: the next start has nothing to say about pages and writes nothing.
    await booted.restart();
    expect(booted.logs()).not.toMatch(/Seeded content:/);
    expect(booted.logs().match(/Seed copy of page changed/g)).toHaveLength(1);
    expect(await readFaqs()).toEqual(reseeded);
  });
});
