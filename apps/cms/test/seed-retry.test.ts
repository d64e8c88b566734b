/**
 * Issue "Content service", seed: "retried if an earlier start failed half way". A first start is made to
 * stop after 20 new documents (pages, shared blocks, job openings); the next start on the same database
 * finishes the seed without duplicates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { seedPlan } from '../seed/plan';
import { seedTypes } from '../src/seeding/sources';
import { bootContentService, type BootedService } from './boot';

describe('seed after a start that failed half way', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-seed-retry-'));
  let service: BootedService | undefined;

  afterAll(async () => {
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails the first start, then completes the seed on the next one with every entry once', async () => {
    await expect(bootContentService({ SEED_FAIL_AFTER_FOR_TESTS: '20' }, dataDir)).rejects.toThrow(
      /stopped before it was ready/,
    );

    service = await bootContentService({}, dataDir);
    expect(service.logs()).toMatch(/Seeded content: \d+ entries created/);
    const created = Number(/Seeded content: (\d+) entries created/.exec(service.logs())?.[1]);
    // Every page, shared block and, with the default local recruiting provider, every job opening.
    const documents = seedTypes().reduce((sum, type) => sum + type.documents.length, 0);
    expect(created).toBe(documents - 20);

    // Every FAQ of a page seeded early (pages go by path) and one seeded late is there once, in order.
    for (const [endpoint, name] of [
      ['agiliti-root-faq-contents', 'early'],
      ['service-exp-design-ui-faq-contents', 'late'],
    ] as const) {
      const body = (await (await fetch(`${service.baseUrl}/api/${endpoint}`)).json()) as {
        data: { question: string }[];
      };
      const seeded = seedPlan().filter((entry) => entry.endpoint === endpoint);
      expect(
        body.data.map((item) => item.question),
        name,
      ).toEqual(seeded.map((entry) => entry.fields.question));
    }
  });
});
