import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CookieBanner } from './cookie-banner';

function renderBannerAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <CookieBanner /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('CookieBanner', () => {
  it('is a form the server answers without JavaScript, and the shell’s inline script answers with it', () => {
    renderBannerAt('/contact?type=partner');
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
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
  ])('%s submits the choice %s', (name, value) => {
    renderBannerAt('/');
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'choice');
    expect(button).toHaveAttribute('value', value);
  });

  it('links to the privacy policy', () => {
    renderBannerAt('/');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});
