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

describe('MobileMenu: closes when the drawer would be hidden (docs/routes-and-shell.md#the-shell)', () => {
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
    renderMenu('/portfolio');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Portfolio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('current-path')).toHaveTextContent('/portfolio');
  });

  it('closes on the area’s own page, the first entry of its level, while on that page', async () => {
    const user = userEvent.setup();
    renderMenu('/services');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Services' }));
    const services = await screen.findByRole('dialog', { name: 'Services' });
    await user.click(within(services).getByRole('link', { name: 'Services overview' }));
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
    await user.click(within(menu).getByRole('button', { name: 'Services' }));
    const services = await screen.findByRole('dialog', { name: 'Services' });
    expect(screen.getByTestId('mobile-menu')).toHaveAttribute('data-level', '1');
    await user.click(within(services).getByRole('button', { name: 'Digital Marketing' }));
    const marketing = await screen.findByRole('dialog', { name: 'Digital Marketing' });
    await user.click(within(marketing).getByRole('link', { name: 'Digital Marketing overview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('current-path')).toHaveTextContent('/services/digital-marketing-services');
  });
});

describe('MobileMenu: a row drills down where the finger expects (issue 33, item 6)', () => {
  it('drills down on the label of an entry with pages under it, and lists the area’s own page first', async () => {
    const user = userEvent.setup();
    renderMenu('/');
    const menu = await openMenu(user);
    // The row is one button: no separate link on the word, no separate arrow.
    expect(within(menu).queryByRole('link', { name: 'Services' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: /submenu/ })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Services' }));
    const services = await screen.findByRole('dialog', { name: 'Services' });
    const rows = within(services).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAccessibleName('Services overview');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/services');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/');
    // An entry without pages under it is a plain link.
    await user.click(within(services).getByRole('button', { name: 'Back' }));
    expect(await within(menu).findByRole('link', { name: 'Agiliti' })).toBeInTheDocument();
  });
});
