/**
 * Content-model migrations (issue 12 item 5, docs/decisions/012): the service starts on a database made by the
 * previous version of the content model (fixtures/previous-model.db.gz, seeded by f0b0d90's per-shape
 * collections), runs this version's migrations once, and then answers every endpoint exactly as the snapshot
 * says. The next change of the content model replaces the fixture with a database made by this version
 * (`npx vite-node apps/cms/test/capture-content-snapshot.ts --database`, run before the change) and adds its
 * own migration.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { bootContentService, type BootedService } from './boot';
import { type Json, normalizeAnswer, PREVIOUS_MODEL_DATABASE, readSnapshot, snapshotPaths } from './content-snapshot';

const migrations = readdirSync(path.join(import.meta.dirname, '..', 'database', 'migrations'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, '.js'))
  .sort();
const REMOVED_TABLES = ['faq_items', 'overviews', 'service_blocks', 'benefit_items', 'expertises'];

describe('content-model migrations on a database made by the previous version', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-migration-'));
  writeFileSync(path.join(dataDir, 'auralis.db'), gunzipSync(readFileSync(PREVIOUS_MODEL_DATABASE)));
  let service: BootedService | undefined;

  afterAll(async () => {
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const query = <T>(sql: string): T[] => {
    const database = new Database(path.join(dataDir, 'auralis.db'), { readonly: true, fileMustExist: true });
    try {
      return database.prepare(sql).all() as T[];
    } finally {
      database.close();
    }
  };

  it('starts with the old per-shape tables and no record of the migrations', () => {
    const tables = query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(REMOVED_TABLES));
    expect(tables).not.toContain('pages');
    expect(query<{ name: string }>('SELECT name FROM strapi_migrations')).toEqual([]);
    expect(migrations.length).toBeGreaterThan(0);
  });

  it('runs every migration once, then answers every endpoint as the snapshot', async () => {
    service = await bootContentService({}, dataDir);
    const booted = service;
    expect(query<{ name: string }>('SELECT name FROM strapi_migrations ORDER BY name').map((row) => row.name)).toEqual(
      migrations,
    );
    const tables = query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((t) => t.name);
    for (const removed of REMOVED_TABLES) expect(tables, removed).not.toContain(removed);
    expect(tables).toEqual(expect.arrayContaining(['pages', 'auralis_item_ids']));
    // The seed ownership of the removed types is gone; the new types are seeded and recorded.
    const owned = query<{ content_type: string; seeded_at: number | null }>(
      'SELECT content_type, seeded_at FROM auralis_seed_types',
    );
    expect(owned.map((row) => row.content_type)).not.toContain('api::faq-item.faq-item');
    expect(owned.find((row) => row.content_type === 'api::page.page')?.seeded_at).toBeGreaterThan(0);
    expect(query<{ last_id: number }>('SELECT last_id FROM auralis_item_ids')[0]?.last_id).toBeGreaterThan(1000);

    const snapshot = readSnapshot();
    for (const { path: restPath, endpoint } of snapshotPaths()) {
      const response = await fetch(`${booted.baseUrl}${restPath}`, { headers: { 'Strapi-Response-Format': 'v4' } });
      expect(response.status, restPath).toBe(200);
      expect(normalizeAnswer(endpoint, (await response.json()) as Json), restPath).toEqual(snapshot[restPath]);
    }

    // A second start finds nothing left to migrate.
    const before = booted.logs().match(/migrating .*\.js/g)?.length;
    expect(before).toBe(migrations.length);
    await booted.restart();
    expect(booted.logs().match(/migrating .*\.js/g)?.length).toBe(before);
  });
});
