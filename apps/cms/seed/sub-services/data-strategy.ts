import { companyFacts, siteConfig } from '@auralis/site-config';
import type { SubServiceSeed } from '../types';

export const dataStrategyPages: readonly SubServiceSeed[] = [
  {
    page: 'business-intelligence-consulting',
    banner: {
      title: 'Business Intelligence Your Leaders Trust',
      description: 'We model your data, define each KPI once and build the dashboards your monthly review runs on.',
      cta: 'Plan your BI roadmap',
    },
    overview: {
      title: 'Overview',
      heading: 'One set of numbers for every meeting',
      description: `Most companies do not lack reports. They have too many, built by different teams from different extracts, and the totals rarely agree. Finance, sales and operations then spend the first half of each review arguing about whose figure is right.

Our BI consultants start with the decisions your leaders make each week and work back to the data those decisions need. We build a warehouse model in Snowflake, BigQuery or Azure Synapse, write each metric definition once in a semantic layer, and publish dashboards in Power BI, Tableau or Looker.

- A KPI dictionary signed off by the metric owners
- Automated refreshes with data quality checks
- Row-level security so each team sees its own scope
- Training for the people who will maintain the reports`,
    },
    services: {
      items: [
        {
          title: 'BI Strategy and Roadmap',
          description:
            'We interview decision makers, inventory existing reports and data sources, and rank use cases by value and effort. You get a phased roadmap with tool recommendations and a realistic budget.',
        },
        {
          title: 'Data Warehouse Modeling',
          description:
            'We design dimensional models in Snowflake, BigQuery or Azure Synapse, with conformed dimensions for customers, products and time, so every report joins the data the same way.',
        },
        {
          title: 'Semantic Layer and KPI Dictionary',
          description:
            'Each metric gets one definition, one owner and one calculation in the semantic layer. Dashboards read from it, so revenue means the same thing in finance and in sales.',
        },
        {
          title: 'Dashboard and Report Design',
          description:
            'We design Power BI, Tableau and Looker dashboards around the questions each audience asks, with drill-downs from summary to transaction and layouts tested with the people who use them.',
        },
        {
          title: 'Report Migration and Consolidation',
          description:
            'We retire duplicate spreadsheets and legacy reports, map each one to a governed dashboard, and move users across with side-by-side checks until the figures match.',
        },
        {
          title: 'BI Governance and Enablement',
          description:
            'We set up workspaces, access roles, certified datasets and a release process, then train analysts and report owners to extend the model without breaking it.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Data Warehouses',
          heading: 'Where the model lives',
          logos: ['snowflake', 'googlebigquery', 'databricks', 'postgresql', 'clickhouse'],
        },
        {
          title: 'Pipelines and Transformation',
          heading: 'How the data gets there',
          logos: ['apacheairflow', 'airbyte', 'apachespark', 'python'],
        },
        {
          title: 'Visualization',
          heading: 'Where people read the numbers',
          logos: ['looker', 'qlik', 'metabase', 'apachesuperset', 'googlesheets'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Faster Monthly Reviews',
          description:
            'Leaders open the same dashboard and start from agreed figures. Time once spent reconciling spreadsheets goes to discussing causes and actions. Finance closes the month with fewer manual adjustments because the numbers come straight from source systems.',
        },
        {
          title: 'Metrics Everyone Agrees On',
          description:
            'A documented KPI dictionary ends the debate about definitions. When a metric changes, its owner updates it once and every dashboard follows. New managers learn the business faster because the logic is written down.',
        },
        {
          title: 'Less Manual Reporting',
          description:
            'Scheduled refreshes replace the weekly exports and copy-paste work that analysts do today. Those analysts get their time back for real analysis. Errors from hand-built spreadsheets drop because nobody retypes the data.',
        },
        {
          title: 'Governed Report Access',
          description:
            'Row-level security and certified datasets let you open reporting to more people without exposing sensitive records. Access rules follow the ISO 27001 practices our delivery runs under. Auditors can see who opened which report and when.',
        },
        {
          title: 'A Model That Extends',
          description:
            'The warehouse model accepts new sources without a redesign. Adding a product line, a region or an acquisition means extending dimensions, not rebuilding reports. Your analysts can take on that work after handover.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Decisions Before Dashboards',
          description:
            'We begin with the questions your leaders ask, not with a chart gallery, so every report has a named user and a purpose.',
        },
        {
          title: 'Engineers and Analysts Together',
          description:
            'Data engineers and BI analysts sit on one team, so modeling choices and report design stay aligned.',
        },
        {
          title: 'Tool-Neutral Advice',
          description:
            'We work across Power BI, Tableau, Looker and open-source options and recommend the one that fits your licenses and skills.',
        },
        {
          title: 'Certified Delivery',
          description:
            'Our work runs under ISO 27001 and ISO 9001, which matters when finance and customer data are involved.',
        },
        {
          title: 'Predictable Cloud Costs',
          description:
            'As an AWS, Microsoft Azure and Google Cloud partner, we size warehouse compute and schedules so query bills stay predictable.',
        },
        {
          title: 'Handover Built In',
          description:
            'Documentation, training sessions and paired work mean your team owns the platform when we step back.',
        },
      ],
    },
    industries: {
      heading: 'Business Intelligence Across Industries',
      description: 'Each sector measures success differently, so we start from its own KPIs and reporting rules.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build loan book, collections and branch performance dashboards with the audit trail regulators expect.',
        },
        {
          industry: 'healthcare',
          description:
            'We report bed occupancy, appointment no-shows and claims turnaround from clinical and billing systems.',
        },
        {
          industry: 'edtech',
          description:
            'We track enrollments, course completion and learner retention by cohort, program and acquisition channel.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build ARR, net revenue retention and expansion dashboards straight from billing and CRM data.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We connect orders, returns, inventory and margin by SKU so merchandisers can act on slow stock early.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We consolidate energy, emissions and site data into reports that support sustainability disclosures.',
        },
      ],
    },
    faq: [
      {
        question: 'Power BI or Tableau: which should we choose?',
        answer:
          'It depends on your existing licenses, your cloud platform and who will build the reports. Companies on Microsoft 365 and Azure often find Power BI cheaper to run. Tableau suits teams that do a lot of exploratory visual analysis. We compare both against your use cases before you commit.',
      },
      {
        question: 'How long does a first BI release take?',
        answer:
          'A first set of dashboards for one business area usually goes live in eight to ten weeks. That covers discovery, the warehouse model for that area and two or three dashboards. Later areas move faster because they reuse the shared dimensions.',
      },
      {
        question: 'Do we need a data warehouse before we start?',
        answer:
          'No, if you have none, we set one up as part of the engagement. If you already run one, we review its model and reuse what works.',
      },
      {
        question: 'Can you work with the reports we already have?',
        answer:
          'Yes, we inventory them, keep the ones people use and migrate those to the governed model. Duplicate and unused reports are retired with their owners’ agreement.',
      },
      {
        question: 'Who maintains the dashboards after launch?',
        answer:
          'Your team does, with our support if you want it. We train report owners, document the model and can stay on through a monthly support arrangement.',
        cta: {
          label: 'See maintenance and support',
          path: '/operations-managed-services/maintenance-support-services',
        },
      },
      {
        question: 'How do we start a BI project with you?',
        answer:
          'Book a discovery call with our data team. We ask about your sources, your current reports and the decisions you want to support, then propose a first scope.',
        cta: {
          label: 'Talk to our data team',
          path: '/contact',
        },
      },
    ],
  },
  {
    page: 'digital-intelligence-services',
    banner: {
      title: 'Know How People Use Your Products',
      description:
        'We fix your tracking, collect clean event data and explain what it says about your website and apps.',
      cta: 'Audit your tracking',
    },
    overview: {
      title: 'Overview',
      heading: 'Clean data on every visit and every tap',
      description: `Many analytics setups grow by accident. Tags get added for each campaign, events get renamed between releases, and after a year nobody trusts the conversion report.

We start by writing a tracking plan: every event, its properties and the question it answers. Our analysts then implement it in GA4, Adobe Analytics or Mixpanel through Google Tag Manager or server-side tagging, and we validate each event before it reaches production. Raw events stream to BigQuery, where we join them with CRM and product data.

Each month we present a readout: what changed in acquisition, engagement and conversion, why it changed, and the two or three actions we would take next. Consent rules apply at the point of collection, so the data respects each visitor’s choices.`,
    },
    services: {
      items: [
        {
          title: 'Tracking Plan Design',
          description:
            'We document every event, property and user attribute against the questions your teams need answered, and agree naming rules that survive future releases.',
        },
        {
          title: 'Analytics Implementation',
          description:
            'We implement GA4, Adobe Analytics or Mixpanel on web and mobile through Google Tag Manager, with server-side tagging where accuracy or page speed demands it.',
        },
        {
          title: 'Consent and Privacy Setup',
          description:
            'We configure consent mode and your consent management platform so tags fire only with permission, in line with GDPR and India’s DPDP Act.',
        },
        {
          title: 'Event Data in BigQuery',
          description:
            'Raw events stream into BigQuery, where we model sessions, users and journeys and join them with CRM and product data for analysis beyond the standard reports.',
        },
        {
          title: 'Journey and Cohort Analysis',
          description:
            'We map paths to conversion, find where users drop out and compare cohorts by acquisition source, device and first action in the product.',
        },
        {
          title: 'Monthly Insight Readouts',
          description:
            'A monthly session walks your team through shifts in acquisition, engagement and conversion, with recommended actions and the expected effect of each.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Collection',
          heading: 'Tags and event capture',
          logos: ['googletagmanager', 'googleanalytics', 'mixpanel', 'posthog', 'matomo'],
        },
        {
          title: 'Storage and Modeling',
          heading: 'Raw events, queried freely',
          logos: ['googlebigquery', 'googlecloud', 'snowflake', 'python'],
        },
        {
          title: 'Analysis and Behavior',
          heading: 'Reports and session insight',
          logos: ['looker', 'hotjar', 'googlesearchconsole', 'jupyter'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Data You Can Trust',
          description:
            'Every event is defined, tested and monitored, so a drop in conversions is a real drop and not a broken tag. Teams stop second-guessing the reports. Meetings move on to what to do about the numbers.',
        },
        {
          title: 'Clear View of Journeys',
          description:
            'You see the paths people take from first visit to purchase or sign-up, across web and app. Drop-off points become visible and testable. Product and marketing teams work from the same journey map.',
        },
        {
          title: 'Ownership of Raw Data',
          description:
            'Event data in BigQuery belongs to you and is not limited by sampling or short retention windows. Analysts can answer new questions months later without re-tagging. The same events also feed attribution and customer models.',
        },
        {
          title: 'Privacy by Design',
          description:
            'Consent choices control which tags fire and what data is stored. Personal data is minimized at collection. That lowers regulatory risk and keeps your analytics defensible if a customer or auditor asks.',
        },
        {
          title: 'Actions, Not Only Reports',
          description:
            'Each readout ends with specific recommendations tied to pages, screens or campaigns. You decide what to test next with evidence in hand. Over time, your backlog of experiments follows the data.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Analysts Who Code',
          description:
            'Our analysts write SQL and tag configurations themselves, so findings and fixes come from the same people.',
        },
        {
          title: 'QA on Every Release',
          description: 'We test tracking in staging before each release and alert you when an event stops arriving.',
        },
        {
          title: 'Product Build Experience',
          description: `We have built web and mobile products across ${companyFacts.projectsDelivered}+ projects, so we know how tracking breaks when code changes.`,
        },
        {
          title: 'Vendor-Neutral Choices',
          description:
            'We recommend GA4, Adobe Analytics, Mixpanel or an open-source tool based on your needs, not on a reseller margin.',
        },
      ],
    },
    industries: {
      heading: 'Digital Intelligence by Industry',
      description: 'Tracking needs change with the journey, from a loan application to a course enrollment.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We measure application funnels for loans and accounts while keeping personal and financial fields out of analytics tools.',
        },
        {
          industry: 'healthcare',
          description:
            'We track appointment booking and patient portal use without collecting health information in tags.',
        },
        {
          industry: 'edtech',
          description: 'We follow learners from trial to paid enrollment and show which lessons keep them active.',
        },
        {
          industry: 'internet-saas',
          description:
            'We instrument sign-up, onboarding and feature adoption so product teams see which steps lead to paid plans.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We capture product views, cart events and checkout steps to find where shoppers abandon their orders.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We show how visitors use calculators, quote forms and installer finders on energy and sustainability sites.',
        },
      ],
    },
    faq: [
      {
        question: 'Is GA4 enough, or do we need a product analytics tool?',
        answer:
          'GA4 covers marketing questions well: traffic sources, campaigns and conversions. Product teams that study feature use and retention often add Mixpanel or PostHog. With raw events in BigQuery, you can answer both kinds of question from one dataset.',
      },
      {
        question: 'What is server-side tagging, and do we need it?',
        answer:
          'Server-side tagging sends events to a server you control before they go to analytics and ad platforms. It reduces browser scripts, improves data accuracy and gives you control over what leaves your site. We recommend it when ad blockers or page speed are hurting your data.',
      },
      {
        question: 'How long does a tracking audit take?',
        answer:
          'An audit of a typical website and app takes two to three weeks. You get a list of broken or missing events, a corrected tracking plan and a fix schedule.',
        cta: {
          label: 'Request a tracking audit',
          path: '/contact',
        },
      },
      {
        question: 'Can you track our mobile apps too?',
        answer:
          'Yes, we implement Firebase with GA4, or the Mixpanel SDK, in iOS and Android apps. Event names match the web so journeys join across platforms.',
      },
      {
        question: 'How do you handle user consent?',
        answer:
          'We connect your consent platform to the tag manager so each tag respects the visitor’s choice. Where consent is declined, consent mode models aggregate conversions without identifying anyone.',
      },
      {
        question: 'What does the monthly readout include?',
        answer:
          'It covers trends in acquisition, engagement and conversion, the reasons behind notable changes and a short list of recommended actions. We also report any data quality issues found that month.',
      },
    ],
  },
  {
    page: 'marketing-intelligence-solutions',
    banner: {
      title: 'See What Each Marketing Channel Returns',
      description:
        'We join your ad, CRM and web analytics data and report spend, pipeline and revenue by channel every day.',
      cta: 'Measure your marketing',
    },
    overview: {
      title: 'Overview',
      heading: 'Spend decisions based on return, not habit',
      description: `Marketing data sits in a dozen places: ad accounts, the CRM, web analytics, email tools and spreadsheets of offline spend. Each platform reports its own conversions, and together they claim more revenue than the company booked.

We load all of it into BigQuery or Snowflake through Fivetran or Airbyte, align campaign naming and currencies, and connect spend to leads, opportunities and closed revenue. On that model we run multi-touch attribution for day-to-day optimization and media mix analysis for budget planning.

**What your team receives:**

- Daily Looker Studio dashboards by channel, campaign and region
- An attribution model you can inspect and adjust
- A quarterly budget scenario based on media mix results`,
    },
    services: {
      items: [
        {
          title: 'Marketing Data Pipelines',
          description:
            'We connect Google Ads, Meta, LinkedIn, your CRM and web analytics to BigQuery or Snowflake with Fivetran or Airbyte, refreshed daily and monitored for failures.',
        },
        {
          title: 'Campaign Taxonomy Cleanup',
          description:
            'We define naming rules for campaigns and UTM parameters, then map historical data to them so channels and programs compare cleanly over time.',
        },
        {
          title: 'Multi-Touch Attribution',
          description:
            'We build position-based and data-driven attribution models in SQL that credit each touchpoint and stay open for your analysts to inspect.',
        },
        {
          title: 'Media Mix Modeling',
          description:
            'Using open-source tools such as Meta’s Robyn or Google’s Meridian, we estimate each channel’s contribution, including offline and brand spend that click tracking misses.',
        },
        {
          title: 'Channel Performance Dashboards',
          description:
            'Looker Studio or Power BI dashboards show spend, cost per lead, pipeline and return on ad spend by channel, campaign and region, refreshed every morning.',
        },
        {
          title: 'Budget Scenario Planning',
          description:
            'We turn model results into scenarios that show the likely effect of moving budget between channels before you commit the next quarter’s plan.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Sources',
          heading: 'Where marketing data starts',
          logos: ['googleads', 'meta', 'hubspot', 'googleanalytics', 'mailchimp', 'googlecampaignmanager360'],
        },
        {
          title: 'Pipelines and Warehouse',
          heading: 'Where it comes together',
          logos: ['airbyte', 'googlebigquery', 'snowflake', 'apacheairflow'],
        },
        {
          title: 'Modeling and Reporting',
          heading: 'Where it becomes a decision',
          logos: ['python', 'r', 'jupyter', 'looker'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Budget Follows Results',
          description:
            'You see which channels bring pipeline and revenue, not only clicks. Budget moves toward what works and away from what only looks busy. Quarterly planning starts from evidence rather than last year’s split.',
        },
        {
          title: 'One Count of Conversions',
          description:
            'Platform-reported conversions give way to one deduplicated count built from your own data. Double counting between Google, Meta and email campaigns disappears. Finance and marketing finally agree on the return figure they report.',
        },
        {
          title: 'Offline Effects Measured',
          description:
            'Media mix analysis captures the contribution of trade events, print, radio and brand campaigns. Channels that click tracking cannot see still get their share of credit. That protects long-term investments from short-term cuts.',
        },
        {
          title: 'Faster Campaign Decisions',
          description:
            'Daily dashboards show underperforming campaigns within days, not at month end. Channel managers pause, adjust or scale campaigns with current data in front of them. Less money goes to campaigns that have stopped working.',
        },
        {
          title: 'Fewer Stitched Reports',
          description:
            'Automated pipelines replace the weekly exports your team pulls from each ad platform. Marketing operations staff stop stitching reports together by hand. They spend that time on analysis and campaign testing instead.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Marketing and Data Together',
          description:
            'Our digital marketing team runs campaigns, so our data team understands how the numbers are produced.',
        },
        {
          title: 'Transparent Models',
          description: 'Attribution logic lives in SQL you can read, not in a black box you have to take on trust.',
        },
        {
          title: 'Privacy-Aware Measurement',
          description:
            'We design measurement for a world with fewer cookies, using first-party data and modeled conversions.',
        },
        {
          title: 'Your Warehouse, Your Data',
          description:
            'Everything runs in your cloud account, so you keep the data and the models if the engagement ends.',
        },
        {
          title: 'Secure Data Handling',
          description: 'Customer and revenue data stays under our ISO 27001 certified information security controls.',
        },
        {
          title: 'Multi-Market Experience',
          description: `Having worked for clients in ${companyFacts.clientCountries} countries, we handle several currencies, languages and regional ad platforms in one model.`,
        },
      ],
    },
    industries: {
      heading: 'Marketing Intelligence for Your Sector',
      description:
        'We connect spend to the outcome that matters in your business, whether that is a funded account or a repeat order.',
      items: [
        {
          industry: 'bfsi-fintech',
          description: 'We tie acquisition spend to funded accounts and approved loans rather than form fills.',
        },
        {
          industry: 'healthcare',
          description:
            'We measure which campaigns bring booked appointments while keeping patient data out of ad platforms.',
        },
        {
          industry: 'edtech',
          description:
            'We follow spend through to paid enrollments and show cost per enrolled student by program and intake.',
        },
        {
          industry: 'internet-saas',
          description:
            'We connect campaigns to trials, qualified pipeline and closed ARR, so demand generation is judged on revenue.',
        },
        {
          industry: 'digital-commerce',
          description: 'We report return on ad spend with margin and returns included, not only gross order value.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We link campaign spend to quote requests and installations for solar, storage and efficiency offers.',
        },
      ],
    },
    faq: [
      {
        question: 'How is multi-touch attribution different from what Google Ads reports?',
        answer:
          'Each ad platform credits itself for any conversion it touched. Multi-touch attribution looks at the full path across all channels and splits the credit once. The totals then add up to the revenue you actually booked.',
      },
      {
        question: 'Do we need media mix modeling as well as attribution?',
        answer:
          'Attribution works for day-to-day optimization of digital channels. Media mix modeling estimates longer-term and offline effects from aggregate data. Companies with significant brand or offline spend benefit from both.',
      },
      {
        question: 'How much historical data do we need?',
        answer:
          'Attribution can start as soon as tracking and CRM data are joined. Media mix modeling needs a longer history of weekly spend and outcomes, usually two years or more, to give stable results.',
      },
      {
        question: 'Which data sources can you connect?',
        answer:
          'We connect the major ad platforms, CRMs such as Salesforce and HubSpot, web analytics, email tools and offline spend files. If a source has an API or a regular export, we can load it.',
      },
      {
        question: 'Can this work alongside our existing marketing team?',
        answer:
          'Yes, we build the data foundation and models, and your team uses the dashboards to run campaigns. If you want help running the campaigns too, our performance marketing team works from the same data.',
        cta: {
          label: 'See performance marketing',
          path: '/digital-marketing-services/performance-marketing-services',
        },
      },
      {
        question: 'How do we get started with marketing intelligence?',
        answer:
          'We begin with a two-week data review of your channels, tracking and CRM. You get a map of the gaps and a plan for the first dashboards.',
        cta: {
          label: 'Book a data review',
          path: '/contact',
        },
      },
    ],
  },
  {
    page: 'customer-360-analytics',
    banner: {
      title: 'One Profile for Every Customer',
      description:
        'We join CRM, billing, support and product data so sales, service and marketing see the same customer history.',
      cta: 'Build your customer view',
    },
    overview: {
      title: 'Overview',
      heading: 'Every team looking at the same customer',
      description: `A customer who calls support, renews a contract and browses your pricing page leaves traces in three systems. Sales sees one part, service sees another, and marketing emails an offer for a product the customer already owns.

We build one profile per customer in Snowflake or BigQuery. Identity resolution matches records by email, account IDs and device identifiers, with rules you can audit. Where it fits, a customer data platform such as Segment collects events and pushes audiences to your tools.

On top of the profile we score churn risk, estimate lifetime value and define segments. The scores flow back into your CRM, help desk and email platform through reverse ETL, so people act on them where they already work.`,
    },
    services: {
      items: [
        {
          title: 'Customer Data Audit',
          description:
            'We list every system that holds customer data, check how records overlap and where they conflict, and agree which source wins for each attribute.',
        },
        {
          title: 'Identity Resolution',
          description:
            'Deterministic and probabilistic matching rules link records across CRM, billing, support and product systems into one customer key, with match rates reported weekly.',
        },
        {
          title: 'Unified Profile Model',
          description:
            'We model people, accounts, households or organizations in your warehouse and keep history, so you can see how a customer looked at any point in time.',
        },
        {
          title: 'Churn and Lifetime Value Models',
          description:
            'Data scientists train churn risk and lifetime value models in Python, validate them against past outcomes and retrain them on a fixed schedule.',
        },
        {
          title: 'Segment Design and Refresh',
          description:
            'We define behavioral and value-based segments with your marketing and service teams, then refresh membership automatically as customers change their habits.',
        },
        {
          title: 'Activation and Reverse ETL',
          description:
            'Scores and segments sync to Salesforce, HubSpot, Zendesk or your email platform, so account managers and agents see them in their daily screens.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Warehouse and Processing',
          heading: 'Where profiles are built',
          logos: ['snowflake', 'googlebigquery', 'databricks', 'apachespark'],
        },
        {
          title: 'Modeling and Data Science',
          heading: 'How scores are made',
          logos: ['python', 'scikitlearn', 'mlflow', 'jupyter', 'pandas'],
        },
        {
          title: 'Activation Channels',
          heading: 'Where teams use the profile',
          logos: ['hubspot', 'zendesk', 'intercom', 'mailchimp', 'zoho'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Earlier Churn Warnings',
          description:
            'Risk scores flag accounts that are slipping well before they cancel. Customer success teams call the right customers first, with context on what changed. Retention work shifts from reacting to cancellations to preventing them.',
        },
        {
          title: 'Relevant Offers',
          description:
            'Marketing sees what each customer already owns and how often they use it. Cross-sell and upsell offers match real needs instead of broad campaigns. Customers stop receiving messages about products they bought last month.',
        },
        {
          title: 'Better Service Conversations',
          description:
            'Support agents see orders, plans, recent tickets and product usage in one panel. They resolve issues without asking customers to repeat themselves. Handling time falls because the context is already on screen.',
        },
        {
          title: 'Spend Where Value Is',
          description:
            'Lifetime value estimates show which segments deserve more investment in acquisition and service. Budgets follow long-term value rather than first-order size. Segments that cost more to serve than they return become visible too.',
        },
        {
          title: 'Cleaner Customer Records',
          description:
            'Matching exposes duplicate records and conflicting details across systems. Corrections flow back to the source systems wherever the owners allow it. Data quality improves for every downstream report, not only the customer view.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Warehouse-First Approach',
          description:
            'We build the profile in a warehouse you own and add a customer data platform only where it earns its cost.',
        },
        {
          title: 'Explainable Scores',
          description: 'Every churn and value score comes with the factors behind it, so teams trust it and use it.',
        },
        {
          title: 'Security by Default',
          description: 'Personal data is masked, access is role-based, and our processes are ISO 27001 certified.',
        },
        {
          title: 'Long-Term Partnership',
          description:
            'Our average client relationship runs over four years, and customer models improve with that kind of continuity.',
        },
      ],
    },
    industries: {
      heading: 'Customer 360 Across Sectors',
      description: 'The customer record looks different in each industry, and so do the actions it should trigger.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We link accounts, cards, loans and service history into one profile for cross-sell and early attrition alerts.',
        },
        {
          industry: 'healthcare',
          description:
            'We bring together appointments, billing and patient feedback under strict access rules to support follow-up care.',
        },
        {
          industry: 'edtech',
          description:
            'We combine enrollment, learning activity and payment data to spot students at risk of dropping out.',
        },
        {
          industry: 'internet-saas',
          description:
            'We merge product usage, billing and support tickets into account health scores for customer success teams.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We connect orders, returns, browsing and loyalty data to predict repeat purchases and lifetime value.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We join device telemetry, installation records and service visits to show which customers need attention.',
        },
      ],
    },
    faq: [
      {
        question: 'Do we need a customer data platform?',
        answer:
          'Not always, because a warehouse can hold the profile and reverse ETL can sync it out. A CDP such as Segment helps when you need real-time event collection and audience delivery to many tools. We recommend one only when your use cases call for it.',
      },
      {
        question: 'How accurate is identity resolution?',
        answer:
          'It depends on the identifiers you collect. We start with exact matches on email and account IDs, add fuzzy rules where needed and report the match rate each week. You review uncertain matches before they merge.',
      },
      {
        question: 'How do you protect personal data?',
        answer:
          'We mask direct identifiers, restrict access by role and log every query on sensitive tables. Our information security management is certified to ISO 27001. Data stays in your own cloud account and region.',
      },
      {
        question: 'When will we see the first results?',
        answer:
          'A first unified profile for one business line usually takes ten to twelve weeks. Churn scoring can follow soon after, once enough history sits in the model.',
      },
      {
        question: 'Can the scores appear in our CRM?',
        answer:
          'Yes, we sync scores and segments to Salesforce, HubSpot, Dynamics or Zoho as fields your teams can filter and report on. Updates run on a schedule you choose.',
      },
      {
        question: 'How do we begin a customer 360 project?',
        answer:
          'Start with a customer data audit. In a few weeks we map your sources and propose a first use case, such as churn alerts or cross-sell offers.',
        cta: {
          label: 'Book a customer data audit',
          path: '/contact',
        },
      },
    ],
  },
  {
    page: 'sales-intelligence-solutions',
    banner: {
      title: 'Forecasts Your Sales Team Can Stand Behind',
      description: 'We clean your CRM, score accounts and show where deals stall, so reps spend time where buyers are.',
      cta: 'Improve your forecast',
    },
    overview: {
      title: 'Overview',
      heading: 'Pipeline clarity from CRM to board pack',
      description: `Sales forecasts often rest on rep judgment and stale CRM fields. Close dates slip, stages mean different things to different teams, and the quarter ends with surprises in both directions.

We start by cleaning the CRM in Salesforce or HubSpot: duplicate accounts merged, required fields enforced, stage definitions written down. We then enrich accounts with firmographic and intent signals and model win rates and cycle times by stage, segment and source.

The output is practical:

- **For reps:** a ranked list of accounts and deals to work this week
- **For managers:** forecast dashboards in Power BI or Tableau with stalled deals flagged
- **For leadership:** a forecast with a stated confidence range`,
    },
    services: {
      items: [
        {
          title: 'CRM Data Cleanup',
          description:
            'We merge duplicate accounts and contacts, fix ownership, standardize industries and regions, and add validation rules so the data stays clean after we leave.',
        },
        {
          title: 'Sales Process Definition',
          description:
            'We write clear entry and exit criteria for each pipeline stage with your sales leaders, then configure the CRM to enforce them.',
        },
        {
          title: 'Account Enrichment',
          description:
            'We add firmographic data, technology signals and intent data from your chosen providers to each account, matched by domain and refreshed on a schedule.',
        },
        {
          title: 'Account and Lead Scoring',
          description:
            'Scoring models rank accounts and leads by fit and engagement, trained on your own past wins and losses rather than generic rules.',
        },
        {
          title: 'Win-Rate and Cycle Analysis',
          description:
            'We measure conversion and time in stage by segment, product, source and rep to show where deals slow down and why.',
        },
        {
          title: 'Forecast Dashboards',
          description:
            'Power BI or Tableau dashboards compare rep commits with model-based forecasts and flag deals with slipped dates or no recent activity.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'CRM and Engagement',
          heading: 'Where sales data is created',
          logos: ['hubspot', 'zoho', 'calendly', 'zoom', 'googlemeet'],
        },
        {
          title: 'Data Platform',
          heading: 'Where it is cleaned and joined',
          logos: ['snowflake', 'googlebigquery', 'airbyte', 'apacheairflow'],
        },
        {
          title: 'Scoring and Reporting',
          heading: 'How it reaches the team',
          logos: ['python', 'scikitlearn', 'qlik', 'looker', 'metabase'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Fewer Forecast Surprises',
          description:
            'Model-based forecasts sit beside rep commits, and the gap between them shows where to look. Leaders see risk early in the quarter. Board reporting gets calmer because the likely range is known in advance.',
        },
        {
          title: 'Reps Focus on Buyers',
          description:
            'Scored account lists tell reps who to contact first and why. Less time goes to accounts that rarely convert, whatever their size. New hires ramp faster because the list shows them where to start.',
        },
        {
          title: 'Stalled Deals Surface Early',
          description:
            'Deals with slipped close dates, no recent activity or missing stakeholders are flagged automatically. Managers coach on specific opportunities in their one-to-ones. Fewer deals quietly age out of the pipeline.',
        },
        {
          title: 'A CRM People Trust',
          description:
            'Clean accounts, enforced fields and clear stages make the CRM worth updating every day. Reports stop needing manual fixes before each meeting. Marketing and sales finally work from the same account list.',
        },
        {
          title: 'Fair Territory Planning',
          description:
            'Win rates and account potential by region support territory design and quota setting. Decisions rest on data that both sales and finance accept. Disputes over territory fairness become easier to settle.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Data Cleanup Comes First',
          description:
            'Models built on messy CRM data give confident wrong answers, so cleanup comes before any scoring.',
        },
        {
          title: 'Built Around Your Process',
          description:
            'Stages, scores and dashboards reflect how your team sells, not a template from another company.',
        },
        {
          title: 'Designed for Adoption',
          description: 'We place outputs in the screens reps already use and check usage after launch.',
        },
        {
          title: 'CRM and Data Skills',
          description: 'Our team configures Salesforce and HubSpot as well as building the models on top of them.',
        },
        {
          title: 'Protected Deal Data',
          description:
            'Pipeline and pricing data stays behind access controls aligned with our ISO 27001 certification.',
        },
        {
          title: 'Close to Your Markets',
          description:
            'With client offices in London, Dubai and Austin, we work in the time zones of the sales teams we support.',
        },
      ],
    },
    industries: {
      heading: 'Sales Intelligence for Different Markets',
      description:
        'Buying cycles differ by sector, so we train scoring and forecast models on each client’s own deals.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We score corporate banking and fintech partnership prospects and track long deal cycles with many stakeholders.',
        },
        {
          industry: 'healthcare',
          description:
            'We help medical technology and health software sellers rank hospitals and clinics by fit and buying signals.',
        },
        {
          industry: 'edtech',
          description: 'We rank schools, universities and corporate training buyers by budget cycle and engagement.',
        },
        {
          industry: 'internet-saas',
          description:
            'We combine product usage with CRM data to find expansion-ready accounts and product-qualified leads.',
        },
        {
          industry: 'digital-commerce',
          description: 'We help B2B commerce and marketplace sales teams prioritize merchants and wholesale accounts.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We help sellers of energy and sustainability solutions rank commercial sites and track tender timelines.',
        },
      ],
    },
    faq: [
      {
        question: 'Do you work with Salesforce and HubSpot?',
        answer:
          'We work with both, as well as Zoho and Microsoft Dynamics. Our team works inside your existing CRM rather than asking you to replace it.',
      },
      {
        question: 'Where does intent data come from?',
        answer:
          'It comes from third-party providers that track research activity on business topics, and from engagement with your own website and content. We help you choose a provider, then test whether its signals predict wins in your data before you renew.',
      },
      {
        question: 'How is a model-based forecast built?',
        answer:
          'We use historical stage conversion, deal age and activity to estimate the chance of each open deal closing this period. Summed across the pipeline, that gives an expected value and a range. It sits next to the rep commit, not in place of it.',
      },
      {
        question: 'Will reps have to change how they work?',
        answer:
          'Only a little, since they keep working in the CRM with fewer but clearer required fields and a ranked list inside it. We train managers to use the dashboards in weekly pipeline reviews.',
      },
      {
        question: 'What if our CRM data is in poor shape?',
        answer:
          'That is the usual starting point. The first phase is cleanup and process definition, which pays off even before any model goes live.',
      },
      {
        question: 'How do we get started with sales intelligence?',
        answer:
          'We start with a pipeline health check covering data quality, stage definitions and forecast accuracy over recent quarters. It takes about three weeks and ends with a prioritized plan.',
        cta: {
          label: 'Request a pipeline health check',
          path: '/contact',
        },
      },
    ],
  },
  {
    page: 'digital-experience',
    banner: {
      title: 'Find Where Your Customer Experience Breaks',
      description: 'We map every step across web, app, stores and service teams, then plan the fixes that matter most.',
      cta: 'Map your customer journey',
    },
    overview: {
      title: 'Overview',
      heading: 'Seeing the business the way customers do',
      description: `Customers do not think in channels. They research on a phone, compare on a laptop, call the service line and expect each step to remember the last. Inside the company, those steps belong to different teams, budgets and systems.

Our strategists combine three sources of evidence: interviews with customers, a review of your analytics and support data, and workshops with the staff who run each touchpoint. Together they show where the journey breaks and what each break costs.

We then design the target experience and a service blueprint that shows the people, processes and systems behind every step. The roadmap that follows lists each fix with an owner, an effort estimate and the measure that will show it worked.`,
    },
    services: {
      items: [
        {
          title: 'Customer Research',
          description:
            'We run interviews, diary studies and surveys with current and lost customers to learn what they try to do and where they give up.',
        },
        {
          title: 'Journey Mapping Workshops',
          description:
            'Cross-functional workshops map the current journey step by step, with evidence from research and data pinned to each pain point.',
        },
        {
          title: 'Experience Analytics Review',
          description:
            'We review web and app analytics, support tickets and satisfaction scores to measure how often each problem occurs and what it costs.',
        },
        {
          title: 'Service Blueprinting',
          description:
            'Blueprints show the front-stage actions, back-stage processes and supporting systems behind each step, so fixes address causes rather than visible symptoms.',
        },
        {
          title: 'Target Experience Design',
          description:
            'We design the future journey, prototype its key moments in Figma and test them with customers before anything is built.',
        },
        {
          title: 'Experience Roadmap',
          description:
            'A prioritized roadmap groups fixes into releases, each with an owner, an effort estimate and a success measure tied to a customer metric.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Research',
          heading: 'Hearing from customers',
          logos: ['dovetail', 'qualtrics', 'typeform', 'zoom', 'maze'],
        },
        {
          title: 'Mapping and Design',
          heading: 'Making the journey visible',
          logos: ['miro', 'mural', 'figma', 'lucid'],
        },
        {
          title: 'Behavior Data',
          heading: 'Measuring what happens',
          logos: ['googleanalytics', 'hotjar', 'mixpanel', 'zendesk'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Shared Picture of Customers',
          description:
            'Marketing, product, operations and service teams work from one journey map. Debates about priorities start from the same customer evidence. Handovers between departments become visible, and each one gets a named owner.',
        },
        {
          title: 'Fixes Ranked by Impact',
          description:
            'Each problem carries an estimate of how often it happens and what it costs. You fund the changes with the biggest effect first. Low-value projects drop off the list early.',
        },
        {
          title: 'Fewer Support Contacts',
          description:
            'Many calls and tickets start with a confusing step on the website or in the app. Fixing those steps cuts avoidable contact. Service staff then spend more time on the cases that need a person.',
        },
        {
          title: 'Designs Tested Before Build',
          description:
            'Prototypes go in front of customers before development starts. Weak ideas fail cheaply in a test session instead of after release. Engineering time goes into designs with evidence behind them.',
        },
        {
          title: 'Progress You Can Measure',
          description:
            'Every roadmap item links to a customer metric such as task completion or satisfaction. You can see whether a change worked. Future budget discussions rest on results rather than opinions.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Research-Led Recommendations',
          description:
            'Recommendations come from customer evidence and your own data, not from opinion or a trend report.',
        },
        {
          title: 'Design Meets Engineering',
          description:
            'Our designers and engineers review each idea together, so the roadmap stays buildable within your systems.',
        },
        {
          title: 'Cross-Industry Perspective',
          description:
            'Work across six sectors lets us bring useful patterns from banking into healthcare or from commerce into education.',
        },
        {
          title: 'Workshops That Decide',
          description: 'Sessions end with agreed priorities and named owners, not a wall of sticky notes.',
        },
        {
          title: 'Practical Roadmaps',
          description: 'Each fix is sized, sequenced and tied to a measure your teams already track.',
        },
        {
          title: 'Support Through Delivery',
          description: 'We can stay on to build the changes or guide your own teams through each release.',
        },
      ],
    },
    industries: {
      heading: 'Experience Strategy by Industry',
      description: 'Every sector has its own moments that make or lose a customer, and we design around them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We simplify account opening, loan applications and servicing journeys that cross app, branch and call center.',
        },
        {
          industry: 'healthcare',
          description:
            'We map patient journeys from symptom search to booking, visit and follow-up, including what caregivers need.',
        },
        {
          industry: 'edtech',
          description:
            'We improve the path from course discovery to enrollment and through the first weeks of learning.',
        },
        {
          industry: 'internet-saas',
          description: 'We shorten time to value by redesigning trial, onboarding and in-product help.',
        },
        {
          industry: 'digital-commerce',
          description: 'We connect browsing, checkout, delivery and returns into one consistent shopping journey.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We make quotes, installation and after-sales service clear for buyers of solar, storage and efficiency products.',
        },
      ],
    },
    faq: [
      {
        question: 'How is this different from UX design?',
        answer:
          'UX design improves a specific product or screen. Digital experience strategy looks across all channels and the teams behind them, then decides which products and processes to change. Our UX team often picks up the design work that follows.',
        cta: {
          label: 'See UX design services',
          path: '/experience-design-services/ux-design-services',
        },
      },
      {
        question: 'How long does an engagement take?',
        answer:
          'A focused engagement on one customer journey takes six to eight weeks. Broader programs covering several journeys run in phases, with a roadmap at the end of each.',
      },
      {
        question: 'Who from our side needs to be involved?',
        answer:
          'We need a sponsor who can make decisions, plus people from each team that touches the journey. We also need access to analytics, support data and a list of customers willing to talk to us.',
      },
      {
        question: 'How many customers do you interview?',
        answer:
          'We interview enough customers to cover each main segment and stop when new interviews no longer add patterns. A survey then checks how widespread each finding is.',
      },
      {
        question: 'Can you show an example of results?',
        answer:
          'For a security software company in India, we redesigned the product site and in-app UX of its vulnerability-management suite. Trial sign-ups rose 42%.',
        cta: {
          label: 'Read the case study',
          path: '/portfolio/secpod',
        },
      },
      {
        question: 'What do we receive at the end?',
        answer:
          'You receive a current-state journey map, research findings, a target experience with tested prototypes, a service blueprint and a prioritized roadmap. All files are yours, in editable formats.',
      },
    ],
  },
  {
    page: 'digital-build',
    banner: {
      title: 'From Approved Strategy to Shipped Software',
      description:
        'One cross-functional team builds your platform, demos progress every two weeks and hands over the code.',
      cta: 'Start your build',
    },
    overview: {
      title: 'Overview',
      heading: 'One team from first sprint to launch',
      description: `A strategy only pays off when it reaches customers. Digital Build is where we turn a roadmap into web platforms, mobile apps, integrations and data pipelines.

One cross-functional team owns the work: a delivery lead, a product owner who works alongside yours, designers, engineers and QA. We plan in two-week sprints and close each one with a demo of working software. Automated tests run in CI/CD on every change, and releases go to AWS, Microsoft Azure or Google Cloud through infrastructure as code.

You hold the source code, architecture decision records and runbooks from day one. When we hand over, your own team can run and extend what we built.`,
    },
    services: {
      items: [
        {
          title: 'Solution Architecture',
          description:
            'We turn the strategy into an architecture of services, data flows, integration points and hosting, recorded in decision records your team can review.',
        },
        {
          title: 'Web Platform Development',
          description:
            'We build customer portals, marketplaces and internal tools with React and Next.js on Node.js, Java or .NET back ends, designed for accessibility and search visibility.',
        },
        {
          title: 'Mobile App Development',
          description:
            'We build native iOS and Android apps in Swift and Kotlin, or cross-platform apps in Flutter, from the same backlog as the web product.',
        },
        {
          title: 'Integration and APIs',
          description:
            'We connect new products to core systems, payment gateways and third-party services through documented REST or GraphQL APIs with contract tests.',
        },
        {
          title: 'Operational Data Pipelines',
          description:
            'We build the pipelines that move operational data into your warehouse, so reporting and analytics are ready on launch day.',
        },
        {
          title: 'DevOps and Cloud Release',
          description:
            'CI/CD pipelines, infrastructure as code in Terraform and monitoring go in during the first sprints, not in the week before launch.',
        },
        {
          title: 'Quality Engineering',
          description:
            'QA engineers write automated unit, API and end-to-end tests alongside the features and run them on every merge to the main branch.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Frontend and Mobile',
          heading: 'What users touch',
          logos: ['react', 'nextdotjs', 'typescript', 'flutter', 'swift', 'kotlin'],
        },
        {
          title: 'Backend and APIs',
          heading: 'What runs behind it',
          logos: ['nodedotjs', 'nestjs', 'springboot', 'dotnet', 'postgresql', 'graphql'],
        },
        {
          title: 'Cloud and DevOps',
          heading: 'How it ships',
          logos: ['googlecloud', 'docker', 'kubernetes', 'terraform', 'githubactions'],
        },
        {
          title: 'Testing',
          heading: 'How we know it works',
          logos: ['cypress', 'selenium', 'jest', 'k6', 'postman'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Working Software Early',
          description:
            'You see a usable slice of the product within the first sprints, not after months of design documents. Early demos expose wrong assumptions while they are cheap to fix. Stakeholders stay engaged because progress is visible.',
        },
        {
          title: 'Visible Sprint Progress',
          description:
            'Fixed sprint length, a groomed backlog and a visible burn-up chart show where the project stands. Scope changes are traded openly against time and budget. Surprises come up in planning, not at launch.',
        },
        {
          title: 'Quality Built In',
          description:
            'Automated tests, static analysis and peer code review run on every change. Defects are caught within the sprint that introduced them. The release process stays repeatable as the product and the team grow.',
        },
        {
          title: 'Code You Own',
          description:
            'The repository, pipelines and cloud accounts sit in your name from the start. Nothing depends on our private tooling or licenses. You can bring work in-house or change vendors whenever you choose.',
        },
        {
          title: 'One Accountable Team',
          description:
            'Design, engineering, QA and DevOps all report to one delivery lead. Problems between disciplines get solved inside the team, not escalated. You deal with one point of contact instead of several vendors.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: `${companyFacts.projectsDelivered}+ Projects Delivered`,
          description: `Since ${siteConfig.foundingYear} we have shipped more than ${companyFacts.projectsDelivered} projects for clients in ${companyFacts.clientCountries} countries, across web, mobile, cloud and data.`,
        },
        {
          title: 'Quality and Security Certified',
          description: 'Our delivery follows ISO 9001 quality and ISO 27001 information security processes.',
        },
        {
          title: 'Two Delivery Centers',
          description: `Teams in Bengaluru and Pune give continuity of delivery and access to about ${companyFacts.headcount} people across disciplines.`,
        },
        {
          title: 'Flexible Team Growth',
          description:
            'If you later need extra engineers inside your own team, our Agiliti offer adds vetted developers in about two weeks.',
        },
      ],
    },
    industries: {
      heading: 'Digital Build for Every Sector',
      description: 'We build products that meet each industry’s rules on security, data and availability.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build lending, payments and onboarding platforms that integrate with core banking and e-KYC providers.',
        },
        {
          industry: 'healthcare',
          description:
            'We build patient portals, telehealth apps and clinical integrations with access controls suited to health data.',
        },
        {
          industry: 'edtech',
          description:
            'We build learning platforms, assessment engines and mobile study apps that handle exam-season peaks.',
        },
        {
          industry: 'internet-saas',
          description: 'We build multi-tenant SaaS products with billing, admin consoles and public APIs.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build storefronts, marketplaces and order management integrations that stay fast under sale-day load.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build installer portals, energy monitoring dashboards and field service apps for sustainability businesses.',
        },
      ],
    },
    faq: [
      {
        question: 'Do you build from our strategy or only your own?',
        answer:
          'We do both. If another firm or your internal team wrote the strategy, we review it in a short inception phase and raise any gaps before the first sprint.',
      },
      {
        question: 'How do you estimate cost?',
        answer:
          'After inception we size the backlog, propose a team shape and give a range for time and cost. We bill per sprint against that plan and review the forecast with you at each demo.',
      },
      {
        question: 'Which cloud will you use?',
        answer:
          'We are partners of AWS, Microsoft Azure and Google Cloud, and we follow your existing choice where you have one. Infrastructure is defined in code, so every environment can be recreated.',
      },
      {
        question: 'Can you show a build you have delivered?',
        answer:
          'For a retail lender in Oman, we built mobile loan origination with e-KYC and core-banking integration. Approval time fell from 5 days to 20 minutes.',
        cta: {
          label: 'Read the lending case study',
          path: '/portfolio/united-finance',
        },
      },
      {
        question: 'What happens after launch?',
        answer:
          'We can hand over to your team with training and documentation. We can also stay on for support and further releases under a managed service.',
        cta: {
          label: 'Explore managed support',
          path: '/operations-managed-services/maintenance-support-services',
        },
      },
      {
        question: 'Can our developers join the team?',
        answer:
          'Yes, and mixed teams work well when roles are clear. Your engineers take part in planning, review and on-call from the start, which makes the final handover easier.',
      },
    ],
  },
  {
    page: 'digital-modernization',
    banner: {
      title: 'Modernize Legacy Systems in Stages',
      description:
        'We replace aging applications piece by piece while the business that depends on them keeps running.',
      cta: 'Assess your legacy estate',
    },
    overview: {
      title: 'Overview',
      heading: 'New architecture without a big-bang cutover',
      description: `Legacy systems often still run the most important parts of a business. They also slow every change, cost more each year to host and depend on a shrinking group of people who understand them.

We begin with an assessment of code, data, infrastructure and dependencies. For each application we recommend one path: rehost, replatform, refactor, rebuild or retire. Decisions weigh business value, technical risk and the cost of waiting.

Migration then runs in stages. An API layer wraps the old system, new services take over one capability at a time using the strangler pattern, and traffic moves across only after parallel runs match. Data migrates with reconciliation reports at each step, so nothing is lost along the way.`,
    },
    services: {
      items: [
        {
          title: 'Legacy Portfolio Assessment',
          description:
            'We analyze code quality, dependencies, infrastructure, licenses and support risk for each application, and score its business value with your owners.',
        },
        {
          title: 'Modernization Roadmap',
          description:
            'Each application gets a recommended path, from rehost to rebuild or retire, sequenced so that shared dependencies move in a safe order.',
        },
        {
          title: 'API Enablement',
          description:
            'We wrap legacy functions in documented APIs behind a gateway, so new channels can use them before the core is replaced.',
        },
        {
          title: 'Incremental Re-Architecture',
          description:
            'Using the strangler pattern, we move one capability at a time into containerized services, routing traffic gradually and keeping a rollback path.',
        },
        {
          title: 'Data Migration and Reconciliation',
          description:
            'We migrate databases in planned waves with automated reconciliation, parallel runs and sign-off checkpoints agreed in advance with business owners.',
        },
        {
          title: 'Cloud Replatforming',
          description:
            'We move workloads to managed services on AWS, Microsoft Azure or Google Cloud, with landing zones, cost tagging and security baselines in place.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Runtime and Platforms',
          heading: 'Where modern services run',
          logos: ['docker', 'kubernetes', 'helm', 'rancher', 'redhat'],
        },
        {
          title: 'Integration',
          heading: 'How old and new systems talk',
          logos: ['kong', 'apachekafka', 'rabbitmq', 'graphql', 'swagger'],
        },
        {
          title: 'Infrastructure and Observability',
          heading: 'How the estate is run',
          logos: ['terraform', 'ansible', 'opentelemetry', 'grafana', 'prometheus'],
        },
        {
          title: 'Languages and Frameworks',
          heading: 'What we rewrite in',
          logos: ['openjdk', 'springboot', 'dotnet', 'go', 'nodedotjs'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Lower Running Costs',
          description:
            'Retiring old hardware, licenses and custom support contracts reduces the cost of keeping systems alive. Cloud services scale with demand instead of peak capacity. Savings can fund the next stage of the program.',
        },
        {
          title: 'Faster Releases',
          description:
            'Smaller services with automated pipelines ship changes in days rather than in quarterly release windows. Teams work in parallel without waiting on one codebase. Business requests stop queuing behind the legacy change calendar.',
        },
        {
          title: 'Lower Operational Risk',
          description:
            'Staged cutovers with rollback paths avoid the risk of a single switch-over weekend. Each step is small enough to test thoroughly before users see it. Operations continue while the platform changes underneath.',
        },
        {
          title: 'Easier Hiring',
          description:
            'Modern languages and frameworks are easier to staff than aging stacks with few experienced practitioners. New engineers become productive sooner on a codebase with tests and documentation. Knowledge stops being concentrated in a few long-serving specialists.',
        },
        {
          title: 'Open to New Channels',
          description:
            'APIs expose core functions to mobile apps, partners and analytics. New products no longer wait for changes deep in the legacy core. Integration projects get simpler because the interfaces are documented.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Business Continuity First',
          description: 'Every plan starts from what must not stop, and migration steps are designed around it.',
        },
        {
          title: 'Evidence-Based Assessment',
          description:
            'Static code analysis, runtime data and interviews with your operators inform every recommendation.',
        },
        {
          title: 'Honest Path Choices',
          description: 'We recommend leaving stable systems alone when the cost of change outweighs the gain.',
        },
        {
          title: 'Cloud Partner Frameworks',
          description:
            'We work as a partner of AWS, Microsoft Azure and Google Cloud and apply each provider’s migration frameworks.',
        },
        {
          title: 'Core Systems Experience',
          description:
            'We have integrated mobile products with core banking and other systems of record, so legacy interfaces are familiar ground.',
        },
        {
          title: 'Certified Processes',
          description: 'ISO 27001 and ISO 9001 certification covers how we handle your code, data and releases.',
        },
      ],
    },
    industries: {
      heading: 'Modernization in Every Sector We Serve',
      description: 'Each industry has its own legacy, from core banking to on-premise learning systems.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We wrap core banking and card systems in APIs and move channel services to the cloud under regulatory controls.',
        },
        {
          industry: 'healthcare',
          description:
            'We move hospital and lab applications to modern platforms while keeping HL7 and FHIR interfaces working.',
        },
        {
          industry: 'edtech',
          description:
            'We migrate on-premise learning and student information systems to cloud platforms that scale each term.',
        },
        {
          industry: 'internet-saas',
          description: 'We split monolithic SaaS codebases into services so product teams can release independently.',
        },
        {
          industry: 'digital-commerce',
          description: 'We replace aging commerce and order management platforms without pausing trading.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We move energy monitoring and asset data systems from local servers to scalable cloud data platforms.',
        },
      ],
    },
    faq: [
      {
        question: 'Should we rebuild or refactor?',
        answer:
          'It depends on code quality, how well the business logic still fits and how often the system changes. Rebuilding makes sense when the logic is outdated or the platform is unsupported. Refactoring is often cheaper when the logic is sound but the structure is tangled.',
      },
      {
        question: 'How long does the assessment take?',
        answer:
          'An assessment of a mid-sized application portfolio takes four to six weeks. You get a scored inventory, a recommended path per application and a staged roadmap with cost ranges.',
        cta: {
          label: 'Book an assessment',
          path: '/contact',
        },
      },
      {
        question: 'Will our operations be affected during migration?',
        answer:
          'We plan each cutover around your business calendar, with parallel runs and a rollback path. Users move in groups, and the old system stays available until the new one proves itself.',
      },
      {
        question: 'What is the strangler pattern?',
        answer:
          'It is a way to replace a system gradually. A routing layer sits in front of the old application, and new services take over one function at a time until the old system can be switched off.',
      },
      {
        question: 'Can you modernize systems without documentation?',
        answer:
          'Yes, and it is a common situation. We recover knowledge from the code, the database schema, logs and interviews with the people who run the system, and write it down as we go.',
      },
      {
        question: 'Do you move everything to the cloud?',
        answer:
          'Not necessarily, since some workloads are better kept on premises for cost, latency or regulatory reasons. We recommend a target per application, and our cloud migration team handles the moves that make sense.',
        cta: {
          label: 'See cloud migration',
          path: '/cloud-strategy-engineering-services/cloud-migration-services',
        },
      },
    ],
  },
  {
    page: 'digital-audit',
    banner: {
      title: 'A Clear Picture of Your Digital Estate',
      description: 'We review your sites, apps, data, cloud and security, and show you what to fix first.',
      cta: 'Book your audit',
    },
    overview: {
      title: 'Overview',
      heading: 'An independent review with a costed plan',
      description: `Digital estates grow one project at a time. After a few years there are several websites, overlapping martech tools, cloud accounts nobody fully owns and analytics that disagree with finance.

Our audit gives you an outside view in three to four weeks. Consultants from strategy, engineering, data and security review each area, interview stakeholders and test a sample of customer journeys from start to finish. Every area is scored against a maturity model, so strengths and gaps sit side by side.

**The deliverables:**

- A findings report with evidence for each score
- Quick wins you can act on within a month
- A costed 12-month roadmap, ordered by value and risk`,
    },
    services: {
      items: [
        {
          title: 'Website and App Review',
          description:
            'We test performance, accessibility, search visibility and usability on your main sites and apps, using Lighthouse, WCAG checks and expert review.',
        },
        {
          title: 'Analytics and Data Review',
          description:
            'We check tracking accuracy, data flows and reporting, and compare key figures across tools to find where the numbers diverge.',
        },
        {
          title: 'Martech Stack Review',
          description:
            'We list every marketing and sales tool with its cost, its owner and how much it is used, then mark overlaps and gaps.',
        },
        {
          title: 'Cloud and Architecture Review',
          description:
            'We review cloud accounts, architecture, cost allocation, backups and resilience, and compare what we find with each provider’s well-architected guidance.',
        },
        {
          title: 'Security Posture Check',
          description:
            'We run external vulnerability scans, review identity and access management, and check practices against ISO 27001 controls and the OWASP Top 10.',
        },
        {
          title: 'Team and Process Review',
          description:
            'Interviews and workshops show how digital work is planned, funded and delivered across departments, and where handovers between teams slow it down.',
        },
        {
          title: 'Roadmap and Business Case',
          description:
            'We turn the findings into a costed 12-month plan with quick wins, larger projects and the expected benefit of each.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Web and App Quality',
          heading: 'Speed, access and search',
          logos: ['lighthouse', 'googlesearchconsole', 'semrush', 'googleanalytics'],
        },
        {
          title: 'Security and Code',
          heading: 'Risks and weak points',
          logos: ['owasp', 'burpsuite', 'snyk', 'sonarqubeserver'],
        },
        {
          title: 'Cloud and Operations',
          heading: 'Cost and resilience',
          logos: ['googlecloud', 'datadog', 'grafana', 'terraform'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'An Outside View',
          description:
            'Independent reviewers see problems that internal teams have learned to work around over the years. Findings come with evidence, not opinions. That makes hard conversations with vendors and departments easier.',
        },
        {
          title: 'Budget Back from Unused Tools',
          description:
            'The martech and cloud review often finds licenses, seats and resources that nobody uses. Cancelling or consolidating them frees budget quickly. Those savings can pay for the first items on the roadmap.',
        },
        {
          title: 'Risks Found Early',
          description:
            'Security gaps, single points of failure and unsupported software appear on one list with a severity rating. You can fix the serious ones before they cause an incident. The board gets a clear view of digital risk.',
        },
        {
          title: 'Priorities Everyone Accepts',
          description:
            'Scores against a maturity model give leaders a common language for digital performance. Investment requests from different departments compare on the same scale. Arguments about what to fund first get shorter.',
        },
        {
          title: 'A Plan Ready to Fund',
          description:
            'The costed roadmap drops straight into budget planning. Each item has a scope, a cost range and an expected benefit. You can run it with your own team, with us or with another partner.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Specialists in Every Area',
          description:
            'Strategists, engineers, data analysts and security consultants each review the area they know best.',
        },
        {
          title: 'Fixed Scope and Timeline',
          description: 'The audit has an agreed fee and end date, with no open-ended consulting attached.',
        },
        {
          title: 'No Hidden Sales Agenda',
          description: 'The roadmap stands on its own, and you are free to deliver it with anyone.',
        },
        {
          title: 'Certified Ways of Working',
          description:
            'Our ISO 27001 and ISO 9001 certified processes govern how we access and treat your systems during the review.',
        },
      ],
    },
    industries: {
      heading: 'Digital Audits by Industry',
      description: 'We adjust the maturity model to the regulations and customer expectations of your sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We check digital channels against the security, availability and data protection expectations of financial regulators.',
        },
        {
          industry: 'healthcare',
          description:
            'We review patient-facing sites and apps for accessibility, consent handling and the protection of health data.',
        },
        {
          industry: 'edtech',
          description:
            'We assess learning platforms for scale at term start, mobile performance and student data privacy.',
        },
        {
          industry: 'internet-saas',
          description:
            'We review product analytics, cloud spend and release practices against what a scaling SaaS company needs.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We test storefront speed, checkout flows and the martech stack behind promotions and retention.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We assess how well digital channels and data systems support reporting on energy use and emissions.',
        },
      ],
    },
    faq: [
      {
        question: 'What do you need from us during the audit?',
        answer:
          'We need read access to your analytics, cloud accounts and key tools, plus interviews with the leaders of each digital area. A named coordinator on your side keeps scheduling quick.',
      },
      {
        question: 'Is the audit only for large companies?',
        answer:
          'No, we scale the scope to the size of your estate. A company with one website and a few tools gets a shorter review with the same structure.',
      },
      {
        question: 'Will the audit disrupt our systems?',
        answer:
          'No, we work with read-only access and run security scans in agreed windows. Nothing changes in production during the review.',
      },
      {
        question: 'How is the audit priced?',
        answer:
          'The audit has a fixed fee based on the number of sites, apps and tools in scope. We confirm that fee after a short scoping call.',
        cta: {
          label: 'Schedule a scoping call',
          path: '/contact',
        },
      },
      {
        question: 'What happens after the audit?',
        answer:
          'You own the report and the roadmap. You can ask us to deliver selected items, starting with the quick wins, or hand the plan to your own team.',
        cta: {
          label: 'Explore Digital Build',
          path: '/digital-strategy-services/digital-build',
        },
      },
      {
        question: 'Can the audit focus on one area only?',
        answer:
          'Yes, a focused audit of security, analytics or cloud cost is possible. We still note any serious issues we see outside that scope.',
      },
    ],
  },
  {
    page: 'product-incubation',
    banner: {
      title: 'Test Your Product Idea Before You Scale',
      description:
        'We take an idea from discovery workshop to a measured MVP, so the next budget decision rests on real usage.',
      cta: 'Validate your idea',
    },
    overview: {
      title: 'Overview',
      heading: 'From a promising idea to a tested product',
      description: `Most new products fail for a simple reason: nobody checked early whether people wanted them. Incubation is how we check, with as little money spent as possible before the answer is clear.

We work with founders and corporate innovation teams in three stages. **Discovery** defines the problem, the target users and the riskiest assumptions. **Prototype** puts clickable designs in front of real users and records how they react. **MVP** builds the smallest product that can be released and measured, in two-week sprints.

At each stage gate you decide whether to continue, change direction or stop. By the end you have a product in users’ hands, usage data and a clear view of what to build next.`,
    },
    services: {
      items: [
        {
          title: 'Discovery Workshops',
          description:
            'Over one to two weeks, we define the problem, target users, value proposition and the assumptions that would sink the idea if they proved false.',
        },
        {
          title: 'User Research and Validation',
          description:
            'We interview potential users and run landing-page, fake-door or concierge tests to check real demand before any production code is written.',
        },
        {
          title: 'Clickable Prototypes',
          description:
            'Designers build realistic Figma prototypes of the core flows and test them with users, iterating until the main tasks work.',
        },
        {
          title: 'MVP Development',
          description:
            'A small cross-functional team builds the minimum releasable product in two-week sprints, on a stack that can grow with it.',
        },
        {
          title: 'Launch Metrics and Analytics',
          description:
            'We define activation, retention and revenue measures before launch and instrument the product, so the effect of every release shows up in the data.',
        },
        {
          title: 'Stage-Gate Reviews',
          description:
            'At the end of each stage we present evidence and a recommendation to continue, pivot or stop, with the cost of the next step.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Discovery and Design',
          heading: 'Shaping the idea',
          logos: ['miro', 'figma', 'maze', 'typeform', 'notion'],
        },
        {
          title: 'MVP Engineering',
          heading: 'Building the first release',
          logos: ['react', 'flutter', 'nodedotjs', 'supabase', 'firebase', 'vercel'],
        },
        {
          title: 'Measurement',
          heading: 'Learning from real use',
          logos: ['posthog', 'mixpanel', 'googleanalytics', 'hotjar'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Less Money at Risk',
          description:
            'Spending follows evidence, stage by stage. Ideas that do not hold up stop early, before a full build budget is spent. The money saved goes to ideas that show real demand.',
        },
        {
          title: 'Real User Evidence',
          description:
            'Decisions rest on what users do in tests and in the MVP, not on internal enthusiasm. Investors and boards get data instead of projections. Debates inside the team get shorter.',
        },
        {
          title: 'Faster Time to Market',
          description:
            'A focused MVP reaches users sooner than a full-featured first version would. Learning starts on the day it launches. Later features are shaped by observed usage rather than by guesses made in a workshop.',
        },
        {
          title: 'A Foundation That Scales',
          description:
            'MVP code follows the same engineering standards as our production work. If the product takes off, you extend it instead of rewriting it. Tests and pipelines are already in place.',
        },
        {
          title: 'A Ready Product Team',
          description:
            'You get product management, design and engineering from the start without hiring a full team. Founders stay focused on customers and funding. Corporate teams keep their core staff on existing work.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Startup and Enterprise Experience',
          description:
            'We work with founders and with innovation teams in larger companies, and adapt the process to each.',
        },
        {
          title: 'Evidence From Our Work',
          description:
            'For a conversational-commerce start-up in Kenya, we built a WhatsApp ordering and payments platform that tripled orders per merchant in six months.',
        },
        {
          title: 'Honest Stage Gates',
          description: 'We tell you when the evidence says stop, even when continuing would mean more work for us.',
        },
        {
          title: 'Room to Grow After Launch',
          description:
            'When the product finds traction, our managed product team or Agiliti developers help you scale without starting over.',
        },
      ],
    },
    industries: {
      heading: 'New Products Across Industries',
      description: 'Each sector brings its own risks for a new product, and we test the ones that matter there first.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We validate new lending, savings and payment products with real users before regulatory and integration work begins.',
        },
        {
          industry: 'healthcare',
          description:
            'We test digital health concepts with patients and clinicians while planning for consent and data rules from the start.',
        },
        {
          industry: 'edtech',
          description:
            'We prototype new learning formats and test them with students and teachers before building a full platform.',
        },
        {
          industry: 'internet-saas',
          description: 'We help SaaS founders find the smallest product that paying customers will adopt and renew.',
        },
        {
          industry: 'digital-commerce',
          description: 'We test new marketplace, subscription and social commerce models with small live pilots.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We help climate and energy ventures validate products for households, installers and businesses.',
        },
      ],
    },
    faq: [
      {
        question: 'How long does it take to reach an MVP?',
        answer:
          'Discovery and prototyping usually take four to six weeks. An MVP typically follows in eight to twelve weeks, depending on scope and integrations.',
      },
      {
        question: 'Who owns the product and the code?',
        answer:
          'You do, from the first day. Intellectual property, code repositories and design files belong to you under the terms of our contract.',
      },
      {
        question: 'What if the idea does not hold up?',
        answer:
          'Then you find out early and cheaply, which is the point. We document what we learned so you can change direction or drop the idea with evidence.',
      },
      {
        question: 'Do you work with corporate innovation teams?',
        answer:
          'Yes, we run incubation inside larger companies as well as with founders. For corporate teams we also plan how the product will connect to existing systems and governance.',
      },
      {
        question: 'Can you show a product you helped launch?',
        answer:
          'We built the WhatsApp ordering and payments platform, chatbot and merchant dashboard for a conversational-commerce start-up in Kenya. The case study walks through the platform and the results it produced.',
        cta: {
          label: 'Read the commerce case study',
          path: '/portfolio/sukhiba',
        },
      },
      {
        question: 'What happens once the MVP gains traction?',
        answer:
          'We help you plan the next roadmap and the team to deliver it. That can be a standing product team from us or dedicated engineers who join your own team.',
        cta: {
          label: 'Meet Agiliti developers',
          path: '/agiliti-hire-dedicated-developers',
        },
      },
    ],
  },
];
