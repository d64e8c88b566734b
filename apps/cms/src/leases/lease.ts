/**
 * A lease in the database, for work that every instance polls for and exactly one must do (decision records
 * 006 and 020): the mail outbox, the scheduled changes and the daily jobs (src/retention).
 *
 * A row is claimed by one conditional UPDATE that sets `leaseOwner` to a fresh token and `leaseUntil` to a time
 * ahead, on the condition that the row is still in a claimable state and its lease is free (never taken, or run
 * out). The database applies the UPDATE to the row once, so of several instances racing for it one counts 1
 * and the others 0. A crashed instance's claim runs out and the row is claimable again. The winner finishes
 * with an UPDATE conditional on its own token, so a claim that was lost (it outlived its lease) writes nothing.
 */
import { randomUUID } from 'node:crypto';

import type { QueryCollection } from '../content-model/collections';

/** The fields a leased row carries (private in its schema: the admin never shows them). */
export interface LeaseFields {
  leaseOwner: string | null;
  leaseUntil: Date | string | null;
}

/** The condition "nobody holds this row's lease at `now`". */
export const leaseFree = (now: Date) => ({ $or: [{ leaseUntil: { $null: true } }, { leaseUntil: { $lt: now } }] });

/**
 * Claims row `id` where `claimable` holds and its lease is free, writing `data` with the lease in the same
 * UPDATE. Resolves with the claim's token, or undefined when another instance has it (or it is no longer
 * claimable).
 */
export async function claimUnderLease<Row extends LeaseFields>(
  rows: QueryCollection<Row>,
  claim: {
    readonly id: number;
    readonly claimable: Record<string, unknown>;
    readonly now: Date;
    readonly leaseMs: number;
    readonly data?: Partial<Row>;
  },
): Promise<string | undefined> {
  const token = randomUUID();
  const { count } = await rows.updateMany({
    where: { $and: [{ id: claim.id }, claim.claimable, leaseFree(claim.now)] },
    data: {
      ...claim.data,
      leaseOwner: token,
      leaseUntil: new Date(claim.now.getTime() + claim.leaseMs),
    } as Partial<Row>,
  });
  return count === 1 ? token : undefined;
}
