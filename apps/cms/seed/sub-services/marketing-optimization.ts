import { companyFacts, siteConfig } from '@auralis/site-config';
import { type PageLink, pageLink } from '../site-links';
import type { SubServiceSeed } from '../types';

/** The "other digital marketing services" block shown on most sub-service pages: one item per digital marketing service. */
export const otherDigitalMarketingServices: readonly (PageLink & { readonly description: string })[] = [
  {
    ...pageLink('branding-design-services'),
    description:
      'A positioning workshop, then a visual identity and design system that keeps every campaign and page recognizably yours.',
  },
  {
    ...pageLink('integrated-digital-marketing-services'),
    description:
      'A single plan for every channel, with budget moved each month toward the campaigns that bring in pipeline.',
  },
  {
    ...pageLink('b2b-content-marketing-services'),
    description:
      'Articles, white papers, comparison pages and case studies written for each stage of a long B2B buying cycle.',
  },
  {
    ...pageLink('social-media-strategy-services'),
    description:
      'Channel plans, posts, paid boosts and community replies on the networks where your buyers actually spend time.',
  },
  {
    ...pageLink('targeted-email-marketing-services'),
    description:
      'Segmented lifecycle emails with tested subject lines and proper authentication, so messages reach the inbox and get opened.',
  },
  {
    ...pageLink('ecommerce-marketing-solution'),
    description:
      'Shopping ads, catalog campaigns, product-page SEO and cart recovery flows that grow online store revenue by category.',
  },
  {
    ...pageLink('performance-marketing-services'),
    description: 'Paid search and social campaigns managed against a target cost per lead or return on ad spend.',
  },
  {
    ...pageLink('marketing-automation-strategy'),
    description:
      'Lead scoring, nurture journeys and CRM handoff rules built and documented in the automation platform you already own.',
  },
  {
    ...pageLink('optimization-services'),
    description:
      'One audit and roadmap across search, app stores, reputation and conversion, worked through in monthly cycles.',
  },
  {
    ...pageLink('b2b-seo-services'),
    description:
      'Technical fixes, buying-stage keyword research and earned links that bring demo requests from organic search.',
  },
  {
    ...pageLink('app-store-optimization-services'),
    description:
      'Keywords, metadata and store visuals for the App Store and Google Play, tested before every full rollout.',
  },
  {
    ...pageLink('orm-service'),
    description: 'Review monitoring, on-brand replies and review requests across Google, G2, Trustpilot and Glassdoor.',
  },
  {
    ...pageLink('cro-services'),
    description:
      'Funnel research and controlled A/B tests that raise sign-ups, leads and orders from your current traffic.',
  },
];

