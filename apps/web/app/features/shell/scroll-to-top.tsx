import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC.md §2: every route change scrolls to the top, back and forward included. Not on the first render:
 * hydration must not throw a visitor who already scrolled the prerendered page back to the top.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // The browser would otherwise restore the old position on back and forward, after our scroll.
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
