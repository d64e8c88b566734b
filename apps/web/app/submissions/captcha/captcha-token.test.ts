import { afterEach, describe, expect, it, vi } from 'vitest';

import { CaptchaToken } from './captcha-token';

afterEach(() => vi.useRealTimers());

describe('CaptchaToken (docs/forms.md#states-and-errors: set on success, cleared on expiry or error)', () => {
  it('hands out a solved token once and starts the next solve', async () => {
    const token = new CaptchaToken();
    const solve = vi.fn(() => token.solvingStarted());
    token.attach(solve);
    token.solvingStarted();
    token.solved('t1');
    await expect(token.take(1000)).resolves.toBe('t1');
    expect(solve).toHaveBeenCalledTimes(1);
    expect(token.hasToken).toBe(false);
  });

  it('waits for a solve in progress', async () => {
    const token = new CaptchaToken();
    token.attach(() => token.solvingStarted());
    token.solvingStarted();
    const taken = token.take(1000);
    token.solved('t2');
    await expect(taken).resolves.toBe('t2');
  });

  it('waits for a widget that is still loading', async () => {
    const token = new CaptchaToken();
    const taken = token.take(1000);
    token.attach(() => token.solvingStarted());
    token.solvingStarted();
    token.solved('t3');
    await expect(taken).resolves.toBe('t3');
  });

  it('gives up after the bound', async () => {
    vi.useFakeTimers();
    const token = new CaptchaToken();
    token.attach(() => token.solvingStarted());
    token.solvingStarted();
    const taken = token.take(15_000);
    vi.advanceTimersByTime(15_000);
    await expect(taken).resolves.toBeNull();
  });

  it('clears the token on expiry and on error', async () => {
    const token = new CaptchaToken();
    token.solved('t4');
    token.expired();
    expect(token.hasToken).toBe(false);
    token.solved('t5');
    token.error();
    expect(token.hasToken).toBe(false);
  });

  it('answers null at once when the widget failed and cannot retry, and retries once when it can', async () => {
    const token = new CaptchaToken();
    token.error();
    await expect(token.take(1000)).resolves.toBeNull();

    const solve = vi.fn(() => {
      token.solvingStarted();
      queueMicrotask(() => token.solved('t6'));
    });
    token.attach(solve);
    await expect(token.take(1000)).resolves.toBe('t6');
  });

  it('releases a waiting submit with null when the solve fails', async () => {
    const token = new CaptchaToken();
    token.attach(() => token.solvingStarted());
    token.solvingStarted();
    const taken = token.take(1000);
    token.error();
    await expect(taken).resolves.toBeNull();
  });
});
