/**
 * Search data, heading, introduction and facts of the portfolio stories (SPEC.md §2: /portfolio/{slug}): the
 * four of the route table, and further stories served by the generic /portfolio/{storyId} route.
 * BRAND.md: each client is described only neutrally (sector, size, country); the slug is a URL, never copy.
 * The outcome is the client's result, stated once on the page.
 */
import { siteConfig } from '@auralis/site-config';
import { type PageCopy, withCanonicalUrls } from '../seo';
import { paths, portfolioStories } from '../menu';

const portfolioCopy = {
  sukhiba: {
    client: 'Conversational-commerce start-up, Kenya',
    outcome: '3× orders per merchant in six months.',
    heading: 'WhatsApp ordering and payments for a Kenyan commerce start-up',
    intro:
      'A conversational-commerce start-up in Kenya wanted small merchants to take orders and payments inside WhatsApp. We built the ordering and payments platform, a chatbot that guides buyers through a purchase, and a dashboard where merchants track their orders. The result below covers the first six months after launch.',
    search: {
      title: `WhatsApp Commerce Platform, Kenya | ${siteConfig.name}`,
      ogTitle: 'Conversational commerce case study: Kenya',
      description:
        'How we built WhatsApp ordering, payments, a chatbot and a merchant dashboard for a Kenyan start-up, with 3× orders per merchant in six months.',
      ogDescription:
        'A Kenyan conversational-commerce start-up moved its merchants onto WhatsApp ordering and payments we built. Orders per merchant tripled in six months.',
      keywords: [
        'conversational commerce case study',
        'whatsapp ordering platform',
        'chatbot development',
        'merchant dashboard',
        'mobile payments kenya',
      ],
    },
  },
  secpod: {
    client: 'Security software company, India',
    outcome: '42% more trial sign-ups.',
    heading: 'A clearer product story for a security software company',
    intro:
      'A security software company in India sold a vulnerability-management suite that buyers found hard to evaluate. We redesigned its product site around the questions security teams ask, then reworked the in-app UX so trial users find their way faster. Design and engineering shipped together in small releases.',
    search: {
      title: `Security Software UX Redesign | ${siteConfig.name}`,
      ogTitle: 'Security software UX case study: India',
      description:
        'How we redesigned the product site and in-app UX of an Indian vulnerability-management suite, leading to 42% more trial sign-ups for the client.',
      ogDescription:
        'An Indian security software company asked us to make its vulnerability-management suite easier to evaluate. Trial sign-ups rose 42%.',
      keywords: [
        'security software ux',
        'product website redesign',
        'saas ux case study',
        'vulnerability management ui',
        'trial conversion',
      ],
    },
  },
  'united-finance': {
    client: 'Retail lender, Oman',
    outcome: 'Approval time from 5 days to 20 minutes.',
    heading: 'Mobile loan origination for a retail lender in Oman',
    intro:
      'A retail lender in Oman took loan applications on paper and through branch visits. We built a mobile origination app with e-KYC, so applicants verify their identity from a phone, and connected it to the lender’s core-banking system. Credit officers now review complete applications instead of chasing documents.',
    search: {
      title: `Mobile Loan Origination, Oman | ${siteConfig.name}`,
      ogTitle: 'Mobile lending case study: Oman',
      description:
        'How we built mobile loan origination with e-KYC and core-banking integration for a lender in Oman, cutting approval time from 5 days to 20 minutes.',
      ogDescription:
        'An Omani retail lender moved loan applications to a mobile app with e-KYC that we built. Approvals now take 20 minutes instead of 5 days.',
      keywords: [
        'mobile lending app',
        'loan origination system',
        'e-kyc integration',
        'core banking integration',
        'fintech case study oman',
      ],
    },
  },
  enphase: {
    client: 'Energy-technology manufacturer, United States',
    outcome: '60% fewer release regressions.',
    heading: 'Installer portal analytics and QA automation for an energy manufacturer',
    intro:
      'An energy-technology manufacturer in the United States runs a portal that installers use to set up and monitor systems. We added analytics that show how installers use the portal, then built an automated regression suite that runs on every release. Each release now goes out with a test report attached.',
    search: {
      title: `Installer Portal Analytics and QA | ${siteConfig.name}`,
      ogTitle: 'Energy installer analytics case study: United States',
      description:
        'How we added installer portal analytics and QA automation for a US energy-technology manufacturer, resulting in 60% fewer release regressions.',
      ogDescription:
        'A US energy-technology manufacturer asked us to measure its installer portal and test every release automatically. Regressions fell 60%.',
      keywords: [
        'installer portal analytics',
        'qa automation case study',
        'regression testing',
        'energy technology software',
        'business intelligence',
      ],
    },
  },
  'hospital-appointments': {
    client: 'Multi-specialty hospital network, United Arab Emirates',
    outcome: 'Missed outpatient appointments down from 18% to 11% in nine months.',
    heading: 'Online booking and reminders for a hospital network in the UAE',
    intro:
      'A multi-specialty hospital network in the United Arab Emirates booked outpatient visits by phone, and many patients simply did not turn up. We built a patient app and web booking that read live clinic calendars, with reminders patients can answer to confirm or move a visit. Front-desk staff now spend their time on patients in the building.',
    search: {
      title: `Hospital Appointment Booking App, UAE | ${siteConfig.name}`,
      ogTitle: 'Healthcare booking case study: United Arab Emirates',
      description:
        'How we built a patient app, web booking and two-way reminders for a UAE hospital network, cutting missed outpatient appointments from 18% to 11%.',
      ogDescription:
        'A hospital network in the UAE moved outpatient booking from the phone to an app and web booking we built, with reminders patients answer.',
      keywords: [
        'hospital appointment app',
        'patient booking platform',
        'healthcare mobile app',
        'appointment reminders',
        'healthcare case study uae',
      ],
    },
  },
  'exam-season-cloud': {
    client: 'Online learning provider, United Kingdom',
    outcome: 'Five times the peak concurrent learners, with pages loading in under two seconds.',
    heading: 'A learning platform that stays up through exam season',
    intro:
      'An online learning provider in the United Kingdom ran its course platform on two ageing servers that slowed to a crawl every exam season. We moved it to the cloud with autoscaling, load-tested it against the busiest week of the previous year, and took over its monitoring. The outcome below covers the first exam season after the move.',
    search: {
      title: `EdTech Cloud Migration and Load Testing | ${siteConfig.name}`,
      ogTitle: 'EdTech cloud migration case study: United Kingdom',
      description:
        'How we migrated a UK online learning platform to autoscaling cloud hosting and load-tested it, serving five times the peak learners in exam season.',
      ogDescription:
        'A UK online learning provider moved its course platform to the cloud with us before exam season. It served five times the peak learners.',
      keywords: [
        'edtech cloud migration',
        'learning platform scalability',
        'performance testing case study',
        'autoscaling',
        'online learning uk',
      ],
    },
  },
} as const satisfies Record<string, PageCopy & { readonly client: string; readonly outcome: string }>;

export const portfolioPages = withCanonicalUrls(portfolioCopy, paths.portfolioStory);

/** The id of any story: the route table's four, and further stories served by the generic story route. */
export type PortfolioStoryId = keyof typeof portfolioCopy;

/** Every story, the route table's four first: the portfolio cards, the prerender list and the sitemap read it. */
export const portfolioStoryIds: readonly PortfolioStoryId[] = [
  ...portfolioStories.map((story): PortfolioStoryId => story.slug),
  'hospital-appointments',
  'exam-season-cloud',
];

export function isPortfolioStoryId(id: string | undefined): id is PortfolioStoryId {
  return portfolioStoryIds.some((storyId) => storyId === id);
}
