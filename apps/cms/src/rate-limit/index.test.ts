import { describe, expect, it } from 'vitest';

import { recoveringLimiters, SHARED_STORE_RETRY_MS } from './index';
import type { RateLimiters } from './limiters';
import type { RateLimitStoreKind } from './settings';

function fakeLimiters(kind: RateLimitStoreKind): RateLimiters {
  return { kind, consume: async () => ({ allowed: true }), close: async () => undefined };
}

/** A shared store that fails while `down` is set, and counts how often it was asked to start. */
function flakyStore() {
  const state = { down: true, starts: 0, memoryStarts: 0, clock: 0, failures: [] as string[] };
  const shared = fakeLimiters('postgres');
  const memory = fakeLimiters('memory');
  const limiters = recoveringLimiters({
    openShared: async () => {
      state.starts += 1;
      if (state.down) throw new Error('connection refused');
      return shared;
    },
    openMemory: async () => {
      state.memoryStarts += 1;
      return memory;
    },
    onFailure: (error) => state.failures.push(error.message),
    now: () => state.clock,
  });
  return { state, shared, memory, limiters };
}

describe('rate limiters while the shared store cannot start', () => {
  it('answer from memory, and try the shared store again after the retry delay', async () => {
    const { state, shared, memory, limiters } = flakyStore();
    expect(await limiters()).toBe(memory);
    expect(state.starts).toBe(1);
    expect(state.failures).toEqual(['connection refused']);

    // Within the delay no request pays for another failed connection.
    state.clock = SHARED_STORE_RETRY_MS - 1;
    expect(await limiters()).toBe(memory);
    expect(state.starts).toBe(1);

    // Still down at the next try: memory again, and another delay.
    state.clock = SHARED_STORE_RETRY_MS;
    expect(await limiters()).toBe(memory);
    expect(state.starts).toBe(2);

    // Back: the first request after the delay counts in the shared store, and so does every later one.
    state.down = false;
    state.clock = 2 * SHARED_STORE_RETRY_MS;
    expect(await limiters()).toBe(shared);
    state.clock = 100 * SHARED_STORE_RETRY_MS;
    expect(await limiters()).toBe(shared);
    expect(state.starts).toBe(3);
  });

  it('keep one in-memory count through the outage, so a retry that fails resets no budget', async () => {
    const { state, limiters } = flakyStore();
    for (let i = 0; i < 5; i += 1) {
      state.clock = i * SHARED_STORE_RETRY_MS;
      await limiters();
    }
    expect(state.starts).toBe(5);
    expect(state.memoryStarts).toBe(1);
  });

  it('let requests that arrive while the shared store starts share that one attempt', async () => {
    const { state, memory, limiters } = flakyStore();
    const answers = await Promise.all([limiters(), limiters(), limiters(), limiters()]);
    expect(answers).toEqual([memory, memory, memory, memory]);
    expect(state.starts).toBe(1);
  });

  it('start the shared store once when it starts the first time', async () => {
    const { state, shared, limiters } = flakyStore();
    state.down = false;
    expect(await Promise.all([limiters(), limiters()])).toEqual([shared, shared]);
    expect(await limiters()).toBe(shared);
    expect(state.starts).toBe(1);
    expect(state.memoryStarts).toBe(0);
  });
});
