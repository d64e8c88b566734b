/**
 * The visitor's theme and cookie choice as the server read them from the request's cookies (root.tsx's loader), for
 * the shell's parts that render them into the HTML: a browser without JavaScript sees the page as the visitor left it.
 */
import { createContext, useContext } from 'react';

import type { ShellPreferences } from './preferences';

/** Before the root's data is there (it always is on the server): the system theme, no answer yet. */
export const NO_PREFERENCES: ShellPreferences = { theme: undefined, cookieChoice: undefined };

const ShellPreferencesContext = createContext<ShellPreferences>(NO_PREFERENCES);

export const ShellPreferencesProvider = ShellPreferencesContext.Provider;

export function useShellPreferences(): ShellPreferences {
  return useContext(ShellPreferencesContext);
}
