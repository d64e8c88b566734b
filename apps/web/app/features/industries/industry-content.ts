/**
 * What each industry page says beyond its heading and search data (SPEC.md §9 "Industry value-proposition
 * lists": five value points each), the services that fit the sector and the related case study. Service
 * links come from the shared site map, so a renamed or removed page fails the type check or the tests
 * instead of leaving a dead link. Case-study figures match BRAND.md and the portfolio stories.
 */
import {
  type CaseStudyHighlight,
  caseStudyHighlights,
  type IndustrySlug,
  servicePage,
  type SubServiceSlug,
} from '@auralis/site-map';

export interface ValuePoint {
  readonly title: string;
  readonly text: string;
}

export interface IndustryServiceLink {
  readonly name: string;
  readonly path: string;
}

export interface RelatedCaseStudy extends CaseStudyHighlight {
  /** Why this story matters to a reader from this sector, when the client works in another one. */
  readonly relevance: string;
}

export interface IndustryDetail {
  readonly valuePoints: readonly [ValuePoint, ValuePoint, ValuePoint, ValuePoint, ValuePoint];
  readonly services: readonly IndustryServiceLink[];
  readonly caseStudy: RelatedCaseStudy;
}

function services(...slugs: readonly SubServiceSlug[]): readonly IndustryServiceLink[] {
  return slugs.map((slug) => {
    const page = servicePage(slug);
    return { name: page.name, path: page.path };
  });
}

