/**
 * The shell's inline script (shell-boot.inline.ts) as a page runs it: compiled by the same build step, evaluated
 * before anything else, with an event contract whose inline actions it fills.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EventContract, InlineAction } from '~/components/ui/event-contract/contract-types';

import { COOKIE_CONSENT_NAME } from '~/site/cookie-consent-name';
import { THEME_COOKIE_NAME } from './preferences';
import shellBootScript from './shell-boot.inline.ts?inline-script';

const root = document.documentElement;

function clearCookies() {
  for (const name of [COOKIE_CONSENT_NAME, THEME_COOKIE_NAME]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

function systemTheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

/** Runs the script with a contract that only collects its actions. */
function boot(): Record<string, InlineAction> {
  const actions: Record<string, InlineAction> = {};
  (window as unknown as { __eventContract: Partial<EventContract> }).__eventContract = { actions };
  new Function(shellBootScript)();
  return actions;
}

function themeToggle(dark: boolean): { form: HTMLFormElement; button: HTMLButtonElement } {
  document.body.innerHTML = `<form data-inline-action="theme" data-toggle><button name="theme" value="${dark ? 'light' : 'dark'}" aria-pressed="${dark}"></button></form><main id="main" tabindex="-1"></main>`;
  const form = document.querySelector('form') as HTMLFormElement;
  return { form, button: form.querySelector('button') as HTMLButtonElement };
}

beforeEach(() => systemTheme(false));
afterEach(() => {
  clearCookies();
  localStorage.clear();
  root.className = '';
  delete root.dataset.cookieChoice;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the shell’s inline script', () => {
  it('is a small classic script, not a module', () => {
    expect(shellBootScript).not.toMatch(/^\s*(import|export)\s/m);
    expect(shellBootScript.length).toBeLessThan(2_500);
  });

  it('follows the system’s theme on a first visit', () => {
    systemTheme(true);
    boot();
    expect(root).toHaveClass('dark');
  });

  it('prefers the theme cookie over the system, and an older visit’s stored choice over nothing', () => {
    systemTheme(true);
    document.cookie = `${THEME_COOKIE_NAME}=light; Path=/`;
    boot();
    expect(root).not.toHaveClass('dark');
    clearCookies();
    systemTheme(false);
    localStorage.setItem('theme', 'dark');
    boot();
    expect(root).toHaveClass('dark');
  });

  it('shows the cookie banner only while no choice is stored', () => {
    boot();
    expect(root.dataset.cookieChoice).toBe('unset');
    document.cookie = `${COOKIE_CONSENT_NAME}=declined; Path=/`;
    boot();
    expect(root.dataset.cookieChoice).toBeUndefined();
  });

  it('answers the theme toggle in place: class, cookie, pressed state and the next value', () => {
    const actions = boot();
    const { form, button } = themeToggle(false);
    actions.theme?.(form, button);
    expect(root).toHaveClass('dark');
    expect(document.cookie).toContain(`${THEME_COOKIE_NAME}=dark`);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('value', 'light');
    expect(button).toHaveAttribute('title', 'Switch to light theme');
    actions.theme?.(form, button);
    expect(root).not.toHaveClass('dark');
    expect(document.cookie).toContain(`${THEME_COOKIE_NAME}=light`);
  });

  it('toggles from the theme in use, whatever the button said before the page was parsed', () => {
    systemTheme(true);
    const actions = boot();
    // The server rendered the light variant (no cookie); the system is dark.
    const { form, button } = themeToggle(false);
    actions.theme?.(form, button);
    expect(root).not.toHaveClass('dark');
  });

  it('answers the cookie banner in place: the cookie for 7 days, the banner gone, the focus on the page', () => {
    const actions = boot();
    document.body.innerHTML =
      '<form data-inline-action="consent"><button name="choice" value="accepted">Accept</button></form><main id="main" tabindex="-1"></main>';
    const form = document.querySelector('form') as HTMLFormElement;
    const accept = form.querySelector('button') as HTMLButtonElement;
    accept.focus();
    const heard = vi.fn();
    document.addEventListener('cookie-consent', heard);
    actions.consent?.(form, accept);
    expect(document.cookie).toContain(`${COOKIE_CONSENT_NAME}=accepted`);
    expect(root.dataset.cookieChoice).toBe('accepted');
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('cookie-consent', heard);
  });

  it('"Cookie settings" forgets the answer, shows the banner with the keyboard on it, and says there is no answer', () => {
    document.cookie = `${COOKIE_CONSENT_NAME}=accepted; Path=/`;
    const actions = boot();
    expect(root.dataset.cookieChoice).toBeUndefined();
    document.body.innerHTML =
      '<section data-testid="cookie-banner"><form><button name="choice" value="declined">Decline</button></form></section>' +
      '<footer><form data-inline-action="consent"><button name="choice" value="ask">Cookie settings</button></form></footer>';
    const form = document.querySelector('footer form') as HTMLFormElement;
    const heard = vi.fn();
    document.addEventListener('cookie-consent', heard);
    actions.consent?.(form, form.querySelector('button'));
    document.removeEventListener('cookie-consent', heard);
    expect(document.cookie).not.toContain(COOKIE_CONSENT_NAME);
    expect(root.dataset.cookieChoice).toBe('unset');
    expect(document.activeElement).toHaveTextContent('Decline');
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toBeNull();
  });

  it('ignores a consent form sent with another value', () => {
    const actions = boot();
    document.body.innerHTML = '<form><button name="choice" value="maybe"></button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    actions.consent?.(form, form.querySelector('button'));
    expect(document.cookie).not.toContain(COOKIE_CONSENT_NAME);
    expect(root.dataset.cookieChoice).toBe('unset');
  });
});
