/**
 * The shell's first script, inline in every page's <head> right after the event contract (root.tsx): it runs
 * before the first paint and needs none of the page's modules.
 *
 * - Theme (light or dark; dark is the `dark` class on <html>): the visitor's choice from the `theme` cookie (an
 *   older visit's choice from localStorage), otherwise the system's, so a dark-theme visitor never sees a white
 *   flash. For a browser without JavaScript, the server renders the class when the cookie says dark, and with no
 *   choice stored it marks the root `data-system-theme` so that the stylesheet follows the system (app.css).
 * - Cookie choice: with no `cookieConsent` stored, <html data-cookie-choice="unset"> shows the banner and keeps
 *   its room free (app.css).
 * - The cookie banner's buttons and the theme toggle are forms the server answers (routes/preferences.ts); with
 *   JavaScript this script answers them in place, from the first byte (the contract's inline actions), so the
 *   visitor's first press is never lost to code that has not arrived.
 *
 * Compiled to a minified string at build time (`?inline-script`); it must not import anything at run time, so the
 * names it shares with the rest of the shell are checked by shell-boot.test.ts.
 */
import type { EventContract } from '~/components/ui/event-contract/contract-types';

(() => {
  const root = document.documentElement;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const readCookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1];
  const writeCookie = (name: string, value: string, days: number) => {
    document.cookie = `${name}=${value}; Max-Age=${days * 86400}; Path=/; SameSite=Lax${secure}`;
  };

  // Theme: 365 days in the `theme` cookie.
  const THEME_DAYS = 365;
  let stored = readCookie('theme');
  if (stored !== 'dark' && stored !== 'light') {
    try {
      stored = localStorage.getItem('theme') ?? undefined;
    } catch {
      stored = undefined;
    }
  }
  const dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  // The server's mark for a browser without JavaScript (app.css): from here on the class alone says the theme.
  root.removeAttribute('data-system-theme');

  /**
   * Every theme form on the page shows the theme in use (they are in the HTML before the code is): the header's
   * toggle (`data-toggle`) is pressed in the dark theme and switches to the other one; a form with a button per
   * theme (the style guide's) marks the one in use.
   */
  const syncThemeForms = () => {
    const isDark = root.classList.contains('dark');
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-inline-action="theme"]')) {
      const toggle = form.hasAttribute('data-toggle');
      for (const button of form.querySelectorAll('button[name="theme"]')) {
        if (toggle) {
          button.setAttribute('aria-pressed', String(isDark));
          button.setAttribute('title', isDark ? 'Switch to light theme' : 'Switch to dark theme');
          button.setAttribute('value', isDark ? 'light' : 'dark');
        } else {
          button.setAttribute('aria-pressed', String((button.getAttribute('value') === 'dark') === isDark));
        }
      }
    }
  };
  document.addEventListener('DOMContentLoaded', syncThemeForms);

  // Cookie choice (SPEC: `cookieConsent`, 7 days).
  const CONSENT_DAYS = 7;
  const choice = readCookie('cookieConsent');
  if (choice === 'accepted' || choice === 'declined') delete root.dataset.cookieChoice;
  else root.dataset.cookieChoice = 'unset';

  const contract = (window as unknown as { __eventContract?: EventContract }).__eventContract;
  if (!contract) return;

  contract.actions.consent = (form, submitter) => {
    const value = submitter?.getAttribute('value');
    if (value === 'ask') {
      // The footer's "Cookie settings": the answer is forgotten and the banner asks again, with the keyboard on its
      // first button. Whatever listened to the old answer hears that there is none (analytics stops sending).
      writeCookie('cookieConsent', '', 0);
      root.dataset.cookieChoice = 'unset';
      document.querySelector<HTMLElement>('[data-testid="cookie-banner"] button')?.focus();
      document.dispatchEvent(new CustomEvent('cookie-consent'));
      return;
    }
    if (value !== 'accepted' && value !== 'declined') return;
    // The banner is about to go with the focused button in it: the keyboard carries on from the page's content.
    const hadFocus = form.contains(document.activeElement);
    writeCookie('cookieConsent', value, CONSENT_DAYS);
    root.dataset.cookieChoice = value;
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
    document.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }));
  };

  contract.actions.theme = (form, submitter) => {
    const isDark = root.classList.contains('dark');
    const chosen = submitter?.getAttribute('value');
    const next = form.hasAttribute('data-toggle') ? (isDark ? 'light' : 'dark') : chosen;
    if (next !== 'light' && next !== 'dark') return;
    root.classList.toggle('dark', next === 'dark');
    writeCookie('theme', next, THEME_DAYS);
    try {
      localStorage.removeItem('theme');
    } catch {
      // Storage can be unavailable (private mode): the cookie holds the choice.
    }
    syncThemeForms();
  };
})();
