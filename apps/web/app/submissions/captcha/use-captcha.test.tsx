import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useCaptcha } from './use-captcha';

// The real widget is a web component with workers; a stand-in says which form rendered one.
vi.mock('./altcha-captcha', () => ({
  default: ({ challengeUrl }: { readonly challengeUrl: string }) => (
    <span data-testid="captcha-widget">{challengeUrl}</span>
  ),
}));

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
