import { Home } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';
import { notFoundPage } from '~/site/search-data/shell-pages';

/**
 * docs/routes-and-shell.md#the-shell: title Page not found, a playful message, a Back to Homepage link. The style
 * guide (/testing) shows it with an <h2> and another test id, so that only a real not-found page carries
 * `not-found` (the crawler test looks for it).
 */
export function NotFoundScreen({ headingLevel = 1 }: { readonly headingLevel?: 1 | 2 }) {
  const { heading, intro } = notFoundPage;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
      data-testid={headingLevel === 1 ? 'not-found' : 'not-found-specimen'}
    >
      <svg viewBox="0 0 240 120" className="mb-8 w-60 text-brand-600 dark:text-brand-300" aria-hidden focusable="false">
        <text
          x="120"
          y="96"
          textAnchor="middle"
          fontSize="110"
          fontWeight="800"
          fill="currentColor"
          opacity="0.12"
          fontFamily="sans-serif"
        >
          404
        </text>
        <circle cx="120" cy="56" r="26" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M139 75l22 22" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
        <path d="M110 50h.01M130 50h.01" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
        <path d="M110 66c6-5 14-5 20 0" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Heading className="text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</Heading>
      <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{intro}</p>
      <ButtonLink to="/" className="mt-8">
        <Home aria-hidden className="size-5" /> Back to Homepage
      </ButtonLink>
    </section>
  );
}
