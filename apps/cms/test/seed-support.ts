/**
 * What the seed suites (seed-ownership, seed-fields, seed-documents) share: the seed command as
 * `npm run seed` runs it, the FAQ endpoints they read pages through, and the service's database reached
 * directly (the SQLite file in its data folder, or its PostgreSQL database) to simulate a later release.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { contentSources } from '@auralis/content-manifest';
import knexFactory, { type Knex } from 'knex';
import { describe, it } from 'vitest';

import { repoRoot } from '../../../scripts/lib/run.mjs';
import { seedPlan } from '../seed/plan';
import { createSeededTestDatabase, defaultDataDir } from './seeded-templates';

const cmsDir = path.join(repoRoot, 'apps', 'cms');
/** As scripts/lib/build-steps.mjs's cmsEnv: Strapi's own packages live in apps/cms/node_modules. */
const cmsEnv = { NODE_PATH: path.join(cmsDir, 'node_modules') };

/** The seed command as `npm run seed` runs it once the build is fresh (scripts/seed.mjs). */
export async function runSeedCommand(args: string[], env: Record<string, string>) {
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

/** The REST path that serves a field of a page (`/api/service-faqs/9` for the B2B SEO page's FAQ). */
export function restPathOf(pagePath: string, field: string): string {
  const found = contentSources().find(
    ({ source }) => source.kind === 'page' && source.path === pagePath && source.field === field,
  );
  if (!found) throw new Error(`no endpoint serves ${field} of ${pagePath}`);
  return `/api/${found.endpoint.name}${found.number === undefined ? '' : `/${found.number}`}`;
}

/** Pages with a seeded FAQ served by `service-faqs/{n}`, but the ones named, by path. */
export function faqPagesExcept(...pagePaths: readonly string[]): string[] {
  return contentSources()
    .filter(({ endpoint, source }) => endpoint.name === 'service-faqs' && source.kind === 'page')
    .flatMap(({ source }) => (source.kind === 'page' ? [source.path] : []))
    .filter((pagePath) => !pagePaths.includes(pagePath))
    .sort((a, b) => a.localeCompare(b));
}

/** The planned FAQ questions of a page, in order. */
export function plannedQuestions(pagePath: string): string[] {
  const [, name, number] = /^\/api\/([^/]+)\/(\d+)$/.exec(restPathOf(pagePath, 'faq')) ?? [];
  return seedPlan()
    .filter((entry) => entry.endpoint === name && entry.number === Number(number))
    .sort((a, b) => a.position - b.position)
    .map((entry) => String(entry.fields.question));
}

/** As React escapes text in the HTML it renders. */
export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/**
 * The service's database and data folder, a copy of the seeded template (seeded-templates.ts), as the tests reach
 * it directly while the service is stopped. The suites start from what a first start seeds rather than seeding
 * again: a fresh seed is most of a minute per database, and seed-retry.test.ts seeds from nothing.
 */
export interface ServiceDatabase {
  /** What the service is started with to use it. */
  readonly env: Record<string, string>;
  readonly dataDir: string;
  connect(): Knex;
  /** Drops the database and removes the data folder. */
  drop(): Promise<void>;
}

function sqliteDatabase(): ServiceDatabase {
  const dataDir = defaultDataDir({});
  return {
    env: {},
    dataDir,
    connect: () =>
      knexFactory({
        client: 'better-sqlite3',
        connection: { filename: path.join(dataDir, 'auralis.db') },
        useNullAsDefault: true,
      }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(): Promise<ServiceDatabase> {
  const database = await createSeededTestDatabase();
  const env = { DATABASE_URL: database.url };
  const dataDir = defaultDataDir(env);
  return {
    env,
    dataDir,
    connect: () => knexFactory({ client: 'pg', connection: database.url }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * Declares `suite` on a service with a seeded SQLite database and on one with a seeded PostgreSQL database; only
 * when no PostgreSQL can be reached or started here is the second one a skipped test that says why.
 */
export async function onEachServiceDatabase(
  title: string,
  suite: (label: string, database: ServiceDatabase) => void,
): Promise<void> {
  suite('SQLite', sqliteDatabase());
  const postgres = await postgresDatabase().catch((error: Error) => error);
  if (postgres instanceof Error) {
    describe(`${title} on PostgreSQL`, () => {
      it.skip(`skipped: no PostgreSQL could be reached or started here (${postgres.message})`, () => undefined);
    });
  } else {
    suite('PostgreSQL', postgres);
  }
}
