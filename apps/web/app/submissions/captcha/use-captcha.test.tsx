import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CaptchaToken } from './captcha-token';
import { useCaptcha } from './use-captcha';

// The real widget is a web component with workers; a stand-in says which form rendered one, and solves at once.
vi.mock('./altcha-captcha', async () => {
  const { useEffect } = await import('react');
  return {
    default: function SolvingStandIn({
      challengeUrl,
      token,
    }: {
      readonly challengeUrl: string;
      readonly token: CaptchaToken;
    }) {
      useEffect(() => {
        const solve = () => token.solved(`solution for ${challengeUrl}`);
        const detach = token.attach(solve);
        solve();
        return detach;
      }, [challengeUrl, token]);
      return <span data-testid="captcha-widget">{challengeUrl}</span>;
    },
  };
});

function Form({ name }: { readonly name: string }) {
  const captcha = useCaptcha('contact');
  return (
    <form aria-label={name} {...captcha.startOnInteraction}>
      <input aria-label={`${name} email`} />
      {captcha.widget}
    </form>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCaptcha: one widget, and so one challenge, per form the visitor starts on (issue 20, item 7)', () => {
  it('does not start the other forms on the page, though they share the configuration', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ provider: 'altcha', challengeUrl: '/api/cloudflare-captcha/challenge' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form name="Project inquiry" />
        <Form name="Newsletter sign-up" />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('captcha-widget')).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Project inquiry email' }));
    const contact = screen.getByRole('form', { name: 'Project inquiry' });
    expect(await within(contact).findByTestId('captcha-widget')).toBeInTheDocument();
    // Give the other form every chance to pick up the configuration the first one read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId('captcha-widget')).toHaveLength(1);

    await user.click(screen.getByRole('textbox', { name: 'Newsletter sign-up email' }));
    const newsletter = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(await within(newsletter).findByTestId('captcha-widget')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('captcha-widget')).toHaveLength(2));
    // The configuration was read once for both.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

/** A form whose submit asks for a pass and says what came of it. */
function SubmittingForm() {
  const captcha = useCaptcha('contact');
  const [outcome, setOutcome] = useState('');
  return (
    <form
      aria-label="Project inquiry"
      {...captcha.startOnInteraction}
      onSubmit={(event) => {
        event.preventDefault();
        captcha.getPass().then(
          (pass) => setOutcome(`pass ${pass}`),
          () => setOutcome('failed'),
        );
      }}
    >
      <input aria-label="Work email" />
      <button type="submit">Send</button>
      <output>{outcome}</output>
      {captcha.widget}
    </form>
  );
}

describe('useCaptcha: the content service restarting mid-visit', () => {
  it('reads a configuration that was refused again on the next submit, and then gets a pass', async () => {
    let serviceUp = false;
    const fetchMock = vi.fn(async (url: string) => {
      if (!serviceUp) throw new TypeError('Failed to fetch');
      if (url.endsWith('/config')) {
        return Response.json({ provider: 'altcha', challengeUrl: '/api/cloudflare-captcha/challenge' });
      }
      return Response.json({ success: true, pass: 'single-use-pass' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SubmittingForm />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Work email' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The read and its one retry are refused: this submit fails.
    expect(await screen.findByText('failed', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('captcha-widget')).not.toBeInTheDocument();

    serviceUp = true;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('pass single-use-pass')).toBeInTheDocument();
    expect(screen.getByTestId('captcha-widget')).toBeInTheDocument();
  });
});
