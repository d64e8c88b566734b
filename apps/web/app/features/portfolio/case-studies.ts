/**
 * The body of each portfolio story: challenge, approach, what we built, outcome, technologies and the services
 * involved. BRAND.md: the client is described only neutrally (sector, size, country), never named or quoted;
 * each figure is the client's result, stated once, with the period it covers. The heading, introduction and
 * search data of each story are its entry's in the content service; its client and outcome are story-facts.ts.
 */
import type { IndustrySlug, SubServiceSlug } from '../../site/menu';
import type { PortfolioStoryId } from './story-facts';

export interface CaseStudyFigure {
  /** The number as shown large, e.g. "3×". */
  readonly value: string;
  /** What the number measures and over which period. */
  readonly label: string;
}

export interface CaseStudyDeliverable {
  readonly title: string;
  readonly text: string;
}

export interface CaseStudy {
  readonly industry: IndustrySlug;
  /** How long the engagement ran, e.g. "7 months". */
  readonly engagement: string;
  readonly team: string;
  readonly challenge: readonly string[];
  readonly approach: readonly string[];
  readonly built: readonly CaseStudyDeliverable[];
  readonly figures: readonly CaseStudyFigure[];
  readonly outcome: string;
  readonly technologies: readonly string[];
  readonly services: readonly SubServiceSlug[];
}

