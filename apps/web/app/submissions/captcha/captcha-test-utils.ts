/**
 * The captcha of a form under test: it loads no widget and starts nothing, and its pass is what the test has
 * `fakeCaptcha.getPass` answer. A test file puts it in the real one's place:
 * `vi.mock('~/submissions/captcha/use-captcha', () => import('~/submissions/captcha/captcha-test-utils'))`.
 */
import { vi } from 'vitest';

import type { FormCaptcha } from './use-captcha';

export const fakeCaptcha = {
  startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
  start: () => {},
  widget: null,
  getPass: vi.fn<() => Promise<string>>(),
} satisfies FormCaptcha;

export const useCaptcha = (): FormCaptcha => fakeCaptcha;
