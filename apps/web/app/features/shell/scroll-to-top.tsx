import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC.md §2: every route change scrolls to the top, back and forward included. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
