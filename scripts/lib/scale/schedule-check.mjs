// The scale test's check of scheduled publishing (issue 34, part 3; decision record 020): with both instances
// polling the same PostgreSQL every SCHEDULE_POLL_MS, client stories scheduled to publish, and some of them to
// unpublish, a few seconds ahead (scheduled half through A, half through B) are each carried out by exactly one
// instance: every change ends `done`, the pages answer 200 or 404 through nginx and on both instances, and no
// instance logs a change it carried out without holding the claim (the worker's warning when two acted).
import { readFileSync } from 'node:fs';

import { request } from './http.mjs';

const PAGE_UID = 'api::page.page';
const STORIES = 6;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function story(slug, runId) {
  const name = `Scheduled story ${slug}`;
  return {
    title: `${name} (client story)`,
    path: `/portfolio/${slug}`,
    listName: name,
    listOrder: 90,
    industry: 'healthcare',
    search: {
      title: `${name} | Auralis Digital`,
      description: `A client story the scale test (${runId}) schedules to publish on two instances.`,
      ogTitle: name,
      ogDescription: 'A story scheduled by the scale test.',
      keywords: 'scale test',
      canonicalUrl: `https://www.auralis.example/portfolio/${slug}`,
    },
    hero: { label: 'Client story', heading: name, intro: 'Published on a schedule.', buttonLabel: '' },
    storyFacts: { client: 'Scale test', engagement: '1 day', team: 'Two instances', outcome: 'Once', summary: 'Once.' },
  };
}

export async function checkScheduledChanges({ a, b, lb }, token, pg, runId) {
  const headers = { Authorization: `Bearer ${token}` };
  const slugs = Array.from({ length: STORIES }, (_, index) => `scheduled-${runId}-${index + 1}`);
  const documentIds = [];
  for (const slug of slugs) {
    const created = await request(`${a.base}/content-manager/collection-types/${PAGE_UID}`, {
      method: 'POST',
      headers,
      body: story(slug, runId),
    });
    expect(created.status === 201, `creating the story ${slug} on A answered ${created.status}: ${created.text()}`);
    documentIds.push(created.json().data.documentId);
  }
  const at = (seconds) => new Date(Date.now() + seconds * 1000).toISOString();
  const publishAt = at(4);
  const unpublishAt = at(6);
  const changes = [];
  const schedule = async (instance, documentId, change, runAt) => {
    const answer = await request(`${instance.base}/scheduled-changes-admin/changes`, {
      method: 'POST',
      headers,
      body: { targetType: PAGE_UID, targetDocumentId: documentId, change, runAt },
    });
    expect(answer.status === 201, `scheduling on ${instance.name} answered ${answer.status}: ${answer.text()}`);
    changes.push(answer.json().data.id);
  };
  for (const [index, documentId] of documentIds.entries()) {
    const instance = index % 2 === 0 ? a : b;
    await schedule(instance, documentId, 'publish', publishAt);
    // Every other story is taken off again two seconds later.
    if (index % 2 === 1) await schedule(instance === a ? b : a, documentId, 'unpublish', unpublishAt);
  }

  const deadline = Date.now() + 30_000;
  let rows = [];
  for (;;) {
    ({ rows } = await pg.query(
      'SELECT id, state, outcome, carried_out_by, finished_at, run_at FROM scheduled_changes WHERE id = ANY($1::int[])',
      [changes],
    ));
    if (rows.every((row) => row.state !== 'scheduled')) break;
    expect(Date.now() < deadline, `changes still scheduled 30 s later: ${JSON.stringify(rows)}`);
    await sleep(200);
  }
  const notDone = rows.filter((row) => row.state !== 'done');
  expect(notDone.length === 0, `changes not done: ${JSON.stringify(notDone)}`);
  const early = rows.filter((row) => new Date(row.finished_at) < new Date(row.run_at));
  expect(early.length === 0, `changes carried out before their time: ${JSON.stringify(early)}`);
  const nothingToDo = rows.filter((row) => /nothing to do/.test(row.outcome ?? ''));
  expect(nothingToDo.length === 0, `changes found nothing to do (carried out twice?): ${JSON.stringify(nothingToDo)}`);

  for (const instance of [a, b]) {
    const log = readFileSync(instance.logFile, 'utf8');
    expect(
      !/Scheduled change \d+ .* was carried out after its lease ran out/.test(log),
      `instance ${instance.name} carried out a change without holding its claim`,
    );
  }
  const byPid = { [String(a.child.pid)]: 'A', [String(b.child.pid)]: 'B' };
  const tally = { A: 0, B: 0 };
  for (const row of rows) {
    const name = byPid[String(row.carried_out_by).split(':').pop()];
    if (name) tally[name] += 1;
  }

  for (const [index, slug] of slugs.entries()) {
    const expected = index % 2 === 1 ? 404 : 200;
    for (const [name, base] of [
      ['nginx', lb.url],
      ['A', a.base],
      ['B', b.base],
    ]) {
      const page = await request(`${base}/portfolio/${slug}`);
      expect(page.status === expected, `${name} answered ${page.status} for /portfolio/${slug}, expected ${expected}`);
    }
  }
  return `${changes.length} scheduled changes (${STORIES} publishes, ${STORIES / 2} unpublishes, scheduled through A and B) each carried out once (A ${tally.A}, B ${tally.B}), none before its time; the stories answer 200 or 404 through nginx and on both instances`;
}
