import type { SubServiceSeed, TitledText } from '../types';

/** Performance metrics shown numbered on performance-marketing-services (SPEC.md "performance metrics"). */
export const performanceMetrics: readonly TitledText[] = [
  {
    title: 'Cost per qualified lead',
    description:
      'Total spend divided by the leads your sales team accepts as qualified, counted from CRM stages rather than raw form fills. It is the main target we bid and budget against on lead-generation accounts.',
  },
  {
    title: 'Return on ad spend',
    description:
      'Revenue attributed to paid campaigns divided by media spend, reconciled each week with your store or billing data. On e-commerce accounts we set a separate target for each product category.',
  },
  {
    title: 'Customer acquisition cost',
    description:
      'All paid media and management cost for a period divided by the new customers won in it. We set it against customer lifetime value to decide how far a budget can grow.',
  },
  {
    title: 'Lead-to-opportunity rate',
    description:
      'The share of paid leads that become sales opportunities, broken down by campaign and keyword group. It shows which sources bring in buyers and which only bring in form fills.',
  },
  {
    title: 'Landing page conversion rate',
    description:
      'The share of visitors who complete the main action on each landing page, split by campaign and device. Pages that fall behind go into the A/B testing queue.',
  },
  {
    title: 'Impression share and click-through rate',
    description:
      'How often ads appear for eligible searches, and how often people click when they do. Together they flag budget limits, ad rank problems and worn-out creative early.',
  },
];

