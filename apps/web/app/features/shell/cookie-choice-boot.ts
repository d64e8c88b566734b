/**
 * Runs inline in <head>, before the first paint (as the theme's script does): with no consent choice stored
 * in the cookie, it marks the document `data-cookie-choice="unset"`, which shows the server-rendered cookie
 * banner and reserves its room (app.css). Kept apart from cookie-consent.ts, which brings js-cookie.
 */
import { COOKIE_CONSENT_NAME } from './cookie-consent-name';

export const cookieChoiceBootScript = `(function(){try{if(!/(?:^|;\\s*)${COOKIE_CONSENT_NAME}=(accepted|declined)(?:;|$)/.test(document.cookie))document.documentElement.dataset.cookieChoice='unset'}catch(e){}})();`;
