import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CookieBanner } from './cookie-banner';

function renderBannerAt(path: string, countsVisits = false) {
  // The banner reads whether analytics is configured from the root route's data, as on the site.
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ analytics: countsVisits ? { provider: 'plausible' } : null }),
        hydrateFallbackElement: null,
        children: [{ path: '*', element: <CookieBanner /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole('region', { name: 'Cookie consent' });
}

describe('CookieBanner', () => {
  it('is a form the server answers without JavaScript, and the shell’s inline script answers with it', async () => {
    const banner = await renderBannerAt('/contact?type=partner');
    const form = banner.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/preferences/cookie-consent');
    expect(form).toHaveAttribute('data-inline-action', 'consent');
    // Back to the very page, query string included.
    expect(form?.querySelector('input[name="return"]')).toHaveValue('/contact?type=partner');
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('%s submits the choice %s', async (name, value) => {
    await renderBannerAt('/');
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'choice');
    expect(button).toHaveAttribute('value', value);
  });

  it('says what Accept turns on: where the visit came from, and page counts only when analytics is configured', async () => {
    const banner = await renderBannerAt('/');
    expect(banner).toHaveTextContent('If you accept, we also note how you found our site, to learn');
    expect(banner).not.toHaveTextContent('count the pages');
  });

  it('with an analytics provider, says Accept also counts the pages visited', async () => {
    expect(await renderBannerAt('/', true)).toHaveTextContent(
      'we also note how you found our site and count the pages you visit, to learn which of our campaigns work',
    );
  });

  it('links to the privacy policy', async () => {
    await renderBannerAt('/');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});
