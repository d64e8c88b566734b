import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderForm } from '../../../test/form-test-utils';
import { NewsletterSignup } from './newsletter-signup';

vi.mock('~/submissions/captcha/use-captcha', () => ({
  useCaptcha: () => ({
    startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
    start: () => {},
    widget: null,
    getPass: () => Promise.resolve('pass-1'),
  }),
}));

/** An IntersectionObserver the test drives: `reveal()` says the footer came near the viewport. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    reveal: () =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

const emailInput = () => screen.getByLabelText('Email address');
const subscribe = () => screen.getByRole('button', { name: /subscribe/i });

beforeEach(() => fakeFetch());
afterEach(() => vi.unstubAllGlobals());

describe('NewsletterSignup: the footer form without its code on a first visit', () => {
  it('shows the form with Subscribe disabled and loads nothing until the footer nears the viewport', async () => {
    const { observers } = stubIntersectionObserver();
    renderForm(<NewsletterSignup />);
    expect(emailInput()).toBeInTheDocument();
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');
    expect(observers.map((observer) => observer.margin)).toEqual(['0px 0px 800px 0px']);
    fireEvent.input(emailInput(), { target: { value: 'abc@example.com' } });
    // Had the component requested the form's chunk, it would have swapped the form in by now: the module is
    // loaded here, and the promises and timers waiting on it have run.
    await act(async () => {
      await import('./newsletter-form');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getAllByTestId('newsletter-form')).toHaveLength(1);
    expect(screen.getByTestId('newsletter-form')).toHaveAttribute('data-placeholder');
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');
  });

  it('swaps in the working form when the footer nears the viewport', async () => {
    const { reveal } = stubIntersectionObserver();
    renderForm(<NewsletterSignup />);
    expect(screen.getByTestId('newsletter-form')).toHaveAttribute('data-placeholder');
    reveal();
    await waitFor(() => expect(screen.getByTestId('newsletter-form')).not.toHaveAttribute('data-placeholder'));
    fireEvent.input(emailInput(), { target: { value: 'abc@example.com' } });
    // The working form validates and enables Subscribe; the placeholder never does.
    await waitFor(() => expect(subscribe()).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
  });

  it('keeps what the visitor typed, and the focus, when the form arrives', async () => {
    const { reveal } = stubIntersectionObserver();
    renderForm(<NewsletterSignup />);
    const placeholderInput = emailInput();
    placeholderInput.focus();
    fireEvent.input(placeholderInput, { target: { value: 'typed.early@example.com' } });
    reveal();
    await waitFor(() => expect(subscribe()).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
    expect(emailInput()).not.toBe(placeholderInput);
    expect(emailInput()).toHaveValue('typed.early@example.com');
    expect(emailInput()).toHaveFocus();
  });

  it('shows the message for what was typed and left before the form arrived', async () => {
    const { reveal } = stubIntersectionObserver();
    renderForm(<NewsletterSignup />);
    const placeholderInput = emailInput();
    placeholderInput.focus();
    fireEvent.input(placeholderInput, { target: { value: 'abc@' } });
    fireEvent.blur(placeholderInput);
    placeholderInput.blur();
    reveal();
    expect(await screen.findByTestId('field-error', {}, { timeout: 10_000 })).toHaveTextContent('*Invalid email');
    expect(emailInput()).toHaveValue('abc@');
    expect(emailInput()).not.toHaveFocus();
  });

  it('sends the address when the visitor pressed Enter before the form arrived', async () => {
    const { reveal } = stubIntersectionObserver();
    const { requests } = fakeFetch();
    renderForm(<NewsletterSignup />);
    const placeholderInput = emailInput();
    placeholderInput.focus();
    fireEvent.input(placeholderInput, { target: { value: 'early.enter@example.com' } });
    fireEvent.keyDown(placeholderInput, { key: 'Enter' });
    expect(requests).toHaveLength(0);
    reveal();
    expect(await screen.findByText('Thankyou for subscribing!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('loads the form on focus when the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderForm(<NewsletterSignup />);
    await waitFor(() => expect(screen.getByTestId('newsletter-form')).not.toHaveAttribute('data-placeholder'));
    fireEvent.input(emailInput(), { target: { value: 'abc@example.com' } });
    await waitFor(() => expect(subscribe()).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
  });
});
