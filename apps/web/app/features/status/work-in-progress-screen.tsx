import { Hammer } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';

/** docs/service-pages.md: W.I.P with a Back to Home button, for a section that is being rebuilt. */
export function WorkInProgressScreen({ headingLevel = 1 }: { readonly headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="work-in-progress"
    >
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <Hammer aria-hidden className="size-8" />
      </span>
      <Heading className="text-4xl font-extrabold tracking-tight">W.I.P</Heading>
      <p className="mt-4 max-w-md text-slate-600 dark:text-slate-300">
        We are rebuilding this section. The finished page will be here soon.
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to Home
      </ButtonLink>
    </section>
  );
}
