import { siteConfig } from '@auralis/site-config';

/** A page that failed to render (a server error, not a missing page): what to do next, and whom to write to. */
export function ErrorScreen() {
  return (
    <section className="container-page py-24 text-center" data-testid="error-screen">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600 dark:text-slate-400">
        This page failed to load. Reload the page, or go back to the homepage. If it keeps happening, write to us at{' '}
        <a className="underline" href={`mailto:${siteConfig.emails.info}`}>
          {siteConfig.emails.info}
        </a>
        .
      </p>
      <a
        href="/"
        className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Back to Homepage
      </a>
    </section>
  );
}
