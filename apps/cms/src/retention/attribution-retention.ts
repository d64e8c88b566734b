/**
 * Where a submission came from is kept for ATTRIBUTION_RETENTION_MONTHS (24 by default), as the privacy policy
 * says (docs/forms.md#where-a-submission-came-from): past it, the daily job empties those columns. The submission
 * itself stays; its own retention is the team's, by the periods the privacy policy names.
 */
import { ATTRIBUTION_COLUMNS, type AttributionColumns } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { type CollectionUid, collections, rowsOf } from '../content-model/collections';

/** Every collection that stores it (a sign-up, an enquiry, a career enquiry, an application). */
export const ATTRIBUTED_COLLECTIONS: readonly CollectionUid[] = [
  collections.newsletterSubscriber,
  collections.contactLead,
  collections.careerEnquiry,
  collections.jobApplication,
];

/** The moment `months` calendar months before `now`: what was received before it is past the retention. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // The same day of that month, or its last day (31 August less six months is the last day of February).
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

const NOTHING_RECORDED = Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, null])) as AttributionColumns;

/** Empties the attribution of every submission received before `cutoff`; resolves with how many, per collection. */
export async function removeAttributionBefore(
  strapi: Core.Strapi,
  cutoff: Date,
): Promise<Record<CollectionUid, number>> {
  const removed: Partial<Record<CollectionUid, number>> = {};
  for (const uid of ATTRIBUTED_COLLECTIONS) {
    const { count } = await rowsOf<AttributionColumns & { createdAt: Date }>(strapi, uid).updateMany({
      where: {
        $and: [
          { createdAt: { $lt: cutoff } },
          { $or: ATTRIBUTION_COLUMNS.map((column) => ({ [column]: { $notNull: true } })) },
        ],
      },
      data: NOTHING_RECORDED,
    });
    removed[uid] = count;
  }
  return removed as Record<CollectionUid, number>;
}
