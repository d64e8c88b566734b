/**
 * The shell's part in attribution (docs/forms.md#where-a-submission-came-from): every page the visitor sees is
 * noted, and the cookie banner's answer, which the shell's inline script announces as `cookie-consent` on the
 * document, keeps or forgets what was noted (visit-attribution.ts).
 *
 * The recording itself is loaded after the page has hydrated, not with every page's first JavaScript: the
 * address, the referrer and the banner's answer wait for it, in the order they came.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import type { ConsentAnswer } from './visit-attribution';

const recorder = () => import('./visit-attribution');

/** `enabled`: false in the admin's preview panel, where an editor looks at a page rather than visits it. */
export function useRecordVisit(enabled: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (enabled) void recorder().then((visit) => visit.notePage({ pathname, search }));
  }, [enabled, pathname, search]);
  useEffect(() => {
    if (!enabled) return undefined;
    const onAnswer = (event: Event) => {
      const answer = (event as CustomEvent<ConsentAnswer>).detail;
      void recorder().then((visit) => visit.noteConsent(answer));
    };
    document.addEventListener('cookie-consent', onAnswer);
    return () => document.removeEventListener('cookie-consent', onAnswer);
  }, [enabled]);
}
