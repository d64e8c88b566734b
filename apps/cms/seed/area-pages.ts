/**
 * Seed copy for the services root, the service area pages, the QA overview blocks and the Agiliti FAQ
 * (SPEC.md §7 "Reads"). Facts and voice follow BRAND.md; the names and paths of the pages they link to, and
 * the industries, come from the shared site map (@auralis/site-map).
 */
import { industryName } from './industries';

import { areaLink, type PageLink, pageLink } from './site-links';

/** A block linking to a page of the site: its title and path come from the site map (site-links.ts). */
export interface AreaBlock extends PageLink {
  readonly description: string;
  readonly cta: string;
}
export interface QaItem {
  readonly title: string;
  readonly heading?: string;
  readonly description: string;
}
export interface FaqSeed {
  readonly question: string;
  readonly answer: string;
  readonly cta?: { readonly label: string; readonly path: string };
}

/** Lists of blocks on the services root and area pages (SPEC.md §7), keyed by endpoint name. */
export const areaLists: Readonly<Record<string, readonly AreaBlock[]>> = {
  'service-root-service-contents': [
    {
      ...areaLink('experience-design-services'),
      description:
        'We observe people using your product, spot where they struggle and redesign the screens and journeys that matter. UI, UX and CX designers deliver tested prototypes and a design system your engineers can build from.',
      cta: 'Explore experience design',
    },
    {
      ...areaLink('digital-development-services'),
      description:
        'Web platforms, mobile apps, online stores and ERP integrations ship from one engineering team in short, reviewed releases. You own the code, the documentation and the cloud accounts from the first sprint.',
      cta: 'Explore engineering services',
    },
    {
      ...areaLink('ai-services'),
      description:
        'We build chatbots that answer from your own documents and software robots that take over rule-based back-office work. Each project starts with a baseline, so you can see the hours and costs it saves.',
      cta: 'Explore AI services',
    },
    {
      ...areaLink('quality-assurance-services'),
      description:
        'Our QA engineers automate regression suites and run functional, performance and security tests inside your release pipeline. Every release gets a clear go or no-go report backed by test results.',
      cta: 'Explore QA services',
    },
    {
      ...areaLink('cloud-strategy-engineering-services'),
      description:
        'We plan and run migrations to AWS, Microsoft Azure or Google Cloud and build cloud-native applications. Every move comes with a cost model and runbooks for your team.',
      cta: 'Explore cloud services',
    },
    {
      ...areaLink('digital-marketing-services'),
      description:
        'Our marketers run brand, content, social, email, paid and search programs against targets you set. One monthly report ties each channel’s spend to the leads, orders and revenue it produced.',
      cta: 'Explore marketing services',
    },
    {
      ...areaLink('data-analytics-services'),
      description:
        'We connect scattered sources into one governed data model and build the dashboards leaders check every week. Business intelligence, customer 360, and marketing and sales intelligence share the same definition of each metric.',
      cta: 'Explore data analytics',
    },
    {
      ...areaLink('operations-managed-services'),
      description:
        'We run websites, applications and cloud environments after launch under agreed service levels. Monitoring, patches, fixes and small enhancements come from one team that reports to you every month.',
      cta: 'Explore managed operations',
    },
    {
      ...areaLink('digital-strategy-services'),
      description:
        'Our consultants assess where your digital estate stands and plan what to build, modernize or retire. You get a staged roadmap with costs, risks and owners that your board can fund one phase at a time.',
      cta: 'Explore digital strategy',
    },
    {
      ...areaLink('it-services-consulting'),
      description:
        'We give CTOs and IT heads an outside view on architecture, security, vendor choices and delivery practice. Recommendations come from consultants who also build and run software, so each plan is one our engineers can carry out.',
      cta: 'Explore IT consulting',
    },
  ],
  'service-qa-testing-service-contents': [
    {
      ...pageLink('automation-testing-services'),
      description:
        'We write automated web, mobile and API suites and run them on every pull request. Slow manual regression cycles give way to fast pipeline feedback, and your testers move to exploratory work.',
      cta: 'See automation testing',
    },
    {
      ...pageLink('security-testing-services'),
      description:
        'Our testers combine manual penetration tests with automated scans against the OWASP Top 10 for web, API and mobile apps. You get findings ranked by risk, fixes your developers can apply and a retest once patches ship.',
      cta: 'See security testing',
    },
    {
      ...pageLink('performance-testing-services'),
      description:
        'We model real traffic and run load, stress, spike and soak tests before your launch or peak season. The results show where the system breaks first and what to tune, from database queries to autoscaling rules.',
      cta: 'See performance testing',
    },
    {
      ...pageLink('functional-testing-services'),
      description:
        'We test every feature against its requirements across the browsers and devices in your analytics. Traceable test cases, clear defect reports and a coverage summary give your team evidence for each release decision.',
      cta: 'See functional testing',
    },
    {
      ...pageLink('quality-assurance-consulting'),
      description:
        'Our consultants assess your current test strategy, tools and environments, then design a process that fits your release pace. You get a maturity score, a target test strategy and a roadmap for moving testing earlier in each sprint.',
      cta: 'See QA consulting',
    },
  ],
  'service-tech-engg-service-contents': [
    {
      ...pageLink('web-development-consulting'),
      description:
        'We build marketing sites, customer portals and web applications on React, Next.js, Node.js and .NET, reviewed and tested in CI. Responsive sites, CMS builds and progressive web apps come from the same engineering team.',
      cta: 'Explore web development',
    },
    {
      ...pageLink('mobile-app-design-development'),
      description:
        'We design and ship native iOS and Android apps, or one cross-platform app in Flutter or React Native. Store submission, crash reporting and release pipelines are part of every build, not an afterthought.',
      cta: 'Explore mobile development',
    },
    {
      ...pageLink('erp-integration-service'),
      description:
        'We connect SAP, NetSuite, Dynamics 365 or Odoo to the CRM, store, warehouse and finance systems around them. Data is entered once, and every flow is monitored, with retries and alerts when something fails.',
      cta: 'Explore ERP integration',
    },
    {
      ...pageLink('ecommerce-services'),
      description:
        'We build online stores on Shopify Plus, commercetools or Adobe Commerce, connected to payments, search and fulfillment. Your team manages products and promotions directly, and the store stays fast on peak sale days.',
      cta: 'Explore e-commerce builds',
    },
  ],
  'service-data-analytics-services': [
    {
      ...pageLink('business-intelligence-consulting'),
      description:
        'We model your data in a cloud warehouse, define each metric once and build dashboards in Power BI or Tableau. Leadership reviews start from one trusted set of numbers instead of competing spreadsheets.',
      cta: 'See business intelligence',
    },
    {
      ...pageLink('digital-intelligence-services'),
      description:
        'Our analysts write a tracking plan and implement GA4, Adobe Analytics or Mixpanel across your website and apps. Monthly readouts explain the journeys, cohorts and drop-offs behind the numbers and what to change next.',
      cta: 'See digital intelligence',
    },
    {
      ...pageLink('marketing-intelligence-solutions'),
      description:
        'We join advertising, CRM and website data in one model and run attribution across channels. Your marketers see spend, pipeline and return by channel in dashboards that refresh every day.',
      cta: 'See marketing intelligence',
    },
    {
      ...pageLink('customer-360-analytics'),
      description:
        'We merge CRM, billing, support and product usage data into a single profile for each customer. Churn scores, lifetime value and segments then flow back into the sales, service and marketing tools your teams use.',
      cta: 'See customer 360',
    },
    {
      ...pageLink('sales-intelligence-solutions'),
      description:
        'We clean CRM data, add firmographic and intent signals and score accounts by their likelihood to buy. Reps know which accounts to call first, and managers see forecast accuracy and stalled deals by stage.',
      cta: 'See sales intelligence',
    },
  ],
  'service-managed-operation-service-contents': [
    {
      ...pageLink('product-development-and-innovation'),
      description:
        'Product managers, designers, engineers and testers stay on your product after launch and ship against your roadmap in two-week sprints. Quarterly reviews of usage data and customer feedback decide what the team builds next.',
      cta: 'See product development',
    },
    {
      ...pageLink('website-management'),
      description:
        'We handle content updates, new landing pages, CMS upgrades, backups and security patches for your website. Your marketing team sends requests to one queue and gets them back within agreed turnaround times.',
      cta: 'See website management',
    },
    {
      ...pageLink('cloud-management-solutions'),
      description:
        'Our engineers run your cloud environments on AWS, Azure or Google Cloud around the clock with SLA-backed uptime. Monthly spend reviews remove idle and oversized resources, so the bill tracks real usage.',
      cta: 'See cloud management',
    },
    {
      ...pageLink('maintenance-support-services'),
      description:
        'We provide L1 to L3 support for your applications, with response times your SLA sets for each severity level. Defect fixes, dependency upgrades and small enhancements come from one named team that writes a root-cause review after major incidents.',
      cta: 'See maintenance and support',
    },
  ],
  'service-digital-strategy-consulting-services': [
    {
      ...pageLink('digital-experience'),
      description:
        'We trace customer journeys across web, app, store and support channels and pinpoint where people give up. Interviews, analytics and staff workshops feed a target experience and a roadmap of fixes with owners.',
      cta: 'See digital experience',
    },
    {
      ...pageLink('digital-build'),
      description:
        'One cross-functional team turns an approved strategy into web platforms, apps, integrations and data pipelines. You see working software at a demo every two weeks and receive full source code and documentation.',
      cta: 'See digital build',
    },
    {
      ...pageLink('digital-modernization'),
      description:
        'We replace aging systems in stages, so the business keeps running while the architecture changes. Each application is rehosted, refactored or rebuilt based on an assessment of its code and infrastructure.',
      cta: 'See modernization',
    },
    {
      ...pageLink('digital-audit'),
      description:
        'Our consultants review your websites, apps, analytics, martech, cloud setup and security posture against a maturity model. You get scored findings, quick wins you can act on now and a costed roadmap for the year ahead.',
      cta: 'See digital audit',
    },
    {
      ...pageLink('product-incubation'),
      description:
        'We help founders and innovation teams put a product idea in front of real users before the full budget is spent. Discovery workshops, clickable prototypes and short MVP sprints end in usage data and a clear build decision.',
      cta: 'See product incubation',
    },
  ],
};

