/** The spinner shown while a page or a block of content loads (docs/routes-and-shell.md). */
export function Loader({
  label = 'Loading',
  className = 'min-h-[300px]',
}: {
  readonly label?: string;
  readonly className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`} data-testid="loader">
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-800 dark:border-t-brand-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
