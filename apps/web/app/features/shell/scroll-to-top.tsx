import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC.md §2: every route change scrolls to the top, back and forward included. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The browser would otherwise restore the old position on back and forward, after our scroll.
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
