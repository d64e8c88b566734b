/**
 * The shape of the seed copy for a sub-service page (SPEC.md §2 "Sub-service page layout", §3 entities).
 * One file per service area under seed/sub-services/ exports a `SubServiceSeed[]`; the seeder turns it into
 * content-service entries and uploads the images.
 *
 * Only the sections' items are here. The headings over the services, tech stack, benefits and why-choose-us
 * sections (SPEC.md §3 "Static heading text per sub-service slug") are the page's `sectionHeadings` field, in
 * its file under seed/pages; the sections' items never repeat them (seed/section-headings.test.ts).
 */
import type { SubServiceSlug } from '@auralis/site-map';

import type { IndustrySlug } from './industries';

/** A simple-icons slug (https://simpleicons.org), e.g. 'react', 'kotlin', 'googleanalytics'. */
export type LogoSlug = string;

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface SubServiceSeed {
  /** The page slug ({pagename} of /{area}/{pagename}). */
  readonly page: SubServiceSlug;
  /** The banner at the top of the page: a short title, one or two sentences, and the label of the button to /contact. */
  readonly banner: { readonly title: string; readonly description: string; readonly cta: string };
  /** Overview: `description` is Markdown, two or three short paragraphs (may use **bold** and a short list). */
  readonly overview: { readonly title: string; readonly heading: string; readonly description: string };
  /** The services offered on this page: 4 to 8 items. */
  readonly services: { readonly items: readonly TitledText[] };
  /** Technology groups with logos; omitted only for orm-service. 2 to 4 groups of 3 to 8 logos. */
  readonly techStack?: {
    readonly groups: readonly {
      readonly title: string;
      readonly heading: string;
      readonly logos: readonly LogoSlug[];
    }[];
  };
  /** Key benefits shown as tabs: 4 to 6 items. */
  readonly benefits: { readonly items: readonly TitledText[] };
  /** Why choose us: exactly 4 items on some pages, 6 on others. */
  readonly whyChooseUs: { readonly items: readonly TitledText[] };
  /** Industries marquee: omitted for ecommerce-marketing-solution and performance-marketing-services. */
  readonly industries?: {
    readonly heading: string;
    readonly description: string;
    /** The industries the marquee shows, each as a badge named by the site map (@auralis/site-map). */
    readonly items: readonly { readonly industry: IndustrySlug; readonly description: string }[];
  };
  /** FAQ: 5 to 7 items; some carry a call to action to a site path. */
  readonly faq: readonly {
    readonly question: string;
    readonly answer: string;
    readonly cta?: { readonly label: string; readonly path: string };
  }[];
}
