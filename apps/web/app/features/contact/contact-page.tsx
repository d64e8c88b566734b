import { formatAddress, phoneHref, siteConfig } from '@auralis/site-config';
import { Mail, MapPin, Phone } from 'lucide-react';

import { PageHero } from '~/components/ui/page-hero';
import { staticPageContent } from '~/site/page-content';

const cardClass = 'flex gap-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-800';

export function ContactPage() {
  const { heading, intro } = staticPageContent.contact;
  return (
    <>
      <PageHero eyebrow="Contact" heading={heading} intro={intro} />
      <section className="container-page py-16" aria-labelledby="contact-details">
        <h2 id="contact-details" className="mb-8 text-2xl font-bold sm:text-3xl">
          Reach us directly
        </h2>
        <ul role="list" className="grid gap-5 md:grid-cols-3">
          <li className={cardClass}>
            <Phone aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
            <div>
              <h3 className="font-semibold">Call</h3>
              <a
                href={phoneHref()}
                className="mt-1 block text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
              >
                {siteConfig.phone}
              </a>
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Monday to Friday, 9:00 to 18:00 IST</p>
            </div>
          </li>
          <li className={cardClass}>
            <Mail aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
            <div>
              <h3 className="font-semibold">Email</h3>
              <a
                href={`mailto:${siteConfig.emails.info}`}
                className="mt-1 block text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
              >
                {siteConfig.emails.info}
              </a>
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">We reply within one business day</p>
            </div>
          </li>
          <li className={cardClass}>
            <MapPin aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-300" />
            <div>
              <h3 className="font-semibold">Visit</h3>
              <address className="mt-1 text-slate-700 not-italic dark:text-slate-300">{formatAddress()}</address>
            </div>
          </li>
        </ul>
      </section>
    </>
  );
}
