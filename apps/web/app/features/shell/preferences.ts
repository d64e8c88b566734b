/**
 * The visitor's two preferences that the shell shows before any code runs: the theme and the cookie choice. The
 * browser keeps them in cookies, so the server can render a page the way the visitor left it for a browser without
 * JavaScript (docs/decisions/017-alive-from-the-first-paint.md); with JavaScript, the shell's inline script
 * (shell-boot.inline.ts) reads and writes the same cookies.
 */
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '~/site/cookie-consent-name';

export type Theme = 'light' | 'dark';
export type ConsentChoice = 'accepted' | 'declined';

export const THEME_COOKIE_NAME = 'theme';
export const THEME_COOKIE_DAYS = 365;

export interface ShellPreferences {
  /** The theme the visitor chose; undefined: the system's (the inline script reads it in the browser). */
  readonly theme: Theme | undefined;
  /** The cookie banner's answer; undefined: not given yet, and the banner shows. */
  readonly cookieChoice: ConsentChoice | undefined;
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export function shellPreferencesFrom(cookieHeader: string | null | undefined): ShellPreferences {
  const theme = cookieValue(cookieHeader, THEME_COOKIE_NAME);
  const choice = cookieValue(cookieHeader, COOKIE_CONSENT_NAME);
  return {
    theme: theme === 'dark' || theme === 'light' ? theme : undefined,
    cookieChoice: choice === 'accepted' || choice === 'declined' ? choice : undefined,
  };
}

/**
 * What the server renders on <html> for a browser without JavaScript (the shell's inline script sets the same
 * before the first paint): the dark class; with no theme chosen, the mark under which the stylesheet follows the
 * system's theme (app.css, the `dark` variant; the inline script removes it and sets the class itself); and the
 * unanswered cookie choice, which shows the banner.
 */
export function rootAttributesOf(preferences: ShellPreferences | undefined) {
  return {
    className: preferences?.theme === 'dark' ? 'dark' : undefined,
    'data-system-theme': preferences && !preferences.theme ? '' : undefined,
    'data-cookie-choice': preferences && !preferences.cookieChoice ? 'unset' : undefined,
  };
}

/**
 * The rendering a page gets: the HTML differs only in the theme (dark, light, or the system's, which the stylesheet
 * follows for a browser without JavaScript) and in whether the banner shows, so either answer shares one. Six at
 * most, whatever the cookies hold.
 */
export function pageVariantOf({ theme, cookieChoice }: ShellPreferences): string {
  return `${theme ?? 'system'}.${cookieChoice ? 'answered' : 'unanswered'}`;
}

/** A `Set-Cookie` value the browser keeps for `days`, on the whole site. */
export function preferenceCookie(name: string, value: string, days: number, secure: boolean): string {
  return `${name}=${value}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const consentCookie = (choice: ConsentChoice, secure: boolean) =>
  preferenceCookie(COOKIE_CONSENT_NAME, choice, COOKIE_CONSENT_DAYS, secure);
/** Forgets the cookie banner's answer (the footer's "Cookie settings"), so the next page asks again. */
export const forgottenConsentCookie = (secure: boolean) => preferenceCookie(COOKIE_CONSENT_NAME, '', 0, secure);
export const themeCookie = (theme: Theme, secure: boolean) =>
  preferenceCookie(THEME_COOKIE_NAME, theme, THEME_COOKIE_DAYS, secure);
