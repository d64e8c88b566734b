import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { useShellPreferences } from './shell-preferences';

/**
 * Lucide's sun and moon (ISC licence), drawn here: the toggle is small, and lucide's runtime is not. The cookie
 * banner draws its glyph in the same frame; a shared component cost the first visit 38 bytes (brotli) that its
 * budget did not have, so each keeps its own.
 */
function Glyph({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      {children}
    </svg>
  );
}

const sun = (
  <Glyph>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </Glyph>
);

const moon = (
  <Glyph>
    <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
  </Glyph>
);

/**
 * The header's theme switch (docs/routes-and-shell.md#the-shell: dark adds the `dark` class on <html>). It is a form with no code of the
 * page's own (docs/decisions/017-alive-from-the-first-paint.md): the shell's inline script answers it in place from
 * the first byte (shell-boot.inline.ts: the class, the `theme` cookie, this button's pressed state and title), and
 * without JavaScript the server stores the choice and renders the page in it (routes/preferences.ts). `theme` is the
 * one the server rendered; the inline script corrects the pressed state for a theme it chose from the system.
 *
 * With no theme chosen and no JavaScript, the server cannot know which theme the system's stylesheet shows, so the
 * toggle is two buttons and the stylesheet shows the one that switches away from it (app.css,
 * `system-dark-without-script`); with JavaScript the second is never shown.
 */
export function ThemeToggle({ className = '' }: { readonly className?: string }) {
  const theme = useShellPreferences().theme;
  const dark = theme === 'dark';
  const look = `size-10 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`;
  return (
    <ThemeForm toggle>
      <button
        type="submit"
        name="theme"
        value={dark ? 'light' : 'dark'}
        aria-pressed={dark}
        aria-label="Dark theme"
        title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
        className={`inline-flex system-dark-without-script:hidden ${look}`}
        data-testid="theme-toggle"
        // The inline script sets the pressed state, title and value for the theme the browser is in.
        suppressHydrationWarning
      >
        <span className="dark:hidden">{moon}</span>
        <span className="hidden dark:inline">{sun}</span>
      </button>
      {theme === undefined && (
        <button
          type="submit"
          name="theme"
          value="light"
          aria-pressed
          aria-label="Dark theme"
          title="Switch to light theme"
          className={`hidden system-dark-without-script:inline-flex ${look}`}
        >
          {sun}
        </button>
      )}
    </ThemeForm>
  );
}

/** The form both theme controls are: answered in place by the inline script, or posted without JavaScript. */
export function ThemeForm({ toggle = false, children }: { readonly toggle?: boolean; readonly children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action="/preferences/theme"
      data-inline-action="theme"
      data-toggle={toggle ? '' : undefined}
      className="contents"
    >
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      {children}
    </form>
  );
}
