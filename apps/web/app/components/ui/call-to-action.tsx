import type { ShapeValue } from '@auralis/content-manifest';
import { paths } from '@auralis/site-map';
import { ArrowRight } from 'lucide-react';

import { ButtonLink } from './button-link';

/**
 * Closing band of a page: service banners end with a call to action to /contact (docs/forms.md). Its words are the
 * contact entry's, which the pages read with `useContactEntry()`; without them (an editor removed them) no band.
 */
export function CallToAction({ words }: { readonly words: ShapeValue<'callToAction'> | undefined }) {
  if (!words) return null;
  return (
    <section className="container-page py-16">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{words.heading}</h2>
          <p className="mt-3 max-w-2xl text-brand-100">{words.text}</p>
        </div>
        <ButtonLink to={paths.contact} className="shrink-0 !bg-white !text-brand-800 hover:!bg-brand-50">
          {words.buttonLabel} <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
