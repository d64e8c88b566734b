/** docs/routes-and-shell.md#the-shell: the choice lives in the cookie `cookieConsent` for 7 days. */
export const COOKIE_CONSENT_NAME = 'cookieConsent';
export const COOKIE_CONSENT_DAYS = 7;