export const caseStudies: Record<PortfolioStoryId, CaseStudy> = {
  sukhiba: {
    industry: 'digital-commerce',
    engagement: '7 months, then ongoing support',
    team: 'Product manager, designer, five engineers, QA engineer',
    challenge: [
      'Most of the start-up’s merchants are small shops and market stalls that already talk to their buyers on WhatsApp. Orders arrived as free-text messages, prices were retyped by hand, and payment meant a separate mobile-money transfer that the merchant had to match to an order later.',
      'Merchants lost orders in long chat threads, and buyers dropped off between agreeing a price and paying. The start-up needed a product that kept the conversation where it already happened, and it needed it live before its next funding round.',
    ],
    approach: [
      'Two weeks of discovery with twelve merchants in Nairobi and Mombasa: we sat with them while they took orders and mapped every step where an order could be lost.',
      'A conversation design first: the chatbot’s flows were written and tested as scripts with real buyers before any code was written.',
      'Fortnightly releases to a pilot group of forty merchants, with the start-up’s own operations team deciding what shipped next.',
      'Payments and reconciliation were built and tested against the mobile-money provider’s sandbox from the first sprint, not left to the end.',
    ],
    built: [
      {
        title: 'WhatsApp ordering chatbot',
        text: 'Buyers browse a merchant’s catalog, build a basket and confirm an order inside WhatsApp. The bot answers in English or Swahili and hands the chat to the merchant when a buyer asks for a person.',
      },
      {
        title: 'Payments and reconciliation',
        text: 'Each order carries a mobile-money payment request. Payments are matched to orders automatically, and the merchant sees paid, pending and failed orders at a glance.',
      },
      {
        title: 'Merchant dashboard',
        text: 'A progressive web app that works on low-end Android phones: catalog and price updates, order queue, daily takings and a simple stock count.',
      },
      {
        title: 'Operations console',
        text: 'The start-up’s team onboards merchants, watches message and payment health, and resolves disputes from one place.',
      },
    ],
    figures: [
      { value: '3×', label: 'orders per merchant, six months after launch' },
      { value: '40 → 1,200', label: 'merchants on the platform over the same six months' },
    ],
    outcome:
      'Orders no longer get lost in chat threads, and buyers pay in the same conversation in which they order. The start-up now runs the platform with its own engineers, and we support it with a small team.',
    technologies: ['WhatsApp Business Platform', 'Node.js', 'TypeScript', 'PostgreSQL', 'React', 'AWS', 'Redis'],
    services: ['chatbot-development-services', 'ecommerce-services', 'progressive-web-app-development-services'],
  },
  secpod: {
    industry: 'internet-saas',
    engagement: '5 months',
    team: 'UX researcher, two designers, three front-end engineers, content strategist',
    challenge: [
      'The company’s vulnerability-management suite is strong on detection, but prospective buyers struggled to see that. The product site listed features by module name, and free-trial users landed on an empty dashboard with no obvious first step.',
      'Security teams evaluate several tools at once. When a trial did not show value in the first session, it was rarely opened again.',
    ],
    approach: [
      'Interviews with fourteen security engineers and IT managers, some customers and some who had chosen a competitor, to learn which questions decide an evaluation.',
      'A new information architecture for the product site, organized around those questions instead of around module names.',
      'A guided first session inside the product: connect a first asset, run a first scan, read a first report.',
      'Design and front-end engineering in one team, shipping in two-week releases so that each change could be measured on real trials.',
    ],
    built: [
      {
        title: 'Product site',
        text: 'A new site with pages per use case (patching, compliance, asset inventory), a comparison page and a trial sign-up that asks for three fields instead of nine.',
      },
      {
        title: 'Guided onboarding',
        text: 'A checklist and sample data so a trial user sees a realistic report within minutes, before their own scan finishes.',
      },
      {
        title: 'Design system',
        text: 'Components, tokens and accessibility rules shared by the site and the product, so the two look and behave alike.',
      },
    ],
    figures: [
      { value: '42%', label: 'more trial sign-ups in the quarter after launch, compared with the quarter before' },
    ],
    outcome:
      'Buyers now reach the pages that answer their questions, and trial users see a finished report in their first session. The client’s team maintains the design system and has added two product areas with it.',
    technologies: ['Figma', 'React', 'TypeScript', 'Next.js', 'Storybook', 'Headless CMS'],
    services: ['ux-design-services', 'ui-design-services', 'web-development-consulting'],
  },
  'united-finance': {
    industry: 'bfsi-fintech',
    engagement: '9 months',
    team: 'Solution architect, business analyst, six engineers, two QA engineers',
    challenge: [
      'Applicants filled in paper forms at a branch, then came back with copies of their identity card, salary certificate and bank statements. Credit officers spent most of their day chasing missing documents rather than assessing credit.',
      'Any new channel had to meet the central bank’s identity-verification rules and write loans into a core-banking system that the lender could not change.',
    ],
    approach: [
      'A regulatory walk-through with the lender’s compliance team before design started, so that every screen had a rule behind it.',
      'An integration layer in front of the core-banking system, built and tested against recorded traffic before it touched production.',
      'Security testing in every release, plus an independent penetration test before launch.',
      'A pilot with one branch’s customers for six weeks before the app opened to everyone.',
    ],
    built: [
      {
        title: 'Mobile origination app',
        text: 'iOS and Android apps in which applicants choose a product, see the repayment schedule, upload documents with their camera and track their application.',
      },
      {
        title: 'e-KYC',
        text: 'Identity-card reading and a liveness check, matched against the national identity service, so applicants verify themselves from a phone.',
      },
      {
        title: 'Core-banking integration',
        text: 'An integration service that creates customers and loans in the core-banking system and reports every call for audit.',
      },
      {
        title: 'Credit officer workbench',
        text: 'A web queue of complete applications, with documents, verification results and a scoring summary side by side.',
      },
    ],
    figures: [
      {
        value: '5 days → 20 min',
        label: 'median approval time for salaried applicants, measured over the first three months',
      },
    ],
    outcome:
      'Applicants apply and verify themselves from a phone, and credit officers work on complete applications. Branch staff now spend their time on advice instead of paperwork.',
    technologies: ['Kotlin', 'Swift', 'Java', 'Spring Boot', 'Oracle Database', 'Kubernetes', 'OAuth 2.0'],
    services: ['mobile-app-design-development', 'erp-integration-service', 'security-testing-services'],
  },
  enphase: {
    industry: 'green-sustainability',
    engagement: '12 months, ongoing',
    team: 'Data engineer, two analysts, four QA automation engineers',
    challenge: [
      'Thousands of installers use the manufacturer’s portal to commission solar and battery systems and to watch them afterwards. The product team could not see where installers got stuck, so it prioritized by the loudest support tickets.',
      'Every monthly release was tested by hand over a week, and regressions still reached installers in the field, where a broken commissioning step means a second site visit.',
    ],
    approach: [
      'An event plan agreed with the product team: which installer actions matter, and what each event must carry.',
      'Dashboards built for decisions the product team makes each sprint, reviewed with them every two weeks.',
      'A regression suite built journey by journey, starting with commissioning, which costs installers the most when it breaks.',
      'Test runs wired into the release pipeline, so a failing journey blocks a release instead of producing a report nobody reads.',
    ],
    built: [
      {
        title: 'Portal analytics',
        text: 'Event tracking across the portal, a data pipeline into the warehouse, and dashboards for funnels, drop-off points and time to commission.',
      },
      {
        title: 'Automated regression suite',
        text: 'End-to-end tests for the main installer journeys in three browsers, plus API tests for the services behind them.',
      },
      {
        title: 'Release reports',
        text: 'Every release carries a test report, and the team sees trends in flaky and failing tests over time.',
      },
    ],
    figures: [
      {
        value: '60%',
        label: 'fewer regressions reaching installers over the first year, compared with the year before',
      },
      { value: '1 week → 1 day', label: 'regression testing time per release' },
    ],
    outcome:
      'The product team now decides what to improve from how installers actually use the portal, and releases go out with a test report attached. We continue to extend the suite as the portal grows.',
    technologies: ['Playwright', 'TypeScript', 'Python', 'Apache Airflow', 'Snowflake', 'Power BI', 'GitHub Actions'],
    services: ['business-intelligence-consulting', 'automation-testing-services', 'digital-intelligence-services'],
  },
  'hospital-appointments': {
    industry: 'healthcare',
    engagement: '8 months',
    team: 'Product manager, designer, five engineers, QA engineer, clinical informatics advisor',
    challenge: [
      'The network’s outpatient clinics took bookings by phone. Patients waited on hold at busy times, and around one in six booked appointments ended with an empty chair because nobody had a simple way to cancel or move a visit.',
      'Clinic calendars lived in the hospital information system, which the network could not replace, and patient data had to stay in the country.',
    ],
    approach: [
      'Observation at three clinics’ front desks and a review of six months of booking data to find when and why patients missed visits.',
      'A booking design tested with patients in Arabic and English, including older patients booking on behalf of a family member.',
      'A read-and-write integration with the hospital information system through its scheduling interface, with no copy of the calendars kept elsewhere.',
      'A phased roll-out clinic by clinic, starting with dermatology and ending with pediatrics.',
    ],
    built: [
      {
        title: 'Patient app and web booking',
        text: 'iOS, Android and web booking against live clinic calendars, with family profiles, visit history and directions to the right building.',
      },
      {
        title: 'Two-way reminders',
        text: 'Reminders by app notification and SMS that patients answer to confirm, cancel or move a visit. A freed slot goes back on sale at once.',
      },
      {
        title: 'Scheduling integration',
        text: 'A service that reads and writes appointments in the hospital information system, hosted in a UAE cloud region.',
      },
    ],
    figures: [
      { value: '18% → 11%', label: 'missed outpatient appointments, nine months after launch' },
      { value: '35%', label: 'fewer booking calls to the front desk over the same nine months' },
    ],
    outcome:
      'Patients book and move visits themselves, and freed slots are filled by other patients instead of going empty. Front-desk staff spend more of their time with the patients in front of them.',
    technologies: ['React Native', 'TypeScript', 'NestJS', 'PostgreSQL', 'HL7 FHIR', 'Microsoft Azure'],
    services: ['mobile-app-design-development', 'ux-design-services', 'cloud-application-development-services'],
  },
  'exam-season-cloud': {
    industry: 'edtech',
    engagement: '4 months, then managed operations',
    team: 'Cloud architect, three engineers, performance test engineer, site reliability engineer',
    challenge: [
      'The provider’s course platform ran on two physical servers in a rented rack. For most of the year they were idle; in the weeks before exams, pages took ten seconds or more to load and the platform went down twice in one season.',
      'The migration had to finish between two exam seasons, with no downtime for learners already enrolled.',
    ],
    approach: [
      'A load model built from the previous exam season’s logs, so tests reproduced real learner behavior rather than synthetic clicks.',
      'Migration in slices: static content and video first, then the application, then the database, each slice reversible.',
      'Load tests at five times the previous peak before the cut-over, repeated after every change to the infrastructure.',
      'A runbook and on-call rota agreed with the provider’s team before the first exam week.',
    ],
    built: [
      {
        title: 'Autoscaling cloud hosting',
        text: 'Containers that scale with demand, a managed database with read replicas, and a content delivery network for course video and files.',
      },
      {
        title: 'Load test suite',
        text: 'Scripted learner journeys (log in, open a course, watch a lesson, submit a quiz) run against a copy of production before every release.',
      },
      {
        title: 'Monitoring and operations',
        text: 'Dashboards and alerts on what learners experience, not just server health, watched by our managed operations team.',
      },
    ],
    figures: [
      { value: '5×', label: 'peak concurrent learners served in the first exam season after the move' },
      { value: 'Under 2 s', label: 'page load time at that peak' },
    ],
    outcome:
      'The platform stayed up through the whole exam season, and it now scales down again when the season ends. The provider’s team ships course features without waiting for a quiet week.',
    technologies: ['AWS', 'Docker', 'Amazon ECS', 'Amazon Aurora', 'CloudFront', 'Terraform', 'k6', 'Grafana'],
    services: ['cloud-migration-services', 'performance-testing-services', 'cloud-management-solutions'],
  },
};
