import { LocateFixed } from 'lucide-react';

import type { LocationFailure, useLocationPrefill } from './use-location-prefill';

/** One short line each: what happened, and what to do instead. */
export const locationFailureMessages: Record<LocationFailure, string> = {
  denied: 'Your browser did not share your location. Please type your state and country.',
  failed: 'We could not look up your location. Please type your state and country.',
};

/**
 * "Fill in state and country from my location" and, beside it, why nothing was filled in. The line is a
 * polite live region that exists before anything is said in it, so screen readers announce the message; it
 * takes no room while empty. With the permission granted the lookup runs on its own, and the button shows
 * only when that failed, to try again.
 */
export function LocationPrefill({ location }: { readonly location: ReturnType<typeof useLocationPrefill> }) {
  const { permission, locating, locate, failure } = location;
  if (permission === 'off' && failure === null) return null;
  const offered = permission === 'prompt' || failure !== null;
  return (
    <div
      className={offered ? 'flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2' : 'sr-only'}
      data-testid="location-prefill"
    >
      {offered ? (
        <button
          type="button"
          onClick={() => void locate()}
          disabled={locating}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <LocateFixed aria-hidden className="size-4" />
          Fill in state and country from my location
        </button>
      ) : null}
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300" data-testid="location-feedback">
        {failure ? locationFailureMessages[failure] : null}
      </p>
    </div>
  );
}
