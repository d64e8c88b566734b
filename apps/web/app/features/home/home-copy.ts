/**
 * The home page's own copy after the hero (SPEC.md §1; the hero's is hero-copy.ts): digital journey, success
 * stories, core pillars, global imprint, client testimonials, logo marquee, resource center, life and career.
 * Facts follow BRAND.md; the search data stays with the route's meta. Service names, paths and case-study
 * figures are not written here: they come from the site map, so this page never contradicts the pages it
 * links to.
 */
import { companyFacts, siteConfig } from '@auralis/site-config';
import { paths, type ServiceAreaSlug, servicePage } from '@auralis/site-map';

export interface JourneyStage {
  readonly step: string;
  readonly title: string;
  readonly text: string;
  readonly areas: readonly ServiceAreaSlug[];
}

export const journeyCopy = {
  heading: 'Your digital journey, with one partner',
  intro:
    'Most projects move through the same four stages. We staff each one with specialists, and the same team carries what it learned into the next.',
  stages: [
    {
      step: '01',
      title: 'Plan',
      text: 'Audit what you run today, agree on the outcome to aim for, and decide what to build first.',
      areas: ['digital-strategy-services', 'experience-design-services'],
    },
    {
      step: '02',
      title: 'Build',
      text: 'Web, mobile, commerce and integration work in two-week sprints, with a demo at the end of each.',
      areas: ['digital-development-services', 'ai-services'],
    },
    {
      step: '03',
      title: 'Prove',
      text: 'Functional, automated, performance and security testing, on infrastructure sized for real traffic.',
      areas: ['quality-assurance-services', 'cloud-strategy-engineering-services'],
    },
    {
      step: '04',
      title: 'Grow',
      text: 'Bring in users, measure what they do, and keep the product running and improving.',
      areas: ['digital-marketing-services', 'data-analytics-services', 'operations-managed-services'],
    },
  ] satisfies readonly JourneyStage[],
} as const;

export const successStoriesCopy = {
  heading: 'Experiences That Inspire Innovation',
  intro: 'Four engagements, each described by the client’s sector and the result they measured.',
} as const;

export const pillarsCopy = {
  heading: 'Our core pillars',
  intro: 'What stays the same on every project, whatever the sector or the size of the team.',
  pillars: [
    {
      title: 'People before screens',
      text: 'Designers meet the people who will use the product before anyone draws a screen, and test with them again before launch.',
    },
    {
      title: 'Engineering you can audit',
      text: 'Code review, automated tests and ISO 9001 processes mean every release comes with evidence of what was checked.',
    },
    {
      title: 'Security by default',
      text: 'We work to ISO 27001 controls, so access, encryption and audit trails are part of the design from the first sprint.',
    },
    {
      title: 'Partners for the long run',
      text: 'Most of our clients are long-term clients: the average relationship is over four years, with the same people on the account.',
    },
  ],
} as const;

export interface Office {
  readonly city: string;
  readonly country: string;
  readonly role: string;
  /** Longitude and latitude, for the marker on the map. */
  readonly lon: number;
  readonly lat: number;
}

export const imprintCopy = {
  heading: 'Our global imprint',
  intro: `Delivery centers in Bengaluru and Pune, client offices in London, Dubai and Austin, and clients in ${companyFacts.clientCountries} countries.`,
  offices: [
    { city: 'Bengaluru', country: 'India', role: 'Headquarters and delivery center', lon: 77.59, lat: 12.97 },
    { city: 'Pune', country: 'India', role: 'Delivery center', lon: 73.86, lat: 18.52 },
    { city: 'London', country: 'United Kingdom', role: 'Client office', lon: -0.13, lat: 51.51 },
    { city: 'Dubai', country: 'United Arab Emirates', role: 'Client office', lon: 55.27, lat: 25.2 },
    { city: 'Austin', country: 'United States', role: 'Client office', lon: -97.74, lat: 30.27 },
  ] satisfies readonly Office[],
  figures: [
    { value: String(siteConfig.foundingYear), label: 'founded in Bengaluru' },
    { value: `${companyFacts.headcount}`, label: 'people in design, engineering, data and marketing' },
    { value: `${companyFacts.projectsDelivered}+`, label: 'projects delivered' },
    { value: '18', label: 'countries with clients' },
  ],
} as const;

export interface Testimonial {
  readonly quote: string;
  /** A role and a sector, never a person's name (BRAND.md "Testimonials"). */
  readonly attribution: string;
  readonly service: { readonly name: string; readonly path: string };
}

function serviceLink(slug: Parameters<typeof servicePage>[0]): Testimonial['service'] {
  const page = servicePage(slug);
  return { name: page.name, path: page.path };
}

export const testimonialsCopy = {
  heading: 'What our clients say',
  intro: 'Each quote is attributed by role and sector, with the service it is about.',
  testimonials: [
    {
      quote:
        'Their automation suite runs on every merge now. We release every week, and the regressions that used to reach customers have stopped.',
      attribution: 'VP Engineering, fintech scale-up, London',
      service: serviceLink('automation-testing-services'),
    },
    {
      quote:
        'They sat with our nurses for two weeks before drawing a screen. The admissions flow they designed is the first one our staff did not ask us to change.',
      attribution: 'Chief Digital Officer, hospital group, Dubai',
      service: serviceLink('ux-design-services'),
    },
    {
      quote:
        'Exam week used to mean a war room. After the move to the cloud architecture they built, our busiest day of the year was a quiet one.',
      attribution: 'Director of Product, online learning platform, Austin',
      service: serviceLink('cloud-application-development-services'),
    },
    {
      quote:
        'Four engineers joined our squads in under three weeks and shipped in their first sprint. Monthly billing lets us grow the team with the roadmap.',
      attribution: 'CTO, B2B software company, Bengaluru',
      service: { name: 'Agiliti: dedicated developers', path: paths.agiliti },
    },
    {
      quote:
        'They tested our checkout one step at a time and measured every change against orders, not clicks. Conversion went up, and we know why.',
      attribution: 'Head of E-commerce, home-goods retailer, Pune',
      service: serviceLink('cro-services'),
    },
  ] satisfies readonly Testimonial[],
} as const;

export const marqueeCopy = {
  heading: 'Technologies our teams work with',
  intro: 'Cloud platforms, frameworks and tools our engineers use in client work every week.',
} as const;

export const resourcesCopy = {
  heading: 'Resource center',
  intro:
    'Guides, checklists and notes from our projects, published on our resources site for anyone planning similar work.',
  topics: [
    {
      title: 'Engineering notes',
      text: 'How we structure releases, test automation and cloud costs, with the trade-offs we made.',
    },
    {
      title: 'Design guides',
      text: 'Research methods, accessibility checks and design-system practice from our studio.',
    },
    {
      title: 'Data and AI playbooks',
      text: 'Steps for dashboards people use, data pipelines you can trust, and chatbots that answer well.',
    },
  ],
  cta: 'Visit the resource center',
} as const;

export const careerCopy = {
  heading: 'Life and career',
  intro: `About ${companyFacts.headcount} people work at ${siteConfig.name}, most of them in Bengaluru and Pune. We hire for curiosity and teach the rest.`,
  points: [
    'Mentors from your first week and a yearly learning budget for courses and certifications',
    'Hybrid work from our Bengaluru and Pune centers',
    'Real client work early, with a senior engineer or designer reviewing it',
  ],
  links: [
    { label: `Life at ${siteConfig.name}`, to: paths.lifeAtCompany },
    { label: 'See open roles', to: paths.openRoles },
  ],
} as const;
