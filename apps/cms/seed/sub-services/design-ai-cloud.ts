import type { SubServiceSeed } from '../types';

export const designAiCloudPages: readonly SubServiceSeed[] = [
  {
    page: 'ui-design-services',
    banner: {
      title: 'Interfaces your developers can build',
      description:
        'We design screens, components and design systems in Figma that engineers ship from without guessing. Every state, breakpoint and token is documented.',
      cta: 'Start your UI project',
    },
    overview: {
      title: 'Overview',
      heading: 'UI design that survives the handoff to engineering',
      description: `A good interface is clear to the user and unambiguous to the developer who builds it. Our designers in Bengaluru and Pune start from your brand and your product’s real content, then compose screens from a shared component library instead of one-off mockups.

Each engagement produces:
- a Figma library with variables for color, type, spacing and motion
- responsive layouts for mobile, tablet and desktop
- annotated specs for every state: empty, loading, error and success
- contrast and focus checks against WCAG 2.2 AA

We review builds with your engineers in Storybook, so the coded component matches the design before it reaches users. The same way of working helped a security software company in India relaunch its product site and in-app UX, and its trial sign-ups rose by 42%.`,
    },
    services: {
      items: [
        {
          title: 'Design system creation',
          description:
            'We build a Figma library of components, variants and variables, with usage rules for each one. Your designers and developers work from one source instead of copying old screens.',
        },
        {
          title: 'Design tokens and theming',
          description:
            'We define color, type, spacing and radius as tokens and export them to CSS variables or a Tailwind config. Light and dark themes, or several brands, come from the same set.',
        },
        {
          title: 'Responsive screen design',
          description:
            'We lay out every screen for phone, tablet and desktop widths, using auto layout and real content. Developers see exactly how each grid, image and table reflows between breakpoints.',
        },
        {
          title: 'Accessible interface design',
          description:
            'We check contrast ratios, focus order, touch target sizes and text scaling against WCAG 2.2 AA while we design. Fixing these issues in Figma costs far less than fixing them in code.',
        },
        {
          title: 'Interaction and motion design',
          description:
            'We specify transitions, micro-interactions and loading states with exact timing and easing values. Motion is prototyped in Figma or exported as Lottie files that your app plays directly.',
        },
        {
          title: 'Visual redesign of live products',
          description:
            'We refresh the look of an existing web or mobile app in stages, screen by screen. Releases continue on schedule while the new interface rolls out behind feature flags.',
        },
        {
          title: 'Developer handoff and build review',
          description:
            'We annotate specs, map Figma components to coded ones in Storybook and review pull requests for visual accuracy. Differences get fixed before release, not reported by users afterward.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Design',
          heading: 'Where screens and libraries are made',
          logos: ['figma', 'sketch', 'framer', 'lottiefiles'],
        },
        {
          title: 'Component build',
          heading: 'Where designs become code',
          logos: ['storybook', 'react', 'tailwindcss', 'radixui', 'styledcomponents', 'sass'],
        },
        {
          title: 'Quality checks',
          heading: 'How we verify what ships',
          logos: ['lighthouse', 'googlechrome', 'html5', 'css'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Faster front-end delivery',
          description:
            'Developers build from documented components instead of measuring mockups. Questions about spacing, states and breakpoints are already answered in the spec. Your team spends less time in review cycles and more time on features.',
        },
        {
          title: 'One consistent product',
          description:
            'Every screen uses the same buttons, forms and type scale, even when several teams contribute. Users learn a pattern once and recognize it everywhere. New features look like they belong from the day they launch.',
        },
        {
          title: 'Access for more users',
          description:
            'Interfaces that meet WCAG 2.2 AA work for people who use screen readers, keyboards or larger text. That widens your audience. It also reduces legal exposure in markets with accessibility laws.',
        },
        {
          title: 'Cheaper brand changes',
          description:
            'Because colors and type live in tokens, a rebrand or a new theme changes values in one place. Products that consume the tokens in code pick up the change in a single release, without hunting through stylesheets.',
        },
        {
          title: 'Clearer paths to action',
          description:
            'Clear hierarchy, readable forms and obvious calls to action help users finish what they came to do. We design sign-up, checkout and onboarding screens around the one action that matters most on each.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Designers who read code',
          description:
            'Our UI designers know how CSS grid, flexbox and component props work. Their files respect what your front end can build in the time you have.',
        },
        {
          title: 'Systems, not single screens',
          description:
            'We design reusable parts first and compose screens from them. The library keeps paying off long after our engagement ends.',
        },
        {
          title: 'Accessibility checked early',
          description:
            'Contrast, focus and target sizes are reviewed in every design critique. Accessibility is part of the work, not an audit at the end.',
        },
        {
          title: 'Engineers in the same company',
          description:
            'Our front-end teams in Bengaluru and Pune build what our designers draw. When you hire both, design and development share one backlog.',
        },
        {
          title: 'Documented component libraries',
          description:
            'Every component ships with usage notes, states and tokens. A new developer can pick up the file without a walkthrough.',
        },
        {
          title: 'Quality under ISO 9001',
          description:
            'Design reviews, versioning and sign-off follow our ISO 9001 quality process. You always know which version of a screen was approved.',
        },
      ],
    },
    industries: {
      heading: 'UI design for the sectors we serve',
      description: 'We design interfaces for regulated, data-heavy and consumer products across six sectors.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We design dashboards, payment flows and onboarding screens that present numbers clearly and keep every form field legible on small phones.',
        },
        {
          industry: 'healthcare',
          description:
            'We design patient portals and clinician tools with large targets, plain labels and high-contrast layouts for use under time pressure.',
        },
        {
          industry: 'edtech',
          description:
            'We design course players, quizzes and teacher dashboards that stay readable for learners of every age and on every device.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build design systems that let SaaS teams add features every sprint without the product drifting into inconsistency.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We design product listings, filters and checkout screens that keep prices, stock and delivery dates visible at each step.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We turn energy and emissions data into charts and status screens that installers and operators read at a glance.',
        },
      ],
    },
    faq: [
      {
        question: 'What do we receive at the end of a UI design engagement?',
        answer:
          'You receive a Figma file with a component library, design tokens, all approved screens and annotated specs. If we also set up the coded side, you get a Storybook with matching components. Everything is yours to keep and change.',
      },
      {
        question: 'How long does it take to build a design system?',
        answer:
          'A core library of buttons, inputs, navigation, cards and tables typically takes six to eight weeks. Larger systems with data visualization or several brands grow in later phases. We ship the core first so your teams can use it early.',
        cta: { label: 'Plan your design system', path: '/contact' },
      },
      {
        question: 'Can you work with our existing brand guidelines?',
        answer:
          'Yes. We translate your brand book into tokens and components and flag where it needs rules for digital use, such as focus states or error colors. We change the brand itself only when you ask us to.',
      },
      {
        question: 'Do you design for both web and mobile apps?',
        answer:
          'We do. We follow Apple’s Human Interface Guidelines and Material Design where native patterns help users. Shared tokens keep the brand the same on every platform.',
      },
      {
        question: 'How do you make sure developers build what was designed?',
        answer:
          'We map each Figma component to its coded version and review builds in Storybook and on staging. Our designers join sprint reviews and log visual differences as tickets, so most issues are fixed before users see them.',
      },
      {
        question: 'Have you redesigned a product interface before?',
        answer:
          'Yes. For a security software company in India we redesigned the product site and the in-app UX of its vulnerability-management suite. Trial sign-ups went up by 42%, and the case study describes how we worked.',
        cta: { label: 'See the security product story', path: '/portfolio/secpod' },
      },
    ],
  },
  {
    page: 'ux-design-services',
    banner: {
      title: 'Design journeys around real user behavior',
      description:
        'We research how people use your product, find where they drop off and test fixes as prototypes before any code is written.',
      cta: 'Book a UX review',
    },
    overview: {
      title: 'Overview',
      heading: 'Research first, then design, then test again',
      description: `Most usability problems are invisible to the team that built the product. Our researchers watch real users complete real tasks, read your analytics funnels and interview the people who support your customers. The findings become a ranked list of problems, each backed by evidence.

From there we redesign the flows that matter most:
- information architecture checked with card sorts and tree tests
- user flows and wireframes for each priority journey
- clickable Figma prototypes tested with five to eight users per round

A typical first study takes three to four weeks. You keep the recordings, the findings and prototypes that engineers can estimate and build.`,
    },
    services: {
      items: [
        {
          title: 'User research and interviews',
          description:
            'We interview users, buyers and support staff to learn their goals, workarounds and vocabulary. Findings are tagged in Dovetail, so every recommendation links back to what people actually said.',
        },
        {
          title: 'Usability testing',
          description:
            'We run moderated and unmoderated task tests on live products or prototypes, remotely or in person. You get success rates, time on task, recordings and a severity rating for each problem.',
        },
        {
          title: 'Heuristic and analytics review',
          description:
            'We review your product against established usability heuristics and read funnels, heatmaps and session recordings. This quick audit shows where to focus before a larger study begins.',
        },
        {
          title: 'Information architecture',
          description:
            'We restructure navigation, menus and content labels using card sorting and tree testing. Users find pages where they expect them, and search stops being the only way around.',
        },
        {
          title: 'User flows and wireframes',
          description:
            'We map each priority task step by step, remove steps that add nothing and sketch low-fidelity wireframes. Stakeholders agree on structure before visual design adds detail.',
        },
        {
          title: 'Interactive prototyping',
          description:
            'We build clickable prototypes in Figma that behave like the real product for the tasks under test. Teams validate an idea in days instead of after a full release.',
        },
        {
          title: 'Personas and jobs to be done',
          description:
            'We write personas and job statements from research evidence, not assumptions. Product managers use them to decide what to build next and what to leave out.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Research',
          heading: 'Interviews, tagging and synthesis',
          logos: ['dovetail', 'miro', 'mural', 'notion', 'typeform'],
        },
        {
          title: 'Testing and prototypes',
          heading: 'Put ideas in front of users',
          logos: ['figma', 'maze', 'framer'],
        },
        {
          title: 'Behavior analytics',
          heading: 'See what users do in production',
          logos: ['googleanalytics', 'hotjar', 'mixpanel', 'posthog'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Fewer wasted sprints',
          description:
            'Testing a prototype costs a fraction of building the feature. Ideas that confuse users are dropped or reworked before engineers spend weeks on them. Your roadmap carries fewer rewrites and fewer features nobody uses.',
        },
        {
          title: 'Higher task completion',
          description:
            'When flows match how people think, more users finish sign-up, setup or purchase. We measure completion before and after each change, so you see the effect in your own analytics.',
        },
        {
          title: 'Lower support load',
          description:
            'Many support tickets come from screens that fail to explain themselves. Fixing confusing steps, labels and error messages means fewer calls and emails about the same questions, week after week.',
        },
        {
          title: 'Decisions backed by evidence',
          description:
            'Design debates move from opinion to data. Each recommendation comes with clips, quotes or numbers. That makes trade-offs easier to agree on across product, design and engineering, and it keeps the same argument from coming back every quarter.',
        },
        {
          title: 'Quicker time to value',
          description:
            'We shorten the path from first visit to the moment a new user gets something useful. Clear onboarding helps trial users see why the product is worth paying for before the trial runs out.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Researchers on every project',
          description:
            'Each engagement includes a dedicated researcher, not a designer doing research on the side. Studies are planned, recruited and reported with the same rigor every time.',
        },
        {
          title: 'Findings you can act on',
          description:
            'Every problem comes with a severity rating, evidence and a proposed fix. Your backlog gets tickets, not a slide deck that sits in a folder.',
        },
        {
          title: 'Proven on complex B2B tools',
          description:
            'Our UX work on a vulnerability-management suite helped its maker gain 42% more trial sign-ups. We bring the same method to other technical products.',
        },
        {
          title: 'Privacy-safe research',
          description:
            'Recordings and participant data are handled under our ISO 27001 controls. Consent, storage and deletion follow written procedures.',
        },
      ],
    },
    industries: {
      heading: 'UX research across our six sectors',
      description: 'Each sector has its own users, rules and risks, and our studies account for all three.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We test loan, payment and KYC journeys to find where applicants hesitate, abandon the form or call for help.',
        },
        {
          industry: 'healthcare',
          description:
            'We study how patients book care and how clinicians enter records, then redesign the steps that slow them down.',
        },
        {
          industry: 'edtech',
          description:
            'We observe students and teachers on learning platforms to simplify enrollment, assignments and progress tracking.',
        },
        {
          industry: 'internet-saas',
          description:
            'We test trial onboarding and core workflows so that more sign-ups turn into active, paying accounts.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We run usability tests on search, product pages and checkout to remove the friction that costs orders.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We research how installers, operators and households use energy apps and make technical data easier to act on.',
        },
      ],
    },
    faq: [
      {
        question: 'How many users do you need for a usability test?',
        answer:
          'Five to eight participants per round usually reveal the main problems in a flow. We run several small rounds rather than one large one and fix issues between them. When you need statistics, we plan quantitative studies with larger samples.',
      },
      {
        question: 'Who recruits the participants?',
        answer:
          'We recruit through panels that match your criteria or invite your own customers with your consent. We handle screening, scheduling, consent forms and incentives. For B2B products, your help in reaching the right roles speeds things up.',
      },
      {
        question: 'What is the difference between UX design and UI design?',
        answer:
          'UX design decides what the product does and in what order: its structure, flows and content. UI design decides how each screen looks and behaves. We offer both, and many clients start with UX research before visual work.',
        cta: { label: 'Explore UI design', path: '/experience-design-services/ui-design-services' },
      },
      {
        question: 'Can you run UX research on a product that has not launched?',
        answer:
          'Yes. Before launch we interview target users, test concepts and run prototype sessions. This is the cheapest moment to learn that a flow or feature makes no sense to people.',
      },
      {
        question: 'How long does a UX engagement take?',
        answer:
          'A focused audit takes about two weeks. A research study with redesign and prototype testing runs six to ten weeks. Ongoing research support can continue sprint by sprint alongside your product team.',
      },
      {
        question: 'Will you work inside our product team?',
        answer:
          'We can. Many clients embed our researcher and designer in their sprints, where they join planning and reviews. If you also need engineers to build the changes, Agiliti places dedicated developers in your team full-time.',
        cta: { label: 'Hire through Agiliti', path: '/agiliti-hire-dedicated-developers' },
      },
    ],
  },
  {
    page: 'cx-design',
    banner: {
      title: 'Close the gaps between your channels',
      description:
        'We map every point where customers meet your business and redesign the handoffs between them. Each change is tied to NPS, churn or cost to serve.',
      cta: 'Plan your CX roadmap',
    },
    overview: {
      title: 'Overview',
      heading: 'Customer experience designed across teams, not inside one',
      description: `Customers do not see departments. They see an ad, a website, an app, a delivery and a support call as one experience. When separate teams design those pieces, the gaps show up as repeated questions, lost orders and churn.

Our CX designers work across marketing, product, operations and support. We combine voice-of-customer data, journey mapping and service blueprints to find where the experience breaks and what causes it behind the scenes.

The result is a CX roadmap that:
- ranks each fix by customer impact and effort
- names an owner in each team
- links every change to a measure such as NPS, churn or cost to serve`,
    },
    services: {
      items: [
        {
          title: 'Customer journey mapping',
          description:
            'We map each stage from awareness to renewal with real data on emotions, channels and pain points. The map shows where customers leave and which team owns each moment.',
        },
        {
          title: 'Service blueprinting',
          description:
            'We draw the front-stage actions customers see alongside the back-office processes, systems and policies behind them. Blueprints reveal the internal causes of visible problems.',
        },
        {
          title: 'Voice-of-customer programs',
          description:
            'We set up surveys, interview panels and feedback tagging across NPS, CSAT and support tickets. Insights reach the teams that can act on them every month, not once a year.',
        },
        {
          title: 'Omnichannel experience design',
          description:
            'We design how web, app, store, phone and chat hand customers over to each other. Context travels with the customer, so nobody has to repeat their story.',
        },
        {
          title: 'CX measurement frameworks',
          description:
            'We define a small set of metrics for each journey, from customer effort score to cost per contact, and build dashboards to track them. Leaders see whether each change works.',
        },
        {
          title: 'Support experience redesign',
          description:
            'We redesign help centers, contact routing and agent scripts based on ticket analysis. Customers find answers faster, and agents handle the cases that need a person.',
        },
        {
          title: 'CX strategy and roadmap',
          description:
            'We turn research into a sequenced plan with owners, budgets and expected impact. The roadmap fits your planning cycle and gets reviewed with your leadership every quarter.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Feedback',
          heading: 'Collect what customers say',
          logos: ['qualtrics', 'surveymonkey', 'typeform'],
        },
        {
          title: 'Service channels',
          heading: 'Where conversations happen',
          logos: ['zendesk', 'intercom', 'hubspot', 'zoho', 'whatsapp'],
        },
        {
          title: 'Journey analytics',
          heading: 'Connect behavior to outcomes',
          logos: ['googleanalytics', 'mixpanel', 'googlebigquery', 'looker'],
        },
        {
          title: 'Collaboration',
          heading: 'Map journeys with your teams',
          logos: ['miro', 'jira', 'confluence'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Lower churn',
          description:
            'Customers leave when problems repeat or go unanswered. Fixing the moments that drive complaints keeps more of them. We track churn by segment so you see which changes made the difference.',
        },
        {
          title: 'Lower cost to serve',
          description:
            'Clear self-service and better routing cut the number of contacts per customer. Agents spend their time on complex cases, and more contacts resolve on the first attempt instead of bouncing between teams and channels.',
        },
        {
          title: 'Aligned teams',
          description:
            'A shared journey map gives marketing, product and support the same picture of the customer. Priorities stop competing, because everyone sees how their part affects the whole experience and which shared measures they are judged on.',
        },
        {
          title: 'Stronger customer loyalty',
          description:
            'Customers who get consistent service across channels buy again and recommend you to others. Over the following quarters, NPS, repeat purchase rates and referral numbers show whether the effect holds.',
        },
        {
          title: 'Clear investment priorities',
          description:
            'Not every pain point is worth fixing now. Our scoring weighs customer impact against effort and cost. Your budget goes first to the changes with the largest measurable return, and the rest wait in a ranked backlog.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Design and delivery together',
          description:
            'We design the experience and have the engineers to build it, from portals to chatbots. Recommendations do not stall for lack of a delivery team.',
        },
        {
          title: 'Operations in the picture',
          description:
            'Our blueprints cover the policies, systems and staff behind each touchpoint. We fix causes, not only screens.',
        },
        {
          title: 'Data before workshops',
          description:
            'We start from tickets, surveys and analytics before we gather opinions. Every journey map is backed by numbers you can check.',
        },
        {
          title: 'Partners for the long run',
          description:
            'On average, our clients stay with us for more than four years. We remain long enough to measure whether CX changes hold up.',
        },
        {
          title: 'Experience in regulated sectors',
          description:
            'We work in banking, healthcare and energy, where every change must respect compliance rules and leave an audit trail.',
        },
        {
          title: 'Close to your customers',
          description:
            'With client offices in London, Dubai and Austin and delivery centers in Bengaluru and Pune, we run research in the markets where your customers live.',
        },
      ],
    },
    industries: {
      heading: 'CX design by sector',
      description:
        'Customer expectations differ by sector, so we start each engagement from the journeys that matter most there.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We redesign account opening, lending and claims journeys, as when mobile loan origination for a retail lender in Oman cut approval time from 5 days to 20 minutes.',
        },
        {
          industry: 'healthcare',
          description:
            'We map the patient journey from booking to follow-up and remove the handoffs where appointments and results get lost.',
        },
        {
          industry: 'edtech',
          description:
            'We connect admissions, learning and support into one journey, so students and parents get consistent answers.',
        },
        {
          industry: 'internet-saas',
          description:
            'We design onboarding, renewal and support journeys that reduce churn across self-serve and sales-led accounts.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We align marketing, delivery, returns and service so an order feels like one experience from ad to doorstep.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We design the customer journey for solar, storage and EV charging, from quote and installation to monitoring and service.',
        },
      ],
    },
    faq: [
      {
        question: 'How is CX design different from UX design?',
        answer:
          'UX design focuses on one product or interface. CX design covers the whole relationship, including sales, delivery, billing and support, and the internal processes behind them. The two work together, and we often run both.',
        cta: { label: 'See UX design', path: '/experience-design-services/ux-design-services' },
      },
      {
        question: 'Which metrics do you use to measure customer experience?',
        answer:
          'We choose metrics per journey, commonly NPS, CSAT, customer effort score, churn, first-contact resolution and cost per contact. Baselines are set at the start, so later changes can be compared fairly.',
      },
      {
        question: 'Do you need access to our customer data?',
        answer:
          'We need samples of tickets, survey results and analytics, usually anonymized. Access follows our ISO 27001 controls and your own data policies. We sign the agreements your legal team requires before any data moves.',
      },
      {
        question: 'How long does a CX engagement take?',
        answer:
          'A diagnostic with journey maps and a roadmap takes six to eight weeks. Implementation then runs in quarterly waves, with metrics reviewed at the end of each wave.',
      },
      {
        question: 'Can you also implement the changes?',
        answer:
          'Yes. Our teams build portals, apps, chatbots and analytics dashboards, and configure platforms such as Zendesk or HubSpot. Having design and delivery in one company keeps the roadmap moving.',
        cta: { label: 'Talk to our CX team', path: '/contact' },
      },
      {
        question: 'Who from our side needs to be involved?',
        answer:
          'We need a sponsor at leadership level and one contact each from marketing, product, operations and support. Front-line staff join interviews and workshops, because they see customer problems first.',
      },
    ],
  },
  {
    page: 'chatbot-development-services',
    banner: {
      title: 'Assistants that answer from your own data',
      description:
        'We build chatbots and LLM assistants grounded in your documents and systems, with guardrails and a route to a human agent.',
      cta: 'Scope your chatbot',
    },
    overview: {
      title: 'Overview',
      heading: 'Chatbots that cite sources and know when to hand over',
      description: `A chatbot is only useful if people trust its answers. We ground every response in your own content through retrieval-augmented generation, so the assistant quotes your policies, product data and help articles instead of guessing.

Our engineers design the conversation, the retrieval pipeline and the integrations together:
- connectors to your CRM, order system or knowledge base
- guardrails that block off-topic, unsafe or confidential replies
- human handoff that passes the full conversation to the agent
- evaluation sets that score accuracy before each release

We built the ordering chatbot and WhatsApp platform for a conversational-commerce start-up in Kenya, where orders per merchant tripled in six months. Most first assistants go live in eight to twelve weeks.`,
    },
    services: {
      items: [
        {
          title: 'Customer support assistants',
          description:
            'We build assistants that answer account, order and policy questions around the clock and pass complex cases to agents with full context. Routine tickets close without waiting in a queue.',
        },
        {
          title: 'Retrieval-augmented generation',
          description:
            'We index your documents, manuals and help articles in a vector store and retrieve the right passages for each question. Answers cite their sources, so users can check them.',
        },
        {
          title: 'Internal knowledge assistants',
          description:
            'We give employees one place to ask about HR policies, IT procedures or product specs. The assistant respects document permissions, so people see only what they are allowed to.',
        },
        {
          title: 'Transactional and agentic bots',
          description:
            'We connect assistants to APIs so they can check order status, book appointments or update records. Every action is logged, and sensitive steps ask the user for confirmation.',
        },
        {
          title: 'WhatsApp and messaging bots',
          description:
            'We build bots for WhatsApp Business, Messenger, Telegram and web chat, including catalogs, payments and message templates. Customers use the app they already have on their phone.',
        },
        {
          title: 'Guardrails and evaluation',
          description:
            'We test assistants against curated question sets, red-team prompts and policy rules before launch and after every change. Scores track accuracy, refusals and hallucination rates over time.',
        },
        {
          title: 'Multilingual conversation design',
          description:
            'We design intents, tone and fallback messages in the languages your customers use, including Hindi, Arabic and Swahili. Replies read naturally rather than like translated templates.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Language models',
          heading: 'Hosted and open-weight models',
          logos: ['anthropic', 'googlegemini', 'mistralai', 'huggingface', 'ollama'],
        },
        {
          title: 'Orchestration',
          heading: 'Retrieval, tools and conversation logic',
          logos: ['langchain', 'langgraph', 'rasa', 'dialogflow', 'python', 'fastapi'],
        },
        {
          title: 'Data and retrieval',
          heading: 'Where knowledge is indexed',
          logos: ['postgresql', 'qdrant', 'elasticsearch', 'redis'],
        },
        {
          title: 'Channels',
          heading: 'Where users talk to the bot',
          logos: ['whatsapp', 'messenger', 'telegram', 'googlechat', 'intercom', 'zendesk'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Answers at any hour',
          description:
            'Customers get accurate replies at night, on weekends and during peak hours. Nobody waits in a queue for a question the assistant can answer from your documentation. Agents start their shift with fewer open tickets.',
        },
        {
          title: 'Lower ticket volume',
          description:
            'Routine questions on orders, passwords and policies get resolved inside the chat. Agents spend their day on complaints, exceptions and sales conversations that need human judgment, and queues stay short even during launches and sales.',
        },
        {
          title: 'Consistent, sourced answers',
          description:
            'Every reply draws on the same approved content and shows where it came from. Customers get the same answer on whichever channel they use, and auditors can trace it back to the source.',
        },
        {
          title: 'Insight from conversations',
          description:
            'Logged conversations show what customers ask, where the assistant fails and which content is missing. Product and support teams use these reports to fix root causes instead of answering the same question again.',
        },
        {
          title: 'New ordering channels',
          description:
            'Messaging bots let customers browse, order and pay inside WhatsApp or web chat. In markets where messaging apps dominate, the chat can become a merchant’s main ordering channel, with no app to download and no website to learn.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Production experience with messaging',
          description:
            'We built a WhatsApp ordering and payments platform with a chatbot and a merchant dashboard. We know what breaks when real customers start typing.',
        },
        {
          title: 'Model-agnostic engineering',
          description:
            'We pick models on accuracy, cost and data residency, and keep the code independent of any one vendor. Switching models later is a configuration change.',
        },
        {
          title: 'Your data stays yours',
          description:
            'Prompts, logs and documents stay inside your cloud account. Our ISO 27001 controls cover access, retention and incident response.',
        },
        {
          title: 'Measured accuracy',
          description:
            'We do not launch on demos. Each release passes an evaluation set agreed with your team, and we share the results in every sprint review.',
        },
        {
          title: 'Data and AI specialists',
          description:
            'Our data and AI practice works alongside the software engineers who integrate the bot. Retrieval quality and system integration get equal attention.',
        },
        {
          title: 'Care after go-live',
          description:
            'We monitor conversations, tune intents and refresh the knowledge index as your content changes. The assistant improves over time instead of drifting.',
        },
      ],
    },
    industries: {
      heading: 'Chatbots built for your sector',
      description:
        'Every sector has its own questions, compliance rules and channels, and we design assistants around them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build assistants that answer account and loan questions, verify customers and hand over to an agent before any sensitive action.',
        },
        {
          industry: 'healthcare',
          description:
            'We build bots that book appointments, share preparation instructions and route symptoms to staff without ever giving a diagnosis.',
        },
        {
          industry: 'edtech',
          description:
            'We build study assistants and admissions bots that answer from course material and program rules.',
        },
        {
          industry: 'internet-saas',
          description:
            'We add in-product assistants that answer how-to questions from your documentation and cut onboarding tickets.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build shopping bots that search catalogs, track orders and take payments inside messaging apps.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build assistants that help installers troubleshoot equipment and help households understand their energy use.',
        },
      ],
    },
    faq: [
      {
        question: 'Will the chatbot make up answers?',
        answer:
          'Any language model can produce wrong answers, so we design against it. The assistant answers only from retrieved content, says when it does not know and cites its sources. Evaluation sets measure the hallucination rate before each release.',
      },
      {
        question: 'Which language model do you use?',
        answer:
          'We choose per project from hosted models such as Claude, Gemini and Mistral, or open-weight models that run in your own cloud. The choice depends on accuracy on your data, cost per conversation and where data may be processed.',
      },
      {
        question: 'Can the bot connect to our CRM or order system?',
        answer:
          'Yes. We connect assistants through APIs to CRMs, ticketing tools, order systems and core platforms. Read actions run automatically, while changes such as refunds or cancellations can require user confirmation or agent approval.',
      },
      {
        question: 'How long does it take to launch a chatbot?',
        answer:
          'A focused assistant on one channel with a defined knowledge base usually goes live in eight to twelve weeks. Assistants that take actions in several systems take longer, and we release them in stages.',
        cta: { label: 'Scope your assistant', path: '/contact' },
      },
      {
        question: 'Where is our data stored?',
        answer:
          'Documents, embeddings and conversation logs stay in your account on AWS, Azure or Google Cloud, in the region you choose. We configure model providers so that your data is not used for training.',
      },
      {
        question: 'Have you built a chatbot for commerce?',
        answer:
          'Yes. For a conversational-commerce start-up in Kenya we built a WhatsApp ordering and payments platform, a chatbot and a merchant dashboard. Orders per merchant grew threefold in six months.',
        cta: { label: 'See the Kenya story', path: '/portfolio/sukhiba' },
      },
    ],
  },
  {
    page: 'rpa-services',
    banner: {
      title: 'Hand repetitive work to software robots',
      description:
        'We automate rule-based tasks such as invoice entry, reconciliation and report building with bots that log every step. Your staff keep the work that needs judgment.',
      cta: 'Find processes to automate',
    },
    overview: {
      title: 'Overview',
      heading: 'Automation that starts with the process, not the tool',
      description: `Bots fail when they automate a process nobody has written down. We start by mapping how the work really happens, exceptions included, with the people who do it every day. Each candidate process gets a score for volume, stability and hours saved.

Then we build, test and run the bots:
- UiPath or Microsoft Power Automate, chosen to fit your licenses and systems
- document understanding for invoices, forms and statements
- exception queues that send unclear cases to a person
- audit logs and a control dashboard for every bot

A first bot usually reaches production in six to eight weeks. After that, we work through a backlog ranked by return.`,
    },
    services: {
      items: [
        {
          title: 'Process discovery and assessment',
          description:
            'We observe tasks, interview the people who do them and use process mining where system logs exist. Each candidate gets a feasibility score and an estimate of hours saved per month.',
        },
        {
          title: 'Bot design and development',
          description:
            'We build attended and unattended bots in UiPath or Power Automate from modular, reusable components. Credentials sit in a vault, and every run writes a log.',
        },
        {
          title: 'Intelligent document processing',
          description:
            'We combine OCR and machine learning to read invoices, purchase orders, bank statements and KYC documents. Low-confidence fields go to a person for checking before anything is posted.',
        },
        {
          title: 'Exception handling design',
          description:
            'We define what the bot does when a screen changes, data is missing or a rule does not apply. Exceptions land in a queue with enough context to resolve them quickly.',
        },
        {
          title: 'Center of excellence setup',
          description:
            'We help you set up governance, coding standards, an idea pipeline and a review board. Your organization can then build and maintain bots without relying on us.',
        },
        {
          title: 'Bot operations and support',
          description:
            'We monitor bot runs, fix failures after application updates and report on hours saved. Scheduled health checks catch problems before a month-end close depends on them.',
        },
        {
          title: 'Migration between RPA platforms',
          description:
            'We move bots from one RPA platform to another, for example to reduce license costs. Each process is rebuilt with the same logic and retested end to end.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'RPA and workflow',
          heading: 'Build and orchestrate bots',
          logos: ['uipath', 'camunda', 'n8n', 'zapier', 'apacheairflow'],
        },
        {
          title: 'Business systems',
          heading: 'The applications our bots work in',
          logos: ['sap', 'odoo', 'zoho', 'quickbooks', 'xero', 'googlesheets'],
        },
        {
          title: 'Scripting and vision',
          heading: 'Custom logic and document reading',
          logos: ['python', 'selenium', 'opencv', 'pandas'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Hours back for your team',
          description:
            'Staff stop copying data between screens and start handling exceptions, customers and analysis. We report the hours saved by each bot every month, measured from its actual run logs rather than from estimates.',
        },
        {
          title: 'Fewer manual errors',
          description:
            'Bots follow the same rules every time, without typos or skipped steps. Reconciliation breaks, duplicate payments and late filings drop as manual keying disappears from the process, and reviewers check exceptions instead of every record.',
        },
        {
          title: 'Shorter processing cycles',
          description:
            'Unattended bots run overnight and through month-end peaks without overtime. Invoices post, reports generate and accounts reconcile before the working day begins, so finance and operations teams start each morning with current numbers.',
        },
        {
          title: 'Full audit trail',
          description:
            'Every bot action is logged with a timestamp, its input and its result. Auditors can trace any transaction back to its source document. Compliance teams get complete evidence for every run without pulling manual samples.',
        },
        {
          title: 'Automation without replacing systems',
          description:
            'Bots work through the user interfaces of existing applications, including legacy ones without APIs. You improve processes now, without waiting years for a core system replacement, and the bots can retire once proper integrations arrive.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Process analysts, not only developers',
          description:
            'Our teams include analysts who redesign the process before it is automated. We remove unnecessary steps instead of making a bot repeat them.',
        },
        {
          title: 'Bots built for maintenance',
          description:
            'We follow naming standards, reusable libraries and version control. Your team can read, change and extend every bot we hand over.',
        },
        {
          title: 'Secure handling of credentials',
          description:
            'Bot accounts, passwords and data access follow our ISO 27001 controls. Each bot gets only the access it needs.',
        },
        {
          title: 'Ranked by return',
          description:
            'We rank every process by hours saved against build effort. You fund the automations that pay back first.',
        },
      ],
    },
    industries: {
      heading: 'RPA across industries',
      description:
        'Back-office work looks different in each sector, and we build our bots around each one’s systems and rules.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We automate account reconciliation, KYC document checks, loan data entry and regulatory reports for lenders and fintechs.',
        },
        {
          industry: 'healthcare',
          description:
            'We automate claim preparation, eligibility checks and data transfer between clinical and billing systems.',
        },
        {
          industry: 'edtech',
          description:
            'We automate admissions processing, fee reconciliation and certificate generation for education providers.',
        },
        {
          industry: 'internet-saas',
          description:
            'We automate subscription billing checks, user provisioning and revenue reporting across SaaS tools.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We automate order entry, supplier invoice matching, refunds and stock updates between marketplaces and ERP systems.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We automate meter data collection, subsidy paperwork and emissions reporting for energy and sustainability teams.',
        },
      ],
    },
    faq: [
      {
        question: 'Which processes are good candidates for RPA?',
        answer:
          'Good candidates are high in volume, rule-based, stable and built on digital inputs. Invoice processing, data migration, report generation and reconciliations are common starting points. Processes that change every month or depend on judgment are better redesigned first.',
      },
      {
        question: 'Should we choose UiPath or Power Automate?',
        answer:
          'It depends on your existing licenses, systems and scale. Power Automate suits teams centered on Microsoft 365 with simpler flows, while UiPath handles complex, high-volume automation with mature orchestration. We compare both on your actual processes before you buy.',
      },
      {
        question: 'What happens when an application our bot uses changes?',
        answer:
          'Screen or field changes can break a bot, so we build with stable selectors and retest after each application release. Monitoring flags failed runs immediately. Under a support plan, we fix breaks within agreed response times.',
      },
      {
        question: 'Is RPA the same as AI automation?',
        answer:
          'No. RPA follows fixed rules, while AI handles unstructured input such as free text, emails or scanned documents. We often combine them, with AI reading a document and a bot posting the result.',
        cta: { label: 'Explore AI chatbots', path: '/ai-services/chatbot-development-services' },
      },
      {
        question: 'How long until a bot is in production?',
        answer:
          'A single, well-defined process typically goes from assessment to production in six to eight weeks. That period covers design, build, user acceptance testing and a phase of supervised runs.',
      },
      {
        question: 'Can you help us build an in-house automation team?',
        answer:
          'Yes. We set up a center of excellence, train your developers and review their first bots. If you need extra capacity, Agiliti adds dedicated RPA developers to your team with monthly billing.',
        cta: { label: 'Hire RPA developers', path: '/agiliti-hire-dedicated-developers' },
      },
    ],
  },
  {
    page: 'cloud-migration-services',
    banner: {
      title: 'Move to the cloud on a plan',
      description:
        'We migrate applications and data to AWS, Microsoft Azure or Google Cloud in planned waves, with a cost forecast for each workload and a rollback point for each cutover.',
      cta: 'Plan your migration',
    },
    overview: {
      title: 'Overview',
      heading: 'A migration you can forecast, schedule and reverse',
      description: `Moving to the cloud goes wrong when teams lift everything at once and discover the costs later. We assess each application first: its dependencies, its data, its licenses and its expected monthly bill in the target cloud.

Every workload gets one of four paths:
- **rehost** as it is, where speed matters most
- **replatform** onto managed databases or containers
- **refactor** where the code must scale or costs too much to run
- **retire** where nobody uses it anymore

We build the landing zone in Terraform, migrate in waves and rehearse every cutover. As partners of AWS, Microsoft Azure and Google Cloud, we choose the provider by fit with your workloads, not by habit.`,
    },
    services: {
      items: [
        {
          title: 'Migration assessment',
          description:
            'We inventory servers, applications and dependencies with discovery tools and interviews. You get a business case, a target architecture and a monthly cost estimate for every workload.',
        },
        {
          title: 'Landing zone setup',
          description:
            'We build accounts, networks, identity, logging and guardrails as Terraform code. Every later workload lands in an environment that is secure and compliant from the start.',
        },
        {
          title: 'Rehosting and replatforming',
          description:
            'We move virtual machines with replication tools or shift applications to managed services and containers. Each wave is tested in the cloud before users switch over.',
        },
        {
          title: 'Database and data migration',
          description:
            'We migrate Oracle, SQL Server, MySQL and PostgreSQL databases with continuous replication to keep downtime short. Data is validated row by row before cutover.',
        },
        {
          title: 'Cutover and rollback planning',
          description:
            'We write a runbook for each cutover, rehearse it in staging and define the point at which we roll back. Go-live happens in an agreed window with everyone on call.',
        },
        {
          title: 'Data center exit',
          description:
            'We plan the decommissioning of hardware, licenses and contracts, so you stop paying for the old estate. Backups and archives move to low-cost cloud storage tiers.',
        },
        {
          title: 'Post-migration cost tuning',
          description:
            'We right-size instances, buy reserved capacity and set budgets and alerts in the first months after the move. Cost reports go to the owner of each workload.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Source and target',
          heading: 'From the data center to the cloud',
          logos: ['vmware', 'nutanix', 'redhat', 'linux', 'googlecloud'],
        },
        {
          title: 'Infrastructure as code',
          heading: 'Environments defined in code',
          logos: ['terraform', 'ansible', 'packer', 'vault'],
        },
        {
          title: 'Data and backup',
          heading: 'Moving data safely',
          logos: ['postgresql', 'mysql', 'mongodb', 'flyway', 'liquibase', 'veeam'],
        },
        {
          title: 'Containers and monitoring',
          heading: 'Running and watching new workloads',
          logos: ['docker', 'kubernetes', 'datadog', 'grafana'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Predictable cloud costs',
          description:
            'Each workload has a cost forecast before it moves and a budget alert after. Finance sees the monthly bill it expected. Surprises are caught in days, not at the end of the quarter.',
        },
        {
          title: 'Short, planned downtime',
          description:
            'Continuous replication and rehearsed cutovers keep outages inside agreed windows, often at night or over a weekend. Users experience a scheduled change announced in advance, not an incident that support has to explain afterward.',
        },
        {
          title: 'No more hardware refreshes',
          description:
            'Capacity becomes an operating expense that you scale up or down as needed. Server replacements, data center leases and hardware support contracts come off your budget, and new environments take minutes instead of purchase orders.',
        },
        {
          title: 'Stronger security baseline',
          description:
            'The landing zone enforces encryption, identity controls, logging and network segmentation for every account. Many clients end up with tighter controls than they had on premises, with every change recorded in an audit log.',
        },
        {
          title: 'Room to modernize',
          description:
            'Once workloads run in the cloud, teams can adopt managed databases, containers and serverless step by step. The migration becomes the first stage of modernization rather than a one-off project.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Partner of three clouds',
          description:
            'We hold partnerships with AWS, Microsoft Azure and Google Cloud. Our advice on where to run each workload is not tied to one vendor.',
        },
        {
          title: 'Infrastructure as code throughout',
          description:
            'Every network, account and server we create is defined in Terraform and stored in your repository. Nothing depends on a console click that only we remember.',
        },
        {
          title: 'Rehearsed cutovers',
          description:
            'We run each cutover in staging before production and time every step. On the night, the team follows a script it has already run.',
        },
        {
          title: 'ISO 27001 certified operations',
          description:
            'Our access, change and incident procedures are certified to ISO 27001. Your auditors receive the evidence they ask for.',
        },
        {
          title: 'Applications and infrastructure together',
          description:
            'Our cloud engineers work with developers who can change the code when a workload needs refactoring. Migrations do not stall at the application layer.',
        },
        {
          title: 'Run support after migration',
          description:
            'Our managed operations team can take over monitoring, patching and cost control after go-live. The people who built the platform stay close to it.',
        },
      ],
    },
    industries: {
      heading: 'Cloud migration in regulated and fast-growing sectors',
      description:
        'Each sector brings its own data residency, uptime and compliance rules, and our migration plans account for them.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We migrate lending, payment and reporting systems with the data residency, encryption and audit controls that regulators expect.',
        },
        {
          industry: 'healthcare',
          description:
            'We move clinical and patient systems to cloud regions that meet health data rules, with encryption and access logging on every record.',
        },
        {
          industry: 'edtech',
          description:
            'We migrate learning platforms to elastic infrastructure that handles exam days and admission peaks.',
        },
        {
          industry: 'internet-saas',
          description:
            'We move SaaS products from self-managed servers to managed cloud services, so engineers spend less time on infrastructure.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We migrate storefronts, order systems and catalogs on schedules that avoid downtime during sales seasons.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We move telemetry and monitoring platforms for energy assets to cloud storage and compute that grow with every new site.',
        },
      ],
    },
    faq: [
      {
        question: 'Which cloud provider should we choose?',
        answer:
          'It depends on your existing licenses, skills, data residency needs and the managed services your applications use. We compare AWS, Microsoft Azure and Google Cloud on your workloads and show the cost of each. Many clients use one primary provider and a second for specific services.',
      },
      {
        question: 'How long does a cloud migration take?',
        answer:
          'An assessment takes three to six weeks. A small estate of a few dozen servers often moves in two to four months, while large estates migrate in waves over a year or more.',
      },
      {
        question: 'How do you keep downtime low?',
        answer:
          'We replicate servers and databases continuously, so the final cutover only moves the last changes. Cutovers are rehearsed in staging and scheduled in an agreed window with a defined rollback point.',
      },
      {
        question: 'Will the cloud cost more than our data center?',
        answer:
          'It can, if workloads move without right-sizing. We forecast costs before migration and tune instance sizes, storage tiers and reservations afterward. The assessment shows the expected bill, so you decide with real numbers.',
      },
      {
        question: 'Can you migrate legacy applications?',
        answer:
          'Yes. Older applications often rehost first and modernize later. Where the code blocks the move, our developers refactor the parts that need it, such as session handling or file storage.',
        cta: {
          label: 'See cloud application development',
          path: '/cloud-strategy-engineering-services/cloud-application-development-services',
        },
      },
      {
        question: 'Who runs the platform after migration?',
        answer:
          'Your team, our team or both. We hand over runbooks and training, and our managed cloud operations service can monitor, patch and optimize the environment.',
        cta: { label: 'Explore cloud management', path: '/operations-managed-services/cloud-management-solutions' },
      },
      {
        question: 'How does a migration engagement begin?',
        answer:
          'We begin with a short workshop to understand your estate and goals, followed by a fixed-scope assessment. You receive an inventory, a target architecture, a wave plan and a cost forecast.',
      },
    ],
  },
  {
    page: 'cloud-application-development-services',
    banner: {
      title: 'Cloud-native applications built to scale',
      description:
        'We design and build applications on containers, Kubernetes and serverless functions, with infrastructure as code and CI/CD from the first sprint.',
      cta: 'Discuss your application',
    },
    overview: {
      title: 'Overview',
      heading: 'Applications designed for the cloud from the first line of code',
      description: `An application built for the cloud scales out when traffic spikes, scales in when it falls and survives the loss of a server without anyone noticing. That takes early design choices: stateless services, managed data stores, event-driven integration and automated deployments.

Our engineers build with:
- microservices or a modular monolith, chosen by team size and domain
- Kubernetes or serverless functions, depending on load patterns
- Terraform and GitHub Actions for repeatable environments and releases
- OpenTelemetry tracing, metrics and logs from day one

We deliver on AWS, Microsoft Azure or Google Cloud in two-week sprints, with a working release at the end of each.`,
    },
    services: {
      items: [
        {
          title: 'Cloud-native architecture',
          description:
            'We design service boundaries, data ownership and integration patterns for your domain. Architecture decision records explain each choice, so future teams understand the reasoning.',
        },
        {
          title: 'Microservices development',
          description:
            'We build independent services in Go, Node.js, Java or .NET with clear APIs and their own data stores. Teams release each service without coordinating a big deployment.',
        },
        {
          title: 'Serverless applications',
          description:
            'We build event-driven functions for workloads with uneven traffic, such as file processing, webhooks and scheduled jobs. You pay for execution time instead of idle servers.',
        },
        {
          title: 'Kubernetes platform engineering',
          description:
            'We set up clusters, Helm charts, autoscaling and service meshes, and give developers a paved path to deploy. The platform’s complexity stays behind a simple interface.',
        },
        {
          title: 'CI/CD and GitOps pipelines',
          description:
            'We automate builds, tests, security scans and deployments with GitHub Actions or GitLab CI and Argo CD. Every change reaches production through the same reviewed path.',
        },
        {
          title: 'Event streaming and integration',
          description:
            'We connect services and legacy systems through Kafka or RabbitMQ, with schemas and retries. Systems stay decoupled, and one slow service no longer blocks the others.',
        },
        {
          title: 'Observability and resilience',
          description:
            'We add tracing, metrics, structured logs and alerts, then test failure scenarios on purpose. During an incident, teams can trace the problem to the failing service instead of guessing.',
        },
        {
          title: 'SaaS multi-tenancy',
          description:
            'We design tenant isolation, per-tenant configuration and usage metering for SaaS products. You onboard new customers without standing up new infrastructure for each one.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Languages and frameworks',
          heading: 'How services are written',
          logos: ['go', 'nodedotjs', 'typescript', 'springboot', 'dotnet', 'kotlin'],
        },
        {
          title: 'Runtime and platform',
          heading: 'Where services run',
          logos: ['kubernetes', 'docker', 'helm', 'istio', 'knative', 'googlecloud'],
        },
        {
          title: 'Data and messaging',
          heading: 'State and events',
          logos: ['postgresql', 'mongodb', 'redis', 'apachekafka', 'rabbitmq'],
        },
        {
          title: 'Delivery and observability',
          heading: 'Ship and watch every release',
          logos: ['githubactions', 'argo', 'terraform', 'opentelemetry', 'prometheus', 'grafana'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Scale with demand',
          description:
            'Services add capacity automatically when traffic rises and release it when traffic falls. You stop sizing infrastructure for the busiest day of the year and paying for it on every other day.',
        },
        {
          title: 'Frequent, low-risk releases',
          description:
            'Automated pipelines and small services let teams deploy several times a day. Each change is small and tested before it ships. If something goes wrong, the pipeline rolls back to the previous version in a few minutes.',
        },
        {
          title: 'Resilience to failure',
          description:
            'Health checks, retries and multiple availability zones keep the application running when a server or a whole zone fails. At worst, users see a slower response instead of an outage.',
        },
        {
          title: 'Costs tied to usage',
          description:
            'Serverless functions and autoscaling mean you pay for the work the application actually does. Cost tags on every service show which features drive the monthly bill, so product owners can weigh each feature against what it costs to run.',
        },
        {
          title: 'Independent teams',
          description:
            'Clear service boundaries let several teams build and release in parallel. New engineers learn one service at a time instead of the whole system, and they ship their first change within days of joining.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Partnerships across major clouds',
          description:
            'As an AWS, Microsoft Azure and Google Cloud partner, we design for the managed services each provider does best. You are not locked into our preferences.',
        },
        {
          title: 'Testing in every pipeline',
          description:
            'Automated tests and security scans run on every pull request, and QA engineers join from the first sprint. Our QA automation for an energy-technology manufacturer brought 60% fewer release regressions.',
        },
        {
          title: 'Engineers who stay',
          description:
            'Most of our clients work with us for years, and the average relationship lasts more than four. The engineers who design your platform are still there to extend it.',
        },
        {
          title: 'Flexible team models',
          description:
            'Hire a full project team, or add vetted engineers through Agiliti who join your team in about two weeks. Billing is monthly, and we replace an engineer if the fit is wrong.',
        },
      ],
    },
    industries: {
      heading: 'Cloud applications for every sector we serve',
      description: 'We build cloud applications that meet the scale, security and compliance needs of each sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build payment, lending and wallet services with encryption, audit logs and the high availability that financial transactions need.',
        },
        {
          industry: 'healthcare',
          description:
            'We build telehealth, records and lab integration services that keep patient data encrypted and every access traced.',
        },
        {
          industry: 'edtech',
          description:
            'We build learning platforms that scale up for live classes and exams, then scale back down between terms.',
        },
        {
          industry: 'internet-saas',
          description:
            'We build multi-tenant SaaS backends with usage metering, tenant isolation and automated onboarding.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build catalog, cart and order services that absorb flash sales and sync stock across channels in real time.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build pipelines and portals that ingest device telemetry from solar, storage and charging sites as the fleet grows.',
        },
      ],
    },
    faq: [
      {
        question: 'Should we build microservices or a monolith?',
        answer:
          'It depends on team size and how independent your domains are. Small teams often move faster with a modular monolith that can be split later. We recommend microservices when several teams need to release independently.',
      },
      {
        question: 'Kubernetes or serverless: which fits our application?',
        answer:
          'Serverless suits spiky, event-driven workloads and small teams that do not want to run clusters. Kubernetes suits steady traffic, long-running services and teams that need control over runtime and networking. Many applications combine both.',
      },
      {
        question: 'How do you avoid vendor lock-in?',
        answer:
          'We use open standards such as containers, Kubernetes, OpenTelemetry and Terraform where they make sense. Where a managed service is clearly better, we use it and document what a later move would take.',
      },
      {
        question: 'How do you secure cloud applications?',
        answer:
          'We apply least-privilege identity, secrets management, encryption in transit and at rest, and dependency and container scanning in the pipeline. Our practices follow ISO 27001, and we can prepare evidence for your audits.',
      },
      {
        question: 'Can you modernize an existing application instead of rebuilding it?',
        answer:
          'Yes. We often split a legacy system step by step, moving one capability at a time behind an API gateway. If the application still runs on premises, migration comes first.',
        cta: { label: 'See cloud migration', path: '/cloud-strategy-engineering-services/cloud-migration-services' },
      },
      {
        question: 'How is a cloud application project staffed?',
        answer:
          'A typical team has a solution architect, backend and frontend engineers, a DevOps engineer and a QA engineer, led by a delivery manager. The team grows or shrinks with the roadmap.',
        cta: { label: 'Start a project', path: '/contact' },
      },
    ],
  },
];
