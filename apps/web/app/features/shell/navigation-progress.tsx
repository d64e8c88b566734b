import { useNavigation } from 'react-router';

/**
 * Pages load lazily (each route is its own chunk). While the next page's code loads, a bar runs under the
 * header and screen readers hear that the page is loading.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[var(--spacing-header)] z-50 h-0.5"
    >
      {loading ? (
        <>
          <div
            className="h-full w-2/5 bg-brand-500 motion-safe:animate-[progress_900ms_ease-in-out_infinite]"
            data-testid="navigation-progress"
          />
          <span className="sr-only">Loading page</span>
        </>
      ) : null}
    </div>
  );
}