/** The QA overview page's extra blocks (SPEC.md: service-qa-testing-overview, -stands, -we-serves, -stack). */
export const qaOverview: QaItem = {
  title: 'Quality assurance',
  heading: 'Quality built into every release',
  description:
    'Our QA practice works inside your delivery team, not at the end of it. We plan tests with your product owners, automate the checks that repeat and keep people on the exploratory work that scripts miss. Every engagement runs under our ISO 9001 quality system, and security testing follows our ISO 27001 practices.',
};

export const qaStands: readonly QaItem[] = [
  {
    title: 'Quality from the first story',
    description:
      'Testers review requirements and acceptance criteria before any code is written. A gap found at that stage costs far less to fix than a defect found in production.',
  },
  {
    title: 'Automation where it pays',
    description:
      'We automate the checks that run on every build and keep manual effort for exploration and usability. Each suite has an owner and time set aside for upkeep, so it stays reliable.',
  },
  {
    title: 'Evidence over opinion',
    description:
      'Release decisions rest on coverage reports, defect trends and pipeline results. Your stakeholders see the same dashboard our testers use.',
  },
  {
    title: 'Security and speed count too',
    description:
      'Security and performance checks sit in the same pipeline as functional tests. A fast page that leaks data, or a secure one that fails under load, does not pass.',
  },
];

