/**
 * A bound on the renders in progress (issue 32, item 5). A page the HTML cache cannot answer is rendered in
 * this process, on the same event loop that answers cached pages, and anyone can ask for one: a made-up
 * preview token, an unknown id, a new spelling. Without a bound, a flood of such requests slows every cached
 * page with it. So at most `concurrency` renders run at once, at most `queue` more wait for a place, and a
 * request past both is told to come back (503 with Retry-After) without any rendering done for it. Cache
 * hits never come here: they are answered before a place is asked for. The two numbers, RENDER_CONCURRENCY and
 * RENDER_QUEUE, are read with the rest of the configuration (settings/runtime-env.ts).
 */
import type { RenderLimitSettings } from '../settings/runtime-env';

/** Thrown by `run` when every place and every queue slot is taken: the caller answers 503. */
export class RenderCapacityExceeded extends Error {
  constructor() {
    super('Too many pages are being rendered right now');
    this.name = 'RenderCapacityExceeded';
  }
}

export interface RenderLimit {
  run<T>(render: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderLimit({ concurrency, queue }: RenderLimitSettings): RenderLimit {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The place passes straight to the next in line, so `running` never dips below the limit while some wait.
    if (next) next();
    else running -= 1;
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new RenderCapacityExceeded();
      try {
        // A render holds the event loop for its whole synchronous part (React renders a page in one go). Yield
        // first, so that requests already received (cache hits, and renders to queue or refuse) are seen
        // before it starts; without it, a burst of renders runs back to back and none is ever refused.
        await new Promise<void>((resolve) => setImmediate(resolve));
        return await render();
      } finally {
        release();
      }
    },
  };
}
