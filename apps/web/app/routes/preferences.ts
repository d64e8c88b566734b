/**
 * `POST /preferences/cookie-consent` and `POST /preferences/theme`: the cookie banner's buttons, the footer's "Cookie
 * settings" and the theme toggle are forms, answered here for a browser without JavaScript (with JavaScript the
 * shell's inline script answers them in place: features/shell/shell-boot.inline.ts). The answer stores the choice in
 * its cookie (or, for "Cookie settings", forgets it) and sends the visitor back to the page the form was on (303),
 * which the server then renders with that choice.
 *
 * What protects it: nothing is stored on the server, and the only effect is a cookie in the requester's own browser;
 * the content service refuses a POST from another site (Origin or Sec-Fetch-Site, against a page elsewhere setting a
 * visitor's consent) and any body over 2 KB before it reaches here; the values are fixed words (three for the
 * consent, two for the theme), and the page to go back to must be a path of this site.
 */
import { data, redirect } from 'react-router';

import { consentCookie, forgottenConsentCookie, themeCookie } from '~/features/shell/preferences';

import type { Route } from './+types/preferences';

/** A path of this site to send the visitor back to: one leading slash (`//host` is another site), no backslash. */
export function pageToReturnTo(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  return /^\/(?![/\\])[^\\\s]*$/.test(value) ? value : '/';
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const secure = new URL(request.url).protocol === 'https:';
  const back = pageToReturnTo(form.get('return'));
  if (params.preference === 'cookie-consent') {
    const choice = form.get('choice');
    // `ask`: the footer's "Cookie settings" forgets the answer, and the page it returns to shows the banner again.
    if (choice === 'ask') {
      return redirect(back, { status: 303, headers: { 'Set-Cookie': forgottenConsentCookie(secure) } });
    }
    if (choice !== 'accepted' && choice !== 'declined') {
      return data({ errors: { choice: 'Choose accepted or declined.' } }, { status: 400 });
    }
    return redirect(back, { status: 303, headers: { 'Set-Cookie': consentCookie(choice, secure) } });
  }
  if (params.preference === 'theme') {
    const theme = form.get('theme');
    if (theme !== 'light' && theme !== 'dark') {
      return data({ errors: { theme: 'Choose light or dark.' } }, { status: 400 });
    }
    return redirect(back, { status: 303, headers: { 'Set-Cookie': themeCookie(theme, secure) } });
  }
  throw data(null, { status: 404 });
}
