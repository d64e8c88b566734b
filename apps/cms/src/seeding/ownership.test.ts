import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { onEachDatabase, type TestDatabase } from '../../test/knex-databases';
import {
  claimSeedType,
  LEASE_MS,
  markSeeded,
  recordSeededDocuments,
  recordSeededFields,
  registerSeedTypes,
  releaseSeedClaim,
  renewSeedClaim,
  SEED_DOCUMENTS_TABLE,
  SEED_FIELDS_TABLE,
  type SeedDatabase,
  seededDocuments,
  seededFields,
  seedTypeStates,
} from './ownership';

await onEachDatabase('seed-ownership', ownershipSuite);

function ownershipSuite(label: string, open: () => Promise<TestDatabase>) {
  describe(`seed ownership on ${label}`, () => {
    let database: TestDatabase;
    let host: SeedDatabase;

    beforeAll(async () => {
      database = await open();
      host = { db: { connection: database.knex, getSchemaName: () => undefined } };
      await registerSeedTypes(host, ['api::faq-item.faq-item', 'api::overview.overview']);
    });

    afterAll(async () => {
      await database?.drop();
    });

    it('registers each content type once, unseeded, and picks up a new type on a later start', async () => {
      await registerSeedTypes(host, ['api::faq-item.faq-item', 'api::overview.overview', 'api::job.job']);
      const states = await seedTypeStates(host);
      expect([...states.keys()].sort()).toEqual(['api::faq-item.faq-item', 'api::job.job', 'api::overview.overview']);
      expect(states.get('api::job.job')).toEqual({
        contentType: 'api::job.job',
        seededAt: null,
        copyFingerprint: null,
      });
    });

    it('gives a type to one of many concurrent claimants', async () => {
      const holders = Array.from({ length: 6 }, (_, index) => `start-${index}`);
      const won = await Promise.all(
        holders.map((holder) => claimSeedType(host, 'api::job.job', holder, { onlyIfUnseeded: true })),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = holders[won.indexOf(true)] ?? '';
      await releaseSeedClaim(host, 'api::job.job', winner);
    });

    it('keeps a seeded type from every start, but not from the explicit command', async () => {
      const uid = 'api::faq-item.faq-item';
      expect(await claimSeedType(host, uid, 'first', { onlyIfUnseeded: true })).toBe(true);
      // While the first holds it, nobody else may write the type.
      expect(await claimSeedType(host, uid, 'second', { onlyIfUnseeded: true })).toBe(false);
      expect(await claimSeedType(host, uid, 'command', { onlyIfUnseeded: false })).toBe(false);
      // Only the holder records the seed.
      await markSeeded(host, uid, 'second', 'not-the-holder');
      expect((await seedTypeStates(host)).get(uid)?.seededAt).toBeNull();
      const seededAt = Date.now();
      await markSeeded(host, uid, 'first', 'a'.repeat(64), seededAt);
      expect((await seedTypeStates(host)).get(uid)).toEqual({
        contentType: uid,
        seededAt,
        copyFingerprint: 'a'.repeat(64),
      });

      expect(await claimSeedType(host, uid, 'next-start', { onlyIfUnseeded: true })).toBe(false);
      expect(await claimSeedType(host, uid, 'command', { onlyIfUnseeded: false })).toBe(true);
      await releaseSeedClaim(host, uid, 'command');
      // Releasing does not unseed.
      expect((await seedTypeStates(host)).get(uid)?.seededAt).toBe(seededAt);
    });

    it('lets the next start resume a type whose seeder failed or crashed', async () => {
      const uid = 'api::overview.overview';
      const now = Date.now();
      expect(await claimSeedType(host, uid, 'failed', { onlyIfUnseeded: true, now })).toBe(true);
      await releaseSeedClaim(host, uid, 'failed');
      expect(await claimSeedType(host, uid, 'crashed', { onlyIfUnseeded: true, now })).toBe(true);
      // The crashed holder never renews: within the lease its claim stands, after it the type is free.
      expect(await claimSeedType(host, uid, 'resumer', { onlyIfUnseeded: true, now: now + LEASE_MS - 1 })).toBe(false);
      expect(await claimSeedType(host, uid, 'resumer', { onlyIfUnseeded: true, now: now + LEASE_MS + 1 })).toBe(true);
      // The old holder learns that it lost the type when it tries to renew.
      expect(await renewSeedClaim(host, uid, 'crashed')).toBe(false);
      expect(await renewSeedClaim(host, uid, 'resumer')).toBe(true);
      await markSeeded(host, uid, 'resumer', null);
      expect((await seedTypeStates(host)).get(uid)?.seededAt).not.toBeNull();
    });

    it('records the seeded fields of a type for the lease holder only, once per field', async () => {
      const uid = 'api::job.job';
      await expect(recordSeededFields(host, uid, 'nobody', ['title'])).rejects.toThrow(/lost its claim/);
      expect((await seededFields(host)).get(uid)).toBeUndefined();

      expect(await claimSeedType(host, uid, 'holder', { onlyIfUnseeded: false })).toBe(true);
      await recordSeededFields(host, uid, 'holder', ['title', 'faq', 'faq'], 1_000);
      // Recording again (a re-seed) keeps one row per field and moves its time on.
      await recordSeededFields(host, uid, 'holder', ['faq', 'search'], 2_000);
      await releaseSeedClaim(host, uid, 'holder');
      expect([...((await seededFields(host)).get(uid) ?? [])].sort()).toEqual(['faq', 'search', 'title']);
      const rows = (await database.knex(SEED_FIELDS_TABLE).where({ content_type: uid }).orderBy('field')) as {
        field: string;
        seeded_at: number | string;
      }[];
      expect(rows.map((row) => [row.field, Number(row.seeded_at)])).toEqual([
        ['faq', 2_000],
        ['search', 2_000],
        ['title', 1_000],
      ]);
      // The lease was released: a late write of the old holder is refused.
      await expect(recordSeededFields(host, uid, 'holder', ['hero'])).rejects.toThrow(/lost its claim/);
    });

    it('records the seeded documents of a type for the lease holder only, once per identity of any length', async () => {
      const uid = 'api::page.page';
      await registerSeedTypes(host, [uid]);
      const about = JSON.stringify(['/about']);
      // Longer than any index entry PostgreSQL accepts: the key is its hash.
      const long = JSON.stringify([`/${'very-long-path/'.repeat(400)}`]);
      await expect(recordSeededDocuments(host, uid, 'nobody', [about])).rejects.toThrow(/lost its claim/);
      expect((await seededDocuments(host)).get(uid)).toBeUndefined();

      expect(await claimSeedType(host, uid, 'holder', { onlyIfUnseeded: false })).toBe(true);
      await recordSeededDocuments(host, uid, 'holder', [about, long, about], 1_000);
      // More rows than one INSERT carries, and a second record of one already there (a re-seed).
      const many = Array.from({ length: 450 }, (_, index) => JSON.stringify([`/page-${index}`]));
      await recordSeededDocuments(host, uid, 'holder', [...many, about], 2_000);
      await releaseSeedClaim(host, uid, 'holder');
      const recorded = (await seededDocuments(host)).get(uid);
      expect(recorded?.size).toBe(452);
      expect(recorded?.has(long)).toBe(true);
      const rows = (await database.knex(SEED_DOCUMENTS_TABLE).where({ content_type: uid, identity_key: about })) as {
        seeded_at: number | string;
      }[];
      expect(rows.map((row) => Number(row.seeded_at))).toEqual([2_000]);
      // Other types' records are their own.
      expect((await seededDocuments(host)).get('api::job.job')).toBeUndefined();
      await expect(recordSeededDocuments(host, uid, 'holder', [about])).rejects.toThrow(/lost its claim/);
    });

    it('creates the fields and documents tables once when several instances start together', async () => {
      await database.knex.schema.dropTable(SEED_FIELDS_TABLE);
      await database.knex.schema.dropTable(SEED_DOCUMENTS_TABLE);
      await Promise.all(Array.from({ length: 4 }, () => registerSeedTypes(host, ['api::faq-item.faq-item'])));
      expect(await seededFields(host)).toEqual(new Map());
      expect(await seededDocuments(host)).toEqual(new Map());
      expect((await seedTypeStates(host)).size).toBe(4);
    });
  });
}