export const industryDetails: Record<IndustrySlug, IndustryDetail> = {
  'bfsi-fintech': {
    valuePoints: [
      {
        title: 'Security reviewed from day one',
        text: 'We work to ISO 27001 controls and plan penetration tests into every release, so your product passes the bank’s security review without a late rewrite.',
      },
      {
        title: 'Core banking, connected',
        text: 'We integrate with the core-banking, card and payment systems you already run, through their APIs or a middleware layer we build and document.',
      },
      {
        title: 'Onboarding in minutes',
        text: 'Digital KYC, document capture and credit checks in one mobile flow, so customers finish an application before they lose interest.',
      },
      {
        title: 'Compliance built into the workflow',
        text: 'Audit trails, consent records and role-based access are part of the design, not a report assembled before the audit.',
      },
      {
        title: 'Decisions from your own data',
        text: 'Dashboards and models on your transaction data show risk, churn and product use while there is still time to act.',
      },
    ],
    services: services(
      'android-application-development-services',
      'ios-development-services',
      'security-testing-services',
      'erp-integration-service',
      'business-intelligence-consulting',
      'rpa-services',
    ),
    caseStudy: {
      ...caseStudyHighlights['united-finance'],
      relevance: 'A lending product that connects a mobile app to core banking.',
    },
  },
  healthcare: {
    valuePoints: [
      {
        title: 'Patient data kept safe',
        text: 'Encryption, access control and audit logs follow ISO 27001 controls, and our security testing checks them before every release.',
      },
      {
        title: 'Designed with clinicians',
        text: 'Our designers observe real care workflows before drawing a screen, so the portal saves clinicians time instead of adding clicks.',
      },
      {
        title: 'Care that reaches patients at home',
        text: 'Appointment booking, reminders and teleconsultation in apps that work on older phones and slow connections.',
      },
      {
        title: 'Records that connect',
        text: 'We integrate hospital, laboratory and billing systems, so a patient’s history is in one place when the doctor needs it.',
      },
      {
        title: 'Quality you can show',
        text: 'ISO 9001 processes and automated regression suites give you the test evidence that audits and partners ask for.',
      },
    ],
    services: services(
      'ux-design-services',
      'mobile-app-design-development',
      'cloud-application-development-services',
      'security-testing-services',
      'customer-360-analytics',
      'maintenance-support-services',
    ),
    caseStudy: {
      ...caseStudyHighlights['united-finance'],
      relevance:
        'Identity checks, sensitive records and a legacy system of record: the same problem a patient intake flow solves.',
    },
  },
  edtech: {
    valuePoints: [
      {
        title: 'Tested with students and teachers',
        text: 'We run usability sessions with learners and educators before building, so courses are easy to start and easy to finish.',
      },
      {
        title: 'Ready for exam day',
        text: 'Cloud infrastructure on AWS, Azure or Google Cloud scales for enrollment peaks and live assessments, and performance tests prove it first.',
      },
      {
        title: 'Learning on any device',
        text: 'Responsive web and mobile apps that keep progress in sync and work offline where the connection drops.',
      },
      {
        title: 'Assessment you can trust',
        text: 'Question banks, proctoring hooks and grading workflows built so results are fair, repeatable and quick to publish.',
      },
      {
        title: 'Insight into every learner',
        text: 'Analytics on engagement and outcomes show which courses work and which students need help before they drop out.',
      },
    ],
    services: services(
      'ux-design-services',
      'progressive-web-app-development-services',
      'hybrid-app-development-services',
      'performance-testing-services',
      'cloud-application-development-services',
      'digital-intelligence-services',
    ),
    caseStudy: {
      ...caseStudyHighlights.sukhiba,
      relevance: 'A mobile-first, chat-based journey for users on everyday phones, the way many learners study.',
    },
  },
  'internet-saas': {
    valuePoints: [
      {
        title: 'Sign-ups that turn into customers',
        text: 'We design onboarding and trial flows around the moment a user first sees value, and measure every step of the funnel.',
      },
      {
        title: 'Releases without regressions',
        text: 'Automation test suites run on every merge, so your team ships weekly without breaking what customers rely on.',
      },
      {
        title: 'Cloud costs that scale with revenue',
        text: 'Multi-tenant architecture on AWS, Azure or Google Cloud, sized for the load you have and ready for the load you plan.',
      },
      {
        title: 'Engineers who join your team',
        text: 'Through Agiliti, vetted engineers join your squads full-time in about two weeks, billed monthly, with a replacement guarantee.',
      },
      {
        title: 'Product decisions backed by data',
        text: 'Usage analytics and customer dashboards show which features drive retention and which ones to retire.',
      },
    ],
    services: services(
      'product-development-and-innovation',
      'cloud-application-development-services',
      'automation-testing-services',
      'ui-design-services',
      'cro-services',
      'customer-360-analytics',
    ),
    caseStudy: {
      ...caseStudyHighlights.secpod,
      relevance: 'Product UX and a website that turn visitors into trial users of a software suite.',
    },
  },
  'digital-commerce': {
    valuePoints: [
      {
        title: 'Checkout that converts',
        text: 'Fewer steps, saved details and local payment methods, tested with real shoppers and measured against your conversion rate.',
      },
      {
        title: 'Selling where customers already are',
        text: 'Storefronts, marketplaces and chat commerce on WhatsApp, connected to one catalog and one order system.',
      },
      {
        title: 'Ready for sale season',
        text: 'Performance testing and cloud autoscaling keep pages fast when traffic multiplies on launch and festival days.',
      },
      {
        title: 'Back office that keeps up',
        text: 'ERP, inventory and logistics integrations so stock, orders and invoices stay correct without manual re-entry.',
      },
      {
        title: 'Marketing tied to revenue',
        text: 'Performance marketing, SEO and customer analytics measured against orders, not clicks.',
      },
    ],
    services: services(
      'ecommerce-services',
      'chatbot-development-services',
      'erp-integration-service',
      'ecommerce-marketing-solution',
      'performance-testing-services',
      'cro-services',
    ),
    caseStudy: {
      ...caseStudyHighlights.sukhiba,
      relevance: 'Ordering and payments inside a chat app, with a dashboard for the merchants who sell there.',
    },
  },
  'green-sustainability': {
    valuePoints: [
      {
        title: 'Device data made useful',
        text: 'We turn readings from inverters, meters and sensors into portals and dashboards that installers and operators act on.',
      },
      {
        title: 'Tools for the people in the field',
        text: 'Mobile apps for installers and technicians that work on site, offline if needed, and sync when they are back online.',
      },
      {
        title: 'Reliable releases for connected products',
        text: 'QA automation covers firmware-facing APIs and portals, so an update does not take a fleet of devices offline.',
      },
      {
        title: 'Reporting you can defend',
        text: 'Emissions and energy data pipelines with clear lineage, ready for sustainability reports and auditors.',
      },
      {
        title: 'Efficient cloud by design',
        text: 'Right-sized infrastructure and managed operations keep both hosting costs and energy use in check.',
      },
    ],
    services: services(
      'business-intelligence-consulting',
      'automation-testing-services',
      'cloud-migration-services',
      'cloud-management-solutions',
      'mobile-app-design-development',
      'digital-modernization',
    ),
    caseStudy: {
      ...caseStudyHighlights.enphase,
      relevance: 'Installer analytics and release quality for an energy-technology product.',
    },
  },
};
