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

  it('marks the document with the choice, so the stylesheet hides the banner and frees its room', async () => {
    document.documentElement.dataset.cookieChoice = 'unset';
    renderBanner();
    await screen.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.documentElement.dataset.cookieChoice).toBe('declined');
  });
});
