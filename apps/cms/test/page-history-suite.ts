/**
 * Every page's history, with restore (issue 34, part 4), against the booted service on SQLite and on PostgreSQL,
 * as the Editor through the Content Manager's own API and the history's admin routes, with PAGE_HISTORY_LIMIT=3:
 * - a publish keeps a version with who published and when (and, the first time, the version live before);
 * - a fourth version deletes the oldest;
 * - the changes against the draft are named in the edit view's words;
 * - a restore writes the draft only: the served page changes when the draft is published;
 * - neither the public nor the Recruiter reads or restores a page's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AdminSession, adminSession } from './admin-api';
import { type BootedService, bootContentService } from './boot';
import { waitFor } from './submissions-suite';

const HISTORY_LIMIT = 3;

interface Version {
  id: number;
  publishedOn: string;
  author: string | null;
  origin: 'publish' | 'before-history';
}

interface Change {
  where: string[];
  before: string;
  after: string;
}

export function pageHistorySuite(
  label: string,
  env: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`every page's history, with restore, on ${label} (issue 34)`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let editor: AdminSession;
    let recruiter: AdminSession;
    let home: string;
    let seededHeadline: string;

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      service = await bootContentService({ PAGE_HISTORY_LIMIT: String(HISTORY_LIMIT), ...setup.env });
      const credentials = service.adminCredentials();
      if (!credentials.editor || !credentials.recruiter) throw new Error('admin-credentials.json lacks a team account');
      editor = await adminSession(service.baseUrl, credentials.editor);
      recruiter = await adminSession(service.baseUrl, credentials.recruiter);
      const page = await editor.page('/');
      home = page.documentId;
      seededHeadline = String((page.hero as { heading: string }).heading);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    const history = (rest = '', documentId = home) =>
      `${service.baseUrl}/page-history/pages/${documentId}/versions${rest}`;
    const versions = async (): Promise<Version[]> => {
      const response = await fetch(history(), { headers: editor.headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { versions: Version[] } }).data.versions;
    };
    const changesOf = async (versionId: number): Promise<Change[]> => {
      const response = await fetch(history(`/${versionId}/changes`), { headers: editor.headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { changes: Change[] } }).data.changes;
    };
    const publishHeadline = async (heading: string) => {
      const { hero } = await editor.page('/');
      await editor.save(home, { hero: { ...(hero as object), heading } });
      await editor.publish(home);
    };
    const servedHome = async () => (await fetch(`${service.baseUrl}/`)).text();
    /** The published site answers from caches that a publish clears, on this instance at once. */
    const servedHomeShows = (text: string) =>
      waitFor(
        `the served home page to show "${text}"`,
        async () => ((await servedHome()).includes(text) ? true : undefined),
        10_000,
      );

    it('keeps a version at a publish, with who published and when, and the version live before it', async () => {
      const before = Date.now();
      await publishHeadline('A headline from the history test');
      const [latest, earlier, ...rest] = await versions();
      expect(rest).toEqual([]);
      expect(latest).toMatchObject({ author: 'Marketing Editor', origin: 'publish' });
      expect(Date.parse(latest?.publishedOn ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(latest?.publishedOn ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
      // The seeded home page, live until this publish, so the first change made in the admin can be undone too.
      expect(earlier).toMatchObject({ author: null, origin: 'before-history' });
      await servedHomeShows('A headline from the history test');
    });

    it('names what changed since a version field by field, in the edit view’s words', async () => {
      const [, seeded] = await versions();
      const changes = await changesOf(seeded?.id ?? 0);
      expect(changes).toContainEqual({
        where: ['Hero', 'Heading'],
        before: `'${seededHeadline}'`,
        after: "'A headline from the history test'",
      });
      // Only the headline changed: no ids, dates or unchanged fields are listed.
      expect(changes).toHaveLength(1);
      const [latest] = await versions();
      expect(await changesOf(latest?.id ?? 0)).toEqual([]);
    });

    it(`keeps the newest ${HISTORY_LIMIT} versions of a page and deletes the oldest`, async () => {
      await publishHeadline('Second headline from the history test');
      await publishHeadline('Third headline from the history test');
      const kept = await versions();
      expect(kept).toHaveLength(HISTORY_LIMIT);
      // The seeded version went first: every version kept is a publish.
      expect(kept.map((version) => version.origin)).toEqual(['publish', 'publish', 'publish']);
      const oldest = kept.at(-1);
      expect(await changesOf(oldest?.id ?? 0)).toContainEqual({
        where: ['Hero', 'Heading'],
        before: "'A headline from the history test'",
        after: "'Third headline from the history test'",
      });
    });

    it('restores a version as the draft only; the served page changes when it is published', async () => {
      const oldest = (await versions()).at(-1);
      const restore = await fetch(history(`/${oldest?.id ?? 0}/restore`), { method: 'POST', headers: editor.headers });
      expect(restore.status).toBe(200);
      expect((await editor.page('/')).hero).toMatchObject({ heading: 'A headline from the history test' });
      // The live page is as it was.
      expect((await editor.publishedPage('/')).hero).toMatchObject({ heading: 'Third headline from the history test' });
      const served = await servedHome();
      expect(served).toContain('Third headline from the history test');
      expect(served).not.toContain('A headline from the history test');

      await editor.publish(home);
      await servedHomeShows('A headline from the history test');
      const [latest] = await versions();
      expect(await changesOf(latest?.id ?? 0)).toEqual([]);
    });

    it('answers 404 for a version of another page', async () => {
      const [latest] = await versions();
      const contact = await editor.page('/contact');
      const response = await fetch(history(`/${latest?.id ?? 0}/changes`, contact.documentId), {
        headers: editor.headers,
      });
      expect(response.status).toBe(404);
    });

    it('refuses the history and its restore to the public and to the Recruiter', async () => {
      const [latest] = await versions();
      const list = history();
      const restore = history(`/${latest?.id ?? 0}/restore`);
      const changes = history(`/${latest?.id ?? 0}/changes`);
      for (const url of [list, changes]) {
        expect((await fetch(url)).status).toBe(401);
        expect((await fetch(url, { headers: recruiter.headers })).status).toBe(403);
      }
      expect((await fetch(restore, { method: 'POST' })).status).toBe(401);
      expect((await fetch(restore, { method: 'POST', headers: recruiter.headers })).status).toBe(403);
      // The versions' own collection is no Content Manager type anyone can open or write, nor a public API.
      const stored = `${service.baseUrl}/content-manager/collection-types/api::page-version.page-version`;
      expect([403, 404]).toContain((await fetch(stored, { headers: editor.headers })).status);
      expect([403, 404, 405]).toContain(
        (await fetch(stored, { method: 'POST', headers: editor.headers, body: '{}' })).status,
      );
      expect([403, 404]).toContain((await fetch(`${service.baseUrl}/api/page-versions`)).status);
      // Nothing was restored by those attempts.
      expect((await editor.page('/')).hero).toMatchObject({ heading: 'A headline from the history test' });
    });
  });
}
