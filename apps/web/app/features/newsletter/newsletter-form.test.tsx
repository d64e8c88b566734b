import { messages, NEWSLETTER_SUCCESS_MS } from '@auralis/form-schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeCaptcha as captcha } from '~/submissions/captcha/captcha-test-utils';
import { SubmissionError } from '~/submissions/submission-error';

import { clickWhenEnabled, fakeFetch, renderForm, strapiError } from '../../../test/form-test-utils';
import { NewsletterForm } from './newsletter-form';

vi.mock('~/submissions/captcha/use-captcha', () => import('~/submissions/captcha/captcha-test-utils'));

const emailInput = () => screen.getByLabelText('Email address');
const subscribe = () => screen.getByRole('button', { name: /subscribe/i });

// Typing on a busy two-core machine can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  captcha.getPass.mockReset().mockResolvedValue('pass-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('NewsletterForm (docs/forms.md#states-and-errors)', () => {
  it('keeps Subscribe disabled until the form is changed and valid', async () => {
    fakeFetch();
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');
    await user.type(emailInput(), 'ab@example.com');
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(emailInput());
    await user.type(emailInput(), 'abc@example.com');
    await waitFor(() => expect(subscribe()).not.toHaveAttribute('aria-disabled'));
  });

  it('sends on Enter even before the asynchronous check has enabled Subscribe, and shows the message when invalid', async () => {
    const { requests } = fakeFetch();
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@{Enter}');
    expect(await screen.findByTestId('field-error')).toHaveTextContent('*Invalid email');
    expect(requests).toHaveLength(0);
    await user.clear(emailInput());
    // Typed and sent in one go: the browser alone would drop this Enter while the button is disabled.
    await user.type(emailInput(), 'fast.typist@example.com{Enter}');
    expect(await screen.findByText(messages.newsletterSuccess)).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([expect.stringContaining('/api/save-newsletter-users')]);
  });

  it('shows errors only once the field is touched, prefixed with * and tied to the field', async () => {
    fakeFetch();
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await user.tab();
    const error = await screen.findByTestId('field-error');
    expect(error).toHaveTextContent('*Invalid email');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput().getAttribute('aria-describedby')).toContain(error.id);
    expect(emailInput()).toHaveAccessibleDescription(/Invalid email/);

    await user.clear(emailInput());
    await waitFor(() => expect(screen.getByTestId('field-error')).toHaveTextContent('*Required'));
  });

  it('sends the trimmed email with the captcha pass, shows the thank-you for 10 seconds and resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = fakeFetch({ status: 200, body: { data: { id: 1 } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), '  abc@example.com  ');
    await clickWhenEnabled(user, subscribe);

    const status = await screen.findByText(messages.newsletterSuccess);
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/save-newsletter-users');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('X-Captcha-Pass')).toBe('pass-1');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ data: { email: 'abc@example.com' } });
    expect(emailInput()).toHaveValue('');
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');

    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_MS - 100));
    expect(screen.getByText(messages.newsletterSuccess)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(messages.newsletterSuccess)).not.toBeInTheDocument();
  });

  it('shows "email already exists!" on the field for a 400 and keeps the address', async () => {
    fakeFetch(strapiError(400, 'email already exists!'));
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@example.com');
    await clickWhenEnabled(user, subscribe);
    expect(await screen.findByTestId('field-error')).toHaveTextContent('*email already exists!');
    expect(emailInput()).toHaveValue('abc@example.com');
    expect(emailInput()).toHaveFocus();
    expect(screen.queryByText(messages.newsletterSuccess)).not.toBeInTheDocument();
  });

  it('shows the generic error when the captcha fails, sends nothing and keeps the address', async () => {
    const { requests } = fakeFetch();
    captcha.getPass.mockRejectedValue(new SubmissionError('captcha', 'verify failed'));
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@example.com');
    await clickWhenEnabled(user, subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(requests).toHaveLength(0);
    expect(emailInput()).toHaveValue('abc@example.com');
    await waitFor(() => expect(subscribe()).not.toHaveAttribute('aria-disabled'));
  });

  it('logs any other failure, still tells the visitor and keeps the address', async () => {
    fakeFetch(strapiError(500, 'Internal Server Error'));
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@example.com');
    await clickWhenEnabled(user, subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(console.error).toHaveBeenCalled();
    expect(emailInput()).toHaveValue('abc@example.com');
  });

  it('shows the server’s message for a rate limit', async () => {
    fakeFetch(strapiError(429, messages.tooManyRequests));
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@example.com');
    await clickWhenEnabled(user, subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests);
  });

  it('shows a spinner and is busy while sending', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderForm(<NewsletterForm />);
    await user.type(emailInput(), 'abc@example.com');
    await clickWhenEnabled(user, subscribe);
    await waitFor(() => expect(subscribe()).toHaveAttribute('aria-busy', 'true'));
    expect(subscribe()).toBeDisabled();
    expect(subscribe()).toHaveAccessibleName(/subscribing/);
    expect(screen.getByTestId('submit-spinner')).toBeInTheDocument();
    await act(async () => answer(new Response('{}', { status: 200 })));
    await screen.findByText(messages.newsletterSuccess);
  });
});
