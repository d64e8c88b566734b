import type { ShapeValue } from '@auralis/content-manifest';
import type { ContactFormType } from '@auralis/form-schemas';
import { formatAddress, phoneHref, siteConfig } from '@auralis/site-config';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

import { PageHero } from '~/components/ui/page-hero';
import type { PageHeroCopy } from '~/site/page-head';

import { ContactFormIsland } from './contact-form-island';
import { ContactTypePicker, contactTypeFromSearch } from './contact-type-picker';

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isPrerender = () => false;

const cardClass = 'flex gap-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-800';

export interface ContactPageProps {
  readonly hero: PageHeroCopy;
  /** The entry's sections; absent where an editor removed one, or when no server answered a navigation. */
  readonly inquiry?: ShapeValue<'inquirySection'>;
  readonly details?: ShapeValue<'contactDetailsSection'>;
}

/** Every word is the page's entry's; the phone number and the addresses are the company's settings. */
export function ContactPage({ hero: { label, heading, intro }, inquiry, details }: ContactPageProps) {
  const [searchParams] = useSearchParams();
  const [chosenType, setFormType] = useState<ContactFormType | null>(null);
  // The prerendered HTML shows the project form, so hydration must too; the address's ?type= (e.g.
  // ?type=partner) takes over right after.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isPrerender);
  const typeInAddress = hydrated ? contactTypeFromSearch(searchParams.get('type')) : null;
  const formType = chosenType ?? typeInAddress ?? 'project';
  // A type picked in the server's HTML before this page's code arrived (it loads after the page, see
  // server/hydrate-after-load.ts) is the visitor's choice: the radios keep it, and the form follows it.
  useLayoutEffect(() => {
    const picked = document.querySelector<HTMLInputElement>('input[name="contact-type"]:checked');
    const pickedType = contactTypeFromSearch(picked?.value ?? null);
    // The document is the external system here: what the visitor did to it before React ran.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pickedType && pickedType !== formType) setFormType(pickedType);
    // Once, on hydration: later the radios' own change events say what is picked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} />
      {inquiry ? (
        <section className="container-page py-16" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-2 text-2xl font-bold sm:text-3xl">
            {inquiry.heading}
          </h2>
          <p className="mb-8 max-w-2xl text-slate-600 dark:text-slate-400">{inquiry.intro}</p>
          <div className="space-y-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900/60">
            <ContactTypePicker question={inquiry.question} value={formType} onChange={setFormType} />
            {/* One form for every type: a new type keeps what was typed and brings its own rules (contact-form.tsx). */}
            <ContactFormIsland formType={formType} />
          </div>
        </section>
      ) : null}
      {details ? (
        <section className="container-page pb-16" aria-labelledby="contact-details">
          <h2 id="contact-details" className="mb-8 text-2xl font-bold sm:text-3xl">
            {details.heading}
          </h2>
          <ul role="list" className="grid gap-5 md:grid-cols-3">
            <li className={cardClass}>
              <Phone aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
              <div>
                <h3 className="font-semibold">{details.callLabel}</h3>
                <a
                  href={phoneHref()}
                  className="mt-1 block text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
                >
                  {siteConfig.phone}
                </a>
                <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{details.callNote}</p>
              </div>
            </li>
            <li className={cardClass}>
              <Mail aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
              <div>
                <h3 className="font-semibold">{details.emailLabel}</h3>
                <a
                  href={`mailto:${siteConfig.emails.info}`}
                  className="mt-1 block text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
                >
                  {siteConfig.emails.info}
                </a>
                <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{details.emailNote}</p>
              </div>
            </li>
            <li className={cardClass}>
              <MapPin aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
              <div>
                <h3 className="font-semibold">{details.visitLabel}</h3>
                <address className="mt-1 text-slate-700 not-italic dark:text-slate-300">{formatAddress()}</address>
              </div>
            </li>
          </ul>
        </section>
      ) : null}
    </>
  );
}
