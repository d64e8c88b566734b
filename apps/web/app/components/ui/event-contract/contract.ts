/**
 * The page's event contract (event-contract.inline.ts) as the page's modules reach it, and the hand-over of a part's
 * recorded events to its code once it has hydrated (docs/decisions/017-alive-from-the-first-paint.md). The replay's
 * code is fetched only when there is something to replay: most visitors do nothing before the code arrives.
 */
import { EVENT_CONTRACT_GLOBAL, type EventContract, type RecordedEvent } from './contract-types';

/** The page's event contract, when its inline script ran (it does on every page; not in unit tests). */
export function eventContract(): EventContract | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EventContract | undefined>)[EVENT_CONTRACT_GLOBAL];
}

/**
 * The part (`owner`) listens from now on: what the contract recorded on it, `earlier` first, is played to its code in
 * order, and the contract stops recording for it. While the replay's code is on its way the contract keeps
 * recording, so the marking and the replay happen in one task, and nothing is missed or played twice. With
 * `codeFailed` the part never hydrated: only a held link is followed, and the contract keeps the part's presses.
 */
export function handOver(owner: Element, earlier: readonly RecordedEvent[] = [], codeFailed = false): void {
  const contract = eventContract();
  const recordedHere = contract?.queue.some((recorded) => recorded.owner === owner) ?? false;
  if (earlier.length === 0 && !recordedHere) {
    if (!codeFailed) contract?.markLive(owner);
    return;
  }
  void import('./replay').then(
    ({ replayRecordedEvents }) => {
      const recorded = [...earlier, ...(contract?.take(owner) ?? [])];
      if (!codeFailed) contract?.markLive(owner);
      replayRecordedEvents(recorded, codeFailed);
    },
    (error: unknown) => {
      // The replay's code could not be fetched (offline): the part's own code listens from now on regardless.
      console.error('Could not replay what the visitor did before the page was ready', error);
      if (!codeFailed) contract?.markLive(owner);
    },
  );
}
