import { describe, expect, it } from 'vitest';

import type { QueryCollection } from '../content-model/collections';
import { type DeliveryRow, runDeliveryRound } from './delivery-round';

interface Row extends DeliveryRow {
  deliveryStatus: 'pending' | 'sending' | 'sent';
  signed: boolean;
}

/**
 * The rows as the database would answer: every row is due, and a claim wins unless `lostClaims` names the row
 * (another instance took it). The real conditions are the API suites' (outbox, CRM hand-over) on both databases.
 */
function queue(rows: Row[], lostClaims: number[] = []) {
  const claims: { id: number; data: Partial<Row> }[] = [];
  const collection: QueryCollection<Row> = {
    findOne: async ({ where }) => rows.find((row) => row.id === where.id) ?? null,
    findMany: async ({ limit }) => rows.slice(0, limit).map((row) => ({ ...row })),
    count: async () => rows.length,
    create: async () => {
      throw new Error('not used');
    },
    updateMany: async ({ where, data }) => {
      const [first] = (where.$and as Record<string, unknown>[] | undefined) ?? [];
      const id = first?.id as number;
      if (lostClaims.includes(id)) return { count: 0 };
      claims.push({ id, data });
      return { count: 1 };
    },
  };
  return { collection, claims };
}

const row = (id: number, signed = true): Row => ({
  id,
  deliveryStatus: 'pending',
  signed,
  leaseOwner: null,
  leaseUntil: null,
});

function round(collection: QueryCollection<Row>, batchSize = 10) {
  const delivered: number[] = [];
  const refused: number[] = [];
  const result = runDeliveryRound<Row>({
    rows: collection,
    deliverable: ['pending', 'sending'],
    claimedStatus: 'sending',
    batchSize,
    leaseMs: 60_000,
    signed: (candidate) => candidate.signed,
    refuse: async (candidate) => void refused.push(candidate.id),
    deliver: async (candidate) => void delivered.push(candidate.id),
  });
  return { result, delivered, refused };
}

describe('runDeliveryRound', () => {
  it('claims each due row under a lease, marked with the claimed status, and delivers it', async () => {
    const { collection, claims } = queue([row(1), row(2)]);
    const { result, delivered } = round(collection);
    expect(await result).toEqual({ tried: 2, full: false });
    expect(delivered).toEqual([1, 2]);
    expect(claims.map((claim) => claim.id)).toEqual([1, 2]);
    for (const { data } of claims) {
      expect(data.deliveryStatus).toBe('sending');
      expect(typeof data.leaseOwner).toBe('string');
    }
  });

  it('skips a row another instance claimed first', async () => {
    const { collection } = queue([row(1), row(2)], [1]);
    const { result, delivered } = round(collection);
    expect(await result).toEqual({ tried: 1, full: false });
    expect(delivered).toEqual([2]);
  });

  it('refuses a row whose signature does not match, and never delivers it', async () => {
    const { collection } = queue([row(1, false), row(2)]);
    const { result, delivered, refused } = round(collection);
    expect(await result).toEqual({ tried: 1, full: false });
    expect(refused).toEqual([1]);
    expect(delivered).toEqual([2]);
  });

  it('says when it found a full batch, so the next round starts at once', async () => {
    const { collection } = queue([row(1), row(2), row(3)]);
    const { result, delivered } = round(collection, 2);
    expect(await result).toEqual({ tried: 2, full: true });
    expect(delivered).toEqual([1, 2]);
  });
});