export const qaWeServe: readonly QaItem[] = [
  {
    title: industryName('bfsi-fintech'),
    description:
      'We check payment flows, e-KYC journeys and core-banking integrations, with audit trails that satisfy regulators and internal risk teams.',
  },
  {
    title: industryName('healthcare'),
    description:
      'We verify patient portals and clinical apps for data accuracy, accessibility and the privacy controls that health records require.',
  },
  {
    title: industryName('edtech'),
    description:
      'We load-test learning platforms for exam-day and enrollment peaks and check that lessons work on low-cost phones and slow networks.',
  },
  {
    title: industryName('internet-saas'),
    description:
      'We build regression suites that run on every deploy, so SaaS teams can ship several times a week without breaking tenant workflows.',
  },
  {
    title: industryName('digital-commerce'),
    description:
      'We run catalog, checkout, payment and promotion tests across browsers and devices, then load-test the store before peak sale days.',
  },
  {
    title: industryName('green-sustainability'),
    description:
      'We automate testing for energy monitoring and installer platforms, work that cut release regressions by 60% for an energy-technology manufacturer in the United States.',
  },
];

export const qaStack: readonly (QaItem & { readonly logos: readonly string[] })[] = [
  {
    title: 'Test automation',
    heading: 'Web, API and BDD suites',
    description: 'Frameworks we use to automate browser, API and behavior-driven tests that run in CI.',
    logos: ['selenium', 'cypress', 'webdriverio', 'cucumber', 'postman', 'jest'],
  },
  {
    title: 'Performance',
    heading: 'Load generation and monitoring',
    description: 'Tools that simulate real traffic and chart response times while the test runs.',
    logos: ['apachejmeter', 'k6', 'gatling', 'locust', 'grafana'],
  },
  {
    title: 'Security',
    heading: 'Scanning and penetration testing',
    description: 'Scanners and toolkits our testers pair with manual attack techniques.',
    logos: ['owasp', 'zap', 'burpsuite', 'metasploit', 'kalilinux', 'snyk'],
  },
  {
    title: 'Mobile',
    heading: 'Devices, emulators and frameworks',
    description: 'The platforms and device clouds behind our iOS and Android test runs.',
    logos: ['appium', 'android', 'ios', 'xcode', 'androidstudio', 'saucelabs'],
  },
];

