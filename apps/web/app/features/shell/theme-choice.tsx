import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';

import type { Theme } from './preferences';
import { useShellPreferences } from './shell-preferences';
import { ThemeForm } from './theme-toggle';

/** A button per theme, the one in use pressed (the style guide's switch); the same form as the toggle. */
export function ThemeChoice({ label }: { readonly label: string }) {
  const chosen: Theme = useShellPreferences().theme ?? 'light';
  const option = (value: Theme, text: string, icon: ReactNode) => (
    <button
      type="submit"
      name="theme"
      value={value}
      aria-pressed={chosen === value}
      // The inline script marks the theme the browser is in, which the server may not know.
      suppressHydrationWarning
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-5 font-semibold text-slate-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:text-slate-100 dark:aria-pressed:border-brand-300 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-slate-950"
    >
      {icon}
      {text}
    </button>
  );
  return (
    <ThemeForm>
      <div role="group" aria-label={label} className="flex flex-wrap gap-3">
        {option('light', 'Light theme', <Sun aria-hidden className="size-5" />)}
        {option('dark', 'Dark theme', <Moon aria-hidden className="size-5" />)}
      </div>
    </ThemeForm>
  );
}
