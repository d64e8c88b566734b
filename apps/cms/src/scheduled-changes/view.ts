/**
 * A scheduled change as the admin routes answer it and the admin's pages show it. Types only, with no import
 * of Strapi's server types, so the admin panel's bundle and type check can share them.
 */

export type ScheduledChangeKind = 'publish' | 'unpublish';

export type ScheduledChangeState = 'scheduled' | 'done' | 'cancelled' | 'failed';

/** A change as the admin's pages show it: times as ISO instants, which the browser shows in the editor's zone. */
export interface ScheduledChangeView {
  readonly id: number;
  readonly targetType: string;
  readonly targetDocumentId: string;
  readonly targetLabel: string;
  readonly change: ScheduledChangeKind;
  readonly runAt: string;
  readonly state: ScheduledChangeState;
  readonly outcome: string | null;
  readonly finishedAt: string | null;
  readonly requestedBy: string | null;
  readonly carriedOutBy: string | null;
}
