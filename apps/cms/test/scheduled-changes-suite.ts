/**
 * Scheduled publishing and unpublishing (issue 34, part 3), against the booted service on SQLite and on
 * PostgreSQL, through the admin routes the Scheduled changes page and the Schedule panel call, with a poll of
 * 200 ms (SCHEDULE_POLL_MS) and changes a second or two ahead:
 * - a story scheduled to publish goes live after its time, and one scheduled to unpublish answers 404 after it,
 *   in the served HTML (the content version moves, so the HTML cache follows);
 * - a cancelled change is never carried out; a time that has passed is refused with its message;
 * - the Recruiter schedules job openings and not pages, the Editor pages and not job openings, and nobody
 *   without an admin session does anything;
 * - a killed service loses no change, and a change claimed by an instance that died after carrying it out is
 *   finished by another without doing it twice;
 * - on PostgreSQL, two services sharing the database carry out each change exactly once.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AdminSession, adminSession } from './admin-api';
import { type BootedService, bootContentService } from './boot';
import { databaseOfService } from './knex-databases';
import { storyEntry } from './site-operations-suite';
import { waitFor } from './submissions-suite';

const JOB_OPENING_UID = 'api::job-opening.job-opening';
const SCHEDULE_ENV = { SCHEDULE_POLL_MS: '200' };

interface Change {
  id: number;
  targetType: string;
  targetDocumentId: string;
  targetLabel: string;
  change: 'publish' | 'unpublish';
  runAt: string;
  state: 'scheduled' | 'done' | 'cancelled' | 'failed';
  outcome: string | null;
  finishedAt: string | null;
  requestedBy: string | null;
  carriedOutBy: string | null;
}

interface ErrorBody {
  error: { status: number; message: string };
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export function scheduledChangesSuite(
  label: string,
  env: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`scheduled publishing and unpublishing on ${label} (issue 34, part 3)`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let serviceEnv: Record<string, string>;
    let editor: AdminSession;
    let recruiter: AdminSession;
    let db: Knex;

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      serviceEnv = { ...setup.env, ...SCHEDULE_ENV };
      service = await bootContentService(serviceEnv);
      const credentials = service.adminCredentials();
      if (!credentials.editor || !credentials.recruiter) throw new Error('admin-credentials.json lacks the team');
      editor = await adminSession(service.baseUrl, credentials.editor);
      recruiter = await adminSession(service.baseUrl, credentials.recruiter);
      db = databaseOfService(service, setup.env.DATABASE_URL);
    });

    afterAll(async () => {
      await db?.destroy();
      await service?.stop();
      await cleanUp?.();
    });

    const site = (path: string) => fetch(`${service.baseUrl}${path}`, { redirect: 'manual' });
    const routes = (rest = '') => `${service.baseUrl}/scheduled-changes-admin/changes${rest}`;
    const schedule = (session: AdminSession | undefined, body: Record<string, unknown>) =>
      fetch(routes(), {
        method: 'POST',
        headers: session?.headers ?? { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const scheduled = async (session: AdminSession, body: Record<string, unknown>): Promise<Change> => {
      const response = await schedule(session, body);
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
      return ((await response.json()) as { data: Change }).data;
    };
    const changesOf = async (session: AdminSession, query = ''): Promise<Change[]> => {
      const response = await fetch(routes(query), { headers: session.headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Change[] }).data;
    };
    /** The change once it is no longer to come (carried out, failed or cancelled). */
    const finished = (session: AdminSession, id: number) =>
      waitFor(`scheduled change ${id} carried out`, async () =>
        (await changesOf(session)).find((change) => change.id === id && change.state !== 'scheduled'),
      );
    const newStory = async (slug: string, name: string): Promise<string> => {
      const response = await fetch(editor.manager(''), {
        method: 'POST',
        headers: editor.headers,
        body: JSON.stringify(storyEntry(slug, name)),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { documentId: string } }).data.documentId;
    };
    const openJobIds = async (): Promise<string[]> => {
      const body = (await (await fetch(`${service.baseUrl}/api/zoho-recruit/job-openings`)).json()) as {
        data: { id: string }[];
      };
      return body.data.map((job) => job.id);
    };

    it('publishes a story at its time, and the served page goes from 404 to 200', async () => {
      const documentId = await newStory('monday-launch', 'Monday launch');
      expect((await site('/portfolio/monday-launch')).status).toBe(404);
      const change = await scheduled(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'publish',
        runAt: inSeconds(1.5),
      });
      expect(change).toMatchObject({
        change: 'publish',
        targetLabel: 'Monday launch (client story) (/portfolio/monday-launch)',
      });
      expect(change.requestedBy).toBeTruthy();

      const done = await finished(editor, change.id);
      expect(done.state).toBe('done');
      expect(done.outcome).toBe('Published: the page is live.');
      // Carried out at its time, not before.
      expect(new Date(done.finishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(change.runAt).getTime());
      const page = await site('/portfolio/monday-launch');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The heading of Monday launch');
      expect(await (await site('/portfolio')).text()).toContain('Monday launch');
    });

    it('unpublishes a story at its time, and the served page answers 404 after it', async () => {
      const { documentId } = await editor.page('/portfolio/monday-launch');
      expect((await site('/portfolio/monday-launch')).status).toBe(200);
      const change = await scheduled(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'unpublish',
        runAt: inSeconds(1),
      });
      const done = await finished(editor, change.id);
      expect(done).toMatchObject({ state: 'done', outcome: 'Unpublished: the page is off the site.' });
      expect(new Date(done.finishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(change.runAt).getTime());
      expect((await site('/portfolio/monday-launch')).status).toBe(404);
      expect(await (await site('/portfolio')).text()).not.toContain('Monday launch');
      // The entry's own list, as its Schedule panel shows it.
      const ofEntry = await changesOf(
        editor,
        `?${new URLSearchParams({ targetType: PAGE_UID, targetDocumentId: documentId })}`,
      );
      expect(ofEntry.map((item) => item.change)).toEqual(['unpublish', 'publish']);
    });

    it('never carries out a cancelled change, and says so when cancelled twice', async () => {
      const { documentId } = await editor.page('/portfolio/monday-launch');
      const change = await scheduled(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'publish',
        runAt: inSeconds(60),
      });
      const cancel = () =>
        fetch(routes(`/${change.id}/cancel`), { method: 'POST', headers: editor.headers, body: '{}' });
      const first = await cancel();
      expect(first.status).toBe(200);
      expect(((await first.json()) as { data: Change }).data).toMatchObject({ state: 'cancelled' });
      const again = await cancel();
      expect(again.status).toBe(409);
      expect(((await again.json()) as ErrorBody).error.message).toMatch(/no longer to come/);
      // The row the worker looks for is no longer `scheduled`, whatever its time.
      await db('scheduled_changes')
        .where({ id: change.id })
        .update({ run_at: new Date(Date.now() - 1000) });
      const other = await scheduled(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'unpublish',
        runAt: inSeconds(0.5),
      });
      // A later change carried out means the worker has looked since: the cancelled one stayed cancelled.
      await finished(editor, other.id);
      expect((await changesOf(editor)).find((item) => item.id === change.id)?.state).toBe('cancelled');
      expect((await site('/portfolio/monday-launch')).status).toBe(404);
    });

    it('refuses a time that has passed, or one without its zone, with the message the admin shows', async () => {
      const { documentId } = await editor.page('/portfolio/monday-launch');
      const past = await schedule(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'publish',
        runAt: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(past.status).toBe(400);
      expect(((await past.json()) as ErrorBody).error.message).toBe(
        'This time has already passed: choose a date and time in the future.',
      );
      const noZone = await schedule(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'publish',
        runAt: '2099-01-01T09:00',
      });
      expect(noZone.status).toBe(400);
      const noEntry = await schedule(editor, {
        targetType: PAGE_UID,
        targetDocumentId: 'no-such-document',
        change: 'publish',
        runAt: inSeconds(60),
      });
      expect(noEntry.status).toBe(404);
    });

    // The route's comment: its body is a few short fields under strapi::body's 1 MB JSON limit.
    it('refuses a body over 1 MB with 413, and schedules nothing from it', async () => {
      const { documentId } = await editor.page('/portfolio/monday-launch');
      const ofEntry = `?targetType=${PAGE_UID}&targetDocumentId=${documentId}`;
      const before = await changesOf(editor, ofEntry);
      const oversized = await schedule(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'publish',
        runAt: inSeconds(3600),
        padding: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(oversized.status).toBe(413);
      expect(await changesOf(editor, ofEntry)).toEqual(before);
    });

    it('lets the Recruiter close and reopen a job opening at a time, and nothing else', async () => {
      const [jobId] = await openJobIds();
      if (!jobId) throw new Error('no open job opening seeded');
      const { documentId: pageId } = await editor.page('/portfolio/monday-launch');

      // Without an admin session: 401 on every route.
      expect(
        (
          await schedule(undefined, {
            targetType: PAGE_UID,
            targetDocumentId: pageId,
            change: 'publish',
            runAt: inSeconds(60),
          })
        ).status,
      ).toBe(401);
      expect((await fetch(routes())).status).toBe(401);
      expect((await fetch(routes('/1/cancel'), { method: 'POST' })).status).toBe(401);
      // Each role only the entries it may publish or edit by hand.
      const recruiterOnPage = await schedule(recruiter, {
        targetType: PAGE_UID,
        targetDocumentId: pageId,
        change: 'publish',
        runAt: inSeconds(60),
      });
      expect(recruiterOnPage.status).toBe(403);
      const editorOnJob = await schedule(editor, {
        targetType: JOB_OPENING_UID,
        targetDocumentId: jobId,
        change: 'unpublish',
        runAt: inSeconds(60),
      });
      expect(editorOnJob.status).toBe(403);
      const pageChange = await scheduled(editor, {
        targetType: PAGE_UID,
        targetDocumentId: pageId,
        change: 'publish',
        runAt: inSeconds(60),
      });
      expect(
        (await fetch(routes(`/${pageChange.id}/cancel`), { method: 'POST', headers: recruiter.headers, body: '{}' }))
          .status,
      ).toBe(403);
      expect((await changesOf(recruiter)).some((change) => change.targetType === PAGE_UID)).toBe(false);
      expect(
        (await fetch(routes(`/${pageChange.id}/cancel`), { method: 'POST', headers: editor.headers, body: '{}' }))
          .status,
      ).toBe(200);

      const close = await scheduled(recruiter, {
        targetType: JOB_OPENING_UID,
        targetDocumentId: jobId,
        change: 'unpublish',
        runAt: inSeconds(1),
      });
      expect(await finished(recruiter, close.id)).toMatchObject({
        state: 'done',
        outcome: 'Closed: the role is off the site.',
      });
      expect(await openJobIds()).not.toContain(jobId);
      const reopen = await scheduled(recruiter, {
        targetType: JOB_OPENING_UID,
        targetDocumentId: jobId,
        change: 'publish',
        runAt: inSeconds(0.5),
      });
      expect(await finished(recruiter, reopen.id)).toMatchObject({
        state: 'done',
        outcome: 'Opened: the role shows on the open roles page.',
      });
      expect(await openJobIds()).toContain(jobId);
    });

    it('loses nothing when the service is killed, and does not repeat a change a dead instance carried out', async () => {
      const { documentId } = await editor.page('/portfolio/monday-launch');
      expect((await site('/portfolio/monday-launch')).status).toBe(404);
      // A change claimed by an instance that unpublished the page and died before marking it done: its lease
      // has run out, so another claims it, finds the page already unpublished, and only marks it done.
      const [row] = (await db('scheduled_changes')
        .insert({
          target_type: PAGE_UID,
          target_document_id: documentId,
          target_label: 'Monday launch',
          change: 'unpublish',
          run_at: new Date(Date.now() - 5000),
          state: 'scheduled',
          lease_owner: 'an instance that died',
          lease_until: new Date(Date.now() - 1000),
          created_at: new Date(),
          updated_at: new Date(),
          document_id: 'dead-instance-claim',
        })
        .returning('id')) as ({ id: number } | number)[];
      const deadClaimId = typeof row === 'object' ? row.id : Number(row);
      expect(await finished(editor, deadClaimId)).toMatchObject({
        state: 'done',
        outcome: 'Already unpublished: nothing to do.',
      });

      const change = await scheduled(editor, {
        targetType: PAGE_UID,
        targetDocumentId: documentId,
        change: 'publish',
        runAt: inSeconds(2),
      });
      await service.restart({ crash: true });
      editor = await adminSession(service.baseUrl, service.adminCredentials().editor ?? { email: '', password: '' });
      expect(await finished(editor, change.id)).toMatchObject({
        state: 'done',
        outcome: 'Published: the page is live.',
      });
      expect((await site('/portfolio/monday-launch')).status).toBe(200);
    });

    it('carries out each change exactly once with two services on one database', async (context) => {
      if (!serviceEnv.DATABASE_URL) {
        context.skip(
          'SQLite serves a single instance; two instances share PostgreSQL (here and in npm run test:scale)',
        );
      }
      const second = await bootContentService(serviceEnv);
      try {
        const slugs = ['twin-one', 'twin-two', 'twin-three', 'twin-four', 'twin-five', 'twin-six'];
        const ids = await Promise.all(slugs.map((slug) => newStory(slug, `Twin ${slug}`)));
        const runAt = inSeconds(1.5);
        const changes = await Promise.all(
          ids.map((documentId) =>
            scheduled(editor, { targetType: PAGE_UID, targetDocumentId: documentId, change: 'publish', runAt }),
          ),
        );
        for (const change of changes) {
          expect(await finished(editor, change.id)).toMatchObject({
            state: 'done',
            outcome: 'Published: the page is live.',
          });
        }
        for (const slug of slugs) expect((await site(`/portfolio/${slug}`)).status).toBe(200);
        // Each change was carried out by one service: exactly one log line for it across the two.
        const logs = service.logs() + second.logs();
        for (const change of changes) {
          const lines = logs.match(new RegExp(`Scheduled change ${change.id} \\(.*carried out by`, 'g')) ?? [];
          expect(lines, `change ${change.id}`).toHaveLength(1);
        }
        // And the second service serves the published pages too (its caches followed the content version).
        await waitFor('the second service to serve the published story', async () =>
          (await fetch(`${second.baseUrl}/portfolio/twin-one`)).status === 200 ? true : undefined,
        );
      } finally {
        await second.stop();
      }
    });
  });
}
