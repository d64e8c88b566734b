/**
 * Mobile menu (docs/routes-and-shell.md#the-shell), below Tailwind's `lg` breakpoint: the toggle, and the drawer it opens
 * (mobile-menu-drawer.tsx, loaded when the visitor first reaches for the toggle). The menu closes on a
 * navigation, when the page visibility changes (the visitor switched tabs or apps) and when the viewport
 * widens to the desktop menu's breakpoint.
 */
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { MenuEntry } from '~/site/menu';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** Tailwind's `lg`, where the toggle and the drawer are `lg:hidden` and the desktop menu takes over. */
const DESKTOP_MENU_QUERY = '(min-width: 64rem)';

export function MobileMenu({ entries }: { readonly entries: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  // The drawer's code is requested on the first sign the visitor wants it, and stays mounted after.
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  useEffect(() => {
    const close = () => setOpen(false);
    document.addEventListener('visibilitychange', close);
    return () => document.removeEventListener('visibilitychange', close);
  }, []);

  // Past the breakpoint the drawer is hidden but its dialog would still lock the scroll, hide the page from
  // assistive technology and trap the focus.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_MENU_QUERY);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open]);

  // A navigation closes the menu (state adjusted during render, as React recommends over an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  const prepare = () => {
    loadDrawer().catch((error: unknown) => console.error('The mobile menu failed to load', error));
    setWanted(true);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800"
        data-testid="mobile-menu-toggle"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            entries={entries}
            open={open}
            onOpenChange={setOpen}
            toggleRef={toggleRef}
            contentId={contentId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
