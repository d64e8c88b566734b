import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { onEachDatabase, type TestDatabase } from '../../test/knex-databases';
import {
  claimSeedType,
  LEASE_MS,
  markSeeded,
  registerSeedTypes,
  releaseSeedClaim,
  renewSeedClaim,
  type SeedDatabase,
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
  });
}
