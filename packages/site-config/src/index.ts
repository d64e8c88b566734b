/**
 * The brand, in one place (docs/routes-and-shell.md#who-the-site-is-for). A real company replaces this file and nothing else:
 * the web app, the content service and the mail templates read every contact fact from here.
 */
export interface SocialLink {
  readonly network: 'LinkedIn' | 'Instagram' | 'Facebook' | 'X';
  readonly url: string;
}

export interface PostalAddress {
  readonly streetAddress: string;
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
  readonly countryCode: string;
}

export interface SiteConfig {
  /** Company name as written in copy. */
  readonly name: string;
  /** The name as a sentence says it again ("Why choose Auralis"), and the first word of the logo. */
  readonly shortName: string;
  /** Legal-ish long form used in copyright and structured data. */
  readonly legalName: string;
  /** The {company} placeholder of docs/careers.md: used in paths such as /career/life-at-{slug}. */
  readonly slug: string;
  readonly foundingYear: number;
  /** Canonical origin of the public site; canonical URLs and the sitemap are built on it. */
  readonly siteUrl: string;
  readonly tagline: string;
  readonly phone: string;
  readonly emails: {
    readonly info: string;
    readonly careers: string;
  };
  readonly address: PostalAddress;
  readonly resourcesUrl: string;
  readonly social: readonly SocialLink[];
  /** The fixed social sharing image (docs/routes-and-shell.md#the-shell). */
  readonly shareImagePath: string;
}

export const siteConfig: SiteConfig = {
  name: 'Auralis Digital',
  shortName: 'Auralis',
  legalName: 'Auralis Digital Private Limited',
  slug: 'auralis',
  foundingYear: 2011,
  siteUrl: 'https://www.auralis.example',
  tagline: 'Digital engineering and consulting',
  phone: '+91 80 4718 2200',
  emails: {
    info: 'info@auralis.example',
    careers: 'careers@auralis.example',
  },
  address: {
    streetAddress: '3rd Floor, 12 Residency Road',
    locality: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560025',
    country: 'India',
    countryCode: 'IN',
  },
  resourcesUrl: 'https://resources.auralis.example',
  social: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/auralis-digital' },
    { network: 'Instagram', url: 'https://www.instagram.com/auralisdigital' },
    { network: 'Facebook', url: 'https://www.facebook.com/auralisdigital' },
    { network: 'X', url: 'https://x.com/auralisdigital' },
  ],
  shareImagePath: '/social-share.png',
};

/** The address on one line, as the footer and mails print it. */
export function formatAddress(address: PostalAddress = siteConfig.address): string {
  return `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}

/** `tel:` href for a display phone number: digits and the leading plus only. */
export function phoneHref(phone: string = siteConfig.phone): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * docs/careers.md's maps service for the job application's location prefill: OpenStreetMap Nominatim's `/reverse`
 * (jsonv2) unless VITE_REVERSE_GEOCODE_URL names another. The website calls it from the browser and the
 * content service allows its origin in the page's Content-Security-Policy, so both read it through here.
 */
export const DEFAULT_REVERSE_GEOCODE_URL = 'https://nominatim.openstreetmap.org/reverse';

export function reverseGeocodeUrl(configured: string | undefined): string {
  return configured?.trim() || DEFAULT_REVERSE_GEOCODE_URL;
}

export { type CompanyFacts, companyFacts, type Office } from './company-facts';
