/**
 * The home page's hero copy (SPEC.md §1), apart from the sections' copy (home-copy.ts): the hero is on the
 * first screen and in the page's first JavaScript, the sections' copy arrives with their lazily loaded code.
 */
import { siteConfig } from '@auralis/site-config';
import { paths } from '@auralis/site-map';

export const heroCopy = {
  eyebrow: siteConfig.tagline,
  heading: 'Driving growth with human-centric digital innovation',
  blurb:
    'We design, build and run digital products for banks, hospitals, schools, software companies, retailers and energy businesses. Strategy, design, engineering, testing, cloud, data and marketing, in one team that stays after launch.',
  cta: { label: 'Explore our services', to: paths.services },
} as const;
