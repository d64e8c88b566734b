import { companyFacts, siteConfig } from '@auralis/site-config';
import type { SubServiceSeed } from '../types';

export const digitalDevelopmentPages: readonly SubServiceSeed[] = [
  {
    page: 'web-development-consulting',
    banner: {
      title: 'Web Development Services and Consulting',
      description:
        'We design, build and run web applications in TypeScript, React, Next.js, Node.js and .NET. Tell us what your product needs next and we’ll plan the work with you.',
      cta: 'Plan your web build',
    },
    overview: {
      title: 'Overview',
      heading: 'Web applications built to change without breaking',
      description: `Most web projects slow down after the first release, when every change touches code nobody wants to own. We start with the architecture: how the front end, the APIs and the data fit together, and where each one will need to grow.

Our engineers in Bengaluru and Pune work in **TypeScript** across the stack, with React and Next.js in the browser and Node.js or .NET behind it. Every repository we set up gets:

- unit, integration and end-to-end tests that run on each pull request
- a CI/CD pipeline that deploys on every merge
- Core Web Vitals and error tracking in production

Since ${siteConfig.foundingYear} we have delivered ${companyFacts.projectsDelivered}+ projects for clients in ${companyFacts.clientCountries} countries. You keep the code, the documentation and the pipeline.`,
    },
    services: {
      items: [
        {
          title: 'Architecture and Code Review',
          description:
            'We audit your codebase, infrastructure and delivery process, then hand over a ranked list of fixes with effort estimates. Most reviews take two to three weeks.',
        },
        {
          title: 'Custom Web Application Development',
          description:
            'We build portals, dashboards and SaaS products with React and Next.js in the browser, backed by Node.js or .NET APIs and a PostgreSQL database.',
        },
        {
          title: 'API and Backend Engineering',
          description:
            'We design REST and GraphQL APIs with OpenAPI contracts, authentication and rate limits, so your web app, mobile apps and partners all read from the same source.',
        },
        {
          title: 'Legacy Web Modernization',
          description:
            'We move older PHP, jQuery or ASP.NET applications to a modern stack one module at a time, keeping the live site running through every step.',
        },
        {
          title: 'Frontend Performance Tuning',
          description:
            'We profile bundles, images and rendering paths, then cut the work the browser does until Largest Contentful Paint and Interaction to Next Paint pass on mobile.',
        },
        {
          title: 'DevOps and Release Automation',
          description:
            'We set up GitHub Actions pipelines, container builds and a preview environment for each pull request, so your team can release several times a week.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Frontend',
          heading: 'Typed, component-based interfaces',
          logos: ['react', 'nextdotjs', 'typescript', 'angular', 'vuedotjs', 'tailwindcss'],
        },
        {
          title: 'Backend',
          heading: 'APIs and services that scale out',
          logos: ['nodedotjs', 'nestjs', 'dotnet', 'graphql', 'postgresql', 'redis'],
        },
        {
          title: 'Delivery',
          heading: 'Pipelines, containers and monitoring',
          logos: ['githubactions', 'docker', 'kubernetes', 'terraform', 'sentry', 'vitest'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Faster Release Cycles',
          description:
            'Automated tests and deploy pipelines remove the manual steps that make releases risky. Your team can ship small changes every week instead of batching them into large drops. Rollbacks take minutes because every build is versioned.',
        },
        {
          title: 'Code Your Team Can Own',
          description:
            'We write typed, tested code with architecture decision records and a README for every service. When we hand over, your developers can run, change and deploy the system without us. Knowledge transfer sessions are part of the plan, not an extra.',
        },
        {
          title: 'Pages That Load Fast',
          description:
            'We set performance budgets at the start and check them in CI on every pull request. Server rendering, image optimization and code splitting keep Core Web Vitals in the green. Faster pages help search rankings and keep visitors reading.',
        },
        {
          title: 'Security From the First Commit',
          description:
            'Dependency scanning, secret detection and OWASP checks run in the pipeline, not at the end of the project. Our information security management is certified to ISO 27001. You get a security review before go-live and a report you can share with auditors.',
        },
        {
          title: 'Predictable Delivery',
          description:
            'Work runs in two-week sprints with a demo at the end of each one. You see working software, a burn-up chart and an updated forecast every fortnight. Scope changes go through a short, visible trade-off conversation.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Full-Stack TypeScript Teams',
          description:
            'One language across browser and server means fewer handoffs and shared types between the front end and the API.',
        },
        {
          title: 'Consulting Backed by Delivery',
          description:
            'The architects who review your system are the same people who build and run production systems for our clients every day.',
        },
        {
          title: `Web Builders Since ${siteConfig.foundingYear}`,
          description:
            'Our web teams have shipped portals, SaaS products and public sites for clients on four continents.',
        },
        {
          title: 'Quality Under ISO 9001',
          description:
            'Code review, test coverage and release checklists follow a quality system certified to ISO 9001.',
        },
        {
          title: 'Hosting on Your Cloud',
          description:
            'As a partner of AWS, Microsoft Azure and Google Cloud, we design hosting that fits the cloud you already use.',
        },
        {
          title: 'Teams That Scale With You',
          description:
            'Add engineers through Agiliti, our dedicated-developer offer, with onboarding in about two weeks and monthly billing.',
        },
      ],
    },
    industries: {
      heading: 'Web Development Across Industries',
      description: 'We build web platforms for six sectors, each with its own rules on data, uptime and compliance.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build customer portals and internal lending and payments dashboards with audit logs, role-based access and encrypted data at rest.',
        },
        {
          industry: 'healthcare',
          description:
            'We build patient portals and appointment systems that keep health records behind strict access controls and meet WCAG accessibility guidelines.',
        },
        {
          industry: 'edtech',
          description:
            'We build learning platforms that serve course video, quizzes and progress tracking to large student cohorts during exam-season peaks.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build multi-tenant SaaS web apps with subscription billing, usage metering and admin consoles.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build storefronts and seller dashboards that stay fast during sale events and sync stock with back-office systems.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build portals that collect energy and emissions data from field devices and turn it into reports for installers and operators.',
        },
      ],
    },
    faq: [
      {
        question: 'What does web development consulting include?',
        answer:
          'It starts with a review of your architecture, code, infrastructure and delivery process. We interview your team, read the code and measure production performance. You get a written report with ranked recommendations and effort estimates, and we can deliver the fixes if you want us to.',
      },
      {
        question: 'Which technologies do you use for web development?',
        answer:
          'Our default stack is TypeScript with React and Next.js on the front end and Node.js or .NET on the back end, with PostgreSQL for data. We also maintain Angular and Vue applications. We pick tools your team can hire for and support after handover.',
      },
      {
        question: 'How long does a typical web application take to build?',
        answer:
          'A focused first release usually takes three to six months, depending on scope and integrations. We begin with a two- to three-week discovery that produces a backlog, an architecture and a release plan. After that you see working software at the end of every two-week sprint.',
      },
      {
        question: 'Can you take over a web application another vendor built?',
        answer:
          'Yes. We start with a code and infrastructure review, put tests around the riskiest parts and then take on feature work. Most of the first month goes to learning the system and making deploys safe.',
      },
      {
        question: 'Do you offer dedicated web developers?',
        answer:
          'Yes, through Agiliti. Vetted engineers join your team full-time, usually within about two weeks, with monthly billing and a replacement guarantee.',
        cta: { label: 'Hire dedicated developers', path: '/agiliti-hire-dedicated-developers' },
      },
      {
        question: 'How do we start a web project with you?',
        answer:
          'Send us a short description of the product, your timeline and your current stack. A solution architect will review it and set up a call to scope the first phase.',
        cta: { label: 'Start a project', path: '/contact' },
      },
    ],
  },
  {
    page: 'responsive-web-development-services',
    banner: {
      title: 'Responsive Websites for Every Screen',
      description:
        'We build mobile-first sites that read and work the same on phones, tablets and desktops. One codebase, checked on real devices before each release.',
      cta: 'Make your site responsive',
    },
    overview: {
      title: 'Overview',
      heading: 'One codebase from a small phone to a wide monitor',
      description: `Many sites are still designed on a desktop and squeezed onto phones later, which is where broken menus and unreadable tables come from. We work the other way round: **mobile-first** markup, with breakpoints added only where the content needs them.

Our developers use CSS Grid, Flexbox, container queries and fluid type with \`clamp()\`, and serve images through \`srcset\` so phones never download desktop-sized files. Each release is checked on:

- current iPhones and Android phones
- tablets in portrait and landscape
- Chrome, Safari, Firefox and Edge on desktop

Accessibility checks against WCAG 2.2 AA and Core Web Vitals budgets run in the pipeline on every change, so a layout fix never quietly breaks keyboard navigation or page speed.`,
    },
    services: {
      items: [
        {
          title: 'Mobile-First Site Builds',
          description:
            'We build new sites starting from the smallest screen, with semantic HTML, CSS Grid layouts and a component library shared across every template.',
        },
        {
          title: 'Responsive Retrofits',
          description:
            'We rework an existing desktop-only site into a responsive one, template by template, without changing your CMS, your content or your URLs.',
        },
        {
          title: 'Responsive Image Pipelines',
          description:
            'We set up srcset, AVIF and WebP variants and lazy loading through your CDN, so each device downloads only the pixels it can show.',
        },
        {
          title: 'Accessible Layouts',
          description:
            'We build to WCAG 2.2 AA: logical focus order, touch targets of at least 24 pixels, zoom to 400 percent without sideways scrolling, and screen reader labels.',
        },
        {
          title: 'Cross-Device QA',
          description:
            'We test every template on real phones and tablets and catch layout regressions with automated Playwright screenshot comparisons on each pull request.',
        },
        {
          title: 'Design System Implementation',
          description:
            'We turn your Figma components and design tokens into responsive, documented code in Storybook that your team reuses on new pages.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Layout and Styling',
          heading: 'Modern CSS that adapts to content',
          logos: ['html5', 'css', 'sass', 'postcss', 'tailwindcss', 'bootstrap'],
        },
        {
          title: 'Components',
          heading: 'Reusable, documented building blocks',
          logos: ['react', 'nextdotjs', 'astro', 'storybook', 'figma'],
        },
        {
          title: 'Testing',
          heading: 'Checked on real browsers and devices',
          logos: ['lighthouse', 'pagespeedinsights', 'googlechrome', 'safari', 'firefoxbrowser', 'cypress'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'More Mobile Conversions',
          description:
            'Forms, menus and checkout steps sized for thumbs mean fewer abandoned visits on phones. We move key actions within easy reach and remove pop-ups that block content. Visitors finish what they came to do.',
        },
        {
          title: 'One Site to Maintain',
          description:
            'A single responsive codebase replaces separate mobile and desktop sites and their separate release schedules. Content is edited once and appears correctly everywhere. Your team fixes a bug in one place instead of two.',
        },
        {
          title: 'Better Search Visibility',
          description:
            'Google indexes the mobile version of your pages first, so that version decides how you rank. A fast, well-structured mobile layout helps those pages compete. Structured data and internal links stay consistent across devices.',
        },
        {
          title: 'Access for Every Visitor',
          description:
            'Layouts that reflow, zoom and work with a keyboard or screen reader serve people with disabilities and reduce legal risk. Accessibility built into the first template costs far less than fixing it after launch.',
        },
        {
          title: 'Lighter Pages on Slow Networks',
          description:
            'Responsive images, modern formats and deferred scripts cut the bytes each phone has to download. Pages stay usable on patchy 4G connections and older handsets. Visitors on prepaid data plans are not punished for opening your site.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Real Device Lab',
          description:
            'We test on physical iPhones, Android phones and tablets, not only on emulators in a desktop browser.',
        },
        {
          title: 'Design and Code Together',
          description:
            'Our designers and front-end developers share one Figma file and one component library, so breakpoints match the design intent.',
        },
        {
          title: 'Accessibility in Every Release',
          description:
            'Automated axe checks and manual screen reader passes run on every release, not once before launch.',
        },
        {
          title: 'Performance Budgets in CI',
          description:
            'Each pull request is measured with Lighthouse, and a build that breaks the page-weight budget does not merge.',
        },
      ],
    },
    industries: {
      heading: 'Responsive Sites Across Industries',
      description: 'Each sector has its own mix of devices, content and rules, and our layouts account for it.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We make rate tables, loan calculators and application forms readable and usable on a phone screen without pinching or zooming.',
        },
        {
          industry: 'healthcare',
          description:
            'We build clinic and hospital sites where appointment booking and doctor search work on any phone, with accessible forms for older patients.',
        },
        {
          industry: 'edtech',
          description:
            'We lay out course pages, timetables and video lessons so students can study on low-cost Android phones as well as laptops.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build marketing sites and documentation portals whose pricing tables and code samples stay legible on small screens.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We design product grids, filters and product detail pages that stay easy to scan and tap on a phone.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build project and impact-report sites whose charts and maps resize cleanly for investors reading on tablets and phones.',
        },
      ],
    },
    faq: [
      {
        question: 'What is the difference between responsive and adaptive design?',
        answer:
          'Adaptive design serves fixed layouts for a few set screen widths. Responsive design uses fluid grids and flexible images that adjust to any width. We build responsive layouts and add adaptive tweaks only where a component needs them.',
      },
      {
        question: 'Can you make our current site responsive without a full rebuild?',
        answer:
          'Often, yes. We audit your templates, then rework the CSS and markup one template at a time while the site stays live. If the underlying CMS or theme blocks this, we tell you up front and price both options.',
      },
      {
        question: 'Which devices and browsers do you test on?',
        answer:
          'We agree a device matrix with you based on your analytics. It usually covers recent iPhones and Android phones, a tablet in both orientations, and the current versions of Chrome, Safari, Firefox and Edge. Older browsers can be added where your audience still uses them.',
      },
      {
        question: 'Does a responsive site help with SEO?',
        answer:
          'Yes. Search engines rank the mobile version of a page, so a fast, readable mobile layout supports your rankings. We also keep headings, metadata and structured data identical across breakpoints.',
        cta: { label: 'Explore B2B SEO', path: '/digital-marketing-services/b2b-seo-services' },
      },
      {
        question: 'How long does a responsive redesign take?',
        answer:
          'A marketing site of 20 to 40 templates usually takes eight to twelve weeks from design handoff to launch. Smaller sites take less. We share a week-by-week plan after the audit.',
        cta: { label: 'Request an audit', path: '/contact' },
      },
    ],
  },
  {
    page: 'cms-development-services',
    banner: {
      title: 'CMS Development Your Editors Will Use',
      description:
        'We build headless and traditional CMS setups on Strapi, Contentful and WordPress, modeled on how your team writes, reviews and publishes.',
      cta: 'Talk CMS with us',
    },
    overview: {
      title: 'Overview',
      heading: 'Content management built around your editorial workflow',
      description: `A CMS fails when editors need a developer to change a headline or add a page. We begin with a content audit and workshops with your writers, reviewers and approvers, then design a **content model** that matches how they work.

We build on three kinds of platform:

- **Headless**: Strapi, Contentful or Sanity feeding a Next.js or Astro front end
- **Traditional**: WordPress with custom themes, Gutenberg blocks and plugins
- **Hybrid**: WordPress or Drupal serving content by API to a separate front end

Every build includes roles and permissions, preview before publishing, scheduled releases and a scripted migration of your existing content with redirects, so search rankings carry over to the new site.`,
    },
    services: {
      items: [
        {
          title: 'CMS Selection and Planning',
          description:
            'We compare headless, traditional and hybrid options against your content volume, team size, channels and budget, and recommend one with a costed plan.',
        },
        {
          title: 'Headless CMS Implementation',
          description:
            'We set up Strapi, Contentful or Sanity with structured content types and connect them to a Next.js or Astro front end through REST or GraphQL.',
        },
        {
          title: 'WordPress Theme and Plugin Development',
          description:
            'We build custom block themes, Gutenberg blocks and plugins in clean PHP, with version control and automated deployment and no page-builder lock-in.',
        },
        {
          title: 'Content Migration',
          description:
            'We script the move from your old CMS, map fields and media, rewrite internal links and set 301 redirects so no page or ranking is lost.',
        },
        {
          title: 'Editorial Workflow Setup',
          description:
            'We configure draft, review and approval stages, user roles, scheduled publishing and live preview to match the way your editorial team already works.',
        },
        {
          title: 'Multilingual and Multisite Content',
          description:
            'We set up localized fields, translation workflows and content shared across regional sites, so one central team can run several markets.',
        },
        {
          title: 'CMS Upgrades and Care',
          description:
            'We apply core and plugin updates, monitor uptime and security, and add new content types and blocks as your site and team grow.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Headless CMS',
          heading: 'Structured content delivered by API',
          logos: ['strapi', 'contentful', 'sanity', 'storyblok', 'directus', 'payloadcms'],
        },
        {
          title: 'Traditional CMS',
          heading: 'Themes and plugins on proven platforms',
          logos: ['wordpress', 'drupal', 'php', 'umbraco'],
        },
        {
          title: 'Front End and Media',
          heading: 'Fast sites on top of your content',
          logos: ['nextdotjs', 'astro', 'graphql', 'vercel', 'cloudinary', 'algolia'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Publish Without Developers',
          description:
            'Editors create pages from approved blocks and templates, so a campaign page goes live the same day it is written. Developers spend their time on features instead of content tickets.',
        },
        {
          title: 'Content Reused Across Channels',
          description:
            'Structured content lives once and feeds your website, mobile app, email tools and partner feeds through an API. Updating a product description in the CMS updates it everywhere. You stop copying text between systems.',
        },
        {
          title: 'Fewer Publishing Errors',
          description:
            'Required fields, validation rules and preview catch broken links and missing images before a page goes live. Approval steps keep legal and brand review in the flow. Version history lets you restore any earlier copy.',
        },
        {
          title: 'A Safer Content Platform',
          description:
            'We lock down admin access with single sign-on and role-based permissions, and keep plugins to a reviewed minimum. Updates are tested in staging before they reach production. Admin activity is logged for review.',
        },
        {
          title: 'Room to Grow',
          description:
            'New content types, languages and sites can be added without a rebuild. The content model is documented, so your team or ours can extend it later. Front ends can change without moving your content again.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Platform-Neutral Advice',
          description:
            'We work across headless and traditional platforms, so our recommendation follows your needs rather than a single vendor.',
        },
        {
          title: 'Content Modeling Workshops',
          description: 'We sit with your editors and design content types around real pages and real workflows.',
        },
        {
          title: 'Migration Without Lost Rankings',
          description:
            'Field mapping, redirect maps and post-launch crawl checks protect the traffic your existing pages already earn.',
        },
        {
          title: 'Editor Training Included',
          description: 'Every launch includes hands-on sessions and a short written guide for your editors and admins.',
        },
        {
          title: 'Designers on the Team',
          description:
            'Our designers build the block library in Figma first, so every component editors pick already fits your brand.',
        },
        {
          title: 'Certified Security Practices',
          description:
            'Our ISO 27001-certified processes govern admin credentials, hosting access and plugin reviews on every CMS we run.',
        },
      ],
    },
    industries: {
      heading: 'CMS Builds Across Industries',
      description: 'Every sector publishes different content under different rules, and we model the CMS accordingly.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We set up approval chains so compliance teams sign off on rates, disclosures and product terms before anything goes live.',
        },
        {
          industry: 'healthcare',
          description:
            'We model doctor profiles, clinic locations and patient guides so medical reviewers can check and date every health article.',
        },
        {
          industry: 'edtech',
          description:
            'We structure course catalogs, faculty pages and admissions content so institutions update programs each term without developers.',
        },
        {
          industry: 'internet-saas',
          description:
            'We connect docs, changelogs and marketing pages to one headless CMS so product and marketing teams publish from the same source.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We link editorial content and buying guides to product data so merchandisers can build shoppable landing pages themselves.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We give sustainability teams a structured place to publish impact reports, project updates and disclosure data in several languages.',
        },
      ],
    },
    faq: [
      {
        question: 'Should we choose a headless or a traditional CMS?',
        answer:
          'Choose headless when the same content feeds several channels, or when you want full control of the front end. A traditional CMS such as WordPress suits content-heavy sites run by a small team on a tight budget. We recommend one after a short assessment of your content and team.',
      },
      {
        question: 'Which CMS platforms do you work with?',
        answer:
          'We build on Strapi, Contentful, Sanity and Storyblok for headless projects, and on WordPress and Drupal for traditional ones. We also work with Directus, Payload and Umbraco where clients already run them.',
      },
      {
        question: 'Can you migrate content from our current CMS?',
        answer:
          'Yes. We export your content, map it to the new model and import it with scripts we can rerun until cutover. Internal links are rewritten and every old URL gets a 301 redirect.',
      },
      {
        question: 'Will our editors need training?',
        answer:
          'Each launch includes training sessions for editors and administrators, recorded for new joiners. We also leave a short guide that covers the blocks, workflows and roles your team uses.',
      },
      {
        question: 'Who looks after the CMS after launch?',
        answer:
          'You can run it yourselves, or we can handle updates, backups, monitoring and small changes under a monthly plan. A common split puts your editors in charge of content and our team in charge of the platform.',
        cta: { label: 'See website management', path: '/operations-managed-services/website-management' },
      },
      {
        question: 'How long does a CMS project take?',
        answer:
          'A marketing site on a headless CMS typically takes 8 to 14 weeks, including content modeling and migration. Larger multisite or multilingual builds take longer. We agree milestones after a two-week discovery.',
        cta: { label: 'Scope your CMS project', path: '/contact' },
      },
    ],
  },
  {
    page: 'progressive-web-app-development-services',
    banner: {
      title: 'Progressive Web Apps That Work Offline',
      description:
        'We build installable web apps with offline support and push notifications, released to every user as soon as you deploy.',
      cta: 'Discuss your PWA',
    },
    overview: {
      title: 'Overview',
      heading: 'App-like experiences delivered through the browser',
      description: `A native app asks users to find it in a store, download it and keep it updated. A **progressive web app** skips those steps: people add it to their home screen from the browser, and every deploy reaches them on their next visit.

We build PWAs on React or Angular with a service worker that decides what to cache and when. Typical features include:

- offline reading and form drafts stored in IndexedDB
- background sync that sends queued data once the connection returns
- web push notifications on Android, desktop and iOS 16.4 or later
- an app manifest for icons, splash screens and standalone display

We measure each build with Lighthouse and test it on throttled mobile network profiles before release.`,
    },
    services: {
      items: [
        {
          title: 'PWA Strategy and Feasibility',
          description:
            'We check which of your features work in a browser on each platform, including iOS limits, and tell you whether a PWA, a native app or both fits best.',
        },
        {
          title: 'New PWA Development',
          description:
            'We build installable apps from scratch in React or Angular, with an app shell that appears instantly on repeat visits and a service worker tuned per route.',
        },
        {
          title: 'Web App to PWA Conversion',
          description:
            'We add a manifest, service worker and offline fallbacks to your current web app without rewriting it, then tune caching route by route.',
        },
        {
          title: 'Offline Data and Sync',
          description:
            'We store drafts, catalogs and records in IndexedDB and use Background Sync to send queued changes once the device reconnects, with conflict rules you approve.',
        },
        {
          title: 'Web Push Notifications',
          description:
            'We set up permission prompts at the right moment, subscription storage and a push service built on Firebase Cloud Messaging or VAPID keys.',
        },
        {
          title: 'PWA Performance Audits',
          description:
            'We review caching strategies, bundle size and install criteria with Lighthouse and Chrome DevTools, and fix whatever slows first and repeat loads.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Frameworks',
          heading: 'App shells and interfaces',
          logos: ['react', 'angular', 'nextdotjs', 'vite', 'typescript', 'lit'],
        },
        {
          title: 'Offline and Platform APIs',
          heading: 'Caching, storage and push',
          logos: ['pwa', 'googlechrome', 'safari', 'firebase'],
        },
        {
          title: 'Measurement',
          heading: 'Checked under real network conditions',
          logos: ['lighthouse', 'pagespeedinsights', 'cypress', 'vitest', 'sentry'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'No App Store Delays',
          description:
            'Updates go live as soon as you deploy, without store review queues. Bug fixes reach users on their next visit. Digital sales made on the web also avoid app store commission.',
        },
        {
          title: 'Works on Weak Connections',
          description:
            'Cached assets and data let the app open and stay useful on slow or dropped connections. Users in the field or on trains keep working. Changes sync when the network returns.',
        },
        {
          title: 'One Build for Every Device',
          description:
            'The same codebase runs on Android, iOS, Windows, macOS and Chromebooks. You maintain one app, one backlog and one release process. Responsive layouts adapt the interface to each screen size, from phone to desktop.',
        },
        {
          title: 'Lower Cost Than Native',
          description:
            'A PWA usually needs one web team instead of separate iOS and Android teams. That lowers build and maintenance cost for apps that do not need deep device access. We tell you plainly when native is the better call.',
        },
        {
          title: 'Found Through Search',
          description:
            'Unlike a store-only app, every screen of a PWA can have a URL that search engines index. Links shared by users open straight into the app. That gives you an acquisition channel that store listings alone do not.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Honest Platform Advice',
          description:
            'We map your feature list against current browser support and recommend native code where a PWA would fall short.',
        },
        {
          title: 'Caching Done Deliberately',
          description: 'Each route gets a written caching strategy, so users never see stale prices or lose form data.',
        },
        {
          title: 'Tested on Slow Networks',
          description:
            'Every release is checked on throttled connections and in offline mode on real Android phones and iPhones.',
        },
        {
          title: 'Web and Mobile Know-How',
          description:
            'Our engineers build native apps too, so PWA features follow the interaction patterns people expect on phones.',
        },
      ],
    },
    industries: {
      heading: 'PWAs Across Industries',
      description: 'A PWA suits any sector where users need app-like speed but will not install another app.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build lightweight account and payment PWAs for customers on entry-level phones, with secure sessions and passkey sign-in through WebAuthn.',
        },
        {
          industry: 'healthcare',
          description:
            'We build PWAs that let field health workers fill in patient visit forms offline and sync them when they reach coverage.',
        },
        {
          industry: 'edtech',
          description:
            'We build learning PWAs that download lessons and quizzes for offline study and upload progress when the student reconnects.',
        },
        {
          industry: 'internet-saas',
          description:
            'We turn SaaS dashboards into installable apps with push alerts, so customers get an app without waiting for a native build.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build PWA storefronts that load product pages fast on repeat visits and send back-in-stock and order-status notifications.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build PWAs for installers and site surveyors that record inspections and meter readings offline at remote sites.',
        },
      ],
    },
    faq: [
      {
        question: 'Do progressive web apps work on iPhones?',
        answer:
          'Yes. Safari supports service workers, offline caching and home-screen install, and web push works on iOS 16.4 and later for installed apps. Some APIs, such as Bluetooth and background sync, are still limited on iOS. We check your feature list against these limits before we start.',
      },
      {
        question: 'Can a PWA be listed in app stores?',
        answer:
          'It can be published on Google Play through a Trusted Web Activity and on the Microsoft Store as a packaged app. Apple’s App Store expects a native wrapper with real native features. We advise on whether a listing is worth it for your audience.',
      },
      {
        question: 'When should we build a native app instead?',
        answer:
          'Choose native when the app relies heavily on device hardware, runs long background tasks or needs advanced graphics. For content, commerce, forms and dashboards, a PWA usually covers the need.',
        cta: { label: 'Explore mobile apps', path: '/digital-development-services/mobile-app-design-development' },
      },
      {
        question: 'Can you convert our existing website into a PWA?',
        answer:
          'Yes, if it already runs as a modern web app. We add the manifest, service worker and offline pages, then set caching rules for each route. A conversion typically takes four to eight weeks.',
        cta: { label: 'Plan a PWA conversion', path: '/contact' },
      },
      {
        question: 'How do updates reach users of a PWA?',
        answer:
          'When you deploy, the service worker detects the new version on the next visit. We either show a short prompt to reload or update silently, whichever suits your app. No store review is involved.',
      },
    ],
  },
  {
    page: 'mobile-app-design-development',
    banner: {
      title: 'Mobile Apps From Idea to App Store',
      description:
        'One team designs, builds, releases and supports your iOS and Android apps. Bring an idea or an existing app, and we’ll plan the next release with you.',
      cta: 'Plan your app',
    },
    overview: {
      title: 'Overview',
      heading: 'One team from first sketch to store listing',
      description: `Mobile projects often stall between an agency that designs and another that builds. We keep **product discovery, UX design, engineering, QA and release** in one team, so decisions made in the first workshop survive all the way to the store.

We choose the approach with you:

- **Native** Swift and Kotlin apps for hardware-heavy or performance-critical products
- **Cross-platform** Flutter or React Native apps when one codebase serves both stores
- **Backend and APIs** on Node.js or .NET, hosted on AWS, Azure or Google Cloud

For a retail lender in Oman, our mobile loan origination app with e-KYC cut approval time from 5 days to 20 minutes. Each app we ship has crash reporting, analytics and an automated build pipeline from its first sprint.`,
    },
    services: {
      items: [
        {
          title: 'Product Discovery Workshops',
          description:
            'In two to three weeks we define users, core journeys and the first release scope, and leave you with a clickable prototype and a costed backlog.',
        },
        {
          title: 'Mobile UX and UI Design',
          description:
            'We design flows and screens in Figma that follow Apple and Material guidelines, then test them with real users before any code is written.',
        },
        {
          title: 'Native iOS and Android Builds',
          description:
            'We write Swift and Kotlin apps for products that need full hardware access, the best possible performance or the latest platform features.',
        },
        {
          title: 'Cross-Platform App Builds',
          description:
            'We build Flutter or React Native apps that share most of their code between iOS and Android, which shortens the path to both stores.',
        },
        {
          title: 'Mobile Backend and APIs',
          description:
            'We build the APIs, authentication, push notification services and admin panels your app depends on, and load-test them before launch.',
        },
        {
          title: 'Store Release Management',
          description:
            'We prepare listings, screenshots, privacy labels and review notes, and handle submission to the App Store and Google Play for every version.',
        },
        {
          title: 'App Maintenance and OS Updates',
          description:
            'We update apps for each new iOS and Android version, fix crashes reported in production and ship small improvements every month.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Native',
          heading: 'Platform languages and tools',
          logos: ['swift', 'kotlin', 'xcode', 'androidstudio', 'jetpackcompose'],
        },
        {
          title: 'Cross-Platform',
          heading: 'Shared code for both stores',
          logos: ['flutter', 'dart', 'react', 'expo', 'ionic'],
        },
        {
          title: 'Backend and Release',
          heading: 'APIs, data and delivery',
          logos: ['firebase', 'nodedotjs', 'graphql', 'fastlane', 'bitrise', 'sentry'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Fewer Handoffs',
          description:
            'Designers, developers and testers work in the same sprints, so nothing is lost between a design file and a build. Questions get answered in a day, not a week. You talk to one delivery lead instead of three vendors.',
        },
        {
          title: 'The Right Platform Choice',
          description:
            'We weigh native against cross-platform for your features, budget and roadmap before writing code. The choice is written down with its trade-offs. That avoids a costly rewrite a year after launch.',
        },
        {
          title: 'Stable Apps in Production',
          description:
            'Crash reporting, performance monitoring and automated UI tests are set up in the first sprint. We track crash-free sessions for every release. Problems are caught in beta, not in store reviews.',
        },
        {
          title: 'Smoother Store Approval',
          description:
            'We know the review rules of both stores and prepare privacy disclosures, demo logins and reviewer notes in advance. That lowers the risk of a rejection pushing back your launch date by a week or more.',
        },
        {
          title: 'Apps That Keep Improving',
          description:
            'Analytics on sign-up, search and checkout journeys show exactly where users drop off. We feed those findings into a monthly release train. Your app gets better after launch instead of aging.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Design and Build Together',
          description: 'Our designers and mobile engineers sit in the same delivery team in Bengaluru or Pune.',
        },
        {
          title: 'Native and Cross-Platform Skills',
          description:
            'We staff Swift, Kotlin, Flutter and React Native engineers, so the recommendation is never limited by what we can build.',
        },
        {
          title: 'Proven in Regulated Sectors',
          description:
            'We have shipped lending apps with e-KYC and core-banking links, under ISO 27001 information security controls.',
        },
        {
          title: 'Release Pipelines From Day One',
          description: 'Fastlane and CI builds deliver test versions to your team after every merge.',
        },
        {
          title: 'Apps for Many Markets',
          description: `With clients in ${companyFacts.clientCountries} countries, we build localization, right-to-left layouts and regional payment methods into apps from the start.`,
        },
        {
          title: 'Flexible Engagement Models',
          description:
            'Start with a fixed-scope project, then move to a dedicated Agiliti team when the app needs continuous development.',
        },
      ],
    },
    industries: {
      heading: 'Mobile Apps Across Industries',
      description: 'We build apps for six sectors, each with its own users, regulators and devices.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build mobile banking, lending and wallet apps with e-KYC, biometric login and device binding.',
        },
        {
          industry: 'healthcare',
          description:
            'We build telehealth, appointment and medication reminder apps that protect patient data and work with wearables.',
        },
        {
          industry: 'edtech',
          description:
            'We build learning apps with offline lessons, live classes and progress tracking for students and parents.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build companion apps for SaaS products so customers can approve requests, monitor accounts and get alerts away from their desks.',
        },
        {
          industry: 'digital-commerce',
          description: 'We build shopping and ordering apps with saved carts, one-tap payments and delivery tracking.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build apps for installers and homeowners to set up energy equipment, see generation data and log service visits.',
        },
      ],
    },
    faq: [
      {
        question: 'Should we build a native or a cross-platform app?',
        answer:
          'Native fits apps that depend on device hardware, complex animation or the newest platform features. Cross-platform fits most business, commerce and content apps and costs less to maintain. We recommend one after discovery, with the reasons written down.',
        cta: {
          label: 'Compare hybrid development',
          path: '/digital-development-services/hybrid-app-development-services',
        },
      },
      {
        question: 'How much does a mobile app cost?',
        answer:
          'Cost depends on the number of platforms, screens and integrations, and on the backend. After a discovery phase we give you a fixed quote for the first release or a monthly team cost. Both include design, QA and store submission.',
      },
      {
        question: 'How long until our app is in the stores?',
        answer:
          'A first release usually takes 12 to 20 weeks after discovery. We publish internal test builds from the second sprint, so you can try the app long before launch.',
      },
      {
        question: 'Do you design the app as well as build it?',
        answer:
          'Yes. Our UX and UI designers run research, create flows and build a Figma prototype that we test with users. The same designers stay on the project during development.',
      },
      {
        question: 'Who owns the code and the store accounts?',
        answer:
          'You do. Apps are published under your Apple and Google developer accounts, and the source code sits in your repository from the first commit.',
      },
      {
        question: 'Can we see a mobile app you have built?',
        answer:
          'Our work for a retail lender in Oman is one example. We brought e-KYC onboarding and core-banking integration into a single mobile loan journey.',
        cta: { label: 'Read the case study', path: '/portfolio/united-finance' },
      },
    ],
  },
  {
    page: 'ios-development-services',
    banner: {
      title: 'Native iOS Apps in Swift',
      description:
        'We build iPhone and iPad apps in Swift and SwiftUI, with a TestFlight build every sprint and a release ready for App Store review.',
      cta: 'Start your iOS app',
    },
    overview: {
      title: 'Overview',
      heading: 'iPhone and iPad apps that feel native from the first tap',
      description: `iOS users notice when an app ignores platform conventions: a custom back gesture, a missing Dynamic Type setting, a share sheet that looks wrong. We build with **Swift and SwiftUI**, follow Apple’s Human Interface Guidelines and use UIKit where a screen needs finer control.

Our iOS engineers work with the frameworks your product needs:

- Core Data or SwiftData for local storage
- Apple Pay, Sign in with Apple and Keychain for payments and login
- HealthKit, Core Location and WidgetKit for device features

Every sprint ends with a TestFlight build for your team. We support the two latest major iOS versions by default and older ones on request, and we handle App Store Connect setup, privacy labels and review notes.`,
    },
    services: {
      items: [
        {
          title: 'Custom iPhone App Development',
          description:
            'We build new iPhone apps in Swift and SwiftUI, with an architecture that keeps views, business logic and networking separate and testable.',
        },
        {
          title: 'iPad and Universal Apps',
          description:
            'We adapt layouts for iPad with split view, Stage Manager, keyboard shortcuts and Apple Pencil input where your users need them.',
        },
        {
          title: 'SwiftUI Migration',
          description:
            'We move Objective-C or older UIKit screens to Swift and SwiftUI step by step, so the app keeps shipping while the codebase modernizes.',
        },
        {
          title: 'Apple Ecosystem Extensions',
          description:
            'We build widgets, Live Activities, App Clips, Apple Watch companions and Siri shortcuts that extend your app beyond the home screen.',
        },
        {
          title: 'iOS Testing and Quality',
          description:
            'We write XCTest unit tests and XCUITest flows, run them in CI on every merge and test on a range of real iPhones and iPads.',
        },
        {
          title: 'App Store Submission and Compliance',
          description:
            'We prepare App Store Connect metadata, privacy nutrition labels and App Tracking Transparency prompts, and respond to review feedback until approval.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Languages and Frameworks',
          heading: 'Native Apple development',
          logos: ['swift', 'apple', 'ios', 'xcode', 'applepay'],
        },
        {
          title: 'Data and Services',
          heading: 'Storage, sync and backend',
          logos: ['firebase', 'sqlite', 'graphql', 'nodedotjs'],
        },
        {
          title: 'Build and Release',
          heading: 'Automated builds to TestFlight',
          logos: ['fastlane', 'githubactions', 'bitrise', 'cocoapods', 'appstore', 'sentry'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Full Access to Apple Features',
          description:
            'Native Swift code reaches every framework Apple ships, often on the day a new iOS version launches. Widgets, Live Activities and Apple Pay work without third-party bridges. Your app can adopt new features as soon as users update.',
        },
        {
          title: 'Smooth, Familiar Interface',
          description:
            'SwiftUI and UIKit render with the system’s own components, so scrolling, gestures and animations behave as users expect. Accessibility features such as VoiceOver and Dynamic Type work with little extra effort.',
        },
        {
          title: 'Strong Security Model',
          description:
            'Keychain storage, Face ID, App Transport Security and app sandboxing protect user data by default. We add certificate pinning and jailbreak detection for financial and health apps. Security reviews run before each major release.',
        },
        {
          title: 'Reliable App Store Approval',
          description:
            'Apps built to Apple’s guidelines pass review with fewer surprises, because the common rejection reasons are handled during development. We prepare privacy labels and demo accounts before each submission. That keeps your release dates firm.',
        },
        {
          title: 'Lower Long-Term Maintenance',
          description:
            'Modern Swift code with tests is easier to update for each yearly iOS release. Deprecated APIs are replaced as part of routine maintenance. You avoid the costly rewrites that older Objective-C apps often face.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Dedicated iOS Engineers',
          description:
            'Our iOS developers work in Swift every day rather than switching between stacks from project to project.',
        },
        {
          title: 'TestFlight Every Sprint',
          description: 'You install and try a fresh build at the end of each two-week sprint.',
        },
        {
          title: 'Human Interface Guidelines First',
          description: 'Our designers start from Apple’s patterns, so the app feels familiar to iPhone users.',
        },
        {
          title: 'Secure by Default',
          description:
            'Keychain, biometric login and encrypted storage come as standard, within an ISO 27001-certified delivery process.',
        },
        {
          title: 'Ready for Each iOS Release',
          description:
            'We test your app against Apple’s beta releases every summer and fix issues before the public launch in the fall.',
        },
        {
          title: 'Android Counterpart Available',
          description:
            'When you need an Android version, our Kotlin team builds it against the same APIs and design system.',
        },
      ],
    },
    industries: {
      heading: 'iOS Apps Across Industries',
      description: 'iPhone and iPad apps play a different role in each sector, and we build for that role.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build iOS banking and investment apps with Face ID login, Apple Pay and Keychain-protected tokens.',
        },
        {
          industry: 'healthcare',
          description: 'We build iPhone apps that read HealthKit data with user consent and share it with care teams.',
        },
        {
          industry: 'edtech',
          description:
            'We build iPad learning apps with Apple Pencil input, offline lessons and support for school device management.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build native iOS clients for SaaS platforms with widgets and Live Activities that surface account updates.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build iPhone shopping apps with Apple Pay checkout, App Clips for quick purchases and order tracking.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build iOS apps that show home energy production and battery status in widgets and on Apple Watch.',
        },
      ],
    },
    faq: [
      {
        question: 'Do you use SwiftUI or UIKit?',
        answer:
          'We use SwiftUI for most new screens because it needs less code and previews quickly. UIKit remains the better tool for some complex lists, text editors and camera views, and the two mix well. Existing UIKit apps can adopt SwiftUI one screen at a time.',
      },
      {
        question: 'Which iOS versions will our app support?',
        answer:
          'By default we support the current and previous major iOS versions, which covers the large majority of active iPhones. If your analytics show many users on older versions, we agree a lower minimum and test against it.',
      },
      {
        question: 'Can you take over our existing iOS app?',
        answer:
          'Yes. We start with a code review covering architecture, test coverage, dependencies and crash data. You get a list of fixes by priority, and we begin feature work once builds and releases run through our pipeline.',
      },
      {
        question: 'Will you handle App Store submission?',
        answer:
          'Yes. We set up App Store Connect, prepare screenshots, descriptions and privacy labels, and submit each version. If Apple raises questions, we answer them and resubmit.',
      },
      {
        question: 'Can you build an Android version too?',
        answer:
          'Yes. Our Android team builds in Kotlin with Jetpack Compose and shares the API layer and design system with the iOS app. If both apps must stay identical, a cross-platform approach may cost less.',
        cta: {
          label: 'See Android development',
          path: '/digital-development-services/android-application-development-services',
        },
      },
      {
        question: 'How do we get started on an iOS app?',
        answer:
          'Share your idea, designs or current app with us. We reply with questions and propose a discovery phase that ends with a prototype, an architecture and a release plan.',
        cta: { label: 'Talk to our iOS team', path: '/contact' },
      },
    ],
  },
  {
    page: 'android-application-development-services',
    banner: {
      title: 'Android Apps Built in Kotlin',
      description:
        'We build native Android apps with Jetpack Compose and Material Design 3, tested on real devices and released through Google Play.',
      cta: 'Start your Android app',
    },
    overview: {
      title: 'Overview',
      heading: 'Native Android apps for a fragmented device landscape',
      description: `Android runs on phones from dozens of manufacturers, with different screen sizes, memory limits and OS versions. An app that works on a flagship can stutter on a budget handset. We plan for that range from the first sprint.

Our engineers write **Kotlin** with **Jetpack Compose** and Material Design 3, and structure apps with:

- coroutines and Flow for background work and live data
- Room for offline storage and WorkManager for scheduled sync
- Hilt for dependency injection and clean, testable modules

We test on a matrix of real devices chosen from your user analytics and release through Google Play with internal, closed and staged production tracks. Crash reports and Android vitals show us how each release behaves in the field.`,
    },
    services: {
      items: [
        {
          title: 'Custom Android App Development',
          description:
            'We build new Kotlin apps with a modular architecture, so each feature can be developed, tested and released on its own schedule.',
        },
        {
          title: 'Jetpack Compose Migration',
          description:
            'We convert XML layouts and Java code to Kotlin and Compose screen by screen, with UI tests guarding each step so users never notice the change.',
        },
        {
          title: 'Wear OS and Android Auto Apps',
          description:
            'We extend your app to smartwatches and car displays with tiles, complications and driver-safe interfaces that follow Google’s design rules.',
        },
        {
          title: 'Android Performance Optimization',
          description:
            'We profile startup time, memory use, battery drain and frame drops with Android Studio tools and baseline profiles, then fix the worst offenders first.',
        },
        {
          title: 'Device Testing and QA',
          description:
            'We run Espresso and Compose UI tests in CI and test by hand on real devices across manufacturers, screen sizes and OS versions.',
        },
        {
          title: 'Google Play Release and Growth',
          description:
            'We manage Play Console tracks, staged rollouts, store listings and in-app update prompts, and watch Android vitals closely after each release.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Languages and UI',
          heading: 'Modern Android development',
          logos: ['kotlin', 'android', 'jetpackcompose', 'materialdesign', 'androidstudio'],
        },
        {
          title: 'Data and Backend',
          heading: 'Storage, sync and services',
          logos: ['sqlite', 'firebase', 'graphql', 'googlemaps', 'ktor'],
        },
        {
          title: 'Build and Quality',
          heading: 'Automated builds and monitoring',
          logos: ['gradle', 'githubactions', 'fastlane', 'googleplay', 'appium', 'sentry'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Reach the Widest Audience',
          description:
            'Android runs on most of the world’s smartphones, including the budget devices common in India, Africa and the Middle East. A well-built native app serves all of them. You reach users that an iPhone-only launch would miss.',
        },
        {
          title: 'Smooth on Budget Devices',
          description:
            'Baseline profiles, lean layouts and careful memory use keep the app fast on low-RAM phones. We test on entry-level handsets, not only flagships. Users on older phones get the same core experience.',
        },
        {
          title: 'Deep Device Integration',
          description:
            'Native code reaches the camera, NFC, Bluetooth, background services and home-screen widgets without workarounds. Features such as tap-to-pay and barcode scanning perform reliably. New Android APIs can be adopted as soon as they ship.',
        },
        {
          title: 'Safer Releases on Google Play',
          description:
            'Staged rollouts send a new version to a small share of users first. If crash rates rise, we halt the rollout and fix the issue. Most users only ever see tested, stable builds.',
        },
        {
          title: 'Code Built for the Future',
          description:
            'Kotlin and Jetpack Compose are Google’s recommended tools for Android. Apps built with them are easier to hire for and to maintain. Library updates and new OS versions take less effort.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Kotlin-First Engineers',
          description:
            'Our Android developers write Kotlin and Compose by default and know the older Java and XML code they often inherit.',
        },
        {
          title: 'Analytics-Based Device Testing',
          description:
            'We pick test devices from your analytics, covering the manufacturers and OS versions your users actually have.',
        },
        {
          title: 'Offline-Ready Architecture',
          description:
            'Room storage and WorkManager sync let the app keep working when the network drops and catch up when it returns.',
        },
        {
          title: 'Regulated-Sector Track Record',
          description:
            'Our mobile lending work for a retail lender in Oman took loan approvals from 5 days to 20 minutes.',
        },
        {
          title: 'Play Console Experience',
          description:
            'We handle tracks, pre-launch reports, data safety forms and policy updates, so releases are not held up by paperwork.',
        },
        {
          title: 'One Partner for Both Platforms',
          description: 'Our iOS team can build the iPhone version in Swift against the same backend and design system.',
        },
      ],
    },
    industries: {
      heading: 'Android Apps Across Industries',
      description: 'Android reaches the widest range of users in every sector we serve.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build Android lending and payment apps with e-KYC, NFC tap-to-pay and device binding for secure sessions.',
        },
        {
          industry: 'healthcare',
          description:
            'We build Android apps for clinics and community health workers that capture patient data offline and sync it securely.',
        },
        {
          industry: 'edtech',
          description:
            'We build Android learning apps tuned for low-cost phones, with downloadable lessons and small install sizes.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build Android clients for SaaS products with home-screen widgets, notifications and work-profile support for managed devices.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build Android shopping and delivery apps with Google Pay, barcode scanning and live order tracking.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build Android tools for field technicians that commission solar and battery equipment over Bluetooth and log site photos.',
        },
      ],
    },
    faq: [
      {
        question: 'Do you build Android apps in Kotlin or Java?',
        answer:
          'New apps are written in Kotlin, which Google recommends for Android. We maintain Java codebases too and can migrate them to Kotlin gradually, since the two languages work side by side.',
      },
      {
        question: 'How do you handle the range of Android devices?',
        answer:
          'We build a device matrix from your analytics and the markets you target, covering screen sizes, manufacturers and OS versions. Automated UI tests run on emulators in CI, and our QA team checks each release on real phones from that matrix.',
      },
      {
        question: 'What is the minimum Android version you support?',
        answer:
          'We usually set the minimum to a version that covers the large majority of your users, based on your analytics and Play Console data. Supporting much older versions is possible but adds testing effort, and we quote it separately.',
      },
      {
        question: 'Can you improve the performance of our existing Android app?',
        answer:
          'Yes. We profile startup, rendering, memory and battery use, and read your Android vitals for crash and ANR rates. You get a ranked list of fixes, and we can deliver them in short sprints.',
        cta: { label: 'Book a performance review', path: '/contact' },
      },
      {
        question: 'Have you built Android apps for regulated industries?',
        answer:
          'Yes. We built mobile loan origination with e-KYC and core-banking integration for a retail lender in Oman. Our handling of sensitive data follows ISO 27001 controls.',
        cta: { label: 'Read the lending story', path: '/portfolio/united-finance' },
      },
      {
        question: 'Can we hire dedicated Android developers instead?',
        answer:
          'Yes. Through Agiliti, vetted Kotlin engineers join your team full-time after onboarding of about two weeks. Billing is monthly, and we replace an engineer if the fit is wrong.',
      },
    ],
  },
  {
    page: 'hybrid-app-development-services',
    banner: {
      title: 'One Codebase for iOS and Android',
      description:
        'We build cross-platform apps in Flutter and React Native and write native modules wherever your app needs deeper device access.',
      cta: 'Scope your hybrid app',
    },
    overview: {
      title: 'Overview',
      heading: 'Two app stores, one codebase and one team',
      description: `Funding separate iOS and Android builds doubles the work on every feature. A cross-platform app shares its business logic and most of its interface between both platforms, so each feature is designed, built and tested once.

We work in two frameworks and help you pick:

- **Flutter** when you want pixel-identical screens and smooth custom animation
- **React Native** when your team already works in React and TypeScript, or wants to share code with a web app

Where an app needs the camera, Bluetooth, biometrics or a payment SDK, our native engineers write platform modules in Swift and Kotlin. Releases go out to both stores from one CI pipeline, with one suite of automated tests behind them.`,
    },
    services: {
      items: [
        {
          title: 'Flutter App Development',
          description:
            'We build Flutter apps in Dart with a shared widget library, state management in Riverpod or Bloc, and golden tests that lock the interface in place.',
        },
        {
          title: 'React Native App Development',
          description:
            'We build React Native apps in TypeScript on the New Architecture, often with Expo, and share hooks and API clients with your web app.',
        },
        {
          title: 'Native Module Development',
          description:
            'We write Swift and Kotlin bridges for Bluetooth devices, payment terminals, biometrics and vendor SDKs that have no ready-made plugin.',
        },
        {
          title: 'Native to Cross-Platform Migration',
          description:
            'We merge two separate native apps into one cross-platform codebase feature by feature, keeping both store listings and all user data.',
        },
        {
          title: 'Ionic and Capacitor Apps',
          description:
            'We wrap existing Angular or React web apps with Capacitor to reach the stores quickly when a full rewrite is not justified.',
        },
        {
          title: 'Over-the-Air Updates',
          description:
            'We set up code push for JavaScript and asset changes within store rules, so urgent fixes reach users without waiting for a new review.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Frameworks and Languages',
          heading: 'One codebase, two platforms',
          logos: ['flutter', 'dart', 'react', 'typescript', 'expo', 'ionic', 'capacitor'],
        },
        {
          title: 'Native Bridges',
          heading: 'Platform code where it counts',
          logos: ['swift', 'kotlin', 'xcode', 'androidstudio'],
        },
        {
          title: 'Delivery Pipeline',
          heading: 'Both stores from one pipeline',
          logos: ['codemagic', 'fastlane', 'githubactions', 'firebase', 'sentry'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'One Team, Two Platforms',
          description:
            'A single cross-platform team replaces separate iOS and Android teams with their own priorities. Features ship on both platforms in the same release. Coordination overhead drops because there is one backlog.',
        },
        {
          title: 'Consistent Experience Everywhere',
          description:
            'Users see the same flows, wording and brand on every phone, whichever store they installed from. Design changes happen once. Support teams answer questions about one app instead of two diverging ones.',
        },
        {
          title: 'Shorter Time to Market',
          description:
            'Shared code means the first release reaches both stores together. Later features take less effort because they are built once. You can test a product idea on both platforms sooner.',
        },
        {
          title: 'Lower Maintenance Cost',
          description:
            'One codebase means one set of dependencies to update and one test suite to run. Bug fixes land on both platforms at once. Yearly iOS and Android updates need less rework and fewer engineer hours.',
        },
        {
          title: 'Native Where It Matters',
          description:
            'Performance-critical screens and hardware features can still use native code written in Swift or Kotlin. You get cross-platform savings without giving up device access. We decide case by case, not by rule.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Framework Choice Without Bias',
          description:
            'We build in both Flutter and React Native and recommend the one that fits your team, product and roadmap.',
        },
        {
          title: 'Native Skills in the Team',
          description:
            'Swift and Kotlin engineers sit alongside our cross-platform developers, so native modules do not stall the project.',
        },
        {
          title: 'Code Shared With Web',
          description:
            'React Native projects can reuse TypeScript models, validation and API clients from your React web app.',
        },
        {
          title: 'Tested on Both Platforms',
          description:
            'Every release runs automated tests on iOS and Android and gets a manual pass on real phones before it ships.',
        },
      ],
    },
    industries: {
      heading: 'Hybrid Apps Across Industries',
      description: 'Cross-platform apps help every sector launch on both stores with one budget.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build cross-platform banking and insurance apps that wrap certified native SDKs for e-KYC, biometrics and payments.',
        },
        {
          industry: 'healthcare',
          description:
            'We build Flutter and React Native apps for patient engagement, appointment booking and remote monitoring with connected devices.',
        },
        {
          industry: 'edtech',
          description:
            'We build one learning app for students on both iPhones and low-cost Android phones, with shared offline content logic.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build mobile versions of SaaS products in React Native that reuse the web app’s TypeScript code and design tokens.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build cross-platform shopping, loyalty and delivery apps that launch on both stores in time for the same sale season.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build cross-platform apps that pair with solar inverters, home batteries and EV chargers over Bluetooth.',
        },
      ],
    },
    faq: [
      {
        question: 'Flutter or React Native: which should we choose?',
        answer:
          'Flutter suits apps with highly custom interfaces and teams willing to adopt Dart. React Native suits teams that already use React and TypeScript or want to share code with a web app. Both produce fast, store-ready apps, and we recommend one after reviewing your team and requirements.',
      },
      {
        question: 'Will a hybrid app feel slower than a native one?',
        answer:
          'For most business, commerce and content apps, users cannot tell the difference. Heavy 3D graphics, real-time video processing or complex background work can justify native code. We move those parts to native modules when needed.',
      },
      {
        question: 'Can a hybrid app use the camera, Bluetooth and other device features?',
        answer:
          'Yes. Plugins cover the camera, location, biometrics and notifications. For anything without a maintained plugin, such as a vendor’s Bluetooth device, our engineers write a native module in Swift and Kotlin.',
      },
      {
        question: 'Can you convert our two native apps into one cross-platform app?',
        answer:
          'Yes. We usually migrate feature by feature, embedding new cross-platform screens in the existing apps until the old code can be removed. Users keep their accounts and data throughout.',
        cta: { label: 'Discuss a migration', path: '/contact' },
      },
      {
        question: 'When is a fully native app the better choice?',
        answer:
          'Go native when the app depends on the latest platform APIs on release day, on demanding graphics, or on deep integration with one ecosystem such as Apple Watch. Our native teams can also build the few screens that need it inside a cross-platform app.',
        cta: { label: 'See iOS development', path: '/digital-development-services/ios-development-services' },
      },
    ],
  },
  {
    page: 'erp-integration-service',
    banner: {
      title: 'ERP Integration That Ends Double Entry',
      description:
        'We connect SAP, Oracle NetSuite, Microsoft Dynamics 365 and Odoo to the systems around them with monitored APIs and middleware.',
      cta: 'Map your integrations',
    },
    overview: {
      title: 'Overview',
      heading: 'Connect your ERP to the rest of the business',
      description: `When orders, stock and invoices are typed into two or three systems, errors follow and month-end closes late. We connect your ERP to CRM, e-commerce, warehouse, HR and banking systems so each record is entered once and flows where it is needed.

Our integration engineers work with **SAP S/4HANA, Oracle NetSuite, Microsoft Dynamics 365 and Odoo**. Depending on volume and latency, we use:

- REST, OData and SOAP APIs for direct connections
- middleware such as MuleSoft, Azure Integration Services or Apache Camel
- event streams on Apache Kafka or RabbitMQ for high-volume updates

Every flow gets retries, a dead-letter queue, alerting and a runbook. Our delivery process is certified to ISO 27001, which matters when financial data crosses systems.`,
    },
    services: {
      items: [
        {
          title: 'Integration Assessment',
          description:
            'We map every system, interface and manual handoff around your ERP, then design a target architecture with priorities and effort estimates.',
        },
        {
          title: 'CRM and ERP Sync',
          description:
            'We sync accounts, quotes, orders and invoices between Salesforce, HubSpot or Dynamics CRM and your ERP, with clear ownership of each field.',
        },
        {
          title: 'E-commerce to ERP Integration',
          description:
            'We connect Shopify, Adobe Commerce and WooCommerce stores to your ERP, so stock, prices, orders and returns stay in sync in near real time.',
        },
        {
          title: 'Finance and Banking Connections',
          description:
            'We link ERP ledgers with banks, payment gateways and tax portals, so reconciliation, vendor payouts and e-invoicing run without manual uploads.',
        },
        {
          title: 'Warehouse and Logistics Integration',
          description:
            'We connect warehouse management systems, carriers and 3PL partners so shipments, tracking numbers and stock movements post back to the ERP automatically.',
        },
        {
          title: 'API and Middleware Development',
          description:
            'We build reusable APIs and integration flows on MuleSoft, Azure Integration Services or open-source middleware, each one documented with OpenAPI.',
        },
        {
          title: 'Integration Monitoring and Support',
          description:
            'We watch every flow with dashboards and alerts, replay failed messages and update connectors whenever the ERP or a connected system is upgraded.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'ERP and Finance Platforms',
          heading: 'Systems we connect',
          logos: ['sap', 'odoo', 'zoho', 'quickbooks', 'xero', 'sage'],
        },
        {
          title: 'Integration and Messaging',
          heading: 'Middleware, queues and API contracts',
          logos: ['apachekafka', 'rabbitmq', 'talend', 'openapiinitiative', 'swagger', 'postman'],
        },
        {
          title: 'Runtime and Monitoring',
          heading: 'Where integrations run and how we watch them',
          logos: ['docker', 'kubernetes', 'nodedotjs', 'springboot', 'dotnet', 'grafana', 'prometheus'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Data Entered Once',
          description:
            'Orders, customers and invoices are created in one system and flow to the others automatically. Staff stop rekeying data between screens and spreadsheets. Typing errors, duplicates and mismatched records drop away.',
        },
        {
          title: 'Faster Month-End Close',
          description:
            'Automated reconciliation between ERP, bank statements and payment data cuts manual spreadsheet work. Finance teams start the close with most transactions already matched. Exceptions are flagged for review instead of hunted down.',
        },
        {
          title: 'Accurate Stock Everywhere',
          description:
            'Stock levels sync from ERP and warehouse to every sales channel, including marketplaces. Customers stop ordering items that are out of stock. Buyers plan purchases with current numbers instead of yesterday’s.',
        },
        {
          title: 'Visibility Across Operations',
          description:
            'With data flowing between systems, dashboards show orders, cash and inventory in one view. Managers make decisions on current figures rather than last week’s exports. Reports no longer need manual merging.',
        },
        {
          title: 'Integrations That Survive Upgrades',
          description:
            'We isolate each connection behind an API layer, so an ERP upgrade or a new CRM does not break every flow. Changes are made in one place. Regression tests confirm nothing else moved.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Multi-ERP Experience',
          description:
            'Our engineers have integrated SAP, NetSuite, Dynamics 365 and Odoo, so we know each system’s APIs and limits.',
        },
        {
          title: 'Business Process First',
          description:
            'We start with how orders, invoices and stock move through your company, then design the technical flows.',
        },
        {
          title: 'Certified Information Security',
          description:
            'Our ISO 27001 certification covers how we handle credentials, financial data and production access.',
        },
        {
          title: 'Failures Handled by Design',
          description:
            'Retries, idempotent processing and dead-letter queues mean a failed message is retried or flagged, never silently lost.',
        },
        {
          title: 'Cloud Partnerships',
          description:
            'We deploy integration services on AWS, Microsoft Azure or Google Cloud, all three of which we partner with.',
        },
        {
          title: 'Documentation You Can Audit',
          description:
            'Every flow comes with a data map, an OpenAPI contract and a runbook for your IT team and auditors.',
        },
      ],
    },
    industries: {
      heading: 'ERP Integration Across Industries',
      description:
        'Each sector connects its ERP to a different set of systems, and we plan each integration around them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We connect ERP ledgers with core banking, loan management and payment systems for automated reconciliation and regulatory reporting.',
        },
        {
          industry: 'healthcare',
          description:
            'We link hospital ERPs with pharmacy, lab and billing systems so supplies, claims and invoices stay in step.',
        },
        {
          industry: 'edtech',
          description:
            'We integrate student information systems and learning platforms with ERP finance for fee collection, payroll and grants.',
        },
        {
          industry: 'internet-saas',
          description:
            'We connect subscription billing and CRM data to the ERP so revenue recognition and invoicing run without spreadsheets.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We sync storefronts, marketplaces and warehouses with the ERP for real-time stock, order routing and returns.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We connect project, asset and emissions data to the ERP so sustainability reporting draws on the same numbers as finance.',
        },
      ],
    },
    faq: [
      {
        question: 'Which ERP systems do you integrate?',
        answer:
          'We work most often with SAP S/4HANA, Oracle NetSuite, Microsoft Dynamics 365 and Odoo. We also connect Zoho, QuickBooks, Xero and Sage for smaller businesses, and older on-premise ERPs through database or file-based interfaces.',
      },
      {
        question: 'Do we need middleware, or can systems connect directly?',
        answer:
          'Two or three systems with low volumes can often connect through direct APIs. Once you have many systems or high volumes, middleware or an event stream is easier to monitor and change. We recommend the lightest option that will still hold up in two years.',
      },
      {
        question: 'How do you keep data consistent between systems?',
        answer:
          'We define which system owns each field, then build flows that respect that ownership. Messages are processed idempotently, failures are retried and anything unresolved lands in a queue for review. Nightly reconciliation reports catch any drift.',
      },
      {
        question: 'How long does an ERP integration project take?',
        answer:
          'A single integration, such as e-commerce orders into the ERP, usually takes four to eight weeks. A program covering several systems runs in phases over a few months. The assessment at the start gives you a phased plan.',
        cta: { label: 'Request an assessment', path: '/contact' },
      },
      {
        question: 'How do you secure financial and customer data in transit?',
        answer:
          'All traffic is encrypted with TLS, credentials are held in a secrets manager and each integration gets only the permissions it needs. We log access and changes for audit.',
      },
      {
        question: 'Can you connect a new online store to our ERP?',
        answer:
          'Yes. Our e-commerce team builds the store and our integration engineers connect it to the ERP in the same project, so stock, prices and orders flow from launch day.',
        cta: { label: 'See e-commerce development', path: '/digital-development-services/ecommerce-services' },
      },
    ],
  },
  {
    page: 'ecommerce-services',
    banner: {
      title: 'E-commerce Stores Built to Sell',
      description:
        'We build and integrate online stores on Shopify Plus, Adobe Commerce and commercetools, with checkouts designed for mobile buyers.',
      cta: 'Plan your store',
    },
    overview: {
      title: 'Overview',
      heading: 'Online stores that run smoothly from catalog to delivery',
      description: `A store is more than its storefront. Behind every order sit a catalog, prices, stock, payments, tax, shipping and returns, and any one of them can fail on a sale day. We design and build the whole chain.

We work on three kinds of platform:

- **SaaS**: Shopify Plus and BigCommerce for fast launches and low upkeep
- **Open source**: Adobe Commerce (Magento), WooCommerce and Medusa for full control
- **Headless**: commercetools or Shopify APIs behind a Next.js storefront

For a conversational-commerce start-up in Kenya, we built WhatsApp ordering, payments and a merchant dashboard; orders per merchant tripled in six months. We load-test every store before peak season and connect it to your ERP, search and payment providers.`,
    },
    services: {
      items: [
        {
          title: 'Storefront Design and Build',
          description:
            'We design and build themed or headless storefronts with fast listing pages, rich product detail pages and a short checkout that works on a phone.',
        },
        {
          title: 'E-commerce Replatforming',
          description:
            'We move stores between platforms with products, customers, order history and SEO redirects intact, keeping the content freeze as short as possible.',
        },
        {
          title: 'Headless Commerce',
          description:
            'We pair commercetools or Shopify’s Storefront API with a Next.js front end for teams that need custom experiences across web, app and in-store screens.',
        },
        {
          title: 'Payment and Checkout Integration',
          description:
            'We integrate Stripe, Adyen, PayPal, Razorpay and buy-now-pay-later options, with 3-D Secure, saved cards and the local payment methods your buyers expect.',
        },
        {
          title: 'B2B Commerce Portals',
          description:
            'We build trade portals for wholesale buyers with customer-specific price lists, quick order by SKU, approval workflows and payment on invoice terms.',
        },
        {
          title: 'Search and Merchandising',
          description:
            'We set up Algolia or Elasticsearch with synonyms, facets and merchandising rules so shoppers find the right product in fewer clicks.',
        },
        {
          title: 'Conversational Commerce',
          description:
            'We build ordering and payment flows inside WhatsApp and other chat apps, connected to your catalog, stock and order management systems.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Commerce Platforms',
          heading: 'Where your store runs',
          logos: ['shopify', 'woocommerce', 'bigcommerce', 'medusa', 'prestashop', 'shopware'],
        },
        {
          title: 'Payments',
          heading: 'Checkout and payment providers',
          logos: ['stripe', 'adyen', 'paypal', 'razorpay', 'klarna', 'googlepay'],
        },
        {
          title: 'Storefront and Search',
          heading: 'Fast browsing and finding',
          logos: ['nextdotjs', 'react', 'algolia', 'elasticsearch', 'cloudinary', 'googleanalytics'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Higher Mobile Conversion',
          description:
            'Shorter checkouts, wallet payments and saved addresses reduce the steps between cart and order. Product pages load fast on phones, even on busy sale days. More shoppers complete the purchase they started.',
        },
        {
          title: 'Stores Ready for Peak Traffic',
          description:
            'We load-test against your expected sale-day traffic and tune caching, queues and database limits. Autoscaling on your cloud absorbs sudden spikes. Your team watches live dashboards during the event rather than firefighting.',
        },
        {
          title: 'Less Manual Back-Office Work',
          description:
            'Orders, stock and refunds flow between the store, ERP and warehouse without copy and paste. Your operations team handles exceptions only, from a single queue. Fulfillment can start as soon as payment clears.',
        },
        {
          title: 'Control for Merchandisers',
          description:
            'Your team edits products, promotions, bundles and landing pages without waiting for a developer. Scheduled campaigns go live on time, even at midnight. Every change is previewed before customers see it.',
        },
        {
          title: 'Secure Payments',
          description:
            'Card data stays with PCI DSS-compliant payment providers, never on your servers. Fraud screening rules and 3-D Secure reduce chargebacks. We review security before launch and after every major change.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'The Right Platform for You',
          description:
            'We build on SaaS, open-source and headless platforms, so we recommend by your catalog, markets and team, not by habit.',
        },
        {
          title: 'Commerce and ERP Together',
          description:
            'Our integration engineers connect the store to your ERP and warehouse within the same project plan.',
        },
        {
          title: 'Conversational Commerce Experience',
          description: 'We have built WhatsApp ordering, payments and merchant tools for a start-up selling in Kenya.',
        },
        {
          title: 'Design for Conversion',
          description: 'Our UX designers test product pages and checkout flows with real shoppers before launch.',
        },
        {
          title: 'Peak-Season Readiness',
          description: 'We run load tests, freeze risky changes and stay on call through your biggest sale days.',
        },
        {
          title: 'Ongoing Store Optimization',
          description:
            'After launch we track conversion funnels and ship monthly improvements to search, product pages and checkout.',
        },
      ],
    },
    industries: {
      heading: 'E-commerce Across Industries',
      description: 'Online selling looks different in every sector, and we build each store around its own rules.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build online sales journeys for insurance and card products, with eligibility checks, e-signatures and payment collection.',
        },
        {
          industry: 'healthcare',
          description:
            'We build online pharmacy and wellness stores with prescription upload, age checks and temperature-aware delivery options.',
        },
        {
          industry: 'edtech',
          description:
            'We build course and subscription stores with bundles, coupons, installment payments and instant access after purchase.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build self-serve checkouts for software plans with trials, seat-based pricing, tax handling and upgrade flows.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build multi-brand and marketplace stores with seller onboarding, split payments and unified order management.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build stores for refurbished, refillable and low-impact products, with take-back programs and carbon details on product pages.',
        },
      ],
    },
    faq: [
      {
        question: 'Which e-commerce platform should we use?',
        answer:
          'Shopify Plus suits brands that want fast launches and low maintenance. Adobe Commerce and open-source platforms suit complex catalogs and heavy customization, and headless setups suit teams selling across many channels. We recommend one after looking at your catalog, markets, integrations and team.',
      },
      {
        question: 'Can you migrate our store to a new platform without losing SEO?',
        answer:
          'Yes. We map every product, category and content URL to its new address and set 301 redirects before launch. Structured data, metadata and reviews move across, and we monitor Google Search Console for errors in the weeks after.',
      },
      {
        question: 'Do you build B2B e-commerce?',
        answer:
          'Yes. We build trade portals with customer-specific catalogs and prices, bulk ordering, quote requests, approval chains and payment on account. These usually connect to an ERP for pricing and credit limits.',
        cta: { label: 'See ERP integration', path: '/digital-development-services/erp-integration-service' },
      },
      {
        question: 'How do you prepare a store for sale events?',
        answer:
          'We load-test against your traffic forecast, add caching and queueing where needed and freeze non-essential releases beforehand. On the day, our engineers monitor the store and payment flows alongside your team.',
      },
      {
        question: 'Can you help us sell through WhatsApp or other chat apps?',
        answer:
          'Yes. For a conversational-commerce start-up in Kenya, we built a WhatsApp ordering and payments platform with a chatbot and a merchant dashboard. The case study explains how the engagement ran.',
        cta: { label: 'See the WhatsApp story', path: '/portfolio/sukhiba' },
      },
      {
        question: 'Do you market the store after launch?',
        answer:
          'Our digital marketing team runs e-commerce SEO, paid campaigns and email programs for stores we build or inherit. Development and marketing share the same analytics setup, so results are measured one way.',
      },
    ],
  },
];
