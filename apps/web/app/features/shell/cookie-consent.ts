import Cookies from 'js-cookie';

import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from './cookie-consent-name';

export { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME };

export type ConsentChoice = 'accepted' | 'declined';

export function readConsent(): ConsentChoice | undefined {
  const value = Cookies.get(COOKIE_CONSENT_NAME);
  return value === 'accepted' || value === 'declined' ? value : undefined;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the cookie is state outside React. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeConsent(choice: ConsentChoice): void {
  Cookies.set(COOKIE_CONSENT_NAME, choice, {
    expires: COOKIE_CONSENT_DAYS,
    sameSite: 'Lax',
    path: '/',
    secure: window.location.protocol === 'https:',
  });
  listeners.forEach((listener) => listener());
}
