import { companyFacts, siteConfig } from '@auralis/site-config';
import { servicePage } from '@auralis/site-map';

import { type SearchCopy, withCanonicalUrls } from '../seo';

/**
 * Search data for the sub-service pages (their hero is their banner, edited in the admin) of the growth-side service areas:
 * Digital Marketing, Data Analytics, Managed Operations and Digital Strategy (levels 2 and 3 of menu.ts).
 */
const growthSubServicePagesCopy = {
  'branding-design-services': {
    search: {
      title: `Branding and Design Services | ${siteConfig.name}`,
      ogTitle: `Brand Identity and Design Systems from ${siteConfig.name}`,
      description:
        'Brand positioning, logo systems, typography, color and tone-of-voice guides, delivered as a Figma library your marketing and product teams use every day.',
      ogDescription: `From a positioning workshop to a finished Figma library: ${siteConfig.name} designs brand identities that stay consistent across web, sales and print.`,
      keywords: [
        'branding services',
        'brand identity design',
        'logo design',
        'brand guidelines',
        'design system',
        'b2b branding',
      ],
    },
  },
  'integrated-digital-marketing-services': {
    search: {
      title: `Integrated Digital Marketing | ${siteConfig.name}`,
      ogTitle: 'Integrated Digital Marketing: One Plan, One Team, One Dashboard',
      description:
        'One team plans and runs your SEO, paid media, content, email and social against shared targets, with pipeline and revenue reported in GA4 and Looker Studio.',
      ogDescription:
        'Replace scattered agencies with one marketing program. We set the channel mix, run every campaign and show which channel brings in each lead.',
      keywords: [
        'integrated digital marketing',
        'multichannel marketing',
        'b2b digital marketing agency',
        'marketing strategy',
        'channel mix planning',
      ],
    },
  },
  'b2b-content-marketing-services': {
    search: {
      title: `B2B Content Marketing Services | ${siteConfig.name}`,
      ogTitle: 'B2B Content Marketing Built Around Your Buyers',
      description:
        'Articles, white papers, case studies and webinars planned from keyword and customer research, published on a fixed calendar and tied to pipeline reporting.',
      ogDescription:
        'We research, write and publish B2B content mapped to each funnel stage, then report the traffic, downloads and deals every asset influenced.',
      keywords: [
        'b2b content marketing',
        'content strategy',
        'white paper writing',
        'case study writing',
        'thought leadership content',
        'editorial calendar',
      ],
    },
  },
  'social-media-strategy-services': {
    search: {
      title: `Social Media Strategy Services | ${siteConfig.name}`,
      ogTitle: 'Social Media Strategy, Content and Community Management',
      description:
        'Channel plans for LinkedIn, Instagram, YouTube and X, with content production, scheduling, paid boosts and monthly reports on reach and site traffic.',
      ogDescription:
        'We pick the networks your buyers use, produce and schedule the posts, manage comments and show what social adds to site visits and leads.',
      keywords: [
        'social media strategy',
        'social media marketing services',
        'linkedin marketing',
        'social media management',
        'community management',
      ],
    },
  },
  'targeted-email-marketing-services': {
    search: {
      title: `Targeted Email Marketing Services | ${siteConfig.name}`,
      ogTitle: 'Segmented Email Campaigns That Reach the Inbox',
      description:
        'Segmented email campaigns and automated sequences in Klaviyo, Mailchimp or HubSpot, with deliverability setup, A/B tests and revenue reporting per send.',
      ogDescription:
        'We segment your list, write the sequences, fix deliverability with SPF, DKIM and DMARC, and report the revenue each email brings in.',
      keywords: [
        'email marketing services',
        'targeted email campaigns',
        'email segmentation',
        'email deliverability',
        'lifecycle email',
        'klaviyo agency',
      ],
    },
  },
  'ecommerce-marketing-solution': {
    search: {
      title: `E-commerce Marketing Solutions | ${siteConfig.name}`,
      ogTitle: 'E-commerce Marketing: Shopping Ads, Feeds, SEO and Retention',
      description:
        'Google Shopping, Performance Max and Meta catalog ads, product feed cleanup, product-page SEO and cart recovery flows for online stores, tracked in GA4.',
      ogDescription:
        'More orders from the same traffic: we fix your product feed, run Shopping and catalog ads, recover abandoned carts and track ROAS by category.',
      keywords: [
        'ecommerce marketing',
        'google shopping ads',
        'performance max',
        'product feed optimization',
        'abandoned cart emails',
        'ecommerce seo',
      ],
    },
  },
  'performance-marketing-services': {
    search: {
      title: `Performance Marketing Services | ${siteConfig.name}`,
      ogTitle: 'Paid Media Managed Against Your Cost per Lead',
      description:
        'Google Ads, Microsoft Ads, LinkedIn and Meta campaigns run against a target CPA or ROAS, with clean conversion tracking and weekly optimization reports.',
      ogDescription:
        'We set up conversion tracking first, then manage bids, audiences and creative across search and social so every dollar of spend is accounted for.',
      keywords: [
        'performance marketing',
        'ppc management',
        'google ads management',
        'linkedin ads',
        'paid social advertising',
        'cost per acquisition',
      ],
    },
  },
  'marketing-automation-strategy': {
    search: {
      title: `Marketing Automation Strategy | ${siteConfig.name}`,
      ogTitle: 'Marketing Automation in HubSpot, Marketo and Salesforce',
      description:
        'Lead scoring, nurture journeys and CRM handoff built in HubSpot, Marketo or Salesforce Marketing Cloud, documented so your marketing team can run them.',
      ogDescription:
        'We map your funnel, then build the scoring, nurture and sales handoff workflows that move a lead from first visit to a signed contract.',
      keywords: [
        'marketing automation',
        'hubspot implementation',
        'marketo consulting',
        'salesforce marketing cloud',
        'lead scoring',
        'lead nurturing',
      ],
    },
  },
  'optimization-services': {
    search: {
      title: `Search, App and Conversion Optimization | ${siteConfig.name}`,
      ogTitle: 'Optimization Services: SEO, ASO, Reputation and CRO',
      description:
        'SEO, app store optimization, reputation management and conversion rate optimization, run from one audit and one roadmap ranked by impact and effort.',
      ogDescription:
        'Get more from every visitor you already attract. We audit search, app listings, reviews and conversion paths, then fix what moves revenue first.',
      keywords: [
        'digital optimization services',
        'seo and cro',
        'app store optimization',
        'online reputation management',
        'conversion optimization',
      ],
    },
  },
  'b2b-seo-services': {
    search: {
      title: `B2B SEO Services | ${siteConfig.name}`,
      ogTitle: 'B2B SEO That Brings In Demo Requests, Not Just Traffic',
      description:
        'Technical SEO audits, keyword research by buying stage, on-page fixes, content briefs and link building for B2B companies, reported against demo requests.',
      ogDescription:
        'We find the searches your buyers make while comparing vendors, fix what keeps you off page one and track the leads organic search brings in.',
      keywords: [
        'b2b seo services',
        'technical seo audit',
        'keyword research',
        'b2b seo agency',
        'link building',
        'organic lead generation',
      ],
    },
  },
  'app-store-optimization-services': {
    search: {
      title: `App Store Optimization Services | ${siteConfig.name}`,
      ogTitle: 'App Store Optimization for iOS and Android Apps',
      description:
        'Keyword research, metadata, screenshots and store listing tests in App Store Connect and Google Play Console to raise rankings and organic installs.',
      ogDescription:
        'More people find and install your app. We rework keywords, titles and screenshots, test each change in the stores and report the lift.',
      keywords: [
        'app store optimization',
        'aso services',
        'google play optimization',
        'app store keywords',
        'app install growth',
      ],
    },
  },
  'orm-service': {
    search: {
      title: `Online Reputation Management | ${siteConfig.name}`,
      ogTitle: 'Online Reputation Management and Review Monitoring',
      description:
        'Review monitoring on Google, G2, Trustpilot and Glassdoor, response drafting, review requests and monthly reports on rating trends and complaint themes.',
      ogDescription:
        'Know what people say about your company and answer it quickly. We monitor reviews and mentions, respond in your voice and grow your ratings.',
      keywords: [
        'online reputation management',
        'orm services',
        'review monitoring',
        'review management',
        'brand reputation',
      ],
    },
  },
  'cro-services': {
    search: {
      title: `Conversion Rate Optimization | ${siteConfig.name}`,
      ogTitle: 'Conversion Rate Optimization Through A/B Testing',
      description:
        'Funnel analysis, heatmaps, session recordings and A/B tests in VWO or Optimizely that raise sign-ups, leads and orders from your current site traffic.',
      ogDescription:
        'We find where visitors drop out, test fixes against the current page and roll out only the changes that win with statistical confidence.',
      keywords: [
        'conversion rate optimization',
        'cro services',
        'a/b testing',
        'funnel analysis',
        'landing page optimization',
        'cro agency',
      ],
    },
  },
  'business-intelligence-consulting': {
    search: {
      title: `Business Intelligence Consulting | ${siteConfig.name}`,
      ogTitle: 'Business Intelligence Consulting with Power BI and Tableau',
      description:
        'Data modeling in Snowflake, BigQuery or Azure Synapse and dashboards in Power BI or Tableau, with KPIs defined once and documented for your teams.',
      ogDescription:
        'One version of the numbers: we model your data, define every KPI once and build the Power BI or Tableau dashboards your leadership reviews.',
      keywords: [
        'business intelligence consulting',
        'power bi consulting',
        'tableau dashboards',
        'data warehouse',
        'kpi dashboards',
        'bi implementation',
      ],
    },
  },
  'digital-intelligence-services': {
    search: {
      title: `Digital Intelligence Services | ${siteConfig.name}`,
      ogTitle: 'Digital Analytics and Tracking for Web and Apps',
      description:
        'Tracking plans, GA4, Adobe Analytics or Mixpanel setup, BigQuery event exports and journey reports that show how people use your web and mobile products.',
      ogDescription:
        'Know how visitors reach and use your digital products. We fix tracking, move raw events to BigQuery and turn them into clear recommendations.',
      keywords: [
        'digital analytics services',
        'ga4 implementation',
        'adobe analytics',
        'product analytics',
        'tracking plan',
        'web analytics consulting',
      ],
    },
  },
  'marketing-intelligence-solutions': {
    search: {
      title: `Marketing Intelligence Solutions | ${siteConfig.name}`,
      ogTitle: 'Marketing Intelligence: Attribution and Spend Analysis',
      description:
        'Ad, CRM and analytics data joined in BigQuery or Snowflake, with multi-touch attribution, media mix analysis and daily Looker Studio dashboards by channel.',
      ogDescription:
        'See what every marketing dollar returns. We join your ad platform, CRM and web data and report spend, pipeline and revenue by channel.',
      keywords: [
        'marketing intelligence',
        'marketing attribution',
        'media mix modeling',
        'marketing dashboards',
        'marketing data pipeline',
      ],
    },
  },
  'customer-360-analytics': {
    search: {
      title: `Customer 360 Analytics | ${siteConfig.name}`,
      ogTitle: 'Customer 360 Analytics: One View of Every Customer',
      description:
        'Unified customer profiles from CRM, billing, support and product data, with identity resolution, churn scores and lifetime value in Snowflake or BigQuery.',
      ogDescription:
        'Stop piecing together customer history from five systems. We join your data into one profile and give every team the same view.',
      keywords: [
        'customer 360',
        'single customer view',
        'customer data platform',
        'churn prediction',
        'customer lifetime value',
        'identity resolution',
      ],
    },
  },
  'sales-intelligence-solutions': {
    search: {
      title: `Sales Intelligence Solutions | ${siteConfig.name}`,
      ogTitle: 'Sales Intelligence: Pipeline, Forecast and Account Scoring',
      description:
        'CRM data cleanup, account scoring, intent signals and win-rate models, with forecast dashboards that show reps and managers where to focus next.',
      ogDescription:
        'Forecast with fewer surprises. We clean your CRM, score accounts and show where deals stall, so reps spend time on the accounts most likely to buy.',
      keywords: [
        'sales intelligence',
        'sales analytics',
        'pipeline forecasting',
        'account scoring',
        'crm data quality',
        'sales dashboards',
      ],
    },
  },
  'product-development-and-innovation': {
    search: {
      title: `Product Development and Innovation | ${siteConfig.name}`,
      ogTitle: 'Managed Product Development with a Standing Team',
      description:
        'A managed product team of PM, design, engineering and QA shipping in two-week sprints, with quarterly roadmap reviews and ISO 9001 quality processes.',
      ogDescription:
        'Keep your product moving after launch. Our standing team ships on a steady cadence and revisits the roadmap with you every quarter.',
      keywords: [
        'product development services',
        'managed product team',
        'product innovation',
        'agile product development',
        'product roadmap',
      ],
    },
  },
  'website-management': {
    search: {
      title: `Website Management Services | ${siteConfig.name}`,
      ogTitle: 'Website Management: Updates, Uptime, Speed and Security',
      description:
        'Content updates, landing pages, CMS upgrades, backups, uptime monitoring and Core Web Vitals tuning for your website, with agreed turnaround times.',
      ogDescription:
        'Hand off the daily upkeep of your website. We publish changes, keep the CMS patched, watch uptime and speed, and report on all of it monthly.',
      keywords: [
        'website management services',
        'website maintenance',
        'cms support',
        'website updates',
        'core web vitals',
      ],
    },
  },
  'cloud-management-solutions': {
    search: {
      title: `Cloud Management Solutions | ${siteConfig.name}`,
      ogTitle: 'Managed Cloud Operations on AWS, Azure and Google Cloud',
      description:
        '24x7 monitoring, incident response, Terraform, patching, backups and monthly cost reviews for AWS, Azure and Google Cloud, run under ISO 27001 practices.',
      ogDescription: `${siteConfig.name}, a partner of AWS, Microsoft Azure and Google Cloud, runs your cloud around the clock and trims spend on resources you do not use.`,
      keywords: [
        'cloud management services',
        'managed cloud services',
        'aws managed services',
        'azure management',
        'cloud cost optimization',
        'finops',
      ],
    },
  },
  'maintenance-support-services': {
    search: {
      title: `Application Maintenance and Support | ${siteConfig.name}`,
      ogTitle: 'Application Maintenance and Support with Clear SLAs',
      description:
        'L1 to L3 application support with 24x7 monitoring, SLA response times, bug fixes, security patches and framework upgrades from one ticket queue.',
      ogDescription:
        'A named support lead, fixed response times and root-cause reviews after major incidents: we keep your web and mobile applications healthy after launch.',
      keywords: [
        'application maintenance',
        'application support services',
        'sla support',
        'software maintenance',
        'bug fixing services',
        '24x7 support',
      ],
    },
  },
  'digital-experience': {
    search: {
      title: `Digital Experience Strategy | ${siteConfig.name}`,
      ogTitle: 'Digital Experience Strategy and Journey Mapping',
      description:
        'Customer research, journey mapping and service blueprints that show where your digital experience breaks, with a prioritized roadmap to fix it.',
      ogDescription:
        'See your company the way customers do. We map every step across web, app and service channels and plan the fixes that matter most.',
      keywords: [
        'digital experience strategy',
        'customer journey mapping',
        'service blueprint',
        'cx strategy',
        'experience roadmap',
      ],
    },
  },
  'digital-build': {
    search: {
      title: `Digital Build Services | ${siteConfig.name}`,
      ogTitle: 'From Strategy to Shipped Software: Digital Build',
      description:
        'Cross-functional teams that build web platforms, mobile apps and integrations in two-week sprints, with CI/CD, automated tests and cloud releases.',
      ogDescription: `Drawing on ${companyFacts.projectsDelivered}+ projects in ${companyFacts.clientCountries} countries, one team takes your strategy to launch, demos progress every two weeks and hands over the code.`,
      keywords: [
        'digital product build',
        'custom software development',
        'web platform development',
        'agile delivery',
        'ci/cd pipelines',
      ],
    },
  },
  'digital-modernization': {
    search: {
      title: `Digital Modernization Services | ${siteConfig.name}`,
      ogTitle: 'Legacy Modernization Without Stopping the Business',
      description:
        'Legacy application assessment, rehost, refactor or rebuild decisions and staged migration to cloud-native architecture with APIs and the strangler pattern.',
      ogDescription:
        'Replace aging systems piece by piece. We assess each application, pick the right path and migrate in stages while your operations keep running.',
      keywords: [
        'digital modernization',
        'legacy modernization',
        'application modernization',
        'legacy system migration',
        'cloud-native architecture',
      ],
    },
  },
  'digital-audit': {
    search: {
      title: `Digital Audit Services | ${siteConfig.name}`,
      ogTitle: 'Digital Audit: A Clear Picture of Your Digital Estate',
      description:
        'A three-to-four-week review of your websites, apps, analytics, martech, cloud and security, with a maturity score, quick wins and a costed 12-month roadmap.',
      ogDescription:
        'Find out what works, what wastes money and what to fix first. Our audit scores every part of your digital estate and ends with a costed plan.',
      keywords: [
        'digital audit',
        'digital maturity assessment',
        'martech audit',
        'technology audit',
        'digital transformation roadmap',
      ],
    },
  },
  'product-incubation': {
    search: {
      title: `Product Incubation Services | ${siteConfig.name}`,
      ogTitle: 'Product Incubation: From Idea to Tested MVP',
      description:
        'Discovery workshops, user-tested prototypes and MVP sprints that take a product idea to a working release, with usage data behind the next decision.',
      ogDescription:
        'Test your idea with real users before you commit a full budget. We run discovery, prototype fast and build an MVP you can measure.',
      keywords: [
        'product incubation',
        'mvp development',
        'discovery workshop',
        'product prototyping',
        'startup product development',
        'lean product validation',
      ],
    },
  },
} as const satisfies Record<string, SearchCopy>;

export const growthSubServicePages = withCanonicalUrls(growthSubServicePagesCopy, (slug) => servicePage(slug).path);