/** FAQ of the dedicated-developers page (agiliti-root-faq-contents): 6-8 items about Agiliti. */
export const agilitiFaq: readonly FaqSeed[] = [
  {
    question: 'How do you vet Agiliti developers?',
    answer:
      'Every candidate passes a technical interview with our senior engineers and a paid trial task on a realistic problem. We also check communication skills and past project work, not only code. You then interview the shortlisted developers yourself and make the final choice.',
  },
  {
    question: 'How soon can a developer start?',
    answer:
      'Expect about two weeks from the day you share your brief to a developer at work on your product. That time covers the shortlist, your interviews, the contract and access to your tools. On day one, the developer joins your stand-up and picks up tickets from your backlog.',
  },
  {
    question: 'Which time zone do Agiliti developers work in?',
    answer:
      'Our developers are based in Bengaluru and Pune and agree their working hours with you before they start. Those hours overlap with your core day, so stand-ups, code reviews and pairing happen live. Teams in Europe, the Middle East and North America can also meet us at our London, Dubai and Austin offices.',
  },
  {
    question: 'Who owns the code, and how is confidential information protected?',
    answer:
      'You own all code and work product from the first commit, as the contract states. Developers sign confidentiality agreements, and our ISO 27001 certification covers the controls they work under. They use your repositories and accounts, and their access is removed the day the engagement ends.',
  },
  {
    question: 'How does billing work?',
    answer:
      'You receive one invoice a month for each developer, at a rate agreed before work begins. There is no placement fee. Leave and public holidays are planned with you in advance, so each month’s cost is predictable.',
  },
  {
    question: 'What happens if a developer is not the right fit?',
    answer:
      'Tell your account manager, and we propose a replacement at no extra cost under our replacement guarantee. The outgoing developer hands over their work and notes, so the new one starts without losing context.',
    cta: { label: 'Discuss your team', path: '/contact' },
  },
  {
    question: 'Is there a minimum engagement?',
    answer:
      'There is no long lock-in. Engagements continue month to month with a notice period set in the contract, so you can add or release developers as your roadmap changes.',
  },
  {
    question: 'Which skills can I hire through Agiliti?',
    answer:
      'Agiliti covers the skills our project teams use every day: React, Node.js and .NET for the web, Swift, Kotlin and Flutter for mobile, plus QA automation, data engineering and cloud work on AWS, Azure or Google Cloud. If your stack is less common, describe it and we will tell you plainly whether we can staff it.',
    cta: { label: 'Share your requirements', path: '/contact' },
  },
];

