import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { CookieBanner } from './cookie-banner';

function renderBanner() {
  const router = createMemoryRouter([{ path: '/', element: <CookieBanner /> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => Cookies.remove('cookieConsent', { path: '/' }));

describe('CookieBanner', () => {
  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('%s stores the choice in cookieConsent and hides the banner', async (button, value) => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(Cookies.get('cookieConsent')).toBe(value);
    expect(banner).not.toBeInTheDocument();
  });

  it('does not come back while the choice is stored', () => {
    Cookies.set('cookieConsent', 'accepted', { path: '/' });
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('reserves its height at the bottom of the page so it never covers focused content', async () => {
    renderBanner();
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