export const marketingChannelPages: readonly SubServiceSeed[] = [
  {
    page: 'branding-design-services',
    banner: {
      title: 'Brand identities built for daily use',
      description:
        'We turn your positioning into a logo system, a visual language and a Figma library that marketing, sales and product teams apply without waiting for a designer.',
      cta: 'Start your brand project',
    },
    overview: {
      title: 'Overview',
      heading: 'A brand your teams can apply on their own',
      description: `Most brand problems show up as inconsistency: a sales deck that looks nothing like the website, a product screen with a fourth shade of blue. We fix the cause, which is usually a missing set of rules and assets.

Our work starts with stakeholder interviews and a positioning workshop. From there we design the identity and write it down as guidance people can follow:

- **Identity:** logo system, color, typography, iconography and illustration style
- **Voice:** messaging pillars, a tone-of-voice guide and sample copy
- **Assets:** a Figma component library plus slide, document and social templates

A typical engagement runs eight to twelve weeks from the first workshop to handover.`,
    },
    services: {
      items: [
        {
          title: 'Brand Positioning Workshops',
          description:
            'We interview leadership, sales and a sample of customers, then run a two-day workshop to agree on audience, promise, proof points and the competitors you need to stand apart from.',
        },
        {
          title: 'Logo and Identity Systems',
          description:
            'We design a primary logo, secondary marks and lockups with clear-space and minimum-size rules, and export every variant as SVG, PNG and PDF for screen and print.',
        },
        {
          title: 'Color and Typography',
          description:
            'We build a color palette tested for WCAG contrast and choose typefaces licensed for web, app and print, with a type scale that works from phone screens to trade-show banners.',
        },
        {
          title: 'Tone-of-Voice Guides',
          description:
            'We write messaging pillars, lists of words to use and avoid, and before-and-after examples, so writers, sales reps and support agents sound like one company.',
        },
        {
          title: 'Figma Design Libraries',
          description:
            'We turn the identity into a shared Figma library of components, styles and variables that product designers and marketers pull from instead of rebuilding each element.',
        },
        {
          title: 'Collateral Templates',
          description:
            'We deliver templates for slide decks, one-pagers, case studies, social posts and email headers, built so non-designers can change text and images without breaking the layout.',
        },
        {
          title: 'Brand Refresh and Rollout',
          description:
            'For an existing brand, we audit every touchpoint, keep the equity worth keeping and plan the rollout across website, product, documents and signage in an order your team can manage.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Design',
          heading: 'Identity and interface design',
          logos: ['figma', 'sketch', 'penpot', 'inkscape', 'framer'],
        },
        {
          title: 'Motion and 3D',
          heading: 'Animated marks and brand visuals',
          logos: ['rive', 'lottiefiles', 'blender', 'davinciresolve'],
        },
        {
          title: 'Asset Management',
          heading: 'Where the brand lives after handover',
          logos: ['brandfolder', 'frontify', 'cloudinary', 'googlefonts', 'storybook'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Consistency Without Policing',
          description:
            'When the rules and templates exist, people follow them. Your sales team builds a deck from the approved template instead of last year’s file. Brand reviews shift from fixing colors and fonts to checking the message.',
        },
        {
          title: 'Faster Campaign Production',
          description:
            'Designers start from library components rather than a blank canvas. A landing page, an ad set or an event banner takes hours to assemble instead of days, because the type, color and layout decisions are already made.',
        },
        {
          title: 'Clearer Market Position',
          description:
            'The positioning workshop forces choices about who you serve and why you win. Those choices flow into headlines, sales talk tracks and product copy, so prospects hear the same reason to buy at every step.',
        },
        {
          title: 'Accessible by Default',
          description:
            'Every color pairing in the palette passes WCAG AA contrast checks before it ships. Type sizes and icon weights are chosen for legibility on small screens, which cuts rework when an accessibility audit comes around.',
        },
        {
          title: 'Easier Onboarding',
          description:
            'New hires and outside agencies get one guide and one library on their first day. They learn what the brand looks and sounds like from worked examples rather than from a chain of corrections.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Designers Who Know Code',
          description:
            'Our brand designers work next to front-end engineers, so colors, type and components become design tokens a developer can ship.',
        },
        {
          title: 'Research Before Pixels',
          description:
            'We start with interviews and competitor reviews, so each visual decision traces back to a finding rather than a preference.',
        },
        {
          title: 'Product Brand Experience',
          description:
            'We design for software, finance, healthcare and commerce companies where the product interface carries as much of the brand as the website.',
        },
        {
          title: 'Files You Own',
          description:
            'Source files, font licenses and the Figma library are set up in your own accounts, with no lock-in to us.',
        },
        {
          title: 'Brand Through to Build',
          description:
            'Our web and app teams can carry the identity into production, which removes the usual handover gap between a branding agency and developers.',
        },
        {
          title: 'Checked Against the Brief',
          description:
            'Our ISO 9001 quality process includes design reviews and sign-offs, so every deliverable is checked against the agreed brief before it reaches you.',
        },
      ],
    },
    industries: {
      heading: 'Branding for the Industries We Serve',
      description:
        'Each sector has its own expectations on trust, regulation and tone, and an identity has to work within them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We design identities that signal security and clarity while keeping product screens and disclosure text legible on mobile.',
        },
        {
          industry: 'healthcare',
          description:
            'We build calm, accessible visual systems that patients, clinicians and regulators can read without confusion.',
        },
        {
          industry: 'edtech',
          description:
            'We create brands that speak to learners and to the parents or institutions who pay, with illustration styles that scale across course content.',
        },
        {
          industry: 'internet-saas',
          description:
            'We give software companies one design system that links the marketing site to the product interface.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We design packaging-ready identities and storefront templates that keep product photography and promotions on brand.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We help climate and energy companies present technical claims plainly, with a visual language that avoids greenwashing clichés.',
        },
      ],
    },
    faq: [
      {
        question: 'How long does a branding project take?',
        answer:
          'A full identity with positioning, visual system and Figma library usually needs eight to twelve weeks. A refresh of an existing brand is often shorter, around five to seven weeks. We confirm the timeline after the discovery interviews.',
      },
      {
        question: 'Do you only design logos?',
        answer:
          'No, because a logo on its own rarely solves a consistency problem. We deliver the full system around it: color, type, voice, templates and a component library.',
      },
      {
        question: 'Can you work with our existing brand?',
        answer:
          'We often do. We audit what you have, keep the elements customers already recognize and fill the gaps. Many companies need a tighter system rather than a new logo.',
      },
      {
        question: 'Who owns the final files and fonts?',
        answer:
          'Your company owns everything we produce. We hand over source files, exported assets and the Figma library in your accounts, and font licenses are bought or transferred in your company’s name.',
      },
      {
        question: 'Have you redesigned a product brand before?',
        answer:
          'For a security software company in India, we redesigned the product site and in-app UX of its vulnerability-management suite, and trial sign-ups rose 42%. The case study describes how that engagement ran, from research to release.',
        cta: { label: 'Read the case study', path: '/portfolio/secpod' },
      },
      {
        question: 'Can you also build the website in the new brand?',
        answer:
          'Our web development team builds responsive sites and CMS themes directly from the Figma library. The brand reaches production without a second round of interpretation.',
        cta: { label: 'See web development', path: '/digital-development-services/web-development-consulting' },
      },
    ],
  },
  {
    page: 'integrated-digital-marketing-services',
    banner: {
      title: 'One marketing plan across every channel',
      description:
        'We plan, run and measure search, paid media, content, email and social as a single program tied to your pipeline targets.',
      cta: 'Plan your program',
    },
    overview: {
      title: 'Overview',
      heading: 'Channels that work toward the same number',
      description: `When SEO, paid media and email sit with different agencies, each one reports its own wins and nobody owns the total. Budget drifts toward whoever reports loudest.

We start with a 30-day audit of your tracking, channels and funnel, then build a 12-month plan with one budget and quarterly targets for leads, pipeline and revenue. A single account lead runs the program, backed by a specialist for each channel.

- **Plan:** audience research, channel mix and budget split
- **Run:** campaigns, content and automation on a shared calendar
- **Measure:** one dashboard with source-level attribution

Each quarter, budget moves between channels based on cost per opportunity rather than clicks.`,
    },
    services: {
      items: [
        {
          title: 'Marketing Audit and Roadmap',
          description:
            'We review analytics, ad accounts, CRM data and existing content over 30 days, then deliver a prioritized roadmap with budget, channel mix and quarterly targets.',
        },
        {
          title: 'Search Engine Optimization',
          description:
            'We fix technical issues, build topic clusters around buyer questions and earn links from relevant publications, reporting organic leads rather than rankings alone.',
        },
        {
          title: 'Paid Search and Social',
          description:
            'We run Google Ads, LinkedIn and Meta campaigns from one media plan, so paid spend supports the same topics and offers the rest of the program promotes.',
        },
        {
          title: 'Content and Email Nurture',
          description:
            'We produce articles, guides and webinars, then move readers through email sequences matched to their stage and hand warm leads to sales.',
        },
        {
          title: 'Organic Social Publishing',
          description:
            'We schedule posts, reply to the community and cut long-form content into short formats for each network your buyers use.',
        },
        {
          title: 'Attribution and Dashboards',
          description:
            'We connect GA4, ad platforms and your CRM in Looker Studio, so every lead carries its first and last touch and the dashboard shows revenue by channel.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Analytics',
          heading: 'Tracking and attribution',
          logos: ['googleanalytics', 'googletagmanager', 'looker', 'googlebigquery', 'hotjar'],
        },
        {
          title: 'Paid and Social',
          heading: 'Where campaigns run',
          logos: ['googleads', 'meta', 'instagram', 'youtube', 'x'],
        },
        {
          title: 'SEO and Content',
          heading: 'Search research and publishing',
          logos: ['semrush', 'googlesearchconsole', 'wordpress', 'yoast'],
        },
        {
          title: 'CRM and Automation',
          heading: 'Leads, nurture and handoff',
          logos: ['hubspot', 'mailchimp', 'zapier', 'make'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'One Budget, Moved by Data',
          description:
            'Budget is not locked into channel silos. Each quarter we compare cost per opportunity across channels and shift money toward what produces pipeline. You approve each change with the numbers in front of you.',
        },
        {
          title: 'Consistent Message Everywhere',
          description:
            'A prospect who reads your guide, sees your ad and opens your email meets the same offer in the same language. Repetition across channels builds recall faster than separate campaigns competing for attention.',
        },
        {
          title: 'Clear Attribution',
          description:
            'Every lead in your CRM carries its source, campaign and content touches. Sales can see what a prospect read before the first call, and leadership can see which channel earned which deal.',
        },
        {
          title: 'Fewer Vendors to Manage',
          description:
            'You brief one account lead instead of five agencies. Meetings, invoices and reporting formats shrink to one set, and your marketing team spends its time on decisions rather than coordination.',
        },
        {
          title: 'Compounding Results',
          description:
            'Content written for search also feeds email and social. Paid campaigns test headlines that later go onto organic pages and into sales decks. Over time, each channel makes the others cheaper to run and easier to plan.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Single Accountable Lead',
          description: 'One senior account lead owns the plan, the budget and the results, and is the person you call.',
        },
        {
          title: 'Engineering In-House',
          description:
            'Our own developers handle tracking fixes, landing pages and CRM integrations, so campaigns never wait in a separate IT queue.',
        },
        {
          title: 'Data Team Behind Reporting',
          description:
            'Attribution models and dashboards are built by our data and AI practice, the same team that serves our analytics clients.',
        },
        {
          title: 'Pipeline-Based Targets',
          description:
            'We agree on targets for qualified leads and opportunities, never on impressions or follower counts.',
        },
        {
          title: 'Long Client Relationships',
          description: 'Most of our clients stay for years, and the average client relationship runs over four years.',
        },
        {
          title: 'Controlled Data Access',
          description:
            'We work under ISO 27001 controls, so access to your ad accounts, CRM and customer lists is granted per person and reviewed.',
        },
      ],
    },
    industries: {
      heading: 'Integrated Marketing by Industry',
      description: 'The channel mix changes with how each sector buys, so every plan starts from the buying journey.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We combine compliant paid search, educational content and app-install campaigns to bring in account openings and loan applications.',
        },
        {
          industry: 'healthcare',
          description:
            'We pair local search, condition-focused content and appointment reminders to fill clinic calendars within the advertising rules for health services.',
        },
        {
          industry: 'edtech',
          description:
            'We line up search, video and email around enrollment windows so spend peaks when students and parents decide.',
        },
        {
          industry: 'internet-saas',
          description: 'We run SEO, LinkedIn ads and trial-nurture email as one funnel from first visit to paid plan.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We coordinate shopping ads, marketplace listings and retention email around your promotional calendar.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We explain technical products to installers, buyers and investors through content, trade media and targeted paid campaigns.',
        },
      ],
    },
    faq: [
      {
        question: 'What does an integrated program cost?',
        answer:
          'Cost depends on the channels, the content volume and your media budget. We quote a fixed monthly management fee after the audit. Media spend stays in your own ad accounts and is paid by you directly.',
        cta: { label: 'Request a proposal', path: '/contact' },
      },
      {
        question: 'Can you work alongside our in-house team?',
        answer:
          'Many clients keep brand and product marketing in-house and hand us channels and analytics. We agree on who owns what in a RACI chart during onboarding.',
      },
      {
        question: 'How soon will we see results?',
        answer:
          'Paid campaigns produce data within the first month. SEO and content usually take four to six months to bring in steady organic leads. We report leading indicators monthly so you can judge progress early.',
      },
      {
        question: 'Which reports will we receive?',
        answer:
          'You get a live Looker Studio dashboard and a monthly review of spend, leads, pipeline and next month’s changes. Quarterly reviews revisit the budget split and the targets.',
      },
      {
        question: 'Do we need to switch our CRM?',
        answer:
          'There is no need to switch. We connect to HubSpot, Salesforce, Zoho and most CRMs with an API. If your CRM lacks fields for source tracking, we add them.',
      },
      {
        question: 'Can you automate lead nurturing as well?',
        answer:
          'Our marketing automation team builds lead scoring, routing and nurture workflows that sit under the integrated plan. They share the same dashboard and targets.',
        cta: { label: 'See marketing automation', path: '/digital-marketing-services/marketing-automation-strategy' },
      },
    ],
  },
  {
    page: 'b2b-content-marketing-services',
    banner: {
      title: 'Content that moves B2B buyers forward',
      description:
        'We research, write and publish the articles, guides and case studies your buyers read before they ever book a sales call.',
      cta: 'Plan your content',
    },
    overview: {
      title: 'Overview',
      heading: 'Content built from buyer research, not guesswork',
      description: `B2B buyers do most of their research before they contact a vendor. If your content does not answer their questions, a competitor’s will.

We begin with interviews with your sales team and three to five customers, plus keyword and competitor research. The result is a content strategy that maps topics to each stage of the buying journey, and a 90-day editorial calendar.

Our writers and editors then produce and publish on that calendar. A subject-matter expert on your side reviews each piece for accuracy, usually in one round. Every month we report traffic, gated downloads and the opportunities each piece touched in your CRM.`,
    },
    services: {
      items: [
        {
          title: 'Content Strategy and Calendar',
          description:
            'We map buyer questions to funnel stages, define topic clusters and publish a 90-day editorial calendar with an owner, format and target keyword for each piece.',
        },
        {
          title: 'Thought Leadership Articles',
          description:
            'Our writers interview your engineers and executives, then turn their expertise into bylined articles and blog posts of 1,200 to 2,500 words.',
        },
        {
          title: 'White Papers and E-books',
          description:
            'We write and design gated long-form assets with original analysis, charts and clear takeaways, built to capture qualified leads from a dedicated landing page.',
        },
        {
          title: 'Customer Case Studies',
          description:
            'We interview your customers, secure their approval and write problem, solution and result stories in web, PDF and slide formats for sales to send.',
        },
        {
          title: 'Comparison and Use-Case Pages',
          description:
            'We write alternative, comparison and use-case pages that answer late-stage search queries and give sales reps a link to share during evaluations.',
        },
        {
          title: 'Webinar and Video Scripts',
          description:
            'We plan webinar topics, write run-of-show scripts and slides, then cut each recording into short clips and a follow-up article.',
        },
        {
          title: 'Content Distribution',
          description:
            'We promote every asset through email, LinkedIn, partner newsletters and paid amplification, so each published piece reaches the accounts you target.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Research',
          heading: 'Keyword and audience research',
          logos: ['semrush', 'googlesearchconsole', 'similarweb', 'reddit', 'quora'],
        },
        {
          title: 'Writing and Editing',
          heading: 'Drafts, reviews and style',
          logos: ['googledocs', 'grammarly', 'notion', 'airtable'],
        },
        {
          title: 'Publishing',
          heading: 'CMS and distribution',
          logos: ['wordpress', 'webflow', 'hubspot', 'medium', 'substack'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Shorter Sales Cycles',
          description:
            'Prospects reach the first call already informed about the problem and your approach. Sales reps spend less time on basics and more on fit and pricing. Case studies and comparison pages answer objections before anyone raises them.',
        },
        {
          title: 'Organic Traffic That Lasts',
          description:
            'An article that ranks keeps bringing visitors for months or years without new spend. Topic clusters build authority around the subjects you sell, so each new piece ranks faster than the one before.',
        },
        {
          title: 'Sales Enablement Library',
          description:
            'The white papers and case studies your marketing team publishes double as follow-up material for sales. Reps get a library organized by industry and objection instead of a folder of old PDFs.',
        },
        {
          title: 'Measurable Pipeline Influence',
          description:
            'We tag every asset in your CRM, so you can see which pieces a buyer read before an opportunity opened. Content budget decisions rest on influenced pipeline, not page views.',
        },
        {
          title: 'Expertise on Record',
          description:
            'Your engineers and leaders know things buyers value but have little time to write. Our interview-based process turns a 45-minute call into a publishable article under their name, which they review once before it goes live.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Writers Who Understand Technology',
          description:
            'Our writers work alongside engineers and data specialists, so they handle technical subjects without oversimplifying them.',
        },
        {
          title: 'A Real Editorial Process',
          description:
            'Every piece moves through a brief, a draft, an edit and a fact check, with a named editor accountable for quality.',
        },
        {
          title: 'SEO in Every Brief',
          description:
            'Each brief sets the search intent, target keywords, internal links and schema before writing begins.',
        },
        {
          title: 'Reporting From Your CRM',
          description:
            'We report leads and opportunities influenced by content from your CRM records, not from estimates.',
        },
      ],
    },
    industries: {
      heading: 'B2B Content for Every Sector We Serve',
      description:
        'Buyers in each industry ask different questions, so our research and formats change with the sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We write regulation-aware guides and explainers for banking, lending and payments buyers, reviewed by your compliance team before publication.',
        },
        {
          industry: 'healthcare',
          description:
            'We produce evidence-based content for hospital administrators and health-tech buyers, with sources cited and clinical claims checked.',
        },
        {
          industry: 'edtech',
          description:
            'We create content for school leaders, universities and corporate training heads that shows learning outcomes and the effort of rollout.',
        },
        {
          industry: 'internet-saas',
          description:
            'We write integration guides, comparison pages and product-led articles that turn readers into trial users.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We produce content for retail and direct-to-consumer operators on topics such as fulfillment, payments and conversion.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We translate technical data on energy, emissions and efficiency into reports and articles that procurement teams and investors can act on.',
        },
      ],
    },
    faq: [
      {
        question: 'How much content will you produce each month?',
        answer:
          'Most programs publish four to eight articles a month plus one larger asset per quarter, such as a white paper or research report. We set the volume during the strategy phase, based on your goals and review capacity.',
      },
      {
        question: 'Who reviews the content for accuracy?',
        answer:
          'A subject-matter expert on your side reviews each draft, usually in a single round of comments. Short interviews at the start mean the first draft needs few corrections.',
      },
      {
        question: 'Do you use AI to write content?',
        answer:
          'Our writers may use AI tools for research summaries and outlines, but people write and edit every draft. We never publish unreviewed machine-generated text under your name.',
      },
      {
        question: 'How do you measure content performance?',
        answer:
          'We track organic sessions, rankings, gated downloads and assisted conversions in GA4, then match content touches to opportunities in your CRM. The monthly report shows which pieces are worth updating or repeating.',
        cta: { label: 'See marketing intelligence', path: '/data-analytics-services/marketing-intelligence-solutions' },
      },
      {
        question: 'Can you help with SEO as well?',
        answer:
          'Content and SEO share the same keyword research, so the two work best together. Our B2B SEO team handles technical fixes, site structure and link building.',
        cta: { label: 'Explore B2B SEO', path: '/digital-marketing-services/b2b-seo-services' },
      },
    ],
  },
  {
    page: 'social-media-strategy-services',
    banner: {
      title: 'A social presence with a plan behind it',
      description:
        'We choose the networks your buyers use, produce the content, manage the community and report what social adds to traffic and leads.',
      cta: 'Build your social plan',
    },
    overview: {
      title: 'Overview',
      heading: 'Fewer networks, done properly',
      description: `Posting everywhere spreads a small team thin. We start with an audit of your current profiles, competitor activity and audience data, then recommend the two or three networks where your buyers spend time.

For each network we set a content mix, a posting rhythm and a paid budget. Our team writes, designs and schedules the posts, monitors mentions and answers comments within agreed response times.

- **Formats:** carousels, short video, employee posts and live sessions
- **Community:** comment replies, direct messages and escalation to your support team
- **Reporting:** reach, engagement rate, referral traffic and leads

We review the plan every quarter against the numbers.`,
    },
    services: {
      items: [
        {
          title: 'Social Audit and Channel Plan',
          description:
            'We review your profiles, competitors and audience data, then recommend which networks to focus on and the role each one plays in your funnel.',
        },
        {
          title: 'Content Calendars and Production',
          description:
            'We write copy and design carousels, graphics and short videos on a monthly calendar, and you approve them in one round before anything goes live.',
        },
        {
          title: 'Community Management',
          description:
            'We monitor comments, mentions and messages daily, reply in your brand voice and route support or sales questions to the right person on your team.',
        },
        {
          title: 'Boosted Posts and Social Ads',
          description:
            'We boost the best organic posts and run targeted campaigns on LinkedIn, Meta and TikTok to reach specific job titles, interests or lookalike audiences.',
        },
        {
          title: 'Employee Advocacy Programs',
          description:
            'We coach your leaders and subject-matter experts to post on LinkedIn, draft posts for them and track the reach their profiles add to the company page.',
        },
        {
          title: 'Creator Partnerships',
          description:
            'We find creators whose audiences match your buyers, negotiate briefs and usage rights, and measure each partnership by clicks and sign-ups.',
        },
        {
          title: 'Social Listening',
          description:
            'We track brand mentions, competitor activity and sentiment across networks, and turn what we find into content ideas and early warnings.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Networks',
          heading: 'Where we publish',
          logos: ['instagram', 'facebook', 'youtube', 'x', 'tiktok', 'threads', 'pinterest', 'reddit'],
        },
        {
          title: 'Scheduling',
          heading: 'Planning and approvals',
          logos: ['hootsuite', 'buffer', 'airtable', 'googlesheets'],
        },
        {
          title: 'Creative',
          heading: 'Graphics and short video',
          logos: ['figma', 'davinciresolve', 'lottiefiles', 'unsplash'],
        },
        {
          title: 'Measurement',
          heading: 'Traffic and conversions',
          logos: ['googleanalytics', 'googletagmanager', 'looker'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Focused Effort',
          description:
            'Concentrating on the two or three networks your buyers use gives each post more attention, better production and more paid support. Your team stops maintaining dormant profiles that add nothing but risk.',
        },
        {
          title: 'Steady Brand Recall',
          description:
            'A regular posting rhythm keeps your company visible in the months between buying cycles. When a prospect starts to evaluate vendors, your name is already familiar from their feed and their colleagues’ shares.',
        },
        {
          title: 'Faster Customer Response',
          description:
            'Questions and complaints on social get answered within agreed hours, not whenever someone happens to check the account. Issues that need support or sales reach the right person on your team with the full thread attached.',
        },
        {
          title: 'Reach Beyond Followers',
          description:
            'Employee posts and creator partnerships carry your message to audiences your company page cannot reach on its own. People tend to trust those individual voices more than brand accounts, and they engage with them more often.',
        },
        {
          title: 'Traffic You Can Trace',
          description:
            'UTM-tagged links and GA4 goals show how many visits, sign-ups and leads came from each network and each campaign. Social stops being a cost you take on faith and becomes a channel you can budget like any other.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Strategy Before Posting',
          description:
            'We agree on audience, goals and channel roles before writing a single post, so every piece of activity serves a business target.',
        },
        {
          title: 'In-House Creative Studio',
          description:
            'Designers, motion artists and copywriters sit in one studio, so a campaign’s visuals and words are produced side by side.',
        },
        {
          title: 'Clear Approval Workflow',
          description:
            'You review a month of content in one pass, comments are tracked in the calendar and nothing is published without sign-off.',
        },
        {
          title: 'Escalation Playbooks',
          description:
            'We write response guides for complaints, negative press and sensitive topics in advance, and agree who decides in each case.',
        },
        {
          title: 'Secure Profile Access',
          description:
            'Access to your profiles runs through role-based permissions under our ISO 27001 controls and is removed when someone leaves the account.',
        },
        {
          title: 'Honest Reporting',
          description:
            'We report referral traffic and leads next to engagement, and flag any network that is not earning its budget.',
        },
      ],
    },
    industries: {
      heading: 'Social Media Across Industries',
      description: 'The right network, tone and response time depend on the sector, so we plan for each one.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We run compliant social programs for banks and fintechs, with pre-approved response templates for account and fraud questions.',
        },
        {
          industry: 'healthcare',
          description:
            'We share health education and provider updates while keeping patient information out of public threads.',
        },
        {
          industry: 'edtech',
          description:
            'We build communities of students, parents and teachers on Instagram and YouTube around exam seasons and course launches.',
        },
        {
          industry: 'internet-saas',
          description:
            'We grow the LinkedIn presence of founders and product teams, turning release notes and customer stories into posts that reach buyers.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We run product drops, shoppable posts and creator collaborations that send shoppers straight to product pages.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We publish project updates, impact data and explainers that build credibility with customers, policymakers and investors.',
        },
      ],
    },
    faq: [
      {
        question: 'Which social networks should we be on?',
        answer:
          'That depends on where your buyers spend time and what your team can sustain. B2B companies usually start with LinkedIn and YouTube, while consumer brands lean toward Instagram and TikTok. The audit ends with a recommendation and the reasons for it.',
      },
      {
        question: 'Do you create the content or do we?',
        answer:
          'We create it, from copy to graphics to short video. You supply product information, photos where available and approvals. We draft employee posts, and each employee publishes from their own profile.',
      },
      {
        question: 'How quickly do you respond to comments and messages?',
        answer:
          'Response times are agreed at the start, typically within a few business hours on weekdays. Urgent complaints follow an escalation path to your team.',
      },
      {
        question: 'Is paid social included?',
        answer:
          'Paid boosts and campaigns are part of the plan wherever they help reach a goal. The networks bill the ad budget to you, and the report shows it separately from our fee.',
      },
      {
        question: 'How do you measure social media ROI?',
        answer:
          'We tag every link with UTM parameters and track visits, sign-ups and leads in GA4. Paid campaigns are reported by cost per result. Engagement figures come with context rather than as the headline.',
        cta: { label: 'Talk to our team', path: '/contact' },
      },
      {
        question: 'Can you manage our online reputation as well?',
        answer:
          'Social listening covers mentions on the networks we manage. For review sites, search results and crisis response, our reputation management team takes over.',
        cta: { label: 'See reputation management', path: '/digital-marketing-services/orm-service' },
      },
    ],
  },
  {
    page: 'targeted-email-marketing-services',
    banner: {
      title: 'Email that reaches the right inbox',
      description:
        'We segment your list, write the sequences and fix deliverability so each email lands with the reader it was written for.',
      cta: 'Improve your email',
    },
    overview: {
      title: 'Overview',
      heading: 'Smaller sends, better results',
      description: `A single newsletter sent to the whole list teaches readers to ignore you. We split the list by behavior, lifecycle stage and purchase history, then write for each segment.

Setup comes first. We check SPF, DKIM and DMARC records, clean out inactive addresses and warm up new sending domains. Then we build the automated flows that run every day without a campaign manager:

- Welcome and onboarding
- Lead nurture and trial conversion
- Cart and browse abandonment
- Win-back and re-engagement

Campaign sends sit on top of these flows. Each one is A/B tested, and reports show clicks, conversions, unsubscribes and revenue per send.`,
    },
    services: {
      items: [
        {
          title: 'Deliverability Setup',
          description:
            'We configure SPF, DKIM and DMARC, set up dedicated sending domains, warm up new IPs and watch blocklists so your mail reaches the inbox instead of spam.',
        },
        {
          title: 'List Segmentation',
          description:
            'We segment contacts by behavior, lifecycle stage, purchase history and engagement, using data from your CRM, online store or product events.',
        },
        {
          title: 'Automated Lifecycle Flows',
          description:
            'We build welcome, onboarding, nurture, abandonment and win-back flows in Klaviyo, Mailchimp or HubSpot, each with its own triggers and exit rules.',
        },
        {
          title: 'Email Copy and Templates',
          description:
            'We write subject lines and body copy for each segment and code responsive templates tested in Gmail, Outlook and Apple Mail on desktop and mobile.',
        },
        {
          title: 'Subject Line and Offer Tests',
          description:
            'We test subject lines, send times, offers and layouts against holdout groups, then roll the winning versions into the automated flows.',
        },
        {
          title: 'List Hygiene and Consent',
          description:
            'We remove hard bounces and long-inactive contacts, keep consent records and keep sends compliant with GDPR, CAN-SPAM and India’s DPDP Act.',
        },
        {
          title: 'Revenue per Send Reporting',
          description:
            'We report revenue per send, click-through rate, conversions and unsubscribes by segment, and compare what flows earn with what campaigns earn.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Email Platforms',
          heading: 'Where flows and campaigns run',
          logos: ['mailchimp', 'hubspot', 'brevo', 'zoho'],
        },
        {
          title: 'Sending and Testing',
          heading: 'Delivery infrastructure and QA',
          logos: ['mailgun', 'resend', 'mailtrap'],
        },
        {
          title: 'Data Sources',
          heading: 'Segments and attribution',
          logos: ['shopify', 'googleanalytics', 'googlebigquery', 'zapier'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Higher Inbox Placement',
          description:
            'Correct authentication and a clean list keep your domain’s sending reputation healthy. More mail lands in the primary inbox, where it gets read, rather than in spam or promotions folders.',
        },
        {
          title: 'Relevant Messages',
          description:
            'Readers get emails about the products, features or topics they have already shown interest in through clicks, visits or purchases. Relevance lifts clicks and cuts the unsubscribes and spam complaints that generic blasts produce.',
        },
        {
          title: 'Always-On Revenue',
          description:
            'Automated flows fire on behavior such as a sign-up, an abandoned cart or a lapsed account. They respond within minutes of the trigger, every day of the year, without anyone on your team pressing send.',
        },
        {
          title: 'An Audience You Own',
          description:
            'Your email list does not depend on a social network’s algorithm or an ad auction. Growing and caring for it reduces how much you rely on paid channels for repeat sales.',
        },
        {
          title: 'Lessons From Every Test',
          description:
            'Each send teaches you something about subject lines, timing or offers. We log every result in a shared test library, so your team builds on what worked instead of repeating old experiments.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Deliverability Specialists',
          description:
            'We diagnose the DNS, reputation and content issues that hurt inbox placement before we write a single campaign.',
        },
        {
          title: 'Engineers for Integrations',
          description:
            'Our developers connect your store, app or CRM events to the email platform, so segments update within minutes.',
        },
        {
          title: 'Templates Tested Everywhere',
          description:
            'Every template is checked in the major email clients and in dark mode before it reaches your list.',
        },
        {
          title: 'Privacy Built In',
          description:
            'Consent, preferences and data retention are configured to meet GDPR and local rules, and our teams work under ISO 27001 controls.',
        },
        {
          title: 'Platform-Neutral Advice',
          description:
            'We recommend the platform that fits your stack and budget, and we migrate lists and flows when a change makes sense.',
        },
        {
          title: 'Revenue-First Reports',
          description:
            'Our reports lead with revenue and conversions, and treat open rates as a secondary figure since Apple’s privacy changes made them less reliable.',
        },
      ],
    },
    industries: {
      heading: 'Email Marketing for Every Industry',
      description: 'Rules, data and buying cycles differ by sector, so we build flows and segments for each.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We run onboarding and product-education flows for banks and fintechs, with transactional and marketing mail kept on separate domains.',
        },
        {
          industry: 'healthcare',
          description:
            'We send appointment reminders, care follow-ups and health newsletters, with patient data handled under strict consent rules.',
        },
        {
          industry: 'edtech',
          description:
            'We build enrollment, course-progress and renewal sequences that keep learners active from sign-up to completion.',
        },
        {
          industry: 'internet-saas',
          description: 'We turn product events into trial-conversion, feature-adoption and churn-prevention emails.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We set up abandoned-cart, post-purchase and replenishment flows tied to your store’s order data.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We keep customers, installers and partners informed with project updates, incentive deadlines and maintenance reminders.',
        },
      ],
    },
    faq: [
      {
        question: 'Which email platform do you recommend?',
        answer:
          'Klaviyo suits most online stores, HubSpot fits B2B teams already on its CRM, and Mailchimp or Brevo work well for smaller lists. We make a recommendation after looking at your data sources, list size and budget.',
      },
      {
        question: 'Why are our emails going to spam?',
        answer:
          'The usual causes are missing or misaligned SPF, DKIM and DMARC records, a list full of inactive addresses, or sudden jumps in volume. A deliverability audit finds the cause, and most fixes take one to two weeks.',
      },
      {
        question: 'Can you migrate our lists and flows to a new platform?',
        answer:
          'We export contacts with their consent history, rebuild segments and flows on the new platform, and warm up sending so your reputation carries over. Old and new platforms run in parallel until the flows are verified.',
      },
      {
        question: 'How often should we email our list?',
        answer:
          'Frequency depends on your audience and on what you have to say. We test cadence on a few segments and watch unsubscribe and complaint rates before changing it for everyone.',
      },
      {
        question: 'Do you handle transactional email too?',
        answer:
          'Our engineers set up order confirmations, password resets and receipts through services such as Mailgun or Resend. Transactional mail goes out from a separate subdomain so marketing sends never affect it.',
        cta: { label: 'Ask about integration', path: '/contact' },
      },
      {
        question: 'Can email connect with our marketing automation?',
        answer:
          'Email is often the first channel in a wider automation program with lead scoring and sales alerts. We design the flows so they plug into that program later.',
        cta: { label: 'Explore automation', path: '/digital-marketing-services/marketing-automation-strategy' },
      },
    ],
  },
  {
    page: 'ecommerce-marketing-solution',
    banner: {
      title: 'More orders from your online store',
      description:
        'We run shopping ads, fix product feeds, improve product-page SEO and recover abandoned carts, with return on ad spend tracked by category.',
      cta: 'Grow store revenue',
    },
    overview: {
      title: 'Overview',
      heading: 'Marketing built around your catalog and margins',
      description: `An online store’s marketing depends on its product data. Missing attributes, weak titles and broken images cost impressions in Google Shopping and catalog ads before a campaign even starts.

We begin with a feed and tracking audit. We clean the product feed in Google Merchant Center, add GA4 e-commerce events from product view to purchase, and check that reported revenue matches your store’s back office.

Then we run campaigns by margin, not just by revenue:

- **Acquisition:** Performance Max, Shopping and Meta Advantage+ catalog ads
- **Organic:** product and category page SEO
- **Retention:** cart, browse and post-purchase flows

Reports show return on ad spend and contribution margin by category.`,
    },
    services: {
      items: [
        {
          title: 'Product Feed Optimization',
          description:
            'We rewrite product titles, fill missing attributes, fix disapprovals and set custom labels for margin and stock in Google Merchant Center and Meta Commerce Manager.',
        },
        {
          title: 'Shopping and Performance Max',
          description:
            'We structure Shopping and Performance Max campaigns by category and margin, with asset groups, audience signals and negative keywords reviewed every week.',
        },
        {
          title: 'Catalog and Retargeting Ads',
          description:
            'We run dynamic product ads on Meta, Pinterest and TikTok that show shoppers the items they viewed, with frequency caps and exclusions for recent buyers.',
        },
        {
          title: 'Product and Category SEO',
          description:
            'We fix faceted navigation, duplicate URLs and thin product pages, add product schema and write category copy that ranks for buying-intent searches.',
        },
        {
          title: 'Cart and Checkout Recovery',
          description:
            'We set up abandoned-cart, browse-abandonment and checkout reminders by email, SMS and WhatsApp, with discount offers reserved for high-value carts.',
        },
        {
          title: 'Marketplace Advertising',
          description:
            'We manage sponsored product campaigns on Amazon, Flipkart and other marketplaces alongside your own store, so the two channels do not bid against each other.',
        },
        {
          title: 'E-commerce Analytics Setup',
          description:
            'We implement GA4 e-commerce events, server-side tracking and a margin dashboard, so every channel is judged on profit and not only on revenue.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Store Platforms',
          heading: 'Stores we market',
          logos: ['shopify', 'woocommerce', 'bigcommerce', 'prestashop', 'vtex', 'medusa'],
        },
        {
          title: 'Advertising',
          heading: 'Shopping and catalog channels',
          logos: ['googleads', 'meta', 'pinterest', 'tiktok', 'googlemarketingplatform'],
        },
        {
          title: 'Tracking and Retention',
          heading: 'Measurement and repeat sales',
          logos: ['googleanalytics', 'googletagmanager', 'mailchimp', 'whatsapp', 'trustpilot'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Profit-Based Bidding',
          description:
            'Campaigns are grouped by margin using custom labels in the feed, so high-margin products get more budget and low-margin ones stop eating it. Growth in orders comes with profit instead of at its expense.',
        },
        {
          title: 'Better Feed, More Impressions',
          description:
            'Complete, accurate product data qualifies more of your catalog for Shopping, Performance Max and catalog ad placements. Clear titles, colors, sizes and materials also match more of the searches shoppers actually type.',
        },
        {
          title: 'Recovered Revenue',
          description:
            'Shoppers who leave a cart or a product page receive reminders by email, SMS or WhatsApp within hours. Part of the revenue you would have lost comes back without any new ad spend.',
        },
        {
          title: 'Less Reliance on Ads',
          description:
            'Product and category pages that rank in organic search bring in buyers you do not pay for per click. Over time this lowers your blended customer acquisition cost and softens the impact of rising ad prices.',
        },
        {
          title: 'One View of the Funnel',
          description:
            'GA4 events from product view to purchase, reconciled with your store’s orders, show exactly where shoppers drop off. You fix the weakest step in the funnel first instead of guessing where the problem is.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Store Engineers on Call',
          description:
            'Our e-commerce developers fix the tracking, page speed and checkout issues that marketing alone cannot, without a separate contract.',
        },
        {
          title: 'Margin-First Reporting',
          description:
            'We report contribution margin by channel and category using your cost data, so decisions rest on profit rather than revenue.',
        },
        {
          title: 'Automated Feed Rules',
          description:
            'We build feed rules that keep titles, prices and stock levels in sync across every channel your catalog runs on.',
        },
        {
          title: 'Peak Season Planning',
          description:
            'We plan budgets, creative and stock alerts for Diwali, Black Friday and end-of-season sales weeks before they start.',
        },
      ],
    },
    faq: [
      {
        question: 'Which store platforms do you work with?',
        answer:
          'We work with Shopify, WooCommerce, BigCommerce, Magento, PrestaShop and custom-built stores. Tracking and feed setup differ by platform, and our developers handle the platform-specific parts.',
      },
      {
        question: 'Should we use Performance Max or standard Shopping campaigns?',
        answer:
          'Often both. Performance Max reaches more placements, while standard Shopping gives tighter control over search terms and bids. We run them side by side and split budget by results.',
      },
      {
        question: 'How long before campaigns become profitable?',
        answer:
          'Feed and tracking fixes take two to four weeks. Campaigns then need about a month of data to settle before we judge return on ad spend. We agree on a target ROAS and a review date at the outset.',
      },
      {
        question: 'Do you advertise on marketplaces as well?',
        answer:
          'We run sponsored listings on Amazon, Flipkart and similar marketplaces and coordinate them with your own store. Listing content and account health checks are included where needed.',
      },
      {
        question: 'Can you rebuild our online store too?',
        answer:
          'Our e-commerce development team builds and migrates stores on Shopify, WooCommerce and headless platforms. Marketing and development then share one tracking plan.',
        cta: { label: 'See e-commerce development', path: '/digital-development-services/ecommerce-services' },
      },
      {
        question: 'How do we get started?',
        answer:
          'Share access to your store, ad accounts and analytics for a two-week audit. You receive a list of fixes ranked by expected impact and a 90-day campaign plan.',
        cta: { label: 'Book an audit', path: '/contact' },
      },
    ],
  },
  {
    page: 'performance-marketing-services',
    banner: {
      title: 'Paid media measured by cost per lead',
      description:
        'We run search and social campaigns against an agreed cost per lead or return on ad spend, and report the numbers every week.',
      cta: 'Set your targets',
    },
    overview: {
      title: 'Overview',
      heading: 'Tracking first, then spend',
      description: `Ad platforms optimize toward whatever you tell them is a conversion. If tracking counts page views or duplicate form fills, the algorithm buys more of the wrong thing.

So we fix measurement before we scale budget. We audit your Google Tag Manager container, set up server-side tagging and the Meta Conversions API, and import qualified-lead and closed-deal stages from your CRM as offline conversions.

With clean signals in place, we manage campaigns on Google Ads, Microsoft Ads, LinkedIn and Meta against a target cost per qualified lead or ROAS. Bids, audiences and creative change weekly, and every Monday you receive spend, leads and cost per acquisition by campaign.`,
    },
    services: {
      items: [
        {
          title: 'Conversion Tracking Setup',
          description:
            'We audit and rebuild Google Tag Manager, add server-side tagging and the Meta Conversions API, and remove duplicate events so platforms learn from real leads and sales.',
        },
        {
          title: 'Paid Search Management',
          description:
            'We build Google Ads and Microsoft Ads campaigns around intent-based keyword groups, with match types, negatives and bid strategies reviewed each week.',
        },
        {
          title: 'LinkedIn Lead Generation',
          description:
            'We target B2B buyers by job title, company size and industry with lead gen forms, document ads and conversation ads synced to your CRM.',
        },
        {
          title: 'Meta and YouTube Campaigns',
          description:
            'We run prospecting and retargeting on Facebook, Instagram and YouTube, testing hooks, formats and audiences in structured two-week creative rounds.',
        },
        {
          title: 'Campaign Landing Pages',
          description:
            'We design and build landing pages for each campaign and A/B test headlines, forms and proof points to convert more visitors from the same spend.',
        },
        {
          title: 'Offline Conversion Imports',
          description:
            'We send qualified-lead and closed-won stages from your CRM back to Google, Microsoft, LinkedIn and Meta, so bidding favors leads that become revenue.',
        },
        {
          title: 'Budget Pacing and Reporting',
          description:
            'We track spend against plan daily, move budget between campaigns weekly and deliver a Monday report with spend, leads and cost per acquisition.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Ad Platforms',
          heading: 'Where we buy media',
          logos: ['googleads', 'meta', 'youtube', 'x', 'tiktok', 'googledisplayandvideo360'],
        },
        {
          title: 'Tracking',
          heading: 'Tags, events and server-side containers',
          logos: ['googletagmanager', 'googleanalytics', 'googlecampaignmanager360', 'googlecloud'],
        },
        {
          title: 'Reporting and CRM',
          heading: 'Where results land',
          logos: ['looker', 'googlebigquery', 'hubspot', 'googlesheets'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Spend Tied to Outcomes',
          description:
            'Every campaign has a target cost per lead or ROAS agreed before launch. Campaigns that miss it lose budget, and campaigns that beat it get more. You always know what a lead costs.',
        },
        {
          title: 'Cleaner Signals for Bidding',
          description:
            'Automated bidding is only as good as the conversions it sees. Server-side tracking and offline imports give the algorithms cleaner data, so they chase the leads that turn into revenue.',
        },
        {
          title: 'Fast Feedback',
          description:
            'Paid campaigns produce data within days, not months. New offers, messages and audiences can be tested in a week or two, and the lessons feed your organic content and sales messaging.',
        },
        {
          title: 'Controlled Scaling',
          description:
            'When a campaign hits its target, we raise its budget in measured steps while watching the marginal cost of each extra lead. Growth follows the data instead of a leap of faith.',
        },
        {
          title: 'Full Transparency',
          description:
            'The ad accounts sit in your company’s name and you keep admin access at all times. A shared change log records every bid, budget and creative change with the reason behind it.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Measurement Engineers',
          description:
            'Our tracking specialists write and test tag configurations and server-side containers instead of relying on plugin defaults.',
        },
        {
          title: 'Weekly Optimization Rhythm',
          description:
            'Bids, audiences and creative are reviewed against targets every week, with a written summary of what changed and why.',
        },
        {
          title: 'Your Accounts, Your Data',
          description:
            'Campaigns run in ad accounts you own, and all data, audiences and creative stay with you if we ever part ways.',
        },
        {
          title: 'Cross-Platform Budgeting',
          description:
            'We compare cost per qualified lead across Google, Microsoft, LinkedIn and Meta and move budget to wherever it is lowest.',
        },
      ],
    },
    faq: [
      {
        question: 'What monthly ad budget do we need?',
        answer:
          'It depends on your market and cost per click, but the budget must buy enough conversions for the platforms to learn, usually at least 30 to 50 a month per campaign. We model a starting budget from keyword and audience data during the audit.',
        cta: { label: 'Get a budget estimate', path: '/contact' },
      },
      {
        question: 'Why do you set up tracking before launching campaigns?',
        answer:
          'Bidding algorithms optimize toward whatever is counted as a conversion. Fixing duplicate or missing events first stops budget from flowing to the wrong clicks.',
      },
      {
        question: 'Which platforms do you manage?',
        answer:
          'We manage Google Ads, Microsoft Ads, LinkedIn Ads, Meta (Facebook and Instagram), YouTube and TikTok. The mix we recommend depends on where your buyers search and scroll.',
      },
      {
        question: 'How do you report results?',
        answer:
          'A live dashboard updates daily, and a Monday email summarizes spend, leads, cost per acquisition and the changes made. A monthly call reviews trends and next steps.',
      },
      {
        question: 'Who owns the ad accounts?',
        answer:
          'The accounts are registered to your company, and we get manager access. Campaign history and audiences stay with you.',
      },
      {
        question: 'Can you improve our landing page conversion rates too?',
        answer:
          'Our conversion rate optimization team runs user research and A/B tests on landing pages and funnels. Their findings feed straight back into campaign creative.',
        cta: { label: 'See CRO services', path: '/digital-marketing-services/cro-services' },
      },
    ],
  },
];
