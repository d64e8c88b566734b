import type { ReactNode } from 'react';

import { useTheme } from './theme';

/** Lucide's sun and moon (ISC licence), drawn here: the toggle is small, and lucide's runtime is not. */
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
 * The header's theme switch. The header loads it as an island (site-header.tsx), so until the visitor reaches
 * for it the server's HTML stands: the stylesheet shows the glyph of the theme in use, and the theme's boot
 * script sets the pressed state and the title once the button is parsed (`themeToggleSyncScript`).
 */
export function ThemeToggle({ className = '' }: { readonly className?: string }) {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      // The document's class, not `dark`: a press held while the toggle hydrated comes before its first render
      // with the browser's theme.
      onClick={() => setTheme(document.documentElement.classList.contains('dark') ? 'light' : 'dark')}
      className={`inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
      data-testid="theme-toggle"
      // The boot script may already have set the pressed state and the title for a dark theme.
      suppressHydrationWarning
    >
      <span className="dark:hidden">{moon}</span>
      <span className="hidden dark:inline">{sun}</span>
    </button>
  );
}
