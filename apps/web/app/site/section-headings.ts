/**
 * The fixed heading text of each sub-service page's sections (SPEC.md §3 "Static heading text per
 * sub-service slug"): a short label (title), the section heading and, for services, a description. The
 * sections' items come from the content service; the industries heading comes with its entry there, so only
 * its label lives here (one owner per sentence, STYLE.md rule 12). The pages outside the sub-service tree
 * (Agiliti, custom website development) have theirs in their page entries.
 */
import { siteConfig } from '@auralis/site-config';
import { sectionTabs, type ShapeValue } from '@auralis/content-manifest';

import type { SubServiceSlug } from './menu';

export interface SectionHeading {
  readonly title: string;
  readonly heading: string;
  readonly description?: string;
}

export interface SubServiceHeadings {
  readonly services: SectionHeading;
  /** Absent where the page has no tech stack of its own (orm-service shows none at all). */
  readonly techStack?: SectionHeading;
  readonly benefits: SectionHeading;
  readonly whyChooseUs: SectionHeading;
  readonly industries: { readonly title: string };
  /** Only where the layout shows the FAQ with a heading (Agiliti); elsewhere the FAQ has its label alone. */
  readonly faq?: SectionHeading;
}

/** A section's label is its tab's (the section table, packages/content-manifest/src/sections.ts). */
const labels = {
  services: sectionTabs.services,
  techStack: sectionTabs['tech-stack'],
  benefits: sectionTabs.benefits,
  whyChooseUs: sectionTabs['why-choose-us'],
};

const heading = (title: string, text: string, description?: string): SectionHeading =>
  description ? { title, heading: text, description } : { title, heading: text };

const page = (h: {
  services: readonly [string, string];
  techStack?: string;
  benefits: string;
  whyChooseUs: string;
}): SubServiceHeadings => ({
  services: heading(labels.services, h.services[0], h.services[1]),
  ...(h.techStack ? { techStack: heading(labels.techStack, h.techStack) } : {}),
  benefits: heading(labels.benefits, h.benefits),
  whyChooseUs: heading(labels.whyChooseUs, h.whyChooseUs),
  industries: { title: sectionTabs.industries },
});

