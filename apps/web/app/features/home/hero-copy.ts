/**
 * The home page's hero around its heading and introduction (SPEC.md §1), which are the home page entry's (the
 * route's loader reads them): the tagline above and the link below. Apart from the sections' copy
 * (home-copy.ts), which arrives with their lazily loaded code.
 */
import { siteConfig } from '@auralis/site-config';
import { paths } from '@auralis/site-map';

export const heroCopy = {
  eyebrow: siteConfig.tagline,
  cta: { label: 'Explore our services', to: paths.services },
} as const;
