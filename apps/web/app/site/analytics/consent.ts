/** Whether the visitor's stored cookie choice (`cookieConsent`, docs/routes-and-shell.md#the-shell) is Accept. */
import { COOKIE_CONSENT_NAME } from '~/site/cookie-consent-name';

const ACCEPTED = new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_NAME}=accepted(?:;|$)`);

export const consentAccepted = (): boolean => ACCEPTED.test(document.cookie);
