/**
 * The moment the working form takes the placeholder's place (newsletter-signup.tsx), with a visitor who keeps
 * typing: a browser test on a loaded machine lost the first half of an address there. Its own file, because
 * it mocks the form's module to act at the instant the form's code arrives.
 */
import { messages } from '@auralis/form-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { fakeFetch, type RecordedRequest, renderForm } from '../../../test/form-test-utils';
import type * as NewsletterFormModule from './newsletter-form';
import { NewsletterSignup } from './newsletter-signup';

/** Runs when the form's code is handed to the footer: after that, and before React renders the swap. */
const chunk = vi.hoisted(() => ({ onArrival: (): void => {} }));
vi.mock('./newsletter-form', async (importOriginal) => {
  const actual = await importOriginal<typeof NewsletterFormModule>();
  return {
    ...actual,
    get NewsletterForm() {
      // A microtask: it runs once the footer has taken the module, before the task in which React renders.
      queueMicrotask(() => chunk.onArrival());
      return actual.NewsletterForm;
    },
  };
});
vi.mock('~/submissions/captcha/use-captcha', () => ({
  useCaptcha: () => ({
    startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
    start: () => {},
    widget: null,
    getPass: () => Promise.resolve('pass-1'),
  }),
}));

/** The value setter a browser's own typing goes through: React tracks, and so would swallow, the element's own. */
const setTypedValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * What a browser does with key presses: the text goes into the focused field, wherever it is; with the focus on
 * the page's body it goes nowhere. Synchronous, so that nothing (no timer) runs between the presses.
 */
function press(text: string) {
  for (const key of text) {
    const target = document.activeElement;
    if (!(target instanceof HTMLInputElement)) continue;
    setTypedValue?.call(target, target.value + key);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Calls `then` in the microtask after React has committed the working form in place of the placeholder. */
function afterSwap(then: () => void) {
  const observer = new MutationObserver(() => {
    if (screen.queryAllByTestId('newsletter-form').some((form) => !form.hasAttribute('data-placeholder'))) {
      observer.disconnect();
      then();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email address');

let requests: RecordedRequest[] = [];
beforeEach(() => {
  ({ requests } = fakeFetch());
  // Without IntersectionObserver the footer asks for the form's code at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  chunk.onArrival = () => {};
  vi.unstubAllGlobals();
});

it('loses no key pressed right after the swap, and keeps the focus in the field', async () => {
  renderForm(<NewsletterSignup />);
  emailInput().focus();
  press('jon');
  afterSwap(() => press('@example.com'));
  await waitFor(() => expect(screen.getByTestId('newsletter-form')).not.toHaveAttribute('data-placeholder'));
  expect(emailInput()).toHaveValue('jon@example.com');
  expect(emailInput()).toHaveFocus();
});

it('keeps what is typed, and the focus, when the visitor reaches the field after the code arrived', async () => {
  chunk.onArrival = () => {
    emailInput().focus();
    press('jon');
  };
  renderForm(<NewsletterSignup />);
  afterSwap(() => press('@example.com'));
  await waitFor(() => expect(screen.getByTestId('newsletter-form')).not.toHaveAttribute('data-placeholder'));
  expect(emailInput()).toHaveValue('jon@example.com');
  expect(emailInput()).toHaveFocus();
  // The address is the working form's own: Enter sends all of it.
  fireEvent.keyDown(emailInput(), { key: 'Enter' });
  expect(await screen.findByText(messages.newsletterSuccess, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(requests.map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([
    { data: { email: 'jon@example.com' } },
  ]);
});
