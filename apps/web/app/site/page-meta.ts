/**
 * Turns a page's search data into the tags React Router renders into <head>: title, description, keywords,
 * canonical, Open Graph and Twitter. Prerendering puts them in each page's HTML before any script runs.
 */
import { siteConfig } from '@auralis/site-config';
import type { MetaDescriptor } from 'react-router';

import type { SearchData } from './seo';

export interface PageMetaOptions {
  /** Keep the page out of search results (test page, not-found screen). */
  readonly noIndex?: boolean;
  /** Extra descriptors, e.g. structured data for the home page. */
  readonly extra?: readonly MetaDescriptor[];
}

export const shareImageUrl = `${siteConfig.siteUrl}${siteConfig.shareImagePath}`;

export function pageMeta(search: SearchData, options: PageMetaOptions = {}): MetaDescriptor[] {
  return [
    { title: search.title },
    { name: 'description', content: search.description },
    { name: 'keywords', content: search.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: search.canonicalUrl },
    ...(options.noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: search.ogTitle },
    { property: 'og:description', content: search.ogDescription },
    { property: 'og:url', content: search.canonicalUrl },
    { property: 'og:image', content: shareImageUrl },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${siteConfig.name}: ${siteConfig.tagline}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: '@auralisdigital' },
    { name: 'twitter:title', content: search.ogTitle },
    { name: 'twitter:description', content: search.ogDescription },
    { name: 'twitter:image', content: shareImageUrl },
    ...(options.extra ?? []),
  ];
}

/** Organization structured data for the home page (docs/routes-and-shell.md#the-shell). */
export function organizationJsonLd(): MetaDescriptor {
  const { address } = siteConfig;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.name,
      legalName: siteConfig.legalName,
      url: `${siteConfig.siteUrl}/`,
      logo: `${siteConfig.siteUrl}/logo.svg`,
      image: shareImageUrl,
      foundingDate: String(siteConfig.foundingYear),
      email: siteConfig.emails.info,
      telephone: siteConfig.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.streetAddress,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.countryCode,
      },
      sameAs: siteConfig.social.map((link) => link.url),
    },
  };
}
