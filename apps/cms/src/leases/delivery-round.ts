/**
 * One round of a delivery queue: the mail outbox (outbox/worker.ts) and the CRM hand-over (crm/worker.ts) take the
 * same steps, so they are written once here (decision records 006 and 020):
 *
 * 1. the rows due now (`nextAttemptAt` passed) in a deliverable status and free of a lease, oldest first, a batch;
 * 2. each is claimed under a lease (lease.ts), marked `claimedStatus` in the same UPDATE, and skipped when another
 *    instance won it;
 * 3. it is read again, as claimed, and its signature checked: a row the service did not write is never delivered,
 *    `refuse` marks it;
 * 4. the rest go to `deliver`, which writes the outcome with an UPDATE conditional on the claim's token.
 */
import type { QueryCollection } from '../content-model/collections';
import { claimUnderLease, type LeaseFields, leaseFree } from './lease';

/** A row of a delivery queue: its lease, its status and when it is due. */
export interface DeliveryRow extends LeaseFields {
  readonly id: number;
  deliveryStatus: string;
}

export interface DeliveryRound<Row extends DeliveryRow> {
  readonly rows: QueryCollection<Row>;
  /** Statuses a worker may pick up; the claimed status among them, so that a lease that ran out is retried. */
  readonly deliverable: readonly Row['deliveryStatus'][];
  /** The status a claimed row carries while it is being delivered. */
  readonly claimedStatus: Row['deliveryStatus'];
  readonly batchSize: number;
  readonly leaseMs: number;
  /** True when the row's signature says the service wrote it. */
  readonly signed: (row: Row) => boolean;
  /** Marks a row that is not the service's `refused` (conditional on the claim). */
  readonly refuse: (row: Row, claimToken: string) => Promise<void>;
  readonly deliver: (row: Row, claimToken: string) => Promise<void>;
}

export interface DeliveryRoundResult {
  /** Rows handed to `deliver`. */
  readonly tried: number;
  /** The round found a full batch due: more may be waiting, so the next round should start at once. */
  readonly full: boolean;
}

export async function runDeliveryRound<Row extends DeliveryRow>(
  round: DeliveryRound<Row>,
): Promise<DeliveryRoundResult> {
  const { rows, deliverable, batchSize } = round;
  const now = new Date();
  const due = await rows.findMany({
    where: { $and: [{ deliveryStatus: { $in: deliverable } }, { nextAttemptAt: { $lte: now } }, leaseFree(now)] },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: batchSize,
  });
  const claimed: Partial<Row> = {};
  claimed.deliveryStatus = round.claimedStatus;
  let tried = 0;
  for (const { id } of due) {
    const claimToken = await claimUnderLease(rows, {
      id,
      claimable: { deliveryStatus: { $in: deliverable } },
      now,
      leaseMs: round.leaseMs,
      data: claimed,
    });
    if (!claimToken) continue;
    const row = await rows.findOne({ where: { id } });
    if (!row) continue;
    if (!round.signed(row)) {
      await round.refuse(row, claimToken);
      continue;
    }
    tried += 1;
    await round.deliver(row, claimToken);
  }
  return { tried, full: due.length === batchSize };
}
