import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';

import { siteMenu } from '~/site/menu';

import { MobileMenu } from './mobile-menu';

const DESKTOP = '(min-width: 64rem)';

/** jsdom has no matchMedia: a media query list per query, whose `change` the test fires. */
function stubMatchMedia() {
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const listenersOf = (query: string) => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    return set;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
        listenersOf(query).add(listener),
      removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
        listenersOf(query).delete(listener),
    })),
  );
  return {
    listenersOf,
    change: (query: string, matches: boolean) =>
      act(() => {
        for (const listener of [...listenersOf(query)]) listener({ matches, media: query } as MediaQueryListEvent);
      }),
  };
}

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

function renderMenu(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MobileMenu entries={siteMenu([{ name: 'Healthcare', path: '/industries/healthcare' }])} />
      <CurrentPath />
    </MemoryRouter>,
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('mobile-menu-toggle'));
  return screen.findByRole('dialog', { name: 'Menu' });
}

afterEach(() => vi.unstubAllGlobals());

describe('MobileMenu: closes when the drawer would be hidden (SPEC.md §2)', () => {
  it('closes when the viewport widens to the desktop menu’s breakpoint, and stops listening', async () => {
    const media = stubMatchMedia();
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    expect(media.listenersOf(DESKTOP).size).toBe(1);

    media.change(DESKTOP, false);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    media.change(DESKTOP, true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(media.listenersOf(DESKTOP).size).toBe(0);
  });
});

describe('MobileMenu: a link in the drawer closes it, even to the page already shown', () => {
  it('closes on a top-level link to the current page', async () => {
    const user = userEvent.setup();
    renderMenu('/services');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('current-path')).toHaveTextContent('/services');
  });

  it('closes on the Discuss link while on /contact', async () => {
    const user = userEvent.setup();
    renderMenu('/contact');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Discuss your project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('current-path')).toHaveTextContent('/contact');
  });

  it('stays open to drill down, and closes on a link of the deeper level', async () => {
    const user = userEvent.setup();
    renderMenu('/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Show Services submenu' }));
    const services = await screen.findByRole('dialog', { name: 'Services' });
    expect(screen.getByTestId('mobile-menu')).toHaveAttribute('data-level', '1');
    await user.click(within(services).getByRole('link', { name: 'Digital Marketing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('current-path')).toHaveTextContent('/services/digital-marketing-services');
  });
});
