/**
 * Mobile menu (SPEC.md §2), below Tailwind's `lg` breakpoint: the toggle, and the drawer it opens
 * (mobile-menu-drawer.tsx, loaded when the visitor first reaches for the toggle). The menu closes on a
 * navigation and when the page visibility changes (the visitor switched tabs or apps).
 */
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { MenuEntry } from '~/site/menu';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

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
