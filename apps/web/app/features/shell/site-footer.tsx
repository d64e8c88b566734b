import { formatAddress, phoneHref, siteConfig } from '@auralis/site-config';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { paths, serviceAreas } from '~/site/menu';

import { LogoMark } from './logo';
import { SocialIcon } from './social-icons';

interface FooterLink {
  readonly label: string;
  readonly to: string;
  readonly external?: boolean;
}

const serviceLinks: readonly FooterLink[] = serviceAreas.map((area) => ({
  label: area.name,
  to: paths.serviceOverview(area.slug),
}));

const otherLinks: readonly FooterLink[] = [
  { label: 'About us', to: paths.about },
  { label: 'Agiliti: hire dedicated developers', to: paths.agiliti },
  { label: 'Custom website development', to: paths.customWebsiteDevelopment },
  { label: 'Industries', to: paths.industries },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'Careers', to: paths.career },
  { label: 'Contact', to: paths.contact },
  { label: 'Resources', to: siteConfig.resourcesUrl, external: true },
];

const linkClass = 'text-slate-300 transition hover:text-white hover:underline underline-offset-4';

/**
 * "Cookie settings": the cookie banner asks again, so a visitor can change the answer at any time (an Accept given
 * before can be taken back, and then nothing more is sent: docs/analytics.md). A form like the banner's own
 * (cookie-banner.tsx): the shell's inline script answers it in place from the first byte, the server without
 * JavaScript (routes/preferences.ts).
 */
function CookieSettings() {
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/preferences/cookie-consent" data-inline-action="consent">
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      <button type="submit" name="choice" value="ask" className={`${linkClass} cursor-pointer`}>
        Cookie settings
      </button>
    </form>
  );
}

function LinkList({ title, links }: { readonly title: string; readonly links: readonly FooterLink[] }) {
  return (
    <nav aria-label={`Footer ${title.toLowerCase()}`}>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul role="list" className="space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            {link.external ? (
              <a
                href={link.to}
                target="_blank"
                rel="noopener"
                className={`${linkClass} inline-flex items-center gap-1`}
              >
                {link.label}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SiteFooterProps {
  /** The Connect block's sign-up form: another feature's, so root.tsx composes it in (docs/engineering-habits.md, habit 10). */
  readonly newsletter?: ReactNode;
}

export function SiteFooter({ newsletter }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300 dark:border-t dark:border-slate-800" data-testid="site-footer">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
        <section aria-labelledby="footer-connect" className="lg:col-span-5">
          <div className="mb-5 flex items-center gap-3">
            <LogoMark className="size-10" />
            <span className="font-display text-xl font-extrabold text-white">{siteConfig.name}</span>
          </div>
          <h2 id="footer-connect" className="mb-2 font-display text-2xl font-bold text-white">
            Connect
          </h2>
          <p className="mb-6 max-w-md text-sm text-slate-400">
            Notes from our engineers, designers and analysts on what worked in client projects, and what did not.
          </p>
          {newsletter}
          <ul role="list" className="mt-8 flex gap-3" aria-label="Social media">
            {siteConfig.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-600 hover:text-white"
                >
                  <SocialIcon network={link.network} />
                  <span className="sr-only">
                    {siteConfig.name} on {link.network} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-10 sm:grid-cols-2 lg:col-span-4">
          <LinkList title="Services" links={serviceLinks} />
          <LinkList title="Others" links={otherLinks} />
        </div>
        <section aria-labelledby="footer-contact" className="lg:col-span-3">
          <h2 id="footer-contact" className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
            Reach us
          </h2>
          <address className="space-y-4 text-sm not-italic">
            <a href={phoneHref()} className={`${linkClass} flex items-start gap-3`}>
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              {siteConfig.phone}
            </a>
            <a href={`mailto:${siteConfig.emails.info}`} className={`${linkClass} flex items-start gap-3`}>
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              {siteConfig.emails.info}
            </a>
            <p className="flex items-start gap-3 text-slate-300">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              {formatAddress()}
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteConfig.legalName}. All rights reserved.
          </p>
          <ul role="list" className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacy} className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <CookieSettings />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
