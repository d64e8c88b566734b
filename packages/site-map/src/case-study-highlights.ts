/**
 * The four case studies of BRAND.md as the industry pages quote them: the client described neutrally, what we
 * did and the one outcome figure. The stories' page entries hold the same (their `storyFacts`, which the
 * portfolio and the home page read); apps/cms/seed/page-files.test.ts checks that the two agree until the
 * industry pages read the entries too and this module goes.
 */
import { paths, type PortfolioStorySlug } from './page-tree';

export interface CaseStudyHighlight {
  readonly slug: PortfolioStorySlug;
  readonly path: string;
  /** Sector, kind and country: never the company's name (BRAND.md "Case studies"). */
  readonly client: string;
  readonly summary: string;
  readonly outcome: string;
}

function highlight(slug: PortfolioStorySlug, rest: Omit<CaseStudyHighlight, 'slug' | 'path'>): CaseStudyHighlight {
  return { slug, path: paths.portfolioStory(slug), ...rest };
}

export const caseStudyHighlights: Record<PortfolioStorySlug, CaseStudyHighlight> = {
  sukhiba: highlight('sukhiba', {
    client: 'Conversational-commerce start-up, Kenya',
    summary: 'We built a WhatsApp ordering and payments platform with a chatbot and a merchant dashboard.',
    outcome: '3× orders per merchant in six months',
  }),
  secpod: highlight('secpod', {
    client: 'Security software company, India',
    summary: 'We redesigned the product site and the in-app UX of its vulnerability-management suite.',
    outcome: '42% more trial sign-ups',
  }),
  'united-finance': highlight('united-finance', {
    client: 'Retail lender, Oman',
    summary: 'We built mobile loan origination with e-KYC and integrated it with the core-banking system.',
    outcome: 'Approval time from 5 days to 20 minutes',
  }),
  enphase: highlight('enphase', {
    client: 'Energy-technology manufacturer, United States',
    summary: 'We built installer portal analytics and automated the QA of its releases.',
    outcome: '60% fewer release regressions',
  }),
};
