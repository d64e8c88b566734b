/**
 * The loop every instance runs for work shared under a lease (lease.ts): a round every `pollMs`, never two at
 * once, a failed round logged and the next one scheduled all the same. The timer never keeps the process alive.
 *
 * Queues that a request fills (the outbox, the CRM hand-overs) also want their work soon rather than at the next
 * poll: `wake()` runs a round now, or right after the one running; `more()` says the round left work waiting (a full
 * batch), so the next one starts at once; and `startsAt: 0` runs the first round as the loop starts.
 */
export interface PollLoop {
  start(): void;
  stop(): void;
  /** A round soon: now when idle, else right after the round that is running. */
  wake(): void;
}

export interface PollLoopOptions {
  /** The delay before the first round, from start(); `pollMs` by default. */
  readonly startsAt?: number;
  /** After a round: whether work is left waiting that the next round should take at once. */
  readonly more?: () => boolean;
}

export function pollLoop(
  pollMs: number,
  round: () => Promise<unknown>,
  onFailedRound: (error: unknown) => void,
  { startsAt = pollMs, more = () => false }: PollLoopOptions = {},
): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let runAgain = false;
  let stopped = true;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    try {
      do {
        runAgain = false;
        await round();
      } while ((runAgain || more()) && !stopped);
    } catch (error) {
      onFailedRound(error);
    } finally {
      running = false;
      schedule(pollMs);
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(startsAt);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    wake() {
      if (stopped) return;
      if (running) runAgain = true;
      else schedule(0);
    },
  };
}
