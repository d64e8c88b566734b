/**
 * Search data, heading and introduction of the six industry pages (SPEC.md §2: /industries/{slug}).
 * Case-study figures match BRAND.md and the portfolio stories.
 */
import { siteConfig } from '@auralis/site-config';
import { paths } from '../menu';
import { type PageContent, type PageCopy, withCanonicalUrls } from '../seo';
import type { IndustrySlug } from '../menu';

const industryCopy = {
  'bfsi-fintech': {
    heading: 'Digital engineering for banks, lenders and fintechs',
    intro:
      'We build lending, payments and onboarding products for banks, lenders and fintech teams. Our engineers work to ISO 27001 controls and integrate with the core systems you already run. For a retail lender in Oman, mobile loan origination with e-KYC cut approval time from 5 days to 20 minutes.',
    search: {
      title: `BFSI and Fintech Software Development | ${siteConfig.name}`,
      ogTitle: 'Software for banks, lenders and fintech teams',
      description:
        'Mobile lending, payments, e-KYC and core-banking integration for banks and fintechs, built by ISO 27001-certified engineers in Bengaluru and Pune.',
      ogDescription:
        'See how we design and build lending, payments and onboarding products that connect to core banking and pass security review.',
      keywords: [
        'fintech software development',
        'banking app development',
        'loan origination software',
        'e-kyc integration',
        'core banking integration',
      ],
    },
  },
  healthcare: {
    heading: 'Healthcare software that works for patients and clinicians',
    intro:
      'We design and build patient apps, clinician portals and data platforms for healthcare providers and health-tech companies. Every build starts with the people who will use it and the records it must protect. Our teams follow ISO 27001 controls for information security and ISO 9001 processes for quality.',
    search: {
      title: `Healthcare Software Development | ${siteConfig.name}`,
      ogTitle: 'Patient apps, clinician portals and health data platforms',
      description:
        'Patient apps, clinician portals and health data platforms, designed around real care workflows and built under ISO 27001 information security controls.',
      ogDescription:
        'From appointment booking to clinical dashboards, we build healthcare products that clinicians adopt and patients trust with their data.',
      keywords: [
        'healthcare software development',
        'patient app development',
        'clinician portal',
        'health data analytics',
        'telehealth platform',
      ],
    },
  },
  edtech: {
    heading: 'Learning platforms that students keep using',
    intro:
      'We build learning platforms, assessment tools and course apps for education companies and institutions. Our designers test with students and teachers before engineers write the first screen. Platforms run on AWS, Azure or Google Cloud and scale for exam days and enrollment peaks.',
    search: {
      title: `EdTech Software Development | ${siteConfig.name}`,
      ogTitle: 'Learning platforms, assessments and course apps',
      description:
        'Learning platforms, assessment engines and course apps for education companies, tested with students and teachers and built to handle exam-day traffic.',
      ogDescription:
        'We design and engineer education products, from the first course app to the learning platform that serves a whole institution.',
      keywords: [
        'edtech software development',
        'learning platform development',
        'lms development',
        'online assessment software',
        'education app development',
      ],
    },
  },
  'internet-saas': {
    heading: 'Product engineering for internet and SaaS companies',
    intro:
      'We help SaaS teams ship features faster, improve onboarding and keep releases stable. Designers, engineers and QA specialists join your roadmap and work in your tools. For a security software company in India, a redesigned product site and in-app experience brought 42% more trial sign-ups.',
    search: {
      title: `SaaS Product Engineering | ${siteConfig.name}`,
      ogTitle: 'Product design and engineering for SaaS teams',
      description:
        'Product design, engineering and QA for SaaS and internet companies that need faster releases, clearer onboarding and steadier multi-tenant platforms.',
      ogDescription:
        'Our product teams join your roadmap, work in your tools and ship features, onboarding flows and platform upgrades on a steady cadence.',
      keywords: [
        'saas product development',
        'saas ux design',
        'product engineering services',
        'multi-tenant architecture',
        'saas onboarding design',
      ],
    },
  },
  'digital-commerce': {
    heading: 'Commerce platforms built to sell',
    intro:
      'We build storefronts, marketplaces, ordering flows and payment integrations for brands and retailers. Our teams connect catalog, checkout, logistics and marketing so every order can be traced. For a conversational-commerce start-up in Kenya, a WhatsApp ordering and payments platform tripled orders per merchant in six months.',
    search: {
      title: `Digital Commerce Development | ${siteConfig.name}`,
      ogTitle: 'Storefronts, marketplaces and conversational commerce',
      description:
        'Storefronts, marketplaces, WhatsApp ordering and payment integrations for brands and retailers, connected to catalog, checkout, logistics and marketing.',
      ogDescription:
        'We design and build the commerce stack, from product pages and checkout to chat-based ordering and the merchant dashboard behind it.',
      keywords: [
        'ecommerce development',
        'marketplace development',
        'conversational commerce',
        'payment gateway integration',
        'headless commerce',
      ],
    },
  },
  'green-sustainability': {
    heading: 'Software for energy and sustainable business',
    intro:
      'We build portals, analytics and field tools for clean-energy manufacturers, installers and sustainability teams. Our data engineers turn device and operations data into reports people act on. For an energy-technology manufacturer in the United States, installer portal analytics and QA automation led to 60% fewer release regressions.',
    search: {
      title: `Green and Sustainability Software | ${siteConfig.name}`,
      ogTitle: 'Portals and analytics for clean-energy companies',
      description:
        'Installer portals, energy data analytics, emissions reporting and QA automation for clean-energy manufacturers, installers and sustainability teams.',
      ogDescription:
        'We help energy-technology and sustainability teams turn device and operations data into dashboards, reports and stable releases.',
      keywords: [
        'clean energy software',
        'sustainability reporting software',
        'energy data analytics',
        'installer portal development',
        'esg data platform',
      ],
    },
  },
} as const satisfies Record<IndustrySlug, PageCopy>;

export const industryPageContent: Record<IndustrySlug, PageContent> = withCanonicalUrls(industryCopy, paths.industry);
