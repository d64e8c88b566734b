/**
 * Search data for the sub-service pages (their hero is their banner, edited in the admin) of the Experience Design,
 * Technology & Engineering, AI & Automation, QA & Testing and Cloud Strategy & Engineering areas.
 */
import { siteConfig } from '@auralis/site-config';
import { servicePage } from '@auralis/site-map';

import { type SearchCopy, withCanonicalUrls } from '../seo';

const engineeringSubServicePagesCopy = {
  // Experience Design: /experience-design-services/{page}
  'ui-design-services': {
    search: {
      title: `UI Design Services: Figma Design Systems | ${siteConfig.name}`,
      ogTitle: 'UI Design: Design Systems, Components and Responsive Screens',
      description: `UI design services from ${siteConfig.name}: Figma design systems, component libraries, design tokens and accessible, responsive screens your developers can build.`,
      ogDescription:
        'Interfaces people read at a glance. We build Figma component libraries and design tokens, check WCAG 2.2 contrast, and hand over specs engineers ship from.',
      keywords: [
        'ui design services',
        'figma design system',
        'component library design',
        'design tokens',
        'accessible interface design',
        'responsive ui design',
      ],
    },
  },
  'ux-design-services': {
    search: {
      title: `UX Design and User Research Services | ${siteConfig.name}`,
      ogTitle: 'UX Design Services: User Research, Usability Testing and Prototypes',
      description:
        'UX design backed by user research: interviews, usability testing, journey mapping and clickable prototypes that validate flows before development starts.',
      ogDescription:
        'See where users drop off and why. We interview, observe and test, then redesign the flows and prove them with prototypes before your team writes code.',
      keywords: [
        'ux design services',
        'user research',
        'usability testing',
        'user journey mapping',
        'ux prototyping',
        'information architecture',
      ],
    },
  },
  'cx-design': {
    search: {
      title: `Customer Experience (CX) Design | ${siteConfig.name}`,
      ogTitle: 'CX Design: Service Blueprints, Journey Maps and a Shared Roadmap',
      description:
        'Customer experience design across every channel: service blueprints, journey maps and voice-of-customer research, with each change tied to NPS, churn or cost.',
      ogDescription:
        'Your customers see one company, not departments. We map the full journey, find where handoffs fail and give product, marketing and support one CX roadmap.',
      keywords: [
        'cx design',
        'customer experience design',
        'service blueprint',
        'customer journey mapping',
        'voice of customer',
        'omnichannel experience',
      ],
    },
  },

  // Technology & Engineering: /digital-development-services/{page}
  'web-development-consulting': {
    search: {
      title: `Web Development Services and Consulting | ${siteConfig.name}`,
      ogTitle: 'Web Development Consulting: React, Next.js, Node.js and .NET',
      description:
        'Web development consulting and delivery in React, Next.js, Node.js and .NET, with automated tests, CI/CD and Core Web Vitals tracked from the first sprint.',
      ogDescription:
        'From architecture review to production release, our engineers build fast, maintainable web applications in TypeScript and keep them moving after launch.',
      keywords: [
        'web development services',
        'web development consulting',
        'react development',
        'next.js development',
        'node.js development',
        'custom web application development',
      ],
    },
  },
  'responsive-web-development-services': {
    search: {
      title: `Responsive Web Development Services | ${siteConfig.name}`,
      ogTitle: 'Responsive Web Development: One Codebase for Every Screen',
      description:
        'Responsive web development with mobile-first layouts, CSS Grid, fluid type and responsive images, tested on real devices and built to pass Core Web Vitals.',
      ogDescription:
        'Phone, tablet or desktop, your site should read and work the same. We build mobile-first layouts and test them on real devices before every release.',
      keywords: [
        'responsive web development',
        'mobile-first web design',
        'responsive website development',
        'css grid layouts',
        'core web vitals optimization',
        'cross-browser testing',
      ],
    },
  },
  'cms-development-services': {
    search: {
      title: `Headless and WordPress CMS Development | ${siteConfig.name}`,
      ogTitle: 'CMS Development Services: Strapi, Contentful and WordPress',
      description:
        'CMS development on Strapi, Contentful and WordPress: content models, editorial roles, approval workflows and content migration, so marketing can publish alone.',
      ogDescription:
        'Give editors a CMS they can run without developers. We model your content, configure workflows and move existing pages across, headless or traditional.',
      keywords: [
        'cms development services',
        'headless cms development',
        'strapi development',
        'wordpress development',
        'contentful development',
        'cms migration',
      ],
    },
  },
  'progressive-web-app-development-services': {
    search: {
      title: `Progressive Web App (PWA) Development | ${siteConfig.name}`,
      ogTitle: 'PWA Development: Installable, Offline-Ready Web Apps',
      description:
        'Progressive web app development with service workers, Workbox, offline storage and push notifications: one installable app for Android, iOS and desktop.',
      ogDescription:
        'Skip the app store queue. We build installable web apps that cache smartly, keep working offline and ship updates to every user as soon as you deploy.',
      keywords: [
        'progressive web app development',
        'pwa development services',
        'service workers',
        'offline web apps',
        'installable web app',
        'web push notifications',
      ],
    },
  },
  'mobile-app-design-development': {
    search: {
      title: `Mobile App Design and Development | ${siteConfig.name}`,
      ogTitle: 'Mobile App Design and Development for iOS and Android',
      description:
        'Mobile app design and development for iOS and Android: discovery, UX, native or cross-platform builds, store release and support from one delivery team.',
      ogDescription:
        'From first wireframe to store listing and beyond. One team designs, builds, tests and releases your app, then keeps it stable with crash reporting and CI.',
      keywords: [
        'mobile app development',
        'mobile app design',
        'ios and android app development',
        'app store release',
        'mobile app development company',
        'cross-platform apps',
      ],
    },
  },
  'ios-development-services': {
    search: {
      title: `iOS App Development: Swift and SwiftUI | ${siteConfig.name}`,
      ogTitle: 'iOS App Development Services: Native Swift and SwiftUI Apps',
      description:
        'Native iOS app development in Swift and SwiftUI for iPhone and iPad, with XCTest coverage, TestFlight betas and App Store submission handled for you.',
      ogDescription:
        'iPhone and iPad apps that feel at home on Apple devices. Our engineers write Swift, test with XCTest and take each release through TestFlight to the store.',
      keywords: [
        'ios app development',
        'swift development',
        'swiftui app development',
        'iphone app development',
        'ipad app development',
        'app store submission',
      ],
    },
  },
  'android-application-development-services': {
    search: {
      title: `Android App Development in Kotlin | ${siteConfig.name}`,
      ogTitle: 'Android App Development Services: Kotlin and Jetpack Compose',
      description:
        'Native Android app development in Kotlin and Jetpack Compose, tested on real devices and released through Google Play with staged rollouts and crash monitoring.',
      ogDescription:
        'Android runs on thousands of device models. We write Kotlin, build UI with Jetpack Compose and test across screen sizes so your app behaves on all of them.',
      keywords: [
        'android app development',
        'kotlin app development',
        'jetpack compose',
        'android development services',
        'google play release',
        'material design 3',
      ],
    },
  },
  'hybrid-app-development-services': {
    search: {
      title: `Flutter and React Native App Development | ${siteConfig.name}`,
      ogTitle: 'Hybrid App Development with Flutter and React Native',
      description:
        'Hybrid app development in Flutter and React Native: one shared codebase for iOS and Android, native modules where needed, one team for both app stores.',
      ogDescription:
        'Reach iPhone and Android users without funding two separate builds. We share code across platforms and drop to native code only where the app needs it.',
      keywords: [
        'hybrid app development',
        'flutter app development',
        'react native development',
        'cross-platform app development',
        'ios and android from one codebase',
      ],
    },
  },
  'erp-integration-service': {
    search: {
      title: `ERP Integration: SAP, Oracle, Dynamics | ${siteConfig.name}`,
      ogTitle: 'ERP Integration Services: SAP, Oracle, Microsoft Dynamics and Odoo',
      description:
        'ERP integration for SAP, Oracle, Microsoft Dynamics 365 and Odoo: APIs, middleware and event queues that sync orders, stock and finance data without rekeying.',
      ogDescription:
        'Stop copying orders and invoices between systems. We link your ERP with CRM, commerce and warehouse tools through monitored APIs and integration middleware.',
      keywords: [
        'erp integration services',
        'sap integration',
        'oracle netsuite integration',
        'microsoft dynamics 365 integration',
        'odoo integration',
        'erp api integration',
      ],
    },
  },
  'ecommerce-services': {
    search: {
      title: `E-commerce Development: Shopify, Magento | ${siteConfig.name}`,
      ogTitle: 'E-commerce Development on Shopify, Magento and commercetools',
      description:
        'E-commerce development on Shopify Plus, Magento and commercetools, with payments, ERP and search integrated and a checkout built to convert on mobile.',
      ogDescription:
        'Your store has to survive sale days and keep orders flowing to the warehouse. We build and integrate commerce platforms that do both, headless or themed.',
      keywords: [
        'ecommerce development services',
        'shopify plus development',
        'magento development',
        'commercetools development',
        'headless commerce',
        'ecommerce platform integration',
      ],
    },
  },

  // AI & Automation: /ai-services/{page}
  'chatbot-development-services': {
    search: {
      title: `Chatbot and LLM Assistant Development | ${siteConfig.name}`,
      ogTitle: 'Chatbot Development: LLM Assistants Grounded in Your Own Data',
      description:
        'Chatbot development with LLM-based assistants grounded in your documents through RAG, with guardrails, human handoff and web, WhatsApp or Teams channels.',
      ogDescription:
        'Answer routine questions around the clock without guessing. Our assistants retrieve facts from your knowledge base, cite them and pass hard cases to a person.',
      keywords: [
        'chatbot development services',
        'llm chatbot development',
        'ai assistant development',
        'retrieval-augmented generation',
        'whatsapp chatbot',
        'customer support chatbot',
      ],
    },
  },
  'rpa-services': {
    search: {
      title: `RPA Services: UiPath and Power Automate | ${siteConfig.name}`,
      ogTitle: 'Robotic Process Automation Services with UiPath and Power Automate',
      description:
        'Robotic process automation with UiPath and Microsoft Power Automate: process assessment, bot development, exception handling and monitoring in production.',
      ogDescription:
        'Free your staff from copy-and-paste work. We find the processes worth automating, build reliable bots and keep them running as your systems change.',
      keywords: [
        'rpa services',
        'robotic process automation',
        'uipath development',
        'power automate consulting',
        'business process automation',
        'rpa implementation',
      ],
    },
  },

  // QA & Testing: /quality-assurance-services/{page}
  'automation-testing-services': {
    search: {
      title: `Automation Testing: Playwright, Selenium | ${siteConfig.name}`,
      ogTitle: 'Test Automation Services: Playwright, Selenium and Appium Suites',
      description:
        'Automation testing services with Playwright, Selenium and Appium: regression suites for web, mobile and APIs that run in your CI pipeline on every change.',
      ogDescription:
        'Manual regression holds back every release. We build automated test suites that run on each pull request and tell your developers within minutes what broke.',
      keywords: [
        'automation testing services',
        'test automation',
        'playwright testing',
        'selenium testing',
        'appium mobile testing',
        'api test automation',
        'ci/cd testing',
      ],
    },
  },
  'security-testing-services': {
    search: {
      title: `Security and Penetration Testing Services | ${siteConfig.name}`,
      ogTitle: 'Security Testing: Penetration Tests Against the OWASP Top 10',
      description:
        'Security testing and penetration testing against the OWASP Top 10, with SAST, DAST and cloud configuration reviews, from an ISO 27001-certified company.',
      ogDescription:
        'Know where your application is exposed and what to fix first. Our testers attack web apps, APIs and cloud setups, then confirm each fix with a retest.',
      keywords: [
        'security testing services',
        'penetration testing',
        'owasp top 10 testing',
        'api security testing',
        'vulnerability assessment',
        'sast and dast',
      ],
    },
  },
  'performance-testing-services': {
    search: {
      title: `Performance Testing Services: k6, JMeter | ${siteConfig.name}`,
      ogTitle: 'Performance and Load Testing with k6 and Apache JMeter',
      description:
        'Performance testing with k6 and JMeter: load, stress, spike and soak tests based on real traffic, with bottlenecks traced to the exact query or service.',
      ogDescription:
        'Find your breaking point in a test, not in production. We simulate peak traffic, measure response times under load and show where to tune before launch day.',
      keywords: [
        'performance testing services',
        'load testing',
        'stress testing',
        'k6 load testing',
        'jmeter testing',
        'scalability testing',
      ],
    },
  },
  'functional-testing-services': {
    search: {
      title: `Functional Testing Services | ${siteConfig.name}`,
      ogTitle: 'Functional Testing: Regression, Integration and UAT Support',
      description:
        'Functional testing services: test cases traced to user stories, smoke, regression, integration and acceptance runs, and defects logged with steps to reproduce.',
      ogDescription:
        'Ship features that match the spec. Our testers check each user story on real browsers and devices and give you a coverage report before every release.',
      keywords: [
        'functional testing services',
        'manual testing',
        'regression testing',
        'user acceptance testing',
        'integration testing',
        'test case design',
      ],
    },
  },
  'quality-assurance-consulting': {
    search: {
      title: `QA Consulting and Test Strategy Services | ${siteConfig.name}`,
      ogTitle: 'Quality Assurance Consulting: Test Strategy, Tooling and Process',
      description:
        'Quality assurance consulting: QA maturity assessment, test strategy, tooling and metrics, and a shift-left roadmap from an ISO 9001-certified company.',
      ogDescription:
        'Testing late and by hand slows every release. We audit your QA process, pick the right tools and set up testing that runs alongside development.',
      keywords: [
        'qa consulting',
        'quality assurance consulting',
        'test strategy',
        'qa process improvement',
        'shift-left testing',
        'test maturity assessment',
      ],
    },
  },

  // Cloud Strategy & Engineering: /cloud-strategy-engineering-services/{page}
  'cloud-migration-services': {
    search: {
      title: `Cloud Migration: AWS, Azure, Google Cloud | ${siteConfig.name}`,
      ogTitle: 'Cloud Migration Services for AWS, Microsoft Azure and Google Cloud',
      description:
        'Cloud migration to AWS, Microsoft Azure and Google Cloud: workload assessment, landing zones in Terraform, planned cutovers and cost controls from day one.',
      ogDescription:
        'Leave the data center without downtime you did not plan for. We assess each workload, pick rehost, replatform or refactor, and migrate in tested waves.',
      keywords: [
        'cloud migration services',
        'aws migration',
        'azure migration',
        'google cloud migration',
        'data center migration',
        'application modernization',
      ],
    },
  },
  'cloud-application-development-services': {
    search: {
      title: `Cloud-Native Application Development | ${siteConfig.name}`,
      ogTitle: 'Cloud Application Development: Microservices, Serverless, Kubernetes',
      description:
        'Cloud-native application development with microservices, serverless and Kubernetes on AWS, Azure or Google Cloud, with infrastructure as code and CI/CD.',
      ogDescription:
        'Build software that grows with traffic and shrinks its bill when traffic falls. We design cloud-native services, automate their delivery and watch them in production.',
      keywords: [
        'cloud application development',
        'cloud-native development',
        'microservices architecture',
        'serverless development',
        'kubernetes development',
        'infrastructure as code',
      ],
    },
  },
} as const satisfies Record<string, SearchCopy>;

export const engineeringSubServicePages = withCanonicalUrls(
  engineeringSubServicePagesCopy,
  (slug) => servicePage(slug).path,
);