/** Agiliti's offer terms (BRAND.md), shown as the page's services: agiliti-root-service-contents. */
export const agilitiTerms: readonly QaItem[] = [
  {
    title: 'Vetted engineers',
    description:
      'Every developer passes a technical interview with our senior engineers and a paid trial task before we propose them to you.',
  },
  {
    title: 'Onboarded in about two weeks',
    description:
      'From your brief to a developer in your stand-up usually takes about two weeks, including your own interviews.',
  },
  {
    title: 'Monthly billing',
    description: 'One invoice a month per developer. There is no placement fee and no long lock-in.',
  },
  {
    title: 'Replacement guarantee',
    description: 'If the fit is wrong, we replace the developer at no extra cost and hand over the work in progress.',
  },
];

/** /custom-website-development: its overview, what a project includes and its questions. */
export const customWebsiteOverview = {
  title: 'Overview',
  heading: 'A website built around what your buyers need to do',
  description: `Most company websites are hard to change, slow on phones and disconnected from the sales pipeline. We build sites that your marketing team can edit on its own and that report every enquiry to your CRM.

A typical project has four steps:

- **Discovery:** interviews, analytics review and a sitemap agreed with your team
- **Design:** wireframes, then a component library in Figma
- **Build:** a headless CMS and a React front end, tested on real devices
- **Launch:** redirects, tracking and a 30-day support period

Most marketing sites go live in ten to sixteen weeks.`,
};

export const customWebsiteServices: readonly QaItem[] = [
  {
    title: 'Information architecture',
    description: 'A sitemap and page templates based on what visitors search for and what your sales team is asked.',
  },
  {
    title: 'Design system',
    description: 'Reusable components in Figma and in code, so new pages follow the brand without a designer.',
  },
  {
    title: 'Headless CMS setup',
    description: 'Content types, roles and publishing steps set up for the way your marketing team works.',
  },
  {
    title: 'Front-end development',
    description: 'Fast, accessible pages in React, checked against WCAG 2.2 AA and Core Web Vitals before launch.',
  },
  {
    title: 'Integrations',
    description: 'Forms connected to your CRM, marketing automation and analytics, with consent handled properly.',
  },
  {
    title: 'Migration and launch',
    description: 'Content moved from the old site, redirects mapped page by page and search rankings monitored.',
  },
];

export const customWebsiteFaq: readonly FaqSeed[] = [
  {
    question: 'How long does a custom website take?',
    answer:
      'A marketing site of 20 to 60 pages usually takes ten to sixteen weeks from discovery to launch. Sites with logins, e-commerce or complex integrations take longer, and we give you a dated plan after discovery.',
  },
  {
    question: 'Can our team edit the site without developers?',
    answer:
      'Yes. We set up the CMS so your editors can create pages from approved components, schedule changes and preview them before publishing. We train your team before launch.',
  },
  {
    question: 'Will we lose search rankings when we move to the new site?',
    answer:
      'We map every old URL to a new one, keep titles and metadata where they work, and watch rankings and crawl errors for 30 days after launch. Most clients see traffic recover within a few weeks.',
  },
  {
    question: 'Who owns the code and the design files?',
    answer: 'You do. The repository, the Figma files and the CMS account are in your name from the first day.',
  },
  {
    question: 'What happens after launch?',
    answer:
      'Every project includes 30 days of support. After that, our website management team can take over updates, monitoring and small improvements on a monthly plan.',
    cta: { label: 'See website management', path: '/operations-managed-services/website-management' },
  },
];
