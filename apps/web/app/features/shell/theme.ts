/**
 * Light or dark theme (SPEC.md §2): dark adds the `dark` class on <html>. The choice persists in
 * localStorage; a first visit follows prefers-color-scheme.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs inline in <head>, before the first paint, so a dark-theme visitor never sees a white flash.
 * Kept as a string because it must not wait for the bundle. In a dark theme it also marks the header's toggle
 * pressed once the document is parsed: the toggle hydrates only when the visitor reaches for it.
 */
export const themeBootScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s?s==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);if(d)document.addEventListener('DOMContentLoaded',function(){var b=document.querySelector('[data-testid=theme-toggle]');if(b&&b.getAttribute('aria-pressed')==='false'){b.setAttribute('aria-pressed','true');b.title='Switch to light theme'}})}catch(e){}})();`;

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the theme still applies for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function useTheme(): readonly [Theme, (theme: Theme) => void] {
  // Prerendered HTML has no theme yet: render the light variant on the server and correct on hydration.
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);
  const setTheme = useCallback((next: Theme) => applyTheme(next), []);
  return [theme, setTheme] as const;
}