export const marketingOptimizationPages: readonly SubServiceSeed[] = [
  {
    page: 'marketing-automation-strategy',
    banner: {
      title: 'Marketing Automation That Sales Trusts',
      description:
        'We build lead scoring, nurture journeys and CRM handoff in the platform you already own. Every workflow is documented, so your team can run and change it.',
      cta: 'Plan your automation',
    },
    overview: {
      title: 'Overview',
      heading: 'Automation built around how your buyers move',
      description: `Many companies pay for a marketing automation platform and use it for little more than a newsletter. Leads pile up in the CRM with no score, no owner and no follow-up.

We start with a funnel map: the stages a buyer passes through, the signals that show intent and the moment sales should step in. From that map we build the workflows in HubSpot, Marketo or Salesforce Marketing Cloud:

- lead scoring on fit and engagement
- nurture tracks for each segment and stage
- two-way sync with Salesforce or Dynamics 365
- alerts and tasks that route hot leads to the right rep

Each workflow ships with a runbook and a naming convention. Your marketing operations team can read, test and extend it without calling us.`,
    },
    services: {
      items: [
        {
          title: 'Funnel and lifecycle mapping',
          description:
            'We interview sales and marketing, review closed deals and define lifecycle stages with entry and exit rules. The result is a funnel map both teams sign off before any workflow is built.',
        },
        {
          title: 'Lead scoring models',
          description:
            'We score each contact on firmographic fit and on behavior, such as pricing-page visits or webinar attendance. Thresholds are tuned against past conversions, then reviewed with sales every quarter.',
        },
        {
          title: 'Nurture journey design',
          description:
            'Our writers and operations specialists build email and in-app sequences for each segment and buying stage. Branching logic reacts to clicks, form fills and product usage rather than a fixed calendar.',
        },
        {
          title: 'CRM integration and sync',
          description:
            'We connect your automation platform to Salesforce or Dynamics 365, map fields, merge duplicates and set sync rules. Sales sees campaign history on every record, and marketing sees deal outcomes.',
        },
        {
          title: 'Platform migration',
          description:
            'We move contacts, templates, consent records and active workflows between platforms, for example from Mailchimp to HubSpot. Every rebuilt workflow is tested in a sandbox before the old one is switched off.',
        },
        {
          title: 'Attribution and funnel reporting',
          description:
            'We set up dashboards in your platform and in Looker Studio that show conversion between stages, time spent in each stage and the pipeline sourced by every campaign.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Automation',
          heading: 'Platforms we configure and run',
          logos: ['hubspot', 'mailchimp', 'brevo', 'zoho'],
        },
        {
          title: 'Integration',
          heading: 'Connectors for the systems in between',
          logos: ['zapier', 'make', 'n8n'],
        },
        {
          title: 'Measurement',
          heading: 'Tracking and funnel reporting',
          logos: ['googleanalytics', 'googletagmanager', 'looker', 'googlebigquery'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Faster lead follow-up',
          description:
            'Routing rules assign a qualified lead to a rep the moment it crosses the score threshold. The rep gets a task with the contact’s recent activity attached. Nobody has to export a spreadsheet to find out who raised a hand this week.',
        },
        {
          title: 'One shared lead definition',
          description:
            'Marketing and sales agree on what a qualified lead is, and the system enforces it. Arguments about lead quality turn into a scoring review with data on the table. Both teams report from the same lifecycle stages.',
        },
        {
          title: 'Nurture that runs itself',
          description:
            'Prospects who are not ready to buy keep receiving relevant content without manual sends. Journeys pause when a deal opens and restart if it is lost. Your team spends its time on new campaigns instead of list pulls.',
        },
        {
          title: 'Cleaner CRM data',
          description:
            'Deduplication, field validation and enrichment rules keep records usable. Sales reps stop calling contacts who already unsubscribed or changed jobs. Reports stop counting the same company twice under different spellings.',
        },
        {
          title: 'Revenue you can trace',
          description:
            'Campaign touches are stored on the contact and on the opportunity. Finance and leadership can see which programs sourced or influenced pipeline. Budget discussions start from closed revenue rather than open rates.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Hands-on platform experience',
          description:
            'Our marketing operations specialists have built programs in HubSpot, Marketo and Salesforce Marketing Cloud. We pick the approach that fits your platform instead of forcing one pattern.',
        },
        {
          title: 'Sales in the room',
          description:
            'We run scoring and handoff workshops with your sales leaders, not only with marketing, so the rules reflect how reps work their pipeline.',
        },
        {
          title: 'Documentation you keep',
          description:
            'Every workflow, field and score rule is written up in a runbook and handed over at the end of the project.',
        },
        {
          title: 'Data security by default',
          description:
            'Our delivery follows ISO 27001 controls for access, consent records and the personal data held in your CRM.',
        },
        {
          title: 'Engineers on the same team',
          description: `${siteConfig.shortName} engineers build the custom integrations, webhooks and data pipelines, so API work never waits for a second vendor.`,
        },
        {
          title: 'Support after launch',
          description:
            'Our average client relationship lasts more than four years. After go-live we can stay on to tune scores, journeys and reports each month.',
        },
      ],
    },
    industries: {
      heading: 'Marketing automation across industries',
      description:
        'Buying cycles differ by sector, so we shape scoring, journeys and consent handling to the rules and rhythm of each one.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build onboarding and cross-sell journeys that respect consent rules and hand qualified applicants to relationship managers.',
        },
        {
          industry: 'healthcare',
          description:
            'We automate provider outreach and patient reminders with consent tracking, keeping clinical data out of marketing tools.',
        },
        {
          industry: 'edtech',
          description:
            'We nurture prospective learners from first inquiry to enrollment and re-engage those who leave an application unfinished.',
        },
        {
          industry: 'internet-saas',
          description:
            'We score trial users on product usage and route product-qualified accounts to sales as soon as they show buying intent.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We connect store events to welcome, browse-abandonment and replenishment journeys that bring shoppers back to buy again.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We run long-cycle nurture programs for installers, facility managers and procurement teams who evaluate energy projects.',
        },
      ],
    },
    faq: [
      {
        question: 'Which marketing automation platforms do you work with?',
        answer:
          'We work mostly in HubSpot, Marketo Engage and Salesforce Marketing Cloud, and in Mailchimp, Brevo or Zoho for smaller programs. If you already own a platform, we make it work harder before suggesting a change. A migration only makes sense when the current tool blocks a clear business need.',
      },
      {
        question: 'How long does a marketing automation project take?',
        answer:
          'The funnel map and platform audit take two to three weeks. Building scoring, the first nurture tracks and CRM sync usually takes another six to ten weeks, depending on data quality and the number of segments. We launch in stages, so the first journeys go live before the full program is done.',
      },
      {
        question: 'Do you also write the emails in the nurture journeys?',
        answer:
          'Yes. Our content team writes and designs the emails, landing pages and forms each journey needs, working from your brand and tone-of-voice guide. You approve every asset before it goes live.',
        cta: { label: 'See email marketing', path: '/digital-marketing-services/targeted-email-marketing-services' },
      },
      {
        question: 'How do you handle consent and data protection?',
        answer:
          'We record the source and date of every opt-in, follow regional rules such as GDPR and sync unsubscribes between the CRM and the automation platform in both directions. Access to your systems is limited to named team members under our ISO 27001 practices.',
      },
      {
        question: 'Can you automate workflows that go beyond email?',
        answer:
          'Yes. Journeys can create CRM tasks, send SMS or WhatsApp messages through your provider, update ad audiences and post alerts to sales channels. Where no native connector exists, our engineers build one with the platform’s API, Zapier, Make or n8n.',
      },
      {
        question: 'What does it take to get started?',
        answer:
          'Send us a short description of your funnel, your current tools and the problem you want solved. We reply with questions, then propose an audit scope and an estimate for the first phase.',
        cta: { label: 'Talk to our team', path: '/contact' },
      },
    ],
  },
  {
    page: 'optimization-services',
    banner: {
      title: 'Get More From the Traffic You Have',
      description:
        'One team audits search, app stores, reputation and on-site conversion, then works through the fixes in order of impact.',
      cta: 'Request an audit',
    },
    overview: {
      title: 'Overview',
      heading: 'One audit, one roadmap, four levers',
      description: `Winning traffic costs money. Optimization decides what happens to it next: whether buyers find you in search, install your app, trust your reviews and finish the form.

We look at four areas together:

- **Search:** technical health, rankings and content gaps
- **App stores:** keyword coverage, listing assets and install rate
- **Reputation:** ratings, review volume and response times
- **Conversion:** drop-off points in your key funnels

Every finding goes into a single backlog scored by expected impact and effort. We work through it in monthly cycles and measure each change against a baseline, so you can see which lever paid off and where to spend next.`,
    },
    services: {
      items: [
        {
          title: 'Cross-channel optimization audit',
          description:
            'In three to four weeks we review your site, app listings, review profiles and analytics setup. You get a scored list of issues and a ninety-day plan to fix them.',
        },
        {
          title: 'Search engine optimization',
          description:
            'Technical fixes, keyword research and content improvements lift rankings for the searches your buyers make. B2B programs add content mapped to each buying stage and link building through digital PR.',
        },
        {
          title: 'App store optimization',
          description:
            'We handle keyword, metadata and creative work for App Store and Google Play listings, tested with the stores’ own experiment tools before rollout to all visitors.',
        },
        {
          title: 'Reputation management',
          description:
            'We monitor and answer reviews and mentions on Google, G2, Trustpilot and Glassdoor, and run review-request programs that bring more satisfied customers to those pages.',
        },
        {
          title: 'Conversion rate optimization',
          description:
            'Research into why visitors leave is followed by A/B tests on landing pages, forms and checkouts. Only the variants that win with statistical confidence are shipped.',
        },
        {
          title: 'Measurement and tracking setup',
          description:
            'We audit GA4 and Google Tag Manager, repair broken events and define the conversions every optimization is judged against. Reliable data comes before any test or ranking report.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Search',
          heading: 'Audits, rankings and site speed',
          logos: ['googlesearchconsole', 'semrush', 'similarweb', 'pagespeedinsights'],
        },
        {
          title: 'App stores',
          heading: 'Listings and install data',
          logos: ['appstore', 'googleplay', 'firebase'],
        },
        {
          title: 'Reviews',
          heading: 'Platforms we monitor',
          logos: ['google', 'trustpilot', 'g2', 'glassdoor'],
        },
        {
          title: 'Conversion',
          heading: 'Behavior and experiment data',
          logos: ['googleanalytics', 'googletagmanager', 'hotjar', 'posthog'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Lower acquisition cost',
          description:
            'When more visitors convert and more searches land on your pages without a click fee, each customer costs less to win. Paid budgets can then go to new audiences instead of covering leaks in the funnel.',
        },
        {
          title: 'One prioritized roadmap',
          description:
            'Search, app, reputation and conversion fixes sit in a single backlog. Your team no longer juggles four separate agency wish lists. Each month starts with the items most likely to change revenue.',
        },
        {
          title: 'Changes tied to results',
          description:
            'Every shipped change has a baseline and a target metric. Monthly reports show what moved rankings, ratings or conversion, and what did not. You see which investments earn their keep.',
        },
        {
          title: 'Gains that keep working',
          description:
            'Rankings, ratings and store visibility keep paying off after the work is done, unlike ad spend that stops when the budget does. Gains in one area often lift another, as better reviews raise both conversion and store rank.',
        },
        {
          title: 'Fewer blind spots',
          description:
            'A joint audit catches problems that sit between teams, such as a slow page that hurts both rankings and conversion. Issues stop falling through the gaps between your SEO, product and support owners.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Four disciplines, one team',
          description:
            'SEO, ASO, reputation and CRO specialists share one backlog and one report, so a fix in one area does not undo another.',
        },
        {
          title: 'Engineers who ship fixes',
          description:
            'Our developers implement technical changes in your codebase or CMS directly, instead of handing your team a list of tickets.',
        },
        {
          title: 'Evidence before opinion',
          description:
            'We test changes where traffic allows and compare against baselines where it does not. Recommendations come with the data behind them.',
        },
        {
          title: 'Designers on every test',
          description:
            'Our UX and visual designers build the variants, listing screenshots and landing pages, so creative work stays true to your brand.',
        },
        {
          title: `Experience since ${siteConfig.foundingYear}`,
          description: `${siteConfig.shortName} has delivered more than ${companyFacts.projectsDelivered} projects for clients in ${companyFacts.clientCountries} countries since ${siteConfig.foundingYear}.`,
        },
        {
          title: 'Certified quality and security',
          description:
            'Our processes are certified to ISO 9001 for quality and ISO 27001 for information security, which matters when we work inside your analytics and CMS.',
        },
      ],
    },
    industries: {
      heading: 'Optimization for your industry',
      description:
        'Each sector has its own search terms, store categories, review sites and conversion hurdles, and we plan around them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We improve rankings for product and rate searches, lift app ratings and cut drop-off in account and loan applications.',
        },
        {
          industry: 'healthcare',
          description:
            'We help patients find clinics and services nearby, answer reviews within privacy rules and simplify appointment booking.',
        },
        {
          industry: 'edtech',
          description:
            'We raise course pages in search, improve learning app listings and shorten the path from program page to enrollment.',
        },
        {
          industry: 'internet-saas',
          description:
            'We grow organic sign-ups, strengthen review profiles and reduce friction between the pricing page and the start of a trial.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We fix category and product-page SEO, answer store reviews and test checkout changes that lift completed orders.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We make energy and sustainability offers easier to find and trust, from installer search rankings to quote request forms.',
        },
      ],
    },
    faq: [
      {
        question: 'Do we have to buy all four optimization services?',
        answer:
          'No. Many clients start with one area, often search or conversion, and add others once the first results are in. The initial audit still looks across all four, because a problem in one area often affects another.',
        cta: { label: 'Book an audit call', path: '/contact' },
      },
      {
        question: 'What does the optimization audit include?',
        answer:
          'We review technical site health, keyword coverage, app listings, review profiles, analytics tracking and your main conversion funnels. The output is a scored backlog, a ninety-day plan and a baseline for every metric we will report on.',
      },
      {
        question: 'How soon will we see results?',
        answer:
          'Conversion and app listing tests can show results within weeks, once they reach enough traffic. Search rankings and review ratings move more slowly, usually over three to six months. We set expectations for each area in the audit.',
      },
      {
        question: 'Who implements the changes on our site?',
        answer:
          'We can. Our developers work in your CMS or codebase through your normal review process. If your team prefers to own the changes, we write tickets with acceptance criteria and check each one after release.',
      },
      {
        question: 'How do you report progress?',
        answer:
          'You get a monthly report and a live Looker Studio dashboard covering rankings, store visibility, ratings and conversion rates against the baseline. Each report lists what shipped, what it changed and what comes next.',
      },
      {
        question: 'Where should we start if our traffic is low?',
        answer:
          'With low traffic, A/B tests take too long to reach significance, so we focus first on search visibility and technical fixes. Conversion testing becomes worthwhile once volume grows. For B2B companies, SEO is often the first step.',
        cta: { label: 'Explore B2B SEO', path: '/digital-marketing-services/b2b-seo-services' },
      },
    ],
  },
  {
    page: 'b2b-seo-services',
    banner: {
      title: 'B2B SEO Built Around Buying Stages',
      description:
        'We find the searches your buyers run while they compare vendors and make sure your pages answer them. Progress is measured in demo requests, not just sessions.',
      cta: 'Get an SEO audit',
    },
    overview: {
      title: 'Overview',
      heading: 'Search visibility that turns into pipeline',
      description: `B2B buyers research alone for a long time before they contact a vendor. They search for the problem, then for categories, then for comparisons and pricing. If your site only ranks for your brand name, you miss most of that journey.

Our SEO team covers three areas:

- **Technical SEO:** crawlability, indexation, Core Web Vitals, structured data and hreflang for international sites
- **Content:** keyword research by buying stage, briefs for your writers or ours, and updates to pages that slipped
- **Authority:** digital PR and outreach that earn links from trade media and industry sites

We connect Search Console and GA4 to your CRM, so the monthly report shows which queries and pages produced demo requests.`,
    },
    services: {
      items: [
        {
          title: 'Technical SEO audit',
          description:
            'We crawl your site with Screaming Frog, review Search Console coverage and server logs, and check Core Web Vitals. Every issue is ranked by impact and handed over as a ticket with its fix.',
        },
        {
          title: 'Keyword research by intent',
          description:
            'We group keywords into problem, solution, comparison and pricing searches, size each group and match it to an existing page or to a gap that needs new content.',
        },
        {
          title: 'On-page optimization',
          description:
            'We revise titles, headings, internal links, schema markup and copy on priority pages. Product messaging stays intact while each page becomes the clearest answer to its target query.',
        },
        {
          title: 'Content briefs and writing',
          description:
            'Each brief lists target queries, questions to answer, sources and internal links. Our writers can produce the articles, or your team writes from the brief and we edit.',
        },
        {
          title: 'Digital PR and link earning',
          description:
            'We pitch data stories, expert commentary and guest articles to trade publications and industry sites. We never buy links or use private blog networks.',
        },
        {
          title: 'International and multi-site SEO',
          description:
            'For companies selling in several countries, we set up hreflang, localized keyword research and a domain structure that stops regional pages from competing with each other.',
        },
        {
          title: 'SEO reporting tied to CRM',
          description:
            'We join organic sessions, rankings and conversions with CRM data in Looker Studio, so you can see which queries bring in demo requests and pipeline.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Research',
          heading: 'Rankings, keywords and competitors',
          logos: ['googlesearchconsole', 'semrush', 'similarweb'],
        },
        {
          title: 'Performance',
          heading: 'Page speed and Core Web Vitals',
          logos: ['pagespeedinsights', 'lighthouse', 'googlechrome', 'cloudflare'],
        },
        {
          title: 'Content platforms',
          heading: 'CMSs we optimize in',
          logos: ['wordpress', 'yoast', 'webflow', 'contentful', 'strapi'],
        },
        {
          title: 'Reporting',
          heading: 'Joining search data to pipeline',
          logos: ['googleanalytics', 'looker', 'googlebigquery', 'hubspot'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Pipeline from organic search',
          description:
            'Ranking for comparison and pricing searches puts you in front of buyers who are already building a shortlist. We track those visitors through to the CRM. The value of search shows up as opportunities, not only as traffic.',
        },
        {
          title: 'Falling cost per lead',
          description:
            'Organic pages keep bringing in visitors after they are published, with no fee per click. As rankings grow, you can move paid budget away from expensive keywords you now win organically. The mix of paid and organic leads improves each quarter.',
        },
        {
          title: 'A crawlable, faster site',
          description:
            'Fixing crawl errors, duplicate pages and slow templates helps every page on the site, not only the ones we optimize. New content gets indexed sooner. Developers get clear rules for keeping the site in that state.',
        },
        {
          title: 'Content sales can use',
          description:
            'Comparison pages, guides and case-study pages written for search also answer the objections reps hear on discovery calls. Sales teams share them in follow-up emails and proposals. One asset does two jobs.',
        },
        {
          title: 'Credibility with buyers',
          description:
            'Appearing on page one for the problems you solve signals that you are an established option. Coverage and links from trade media add to that. Buyers arrive at the first meeting with more trust.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'B2B buying-stage focus',
          description:
            'We plan content around how buying committees research and decide, not around the highest-volume keywords.',
        },
        {
          title: 'Developers on the team',
          description:
            'Our own engineers implement technical fixes in your CMS or framework, including React and Next.js sites.',
        },
        {
          title: 'No shortcuts with links',
          description:
            'Links come from outreach and content that deserve them, which protects your domain from penalties.',
        },
        {
          title: 'Reporting on revenue',
          description:
            'Our reports start with demo requests and pipeline, then explain the rankings and traffic behind them.',
        },
        {
          title: 'Writers who learn your product',
          description:
            'Writers interview your subject-matter experts and sales team before drafting, so articles hold up with technical readers.',
        },
        {
          title: 'Teams across time zones',
          description:
            'With delivery centers in Bengaluru and Pune and client offices in London, Dubai and Austin, we run SEO programs for several markets at once.',
        },
      ],
    },
    industries: {
      heading: 'B2B SEO for your sector',
      description:
        'A bank’s procurement team searches differently from a SaaS founder, so every keyword strategy starts with the sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We target the compliance, integration and security searches that banking and fintech buyers run before they shortlist a vendor.',
        },
        {
          industry: 'healthcare',
          description:
            'We build authority for health-technology vendors on searches from hospital IT, clinical operations and procurement teams.',
        },
        {
          industry: 'edtech',
          description:
            'We help platforms rank for the searches school leaders, universities and corporate training managers run when they evaluate tools.',
        },
        {
          industry: 'internet-saas',
          description:
            'We win category, alternative and integration searches that send trial sign-ups and demo requests to software companies.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We grow organic demand for wholesalers, marketplaces and commerce-technology sellers whose buyers are other businesses.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We help clean-energy and sustainability vendors rank for searches on emissions reporting, efficiency upgrades and green financing.',
        },
      ],
    },
    faq: [
      {
        question: 'How is B2B SEO different from consumer SEO?',
        answer:
          'Search volumes are smaller, buying cycles are longer and several people influence each decision. We focus on intent rather than volume, and we measure success by qualified leads instead of raw traffic.',
      },
      {
        question: 'How long before SEO shows results?',
        answer:
          'Technical fixes can lift existing pages within weeks of release. New content typically needs three to six months to rank for competitive terms. While rankings build, we report leading indicators such as impressions and indexed pages.',
      },
      {
        question: 'Do you write the content, or do we?',
        answer:
          'Either works. Our writers can produce articles, comparison pages and guides, or your team writes from our briefs and we review for search. Most clients use a mix of both.',
      },
      {
        question: 'Do you guarantee first-page rankings?',
        answer:
          'No. Nobody controls Google’s results, and a promise of a specific ranking is a warning sign. We commit to a documented plan, agreed metrics and transparent monthly reporting.',
      },
      {
        question: 'Can you help during a website migration or redesign?',
        answer:
          'Yes. We map old URLs to new ones, set up redirects, check templates before launch and monitor indexation in the weeks after. With that preparation, a migration keeps the rankings you have earned.',
        cta: { label: 'See web development', path: '/digital-development-services/web-development-consulting' },
      },
      {
        question: 'What do you need from us to begin?',
        answer:
          'We need access to Search Console, GA4 and your CMS, plus a short call with sales to learn who your buyers are. The audit starts the week that access is in place.',
        cta: { label: 'Start with an audit', path: '/contact' },
      },
    ],
  },
  {
    page: 'app-store-optimization-services',
    banner: {
      title: 'Get Your App Found and Installed',
      description:
        'We rework your store keywords, metadata and visuals for the App Store and Google Play, then test every change before it reaches all visitors.',
      cta: 'Improve my listing',
    },
    overview: {
      title: 'Overview',
      heading: 'Store listings that earn more organic installs',
      description: `Most installs start with a search inside the App Store or Google Play. The ranking decides whether people see your app. The icon, screenshots and first lines of text decide whether they tap to install.

We treat your listing as a product page that can be measured and improved:

- keyword research for each market and language
- titles, subtitles, short descriptions and keyword fields rewritten for reach and clarity
- screenshots, icons and preview videos designed to show the app’s value at a glance
- experiments in App Store Connect and Google Play Console before any full rollout

Ratings matter as much as keywords, so we also review your in-app rating prompts and reply to store reviews with your support team.`,
    },
    services: {
      items: [
        {
          title: 'Keyword research and mapping',
          description:
            'We find the terms people type in each store and market, estimate their traffic and competition, and decide which belong in the title, subtitle or keyword field.',
        },
        {
          title: 'Metadata rewriting',
          description:
            'Titles, subtitles, promotional text and descriptions are rewritten to rank for the chosen keywords while staying readable. Every version respects Apple and Google character limits and review guidelines.',
        },
        {
          title: 'Screenshot and icon design',
          description:
            'Our designers produce screenshot sets and icon variants in Figma that show core features in the first two frames, sized for every required device.',
        },
        {
          title: 'Preview video production',
          description:
            'We script, record and edit short app preview videos built from real in-app footage, following each store’s rules for length and content.',
        },
        {
          title: 'Store listing experiments',
          description:
            'Product page optimization in App Store Connect and listing experiments in Google Play Console let us compare variants on live traffic. Only the winning version is rolled out.',
        },
        {
          title: 'Localization for new markets',
          description:
            'Listings are adapted for each country rather than simply translated, with local keyword research and screenshots that use the local language and examples.',
        },
        {
          title: 'Ratings and review strategy',
          description:
            'We time in-app rating prompts around moments of success, draft replies to store reviews and pass recurring complaints to your product team.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Stores',
          heading: 'Consoles and release tooling',
          logos: ['appstore', 'googleplay', 'fastlane', 'xcode'],
        },
        {
          title: 'Creative',
          heading: 'Screenshots, icons and video',
          logos: ['figma', 'sketch', 'davinciresolve'],
        },
        {
          title: 'App analytics',
          heading: 'Install and in-app behavior',
          logos: ['firebase', 'mixpanel', 'googleanalytics'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'More organic installs',
          description:
            'Ranking for more relevant keywords puts your app in front of people already searching for what it does. A stronger page turns more of those views into installs. Neither costs you anything per download.',
        },
        {
          title: 'Cheaper paid installs',
          description:
            'Apple Search Ads and Google App campaigns send their traffic to the same listing. When the page converts better, each paid install costs less. Your ad budget goes further without any change to bids.',
        },
        {
          title: 'Better-qualified users',
          description:
            'Clear screenshots and honest descriptions set the right expectations before the install. Users who know what they are getting are more likely to stay past the first week. The effect shows up in retention, not only in download counts.',
        },
        {
          title: 'Higher ratings',
          description:
            'Well-timed rating prompts collect feedback from satisfied users, and quick replies to complaints show that you listen. A higher average rating improves both store rank and page conversion. We track the average per market and per app version, so a bad release shows up early.',
        },
        {
          title: 'Decisions backed by tests',
          description:
            'Store experiments show which icon, screenshot or headline wins with real store visitors. Your team stops debating creative in meetings. Each new version of the listing builds on measured results rather than taste.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'App builders, not only marketers',
          description:
            'Our mobile engineers build iOS and Android apps, so we understand release cycles, review rules and in-app analytics from the inside.',
        },
        {
          title: 'In-house design team',
          description:
            'Screenshots, icons and videos come from our own designers, which keeps the listing consistent with the app’s interface.',
        },
        {
          title: 'Both stores, one plan',
          description:
            'We handle the App Store and Google Play together while respecting their different ranking signals and experiment tools.',
        },
        {
          title: 'Reporting you can act on',
          description:
            'Each month you see rankings per keyword, conversion per listing and the tests queued next, market by market.',
        },
      ],
    },
    industries: {
      heading: 'App store optimization by industry',
      description:
        'Store categories, competitors and review expectations vary by sector, so each listing strategy starts with its category.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We position banking, payments and lending apps around trust signals such as security features, clear fees and support access.',
        },
        {
          industry: 'healthcare',
          description:
            'We help health and wellness apps rank for care and fitness searches while keeping claims within the stores’ medical guidelines.',
        },
        {
          industry: 'edtech',
          description:
            'We optimize learning apps for subject and exam searches and plan listing updates around school terms and exam seasons.',
        },
        {
          industry: 'internet-saas',
          description:
            'We make the mobile companions of SaaS products easier to find for existing customers and for new teams evaluating the tool.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We raise shopping app visibility ahead of seasonal sales and feature promotions through in-app events and promotional text.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We help energy monitoring, EV charging and sustainability apps reach people looking for ways to track and cut consumption.',
        },
      ],
    },
    faq: [
      {
        question: 'What is app store optimization?',
        answer:
          'It is the work of improving an app’s store listing so it ranks higher in store search and converts more page visitors into installs. It covers keywords, text, visuals, ratings and localization.',
      },
      {
        question: 'Do you work on both iOS and Android?',
        answer:
          'Yes. The App Store relies heavily on the title, subtitle and a hidden keyword field, while Google Play also reads the full description. We write separate metadata for each store.',
      },
      {
        question: 'How long does it take to see results from ASO?',
        answer:
          'New metadata is usually indexed within days of an app update or listing change. Keyword rankings tend to settle over four to six weeks, and store experiments need enough traffic to reach a clear result.',
      },
      {
        question: 'Can ASO help a new app with no installs yet?',
        answer:
          'Yes, and launch is the best time to start. We research keywords before release so the first listing targets realistic terms, then widen the keyword set as ratings and installs grow.',
      },
      {
        question: 'Do you also build or improve the app itself?',
        answer:
          'Our mobile team designs and develops iOS, Android and cross-platform apps. When reviews point to bugs or missing features, we can fix the app as well as the listing.',
        cta: {
          label: 'See mobile app development',
          path: '/digital-development-services/mobile-app-design-development',
        },
      },
      {
        question: 'What access do you need?',
        answer:
          'We need a role in App Store Connect and Google Play Console that allows listing edits and experiments, plus read access to your analytics. Listing work does not require access to your source code.',
        cta: { label: 'Ask about your app', path: '/contact' },
      },
    ],
  },
  {
    page: 'orm-service',
    banner: {
      title: 'Stay on Top of Every Review',
      description:
        'We monitor reviews and mentions on the sites your buyers and candidates read, answer them in your voice and help your ratings reflect the service you deliver.',
      cta: 'Protect your reputation',
    },
    overview: {
      title: 'Overview',
      heading: 'Reviews and mentions, handled every day',
      description: `Buyers check G2, Trustpilot and Google reviews before they call you. Candidates read Glassdoor before they apply. One unanswered complaint can sit at the top of those pages for months.

Our reputation team works in three steps:

1. **Monitor:** track reviews, social mentions and news coverage across the sites that matter to your business
2. **Respond:** draft replies in your brand voice, escalate service issues to their owner and close the loop with the reviewer
3. **Grow:** invite customers to leave reviews at the right moment, within each platform’s rules

Each month you see how ratings, review volume and response times have moved, and which complaint themes keep coming back.`,
    },
    services: {
      items: [
        {
          title: 'Review and mention monitoring',
          description:
            'We track review sites, app stores, social networks, forums and news for your brand, products and leaders. Urgent items are escalated to you at once, and the rest are triaged the same business day.',
        },
        {
          title: 'Response drafting and publishing',
          description:
            'Our writers reply to reviews in an agreed tone, following the approval rules you set. Positive reviews get thanks, and complaints get an apology, an answer and a route to resolution.',
        },
        {
          title: 'Review generation programs',
          description:
            'We set up review requests after a purchase, onboarding or a closed support ticket, sent by email or in-app prompt and always within the terms of Google, G2 and Trustpilot.',
        },
        {
          title: 'Employer reputation',
          description:
            'We monitor Glassdoor and Indeed, help HR respond to current and former employees and feed recurring themes into your employer brand and hiring pages.',
        },
        {
          title: 'Crisis response planning',
          description:
            'We write playbooks for product incidents, data breaches and viral complaints that name who approves statements, which channels are updated first and what the holding messages say.',
        },
        {
          title: 'Search result cleanup',
          description:
            'We strengthen the pages that should rank for your name, such as profiles, news and owned content, and flag reviews that break platform policies for removal.',
        },
        {
          title: 'Sentiment and theme reporting',
          description:
            'Every review is tagged by topic and sentiment, so product, support and sales leaders see which issues drive complaints and which strengths customers mention most.',
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'More trust before first contact',
          description:
            'Buyers read ratings and recent reviews before they fill in a form. A strong, current profile with thoughtful replies gives them the confidence to reach out. It can decide which vendor makes the shortlist.',
        },
        {
          title: 'Faster issue resolution',
          description:
            'Complaints reach the right owner quickly instead of sitting unanswered on a review site. Customers see a reply and then a fix. Some reviewers update their rating once the problem is solved.',
        },
        {
          title: 'Insight for product and support',
          description:
            'Tagged review themes show where customers struggle, in their own words. Product and support teams get a ranked list of pain points every month. That feedback costs nothing extra to collect.',
        },
        {
          title: 'Stronger hiring pipeline',
          description:
            'Candidates who see current employer reviews with honest replies are more willing to apply. HR gets a clear view of what staff praise and what they want changed. Recruiters can address concerns before an interview.',
        },
        {
          title: 'Ready for bad days',
          description:
            'A written crisis plan means nobody improvises statements under pressure. Approvers, channels and holding messages are agreed in advance, and contact details are kept current. Your team responds in hours rather than days.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Writers who match your voice',
          description:
            'Replies follow your tone-of-voice guide and approval rules, so customers hear one consistent company on every site.',
        },
        {
          title: 'No fake reviews',
          description: 'We never post, buy or reward reviews, and every review request follows the platform’s terms.',
        },
        {
          title: 'Connected to your support desk',
          description:
            'We link monitoring to Zendesk, Freshdesk or your CRM, so each complaint becomes a ticket with an owner and a due date.',
        },
        {
          title: 'Careful with customer data',
          description:
            'Our ISO 27001 certified processes govern who can see the customer details shared with us during escalations.',
        },
      ],
    },
    industries: {
      heading: 'Reputation management by industry',
      description:
        'Each sector has different review sites, regulators and sensitivities, and our response rules reflect them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We answer complaints about fees, delays and service without disclosing account details and escalate regulated issues to compliance.',
        },
        {
          industry: 'healthcare',
          description:
            'We respond to patient reviews without confirming that anyone is a patient, following privacy rules for health information.',
        },
        {
          industry: 'edtech',
          description:
            'We monitor course reviews, app ratings and parent forums, and help institutions reply to concerns about outcomes or support.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build G2 and Capterra profiles with steady review volume and route feature requests from reviews to product managers.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We handle delivery, return and product-quality complaints on marketplaces, Google and Trustpilot, and link each one to its order.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We answer public questions about sustainability claims with evidence and keep installer and project reviews current.',
        },
      ],
    },
    faq: [
      {
        question: 'Can you remove negative reviews?',
        answer:
          'We cannot remove genuine reviews, and no honest agency can. We can flag reviews that break a platform’s policies, such as spam or conflicts of interest. We reply to the rest in a way that shows future readers how you handle problems.',
      },
      {
        question: 'Which platforms do you monitor?',
        answer:
          'Typically Google Business Profile, G2, Capterra, Trustpilot, Glassdoor, Indeed, the app stores and the main social networks. We add industry sites, forums and news sources during onboarding.',
      },
      {
        question: 'Who approves the replies?',
        answer:
          'You decide. A common setup lets us publish routine thank-you replies directly and sends complaints or sensitive topics to a named approver first. Approval rules are written down before we post anything.',
      },
      {
        question: 'How do you increase the number of reviews?',
        answer:
          'We ask at moments when customers are most satisfied, such as after a successful delivery or a resolved ticket. Requests go to every customer in the group, because asking only happy customers breaks the rules of several platforms.',
      },
      {
        question: 'What happens during a reputation crisis?',
        answer:
          'We follow the playbook agreed with you: holding statement, approver sign-off, channel updates and more frequent monitoring. Our team also sends leadership a daily summary until the issue settles.',
      },
      {
        question: 'Can reputation work connect to our wider marketing?',
        answer:
          'Yes. With each reviewer’s permission where needed, review content feeds social posts, landing pages and sales decks. Our social media team often runs the two together.',
        cta: { label: 'See social media strategy', path: '/digital-marketing-services/social-media-strategy-services' },
      },
      {
        question: 'How do we begin?',
        answer:
          'We start with a two-week reputation audit covering ratings, volume, response rates and recurring themes on every relevant platform. You get the findings and a proposed monitoring and response plan.',
        cta: { label: 'Request a reputation audit', path: '/contact' },
      },
    ],
  },
  {
    page: 'cro-services',
    banner: {
      title: 'Turn More Visitors Into Customers',
      description:
        'Research shows us why visitors leave. Controlled tests show which fix brings them through to sign-up or checkout.',
      cta: 'Start testing',
    },
    overview: {
      title: 'Overview',
      heading: 'Testing, not guessing, on your highest-value pages',
      description: `A redesign based on opinion can lower conversion as easily as raise it. Conversion rate optimization replaces opinion with evidence from your own visitors.

Our process runs in cycles of four to six weeks:

1. **Research:** funnel reports in GA4, heatmaps, session recordings, on-site surveys and user interviews
2. **Hypotheses:** each problem becomes a testable change with a predicted effect, scored by impact, confidence and effort
3. **Testing:** our designers and developers build variants and run them as A/B or multivariate tests
4. **Rollout:** winners go live in your codebase, and every result, win or loss, is logged

Over time the test log becomes a record of what your customers respond to, and it guides design work well beyond the tests themselves.`,
    },
    services: {
      items: [
        {
          title: 'Conversion research',
          description:
            'We combine GA4 funnel data, Hotjar or Microsoft Clarity recordings, on-page polls and a round of user interviews to find where and why visitors abandon.',
        },
        {
          title: 'Hypothesis backlog',
          description:
            'Findings become hypotheses that state the change, the metric and the expected effect. Each one is scored for impact, confidence and ease, so the strongest ideas are tested first.',
        },
        {
          title: 'A/B and multivariate testing',
          description:
            'We build and run tests in VWO, Optimizely or PostHog, calculate sample sizes up front and stop a test only when it reaches significance or its planned duration.',
        },
        {
          title: 'Landing page optimization',
          description:
            'For paid campaigns we design and test landing pages that match the promise of each ad, with focused copy, shorter forms and clear proof points.',
        },
        {
          title: 'Form and checkout optimization',
          description:
            'We analyze drop-off field by field, remove unnecessary steps, improve error messages and test payment and trust elements where buyers hesitate.',
        },
        {
          title: 'Experiment program setup',
          description:
            'For teams that want to test in house, we set up the tooling, train product owners and write a playbook for running and documenting experiments.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Research',
          heading: 'Behavior and visitor feedback',
          logos: ['googleanalytics', 'hotjar', 'mixpanel', 'typeform'],
        },
        {
          title: 'Experimentation',
          heading: 'Building and serving variants',
          logos: ['posthog', 'googletagmanager', 'figma', 'react'],
        },
        {
          title: 'Analysis',
          heading: 'Test results and reporting',
          logos: ['googlebigquery', 'looker', 'python', 'googlesheets'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'More revenue, same traffic',
          description:
            'A higher conversion rate means more sign-ups, leads or orders without spending more on ads or content. Every channel you already pay for benefits at once. The gain holds for as long as the winning change stays live.',
        },
        {
          title: 'Lower risk on every release',
          description:
            'Testing a change on part of your traffic shows its effect before everyone sees it. Changes that would have hurt conversion never reach full rollout. Product teams ship with more confidence.',
        },
        {
          title: 'Clearer customer understanding',
          description:
            'Recordings, surveys and interviews reveal the questions and doubts visitors bring to your pages. Those insights shape messaging, pricing pages and sales conversations too. Marketing stops guessing what buyers care about.',
        },
        {
          title: 'Better return on ad spend',
          description:
            'When landing pages convert more visitors, the same media budget produces more customers. Cost per acquisition falls without touching bids or audiences. Paid media and CRO work best when they are planned together.',
        },
        {
          title: 'A culture of evidence',
          description:
            'A shared test log records every idea, result and lesson. New team members can see what has been tried and why it worked or failed. Debates end with a test plan instead of a vote.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Research before testing',
          description:
            'We do not start from a generic list of best practices. Every test comes from evidence found on your own site.',
        },
        {
          title: 'Design and code together',
          description:
            'Our UX designers and front-end developers build the variants themselves, so tests do not wait for a slot in your sprint.',
        },
        {
          title: 'Statistics done properly',
          description:
            'We fix sample sizes and stopping rules before a test starts and report confidence intervals, not just a winner.',
        },
        {
          title: 'Honest reporting of losses',
          description:
            'Failed tests are reported as clearly as wins, because they show what your customers do not value.',
        },
        {
          title: 'Results linked to revenue',
          description:
            'Our data team connects test results to GA4 and your warehouse, so you see the effect on revenue and retention, not only on clicks.',
        },
        {
          title: 'Privacy-aware tracking',
          description:
            'Tests and recordings are configured to mask personal data and respect consent choices, in line with our ISO 27001 practices.',
        },
      ],
    },
    industries: {
      heading: 'CRO for your industry',
      description:
        'Conversion goals range from a loan application to a course enrollment, so we test against the outcome that matters in each sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We shorten account opening and loan application flows and test the trust signals that reassure applicants at each step.',
        },
        {
          industry: 'healthcare',
          description:
            'We improve appointment booking and patient sign-up flows while keeping recordings and tests clear of health data.',
        },
        {
          industry: 'edtech',
          description:
            'We test program pages, pricing and enrollment forms to raise applications and paid course sign-ups.',
        },
        {
          industry: 'internet-saas',
          description:
            'We optimize pricing pages, trial sign-up and onboarding steps so more visitors become activated users.',
        },
        {
          industry: 'digital-commerce',
          description: 'We test product pages, cart and checkout to raise order completion and average order value.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We improve quote request, savings calculator and installer booking flows for energy and sustainability offers.',
        },
      ],
    },
    faq: [
      {
        question: 'How much traffic do we need for CRO?',
        answer:
          'A/B testing needs enough conversions to detect a real difference, roughly a few hundred per variant over the test period. With less traffic we focus on research-led fixes and test only the busiest pages.',
      },
      {
        question: 'How long does each test run?',
        answer:
          'Most tests run for two to four weeks so they cover full weekly cycles. We calculate the duration before launch from your traffic and the size of the effect we want to detect.',
      },
      {
        question: 'Will testing slow down our website?',
        answer:
          'Client-side tools add a small script, which we load carefully to avoid flicker and delay. For sensitive pages we run server-side tests through your codebase or feature flags instead.',
      },
      {
        question: 'Which tools do you use?',
        answer:
          'Tests run in VWO, Optimizely or PostHog, and research draws on GA4, Hotjar or Microsoft Clarity. If you already license a testing platform, we work in it.',
      },
      {
        question: 'Do you have results you can share?',
        answer:
          'For a security software company in India, we redesigned the product site and in-app UX of its vulnerability-management suite. Trial sign-ups rose 42% after the work went live.',
        cta: { label: 'Read the case study', path: '/portfolio/secpod' },
      },
      {
        question: 'How do we get started with CRO?',
        answer:
          'We begin with a two-week research sprint on your main funnel and a health check of your analytics. You receive the findings and a ranked test plan, and we agree on the first cycle from there.',
        cta: { label: 'Plan your first test', path: '/contact' },
      },
    ],
  },
];