export const sectionHeadings: Record<SubServiceSlug, SubServiceHeadings> = {
  'ui-design-services': page({
    services: ['Our UI design services', 'From a single product screen to a design system shared by several teams.'],
    techStack: 'Tools behind our UI work',
    benefits: 'What good UI design gives you',
    whyChooseUs: `Why teams choose ${siteConfig.shortName} for UI design`,
  }),
  'ux-design-services': page({
    services: [
      'UX design services we offer',
      'Research, structure and testing for products that already have users and for those still on paper.',
    ],
    techStack: 'Research and prototyping tools we use',
    benefits: 'Results of research-led UX',
    whyChooseUs: 'Why product teams trust our UX practice',
  }),
  'cx-design': page({
    services: [
      'CX design services',
      'Research, mapping and operational changes that improve the whole customer relationship.',
    ],
    techStack: 'Platforms we use to measure and improve CX',
    benefits: 'What better customer experience delivers',
    whyChooseUs: `Why choose ${siteConfig.shortName} for CX design`,
  }),
  'chatbot-development-services': page({
    services: [
      'Chatbots and agents we build',
      'From a focused FAQ assistant to agents that complete tasks in your systems.',
    ],
    techStack: 'Models, frameworks and channels we build with',
    benefits: 'What a well-built chatbot changes',
    whyChooseUs: `Why build your assistant with ${siteConfig.shortName}`,
  }),
  'rpa-services': page({
    services: [
      'RPA services',
      'Assessment, build and operation of software robots for finance, operations and back-office teams.',
    ],
    techStack: 'Platforms and tools for our automation work',
    benefits: 'Why automate with RPA',
    whyChooseUs: `Why choose ${siteConfig.shortName} for automation`,
  }),
  'cloud-migration-services': page({
    services: [
      'What a migration with us covers',
      'Every step from the first inventory to the last decommissioned server.',
    ],
    techStack: 'Tools we use to move your estate',
    benefits: 'What a planned migration delivers',
    whyChooseUs: `Why migrate with ${siteConfig.shortName}`,
  }),
  'cloud-application-development-services': page({
    services: [
      'Cloud application development services',
      'Architecture, build and delivery pipelines for new products and rebuilt platforms.',
    ],
    techStack: 'Our cloud-native engineering stack',
    benefits: 'What cloud-native development gives you',
    whyChooseUs: `Why build on the cloud with ${siteConfig.shortName}`,
  }),
  'web-development-consulting': page({
    services: [
      'Web Development Services We Offer',
      'Consulting, builds and ongoing engineering for web products of any size.',
    ],
    techStack: 'Our Web Development Stack',
    benefits: 'Benefits of Working With Our Web Engineers',
    whyChooseUs: `Why Choose ${siteConfig.name} for Web Development`,
  }),
  'responsive-web-development-services': page({
    services: [
      'Responsive Development Services',
      'From a single landing page to a full site rebuild, built mobile-first.',
    ],
    techStack: 'Tools for Responsive Builds',
    benefits: 'What a Responsive Site Gives You',
    whyChooseUs: 'Why Teams Pick Us for Responsive Development',
  }),
  'cms-development-services': page({
    services: ['CMS Services We Provide', 'Platform selection, builds, migrations and editor training.'],
    techStack: 'CMS Platforms and Tools',
    benefits: 'Why a Well-Built CMS Pays Off',
    whyChooseUs: 'Why Choose Us for CMS Development',
  }),
  'progressive-web-app-development-services': page({
    services: [
      'PWA Development Services',
      'New builds, conversions of existing web apps, and the offline and push features that make them useful.',
    ],
    techStack: 'Our PWA Technology Stack',
    benefits: 'Benefits of a Progressive Web App',
    whyChooseUs: `Why Build Your PWA With ${siteConfig.shortName}`,
  }),
  'mobile-app-design-development': page({
    services: ['Mobile App Services', 'Everything a mobile product needs, from research to releases after launch.'],
    techStack: 'Mobile Development Stack',
    benefits: 'What You Gain From a Single Mobile Team',
    whyChooseUs: `Why Choose ${siteConfig.shortName} for Mobile Apps`,
  }),
  'ios-development-services': page({
    services: ['iOS Development Services', 'From a first iPhone app to extending and modernizing an existing one.'],
    techStack: 'Our iOS Toolset',
    benefits: 'Benefits of a Native iOS App',
    whyChooseUs: 'Why Choose Us for iOS Development',
  }),
  'android-application-development-services': page({
    services: ['Android Development Services', 'Native Android engineering for phones, tablets, watches and cars.'],
    techStack: 'Our Android Stack',
    benefits: 'Benefits of a Native Android App',
    whyChooseUs: 'Why Choose Us for Android Development',
  }),
  'hybrid-app-development-services': page({
    services: [
      'Hybrid App Development Services',
      'Cross-platform builds, migrations and the native work that completes them.',
    ],
    techStack: 'Cross-Platform Technologies We Use',
    benefits: 'Benefits of Hybrid App Development',
    whyChooseUs: 'Why Choose Us for Cross-Platform Apps',
  }),
  'erp-integration-service': page({
    services: ['What Our ERP Integration Covers', 'Assessment, build and support for the data flows around your ERP.'],
    techStack: 'ERP and Integration Technologies',
    benefits: 'Benefits of ERP Integration',
    whyChooseUs: `Why Choose ${siteConfig.shortName} for ERP Integration`,
  }),
  'ecommerce-services': page({
    services: ['E-commerce Development Services', 'Builds, replatforming and integrations for B2C and B2B stores.'],
    techStack: 'E-commerce Platforms and Tools',
    benefits: 'Benefits of Our E-commerce Development',
    whyChooseUs: `Why Choose ${siteConfig.shortName} for E-commerce`,
  }),
  'automation-testing-services': page({
    services: [
      'Automation Testing Services We Offer',
      'From the first framework to daily pipeline runs, we automate the checks your team repeats every release.',
    ],
    techStack: 'Tools in our automation stack',
    benefits: 'What automation changes for your team',
    whyChooseUs: `Why teams choose ${siteConfig.name} for test automation`,
  }),
  'security-testing-services': page({
    services: [
      'Security Testing Services We Offer',
      'We test every layer an attacker can reach, from the browser to the cloud account behind it.',
    ],
    techStack: 'Tools our security testers use',
    benefits: 'What security testing gives you',
    whyChooseUs: `Why choose ${siteConfig.name} for security testing`,
  }),
  'performance-testing-services': page({
    services: [
      'Performance Testing Services We Offer',
      'We test how your system behaves at normal load, at peak and beyond it, then help you fix what slows it down.',
    ],
    techStack: 'Load tools and observability we use',
    benefits: 'Why test performance before you launch',
    whyChooseUs: `Why choose ${siteConfig.name} for performance testing`,
  }),
  'functional-testing-services': page({
    services: [
      'Functional Testing Services We Offer',
      'We test each feature as it is built and the whole product before it ships.',
    ],
    techStack: 'Tools for functional testing',
    benefits: 'What functional testing gives you',
    whyChooseUs: `Why choose ${siteConfig.name} for functional testing`,
  }),
  'quality-assurance-consulting': page({
    services: [
      'QA Consulting Services We Offer',
      'We look at process, people and tools together, and change what slows your releases down.',
    ],
    techStack: 'Tools we assess and recommend',
    benefits: 'What QA consulting changes',
    whyChooseUs: `Why choose ${siteConfig.name} for QA consulting`,
  }),
  'product-development-and-innovation': page({
    services: [
      'Product Development Services We Offer',
      'One team covers discovery, design, build and measurement for your product.',
    ],
    techStack: 'Tools our product teams work with',
    benefits: 'What a standing product team gives you',
    whyChooseUs: `Why choose ${siteConfig.name} as your product partner`,
  }),
  'website-management': page({
    services: [
      'Website Management Services We Offer',
      'We handle the routine work that keeps a website accurate, online and quick.',
    ],
    techStack: 'Platforms and tools we manage',
    benefits: 'What managed website operations give you',
    whyChooseUs: `Why choose ${siteConfig.name} to manage your website`,
  }),
  'cloud-management-solutions': page({
    services: [
      'Cloud Management Services We Offer',
      'We take on the daily operation of your cloud estate, from alerts at night to the monthly bill.',
    ],
    techStack: 'Tools we use to run your cloud',
    benefits: 'What managed cloud operations give you',
    whyChooseUs: `Why choose ${siteConfig.name} for cloud management`,
  }),
  'maintenance-support-services': page({
    services: [
      'Maintenance and Support Services We Offer',
      'We keep live applications working, secure and up to date, from one ticket queue.',
    ],
    techStack: 'Tools behind our support service',
    benefits: 'What a support agreement gives you',
    whyChooseUs: `Why choose ${siteConfig.name} for maintenance and support`,
  }),
  'branding-design-services': page({
    services: [
      'Our Branding and Design Services',
      'From positioning to production-ready files, each service ends in something your team can use the next morning.',
    ],
    techStack: 'Tools We Design With',
    benefits: 'Benefits of a Documented Brand',
    whyChooseUs: `Why Choose ${siteConfig.name} for Branding`,
  }),
  'integrated-digital-marketing-services': page({
    services: [
      'What Our Integrated Marketing Program Includes',
      'A channel specialist runs each service, and one account lead plans them all against shared targets.',
    ],
    techStack: 'Our Integrated Marketing Stack',
    benefits: 'Benefits of an Integrated Program',
    whyChooseUs: `Why Choose ${siteConfig.name} for Integrated Marketing`,
  }),
  'b2b-content-marketing-services': page({
    services: [
      'Our B2B Content Marketing Services',
      'Research, writing, design and distribution, run by one editorial team on a fixed calendar.',
    ],
    techStack: 'Our Content Marketing Toolkit',
    benefits: 'Benefits of Research-Led Content',
    whyChooseUs: `Why Choose ${siteConfig.name} for Content`,
  }),
  'social-media-strategy-services': page({
    services: [
      'Our Social Media Strategy Services',
      'Strategy, production, community and paid support for the networks that matter to your audience.',
    ],
    techStack: 'Social Media Tools and Platforms',
    benefits: 'Benefits of a Social Media Strategy',
    whyChooseUs: `Why Choose ${siteConfig.name} for Social Media`,
  }),
  'targeted-email-marketing-services': page({
    services: [
      'Our Targeted Email Marketing Services',
      'From deliverability setup to automated flows, every service aims one message at one segment.',
    ],
    techStack: 'Email Marketing Platforms and Tools',
    benefits: 'Benefits of Targeted Email',
    whyChooseUs: `Why Choose ${siteConfig.name} for Email Marketing`,
  }),
  'ecommerce-marketing-solution': page({
    services: [
      'Our E-commerce Marketing Services',
      'Acquisition, organic search and retention services for online stores and marketplace sellers.',
    ],
    techStack: 'E-commerce Marketing Stack',
    benefits: 'Benefits of E-commerce Marketing',
    whyChooseUs: `Why Choose ${siteConfig.name} for E-commerce Marketing`,
  }),
  'performance-marketing-services': page({
    services: [
      'Our Performance Marketing Services',
      'Paid search, paid social and the measurement that keeps both honest.',
    ],
    techStack: 'Performance Marketing Stack',
    benefits: 'Benefits of Performance Marketing',
    whyChooseUs: `Why Choose ${siteConfig.name} for Performance Marketing`,
  }),
  'marketing-automation-strategy': page({
    services: [
      'Marketing automation services',
      'From the first audit of your current platform to a live, documented program, one team handles every step.',
    ],
    techStack: 'Platforms and tools we automate with',
    benefits: 'What automation changes for your team',
    whyChooseUs: `Why teams choose ${siteConfig.shortName} for marketing automation`,
  }),
  'optimization-services': page({
    services: [
      // Not "Optimization services": the other-services block already has a region of that name on this page.
      'What our optimization work covers',
      'Take one area or all four. Each starts with an audit and continues as a monthly improvement cycle.',
    ],
    techStack: 'Tools behind our optimization work',
    benefits: 'Why optimize before you spend more',
    whyChooseUs: `Why ${siteConfig.shortName} for optimization`,
  }),
  'b2b-seo-services': page({
    services: [
      'What our B2B SEO program covers',
      'Each engagement starts with a technical and content audit, then runs as a monthly program against an agreed backlog.',
    ],
    techStack: 'Our SEO toolkit',
    benefits: 'What B2B SEO gives your business',
    whyChooseUs: `Why B2B companies choose ${siteConfig.shortName} for SEO`,
  }),
  'app-store-optimization-services': page({
    services: [
      'What we optimize in your store listings',
      'We cover iOS and Android listings in every market where your app is published.',
    ],
    techStack: 'Tools we use for app store optimization',
    benefits: 'What better store listings deliver',
    whyChooseUs: 'Why app teams work with us',
  }),
  'orm-service': page({
    services: [
      'Online reputation management services',
      'Pick the services you need, from monitoring alone to a fully managed review program.',
    ],
    benefits: 'What active reputation management gives you',
    whyChooseUs: `Why ${siteConfig.shortName} for reputation management`,
  }),
  'cro-services': page({
    services: [
      'What our conversion work covers',
      'We cover research, design, testing and rollout, so nothing waits on another vendor.',
    ],
    techStack: 'Our CRO toolkit',
    benefits: 'What CRO returns',
    whyChooseUs: `Why ${siteConfig.shortName} for conversion rate optimization`,
  }),
  'business-intelligence-consulting': page({
    services: [
      'Business Intelligence Services',
      'From the first KPI workshop to dashboards your team maintains on its own.',
    ],
    techStack: 'Tools We Use for Business Intelligence',
    benefits: 'Benefits of Business Intelligence Consulting',
    whyChooseUs: `Why Choose ${siteConfig.shortName} for Business Intelligence`,
  }),
  'digital-intelligence-services': page({
    services: [
      'What Our Digital Intelligence Work Covers',
      'Measurement design, implementation and analysis for websites and mobile apps.',
    ],
    techStack: 'Our Digital Analytics Stack',
    benefits: 'Benefits of Digital Intelligence',
    whyChooseUs: `Why Teams Pick ${siteConfig.shortName} for Digital Analytics`,
  }),
  'marketing-intelligence-solutions': page({
    services: [
      'Marketing Intelligence Services',
      'Data pipelines, models and reporting that connect marketing spend to revenue.',
    ],
    techStack: 'Tools Behind Our Marketing Intelligence',
    benefits: 'Benefits of Marketing Intelligence',
    whyChooseUs: `Why Marketers Work with ${siteConfig.shortName}`,
  }),
  'customer-360-analytics': page({
    services: [
      'Customer 360 Services',
      'Identity, profiles, scores and activation, built on the data you already hold.',
    ],
    techStack: 'Technology for a Single Customer View',
    benefits: 'Benefits of Customer 360 Analytics',
    whyChooseUs: `Why ${siteConfig.shortName} for Customer 360`,
  }),
  'sales-intelligence-solutions': page({
    services: [
      'Sales Intelligence Services',
      'CRM data, scoring models and forecast reporting for sales leaders and their teams.',
    ],
    techStack: 'Our Sales Intelligence Toolkit',
    benefits: 'Benefits of Sales Intelligence',
    whyChooseUs: `Why Sales Leaders Choose ${siteConfig.shortName}`,
  }),
  'digital-experience': page({
    services: [
      'Digital Experience Services',
      'Research, journey design and planning that connect customer needs to the work your teams do.',
    ],
    techStack: 'Tools for Experience Strategy',
    benefits: 'Benefits of a Digital Experience Strategy',
    whyChooseUs: `Why Choose ${siteConfig.shortName} for Experience Strategy`,
  }),
  'digital-build': page({
    services: ['What We Build for You', 'Engineering for the products and platforms your strategy calls for.'],
    techStack: 'Technologies We Build With',
    benefits: `Benefits of Digital Build with ${siteConfig.shortName}`,
    whyChooseUs: `Why Build with ${siteConfig.shortName}`,
  }),
  'digital-modernization': page({
    services: [
      'How We Modernize Legacy Platforms',
      'Assessment, planning and staged migration from legacy platforms to modern architecture.',
    ],
    techStack: 'Technology for Legacy Modernization',
    benefits: 'Benefits of Digital Modernization',
    whyChooseUs: `Why ${siteConfig.shortName} for Modernization`,
  }),
  'digital-audit': page({
    services: [
      'What the Digital Audit Covers',
      'Specialists review six areas of your estate and bring the findings together in one plan.',
    ],
    techStack: 'Tools We Use in a Digital Audit',
    benefits: 'Benefits of a Digital Audit',
    whyChooseUs: `Why ${siteConfig.shortName} for Your Digital Audit`,
  }),
  'product-incubation': page({
    services: ['From Idea to MVP', 'Discovery, prototyping and MVP delivery for new products and ventures.'],
    techStack: 'Tools for Fast Product Validation',
    benefits: 'Benefits of Product Incubation',
    whyChooseUs: `Why Incubate with ${siteConfig.shortName}`,
  }),
};

/**
 * A heading the page entry holds (the two service pages outside the sub-service tree, issue 21) as a section
 * shows it; none where the editors removed it, so the section shows its default heading.
 */
export function entryHeading(value: ShapeValue<'labelledHeading'> | undefined): SectionHeading | undefined {
  if (!value) return undefined;
  return heading(value.label, value.heading, value.intro || undefined);
}
