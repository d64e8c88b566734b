/**
 * Search data, heading, introduction and facts of the four portfolio stories (SPEC.md §2: /portfolio/{slug}).
 * BRAND.md: each client is described only neutrally (sector, size, country); the slug is a URL, never copy.
 * The outcome is the client's result, stated once on the page.
 */
import { siteConfig } from '@auralis/site-config';
import { canonical, type PageContent } from '../seo';
import type { PortfolioStorySlug } from '../menu';

export const portfolioPages = {
  sukhiba: {
    client: 'Conversational-commerce start-up, Kenya',
    outcome: '3× orders per merchant in six months.',
    services: ['Chatbot Development', 'E-commerce Development', 'Web Development'],
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
      canonicalUrl: canonical('/portfolio/sukhiba'),
    },
  },
  secpod: {
    client: 'Security software company, India',
    outcome: '42% more trial sign-ups.',
    services: ['UX Design', 'UI Design', 'Web Development'],
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
      canonicalUrl: canonical('/portfolio/secpod'),
    },
  },
  'united-finance': {
    client: 'Retail lender, Oman',
    outcome: 'Approval time from 5 days to 20 minutes.',
    services: ['Mobile App Development', 'e-KYC Integration', 'Core-Banking Integration'],
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
      canonicalUrl: canonical('/portfolio/united-finance'),
    },
  },
  enphase: {
    client: 'Energy-technology manufacturer, United States',
    outcome: '60% fewer release regressions.',
    services: ['Business Intelligence', 'Automation Testing'],
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
      canonicalUrl: canonical('/portfolio/enphase'),
    },
  },
} as const satisfies Record<
  PortfolioStorySlug,
  PageContent & { readonly client: string; readonly outcome: string; readonly services: readonly string[] }
>;
