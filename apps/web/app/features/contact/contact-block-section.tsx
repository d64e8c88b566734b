/**
 * docs/forms.md: the closing block of a page with its form. Routes choose
 * the variant: career on /career and /career/life-at-auralis, project elsewhere, and the agiliti form on
 * the dedicated-developers page. Its words are the contact entry's (content/contact-entry.ts).
 */
import { lazy, Suspense, useId } from 'react';

import { Loader } from '~/components/ui/loader';
import { useNearViewport } from '~/components/ui/use-near-viewport';
import { type ContactBlockVariant, useContactEntry } from '~/content/contact-entry';

/**
 * The form (react-hook-form, zod, the captcha client) is its own chunk, loaded when the block comes within
 * about a screen of the viewport: the block closes its pages, so a first visit does not download it
 * (issue "Speed and accessibility gates"). /contact, where the form is the page, imports it directly.
 */
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));
export const CONTACT_FORM_LOAD_MARGIN_PX = 800;

/**
 * The height each variant's form takes once rendered with its seeded words (measured in Chromium at 320 and
 * 640 px; it does not change from 640 px up), so the box is kept before the form's code arrives and the footer
 * does not move when it does. A visitor who scrolls faster than the code loads sees the form arrive in place
 * (e2e/home.spec.ts). An editor's longer words can add a line, which moves the footer by that line only.
 */
const reservedFormHeight: Record<ContactBlockVariant, string> = {
  project: 'min-h-[52.125rem] sm:min-h-[33rem]',
  career: 'min-h-[60.75rem] sm:min-h-[41.375rem]',
  agiliti: 'min-h-[52.125rem] sm:min-h-[33rem]',
};

export function ContactBlockSection({ variant }: { readonly variant: ContactBlockVariant }) {
  const headingId = useId();
  const { blocks, forms } = useContactEntry();
  const copy = blocks[variant];
  const { ref, near } = useNearViewport<HTMLDivElement>(CONTACT_FORM_LOAD_MARGIN_PX, { orOnInteraction: true });
  // The words are the contact entry's: a block or form an editor removed leaves the page without the block.
  if (!copy || !forms[variant]) return null;
  // Until the form's code arrives its box keeps the form's height; while the code is on its way the box says so.
  const reserved = reservedFormHeight[variant];
  return (
    <section
      aria-labelledby={headingId}
      className="container-page py-16"
      data-testid="contact-block"
      data-variant={variant}
    >
      <div className="grid gap-10 rounded-3xl bg-gradient-to-br from-brand-50 to-white p-5 sm:p-10 lg:grid-cols-5 dark:from-slate-900 dark:to-slate-950 dark:ring-1 dark:ring-slate-800">
        <div className="lg:col-span-2">
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
            {copy.label}
          </p>
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{copy.text}</p>
        </div>
        <div
          ref={ref}
          data-testid="contact-block-form"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3 dark:bg-slate-900 dark:ring-slate-700"
        >
          {near ? (
            <Suspense fallback={<Loader label="Loading the form" className={reserved} />}>
              <ContactForm formType={variant} />
            </Suspense>
          ) : (
            <div className={reserved} />
          )}
        </div>
      </div>
    </section>
  );
}
