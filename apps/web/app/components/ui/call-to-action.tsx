import { ArrowRight } from 'lucide-react';

import { ButtonLink } from './button-link';

/** Closing band of a page: service banners end with a call to action to /contact (SPEC.md §2). */
export function CallToAction({
  heading = 'Start a Project',
  text = 'Tell us what you want to build or fix. A consultant replies within one business day with next steps.',
  label = 'Talk to us',
  to = '/contact',
}: {
  readonly heading?: string;
  readonly text?: string;
  readonly label?: string;
  readonly to?: string;
}) {
  return (
    <section className="container-page py-16">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{heading}</h2>
          <p className="mt-3 max-w-2xl text-brand-100">{text}</p>
        </div>
        <ButtonLink to={to} className="shrink-0 !bg-white !text-brand-800 hover:!bg-brand-50">
          {label} <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
