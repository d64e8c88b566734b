/**
 * What a hand-over carries (docs/forms.md#handing-leads-to-the-crm): a snapshot, taken in the transaction that
 * stores the submission, of what the visitor sent and where they came from. Each kind names the fields it hands
 * over; anything else a submission row holds (the lead inbox's status, owner and notes, the repeat-sender flag,
 * stored-file records, normalised addresses) never gets in, whatever is added to the row later.
 */
import { ATTRIBUTION_COLUMNS, type AttributionColumns } from '@auralis/form-schemas';

import type { CrmHandoverKind } from '../settings/runtime-env';

/** The visitor's fields each kind hands over, by their stored names. */
export const HANDED_OVER_FIELDS = {
  lead: ['formType', 'firstname', 'lastname', 'email', 'phone', 'company', 'hearAbout', 'message'],
  subscriber: ['email'],
  'career-enquiry': ['firstname', 'lastname', 'email', 'contact', 'company', 'hearAboutUs', 'aboutyou'],
} as const satisfies Readonly<Record<CrmHandoverKind, readonly string[]>>;

export type HandedOverField<Kind extends CrmHandoverKind> = (typeof HANDED_OVER_FIELDS)[Kind][number];

export interface HandoverPayload {
  readonly kind: CrmHandoverKind;
  /** The submission's document id in its own collection. */
  readonly submissionId: string;
  /** When the site stored it, ISO 8601. */
  readonly submittedAt: string;
  /** The page it was sent from, as an absolute URL, or null when the form did not say. */
  readonly pageUrl: string | null;
  readonly fields: Readonly<Record<string, string | null>>;
  readonly attribution: AttributionColumns;
}

export interface HandoverSource {
  readonly kind: CrmHandoverKind;
  readonly submissionId: string;
  readonly submittedAt: Date;
  /** The site's origin (PUBLIC_URL or the canonical one) and the path the form named. */
  readonly origin: string;
  readonly pagePath?: string | null;
  /** The submission as stored or sent: only HANDED_OVER_FIELDS[kind] and the attribution columns are read. */
  readonly submission: object;
}

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

export function handoverPayload(source: HandoverSource): HandoverPayload {
  const submission = source.submission as Readonly<Record<string, unknown>>;
  const fields = Object.fromEntries(HANDED_OVER_FIELDS[source.kind].map((name) => [name, asText(submission[name])]));
  const attribution = Object.fromEntries(
    ATTRIBUTION_COLUMNS.map((column) => [column, asText(submission[column])]),
  ) as AttributionColumns;
  return {
    kind: source.kind,
    submissionId: source.submissionId,
    submittedAt: source.submittedAt.toISOString(),
    pageUrl: source.pagePath ? `${source.origin}${source.pagePath}` : null,
    fields,
    attribution,
  };
}
