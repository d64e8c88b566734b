import { describe, expect, it } from 'vitest';

import { renderLimitSettings } from '../settings/runtime-env';
import { createRenderLimit, RenderCapacityExceeded } from './render-limit';

/** A render that finishes when the test says so. */
function pending() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the render limit', () => {
  it('runs at most `concurrency` renders at once, queues `queue` more and refuses the next at once', async () => {
    const limit = createRenderLimit({ concurrency: 2, queue: 1 });
    const renders = [pending(), pending(), pending()];
    const started: number[] = [];
    const results = renders.map((render, index) =>
      limit.run(async () => {
        started.push(index);
        await render.done;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(limit.waiting).toBe(1);
    await expect(limit.run(async () => 'never')).rejects.toBeInstanceOf(RenderCapacityExceeded);
    renders[0]?.finish();
    await expect(results[0]).resolves.toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    renders[1]?.finish();
    renders[2]?.finish();
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2]);
    expect(limit.running).toBe(0);
  });

  it('starts a render only after yielding to the event loop, not within the request that asked for it', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 0 });
    let started = false;
    const render = limit.run(async () => {
      started = true;
    });
    // Microtasks (the rest of the middleware chain) run first; I/O (other requests) gets its turn before it.
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    expect(started).toBe(false);
    await render;
    expect(started).toBe(true);
  });

  it('gives the place back when a render throws', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(() => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });

  it('reads and checks RENDER_CONCURRENCY and RENDER_QUEUE', () => {
    expect(renderLimitSettings({})).toEqual({ concurrency: 2, queue: 16 });
    expect(renderLimitSettings({ RENDER_CONCURRENCY: '4', RENDER_QUEUE: '0' })).toEqual({ concurrency: 4, queue: 0 });
    expect(() => renderLimitSettings({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => renderLimitSettings({ RENDER_QUEUE: 'many' })).toThrow(/RENDER_QUEUE/);
  });
});
