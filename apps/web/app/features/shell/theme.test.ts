import { afterEach, describe, expect, it, vi } from 'vitest';

import { applyTheme, THEME_STORAGE_KEY, themeBootScript } from './theme';

function runBootScript() {
  // The boot script is inline JavaScript in <head>; run it as the browser would.
  new Function(themeBootScript)();
}

function mockColorScheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('follows prefers-color-scheme on a first visit', () => {
    mockColorScheme(true);
    runBootScript();
    expect(document.documentElement).toHaveClass('dark');
    document.documentElement.className = '';
    mockColorScheme(false);
    runBootScript();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('prefers the stored choice over the system setting', () => {
    mockColorScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runBootScript();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies and stores a choice', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
