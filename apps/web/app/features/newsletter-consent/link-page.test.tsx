import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LINK_PAGE_STATUS, linkPageCopy, type LinkPageData } from './link-page-copy';
import { linkPageView } from './link-page-data.server';
import { NewsletterLinkPage } from './link-page';

const show = (page: LinkPageData) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <NewsletterLinkPage {...page} /> }]);
  render(<Stub initialEntries={['/']} />);
};

describe('the newsletter link pages (docs/forms.md#newsletter-consent)', () => {
  it('asks before a link changes anything, and says so after the button', () => {
    const waiting = { ok: true, outcome: 'confirmed', maskedEmail: 's•••s@example.com' } as const;
    expect(linkPageView('confirm', waiting, null)).toBe('ask');
    const confirmed = { ok: true, outcome: 'already-confirmed', maskedEmail: undefined } as const;
    expect(linkPageView('confirm', confirmed, 'confirmed')).toBe('done');
    expect(linkPageView('confirm', confirmed, null)).toBe('already');
    // A result the state does not bear out is not believed.
    expect(linkPageView('unsubscribe', { ...waiting, outcome: 'unsubscribed' }, 'unsubscribed')).toBe('ask');
    expect(linkPageView('confirm', { ok: false, reason: 'expired' }, 'confirmed')).toBe('expired');
  });

  it('answers a refused link with a client error', () => {
    expect(LINK_PAGE_STATUS).toMatchObject({ invalid: 400, expired: 410, gone: 404, 'left-since': 409, ask: 200 });
  });

  it('posts a plain form with the token, so the button works without JavaScript', () => {
    show({ action: 'unsubscribe', view: 'ask', email: 's•••s@example.com', token: 'v1.abc.unsubscribe.0.mac' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from the newsletter');
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/unsubscribe');
    expect(form?.querySelector('input[name=token]')).toHaveValue('v1.abc.unsubscribe.0.mac');
    expect(form?.querySelector('input[name=from]')).toHaveValue('page');
  });

  it('shows no button where there is nothing to do, and never an exclamation mark', () => {
    show({ action: 'confirm', view: 'already', email: undefined, token: undefined });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Already confirmed');
    for (const action of ['confirm', 'unsubscribe'] as const) {
      for (const view of Object.keys(LINK_PAGE_STATUS) as (keyof typeof LINK_PAGE_STATUS)[]) {
        const copy = linkPageCopy(action, view, 'a•••@example.com');
        expect(`${copy.heading} ${copy.intro}`).not.toContain('!');
      }
    }
  });
});
