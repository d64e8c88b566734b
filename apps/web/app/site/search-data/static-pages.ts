/**
 * Search data, heading and introduction of the site's fixed pages that are not entries of the content service
 * yet (SPEC.md §2 route table): home, contact, industries and portfolio landings, about, career, legal, the
 * test page and the not-found screen. The service pages' are their entries' (apps/cms/seed/pages). The company
 * name comes from the site configuration.
 */
import { companyFacts, siteConfig } from '@auralis/site-config';
import { type AboutPageSlug, paths } from '../menu';
import { type PageContent, type PageCopy, withCanonicalUrls } from '../seo';
import { homePageCopy, notFoundPageCopy } from './shell-pages';

/** The cities of the offices of these kinds, as a sentence lists them: "Bengaluru, Pune and London". */
function citiesOf(...kinds: readonly (typeof companyFacts.offices)[number]['kind'][]): string {
  const cities = companyFacts.offices.filter((office) => kinds.includes(office.kind)).map((office) => office.city);
  return cities.length > 1 ? `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}` : (cities[0] ?? '');
}

export type StaticPageKey =
  | 'home'
  | 'contact'
  | 'industries'
  | 'portfolio'
  | 'about'
  | 'missionAndVision'
  | 'leadership'
  | 'alliance'
  | 'communityEngagement'
  | 'career'
  | 'openRoles'
  | 'lifeAtCompany'
  | 'privacy'
  | 'terms'
  | 'testing'
  | 'notFound';

const staticCopy = {
  home: homePageCopy,
  contact: {
    heading: 'Tell us what you want to build',
    intro:
      'Share a project, a partnership idea, a question about Agiliti developers or a career inquiry. Pick the inquiry type, add a few details, and we route your message to the right team. You can also call our Bengaluru headquarters or write to us; our London, Dubai and Austin offices meet clients in their regions.',
    search: {
      title: `Contact Us | ${siteConfig.name}`,
      ogTitle: `Contact ${siteConfig.name}`,
      description:
        'Start a project, propose a partnership or ask about dedicated developers. Send an inquiry or call our Bengaluru headquarters to reach the right team.',
      ogDescription:
        'Project, partnership, Agiliti, career or general question: pick one, tell us a little, and we will put you in touch with the right people.',
      keywords: [
        'contact us',
        'start a project',
        'software development inquiry',
        'hire developers',
        'digital consulting contact',
      ],
    },
  },
  industries: {
    heading: 'Industries we know from the inside',
    intro:
      'We work across six sectors: banking and fintech, healthcare, education technology, internet and SaaS, digital commerce, and green and sustainable business. Each team carries the regulations, integrations and user habits of its sector from one project to the next. Repeat work in a sector means fewer unknowns for you.',
    search: {
      title: `Industries We Serve | ${siteConfig.name}`,
      ogTitle: 'Six industries, one engineering partner',
      description:
        'Digital products for banking and fintech, healthcare, edtech, internet and SaaS, digital commerce and green business, built by teams that know each sector.',
      ogDescription:
        'See how our teams apply sector knowledge in lending, health, learning, SaaS, commerce and clean energy projects.',
      keywords: [
        'industry software solutions',
        'fintech software',
        'healthcare software',
        'edtech development',
        'ecommerce development',
        'sustainability software',
      ],
    },
  },
  portfolio: {
    heading: 'Work that moved a number',
    intro:
      'These stories describe what we built and what changed for the client afterward. They cover lending in Oman, conversational commerce in Kenya, security software in India and energy technology in the United States. Each result is the client’s own figure, with the period it covers where one applies.',
    search: {
      title: `Portfolio and Case Studies | ${siteConfig.name}`,
      ogTitle: 'Case studies: what we built and what changed',
      description:
        'Case studies in lending, conversational commerce, security software and clean energy: what we built for each client and the results that followed.',
      ogDescription:
        'Read how our teams cut loan approvals to minutes, tripled merchant orders, lifted trial sign-ups and reduced release regressions.',
      keywords: [
        'case studies',
        'software development portfolio',
        'digital transformation case study',
        'client success stories',
        'product engineering examples',
      ],
    },
  },
  about: {
    heading: `About ${siteConfig.name}`,
    intro: `${siteConfig.name} is a digital engineering and consulting company founded in ${siteConfig.address.locality} in ${siteConfig.foundingYear}. About ${companyFacts.headcount} people work from our delivery centers in ${citiesOf('Headquarters and delivery center', 'Delivery center')} and our client offices in ${citiesOf('Client office')}. Together we have delivered more than ${companyFacts.projectsDelivered} projects for clients in ${companyFacts.clientCountries} countries.`,
    search: {
      title: `About Us | ${siteConfig.name}`,
      ogTitle: `Who we are at ${siteConfig.name}`,
      description: `A digital engineering and consulting company founded in ${siteConfig.foundingYear}: ${companyFacts.headcount} people, offices in ${citiesOf('Headquarters and delivery center', 'Delivery center', 'Client office')}, ${companyFacts.projectsDelivered}+ projects delivered.`,
      ogDescription:
        'Meet the company behind the work: where we started, how we are organized, and why most of our clients stay for years.',
      keywords: [
        'about us',
        'digital engineering company',
        'software company bengaluru',
        'it consulting firm india',
        'company history',
      ],
    },
  },
  missionAndVision: {
    heading: 'Mission and vision',
    intro:
      'Our mission is to help companies grow through digital products that people find useful and easy to use. Our vision is to be the partner clients keep, and our average client relationship already lasts more than four years. We measure ourselves by what changes for the client, not by hours billed.',
    search: {
      title: `Mission and Vision | ${siteConfig.name}`,
      ogTitle: 'What we work toward',
      description:
        'Our mission: help companies grow with useful, human-centric digital products. Our vision: a partner clients keep, for more than four years on average.',
      ogDescription:
        'Read the principles that guide how we design, build and support digital products, and how we measure whether we got it right.',
      keywords: [
        'mission and vision',
        'company values',
        'human-centric design',
        'digital innovation',
        'long-term partnership',
      ],
    },
  },
  leadership: {
    heading: 'Leadership',
    intro: `Co-founders Meera Raghavan, Chief Executive Officer, and Arjun Kulkarni, Chief Technology Officer, have led the company since ${siteConfig.foundingYear}. They work with Sofia Marques, Chief Operating Officer; Daniel Okafor, Head of Design; Kavya Iyer, Head of Data and AI; and Thomas Reid, Managing Director, Europe.`,
    search: {
      title: `Leadership Team | ${siteConfig.name}`,
      ogTitle: `The team leading ${siteConfig.name}`,
      description:
        'Meet our leadership team: co-founders Meera Raghavan (CEO) and Arjun Kulkarni (CTO), with the heads of operations, design, data and AI, and Europe.',
      ogDescription:
        'The six people who set direction for strategy, technology, operations, design, data and AI, and our client work in Europe.',
      keywords: ['leadership team', 'management team', 'company founders', 'executive team', 'chief executive officer'],
    },
  },
  alliance: {
    heading: 'Alliances and partnerships',
    intro:
      'We are partners of AWS, Microsoft Azure and Google Cloud, so our architects work with current platform guidance and partner support. Our ISO 27001 and ISO 9001 certifications cover how we protect information and how we run delivery. Clients get one team that designs, builds and operates on the cloud they choose.',
    search: {
      title: `Alliances and Partners | ${siteConfig.name}`,
      ogTitle: 'Cloud partnerships and certifications',
      description:
        'Partnerships with AWS, Microsoft Azure and Google Cloud, plus ISO 27001 and ISO 9001 certification, behind every project we design, build and run.',
      ogDescription:
        'See the cloud platforms we partner with and the information security and quality standards our delivery teams are certified to.',
      keywords: [
        'aws partner',
        'microsoft azure partner',
        'google cloud partner',
        'iso 27001 certified',
        'iso 9001 certified',
      ],
    },
  },
  communityEngagement: {
    heading: 'Community engagement',
    intro:
      'Our people give time and skills to the cities where we work, starting with Bengaluru and Pune. Engineers and designers mentor students, run coding workshops and help nonprofits with their digital tools. We also host open meetups on design, data and QA for anyone who wants to learn.',
    search: {
      title: `Community Engagement | ${siteConfig.name}`,
      ogTitle: 'Giving back in Bengaluru and Pune',
      description:
        'How our people share skills with students, nonprofits and local tech communities in Bengaluru and Pune through mentoring, workshops and open meetups.',
      ogDescription:
        'Mentoring, coding workshops and pro bono digital help: the ways our teams contribute to the communities around our offices.',
      keywords: [
        'community engagement',
        'corporate social responsibility',
        'tech mentoring',
        'coding workshops',
        'volunteering',
      ],
    },
  },
  career: {
    heading: `Careers at ${siteConfig.name}`,
    intro: `Join ${companyFacts.headcount} engineers, designers, data specialists and marketers in Bengaluru and Pune. You will work on real products for clients in ${companyFacts.clientCountries} countries, learn from senior colleagues and own your work from the first sprint. We hire for curiosity and care as much as for skills.`,
    search: {
      title: `Careers | ${siteConfig.name}`,
      ogTitle: `Work at ${siteConfig.name}`,
      description: `Careers in engineering, design, data and marketing in Bengaluru and Pune. Work on products for clients in ${companyFacts.clientCountries} countries with a team of ${companyFacts.headcount} people.`,
      ogDescription:
        'Looking for your next role? See how we hire, how we help people grow, and what our teams in Bengaluru and Pune are building.',
      keywords: ['careers', 'software jobs bengaluru', 'it jobs pune', 'design jobs', 'engineering careers india'],
    },
  },
  openRoles: {
    heading: 'Open roles',
    intro:
      'Browse current openings across engineering, design, QA, data and marketing. Each listing shows the experience we need, the location and the skills that matter most. If no role fits today, send your resume to our careers mailbox and we will keep it on file for future openings.',
    search: {
      title: `Open Roles | ${siteConfig.name}`,
      ogTitle: 'Current job openings',
      description:
        'Current job openings in Bengaluru, Pune and remote: software engineering, design, QA, data and marketing roles, with experience and skills listed.',
      ogDescription:
        'See every role we are hiring for right now, read what each team needs, and apply online in a few minutes.',
      keywords: [
        'job openings',
        'software engineer jobs',
        'qa jobs bengaluru',
        'ux designer jobs pune',
        'remote developer jobs',
      ],
    },
  },
  lifeAtCompany: {
    heading: `Life at ${siteConfig.name}`,
    intro:
      'Teams here are small, projects are real, and people move between products and sectors as they grow. New joiners pair with a mentor, colleagues share what they learn in internal tech talks, and we celebrate launches together. Most of this happens in our Bengaluru and Pune offices.',
    search: {
      title: `Culture and Life at Work | ${siteConfig.name}`,
      ogTitle: 'How we work, learn and celebrate together',
      description:
        'What it is like to work with us: small teams, real client products, mentoring and room to grow, at our offices in Bengaluru and Pune in India.',
      ogDescription:
        'A look inside our teams: how we learn, how we work together across Bengaluru and Pune, and how we mark the moments that matter.',
      keywords: [
        'company culture',
        'life at work',
        'employee experience',
        'work culture bengaluru',
        'tech careers pune',
      ],
    },
  },
  privacy: {
    heading: 'Privacy policy',
    intro:
      'This policy explains what personal data we collect through this website, why we collect it and how long we keep it. It covers contact inquiries, newsletter sign-ups, job applications and cookies. It also tells you how to see, correct or delete your data.',
    search: {
      title: `Privacy Policy | ${siteConfig.name}`,
      ogTitle: `${siteConfig.name} privacy policy`,
      description:
        'How we collect, use, store and protect personal data from contact forms, newsletter sign-ups, job applications and cookies, and how to use your rights.',
      ogDescription:
        'Read what data this site collects, why, how long we keep it, and who to contact about access, correction or deletion.',
      keywords: ['privacy policy', 'personal data', 'cookie policy', 'data protection', 'gdpr'],
    },
  },
  terms: {
    heading: 'Terms of use',
    intro:
      'These terms govern your use of this website and everything published on it. They cover intellectual property, acceptable use, links to other sites and the limits of our liability. By browsing the site, you agree to them.',
    search: {
      title: `Terms of Use | ${siteConfig.name}`,
      ogTitle: `${siteConfig.name} terms of use`,
      description:
        'The terms that apply when you use this website: ownership of content, acceptable use, third-party links, disclaimers and the limits of our liability.',
      ogDescription:
        'The rules for using this website and its content, including what you may reuse and what we are responsible for.',
      keywords: ['terms of use', 'terms and conditions', 'website terms', 'legal notice', 'acceptable use'],
    },
  },
  testing: {
    heading: 'Style guide',
    intro:
      'This internal page is our living style guide: every building block of the site in one place. Buttons, form fields and their errors, the spinner, error boxes, tabs, accordion, marquee, dialogs and the status screens, so designers and engineers can check each of them in the light and dark themes before a release.',
    search: {
      title: `Style Guide | ${siteConfig.name}`,
      ogTitle: 'The building blocks of the site: internal style guide',
      description:
        'Internal style guide of the site: buttons, form fields and errors, spinner, error boxes, tabs, accordion, marquee, dialogs and status screens.',
      ogDescription:
        'A page for our designers and engineers to review every building block of the site in the light and dark themes.',
      keywords: ['style guide', 'design system', 'ui components', 'form errors', 'dialogs'],
    },
  },
  notFound: notFoundPageCopy,
} as const satisfies Record<StaticPageKey, PageCopy>;

/** The path of each fixed page: its canonical URL is derived from it. */
const fixedPagePaths: Record<StaticPageKey, string> = {
  home: paths.home,
  contact: paths.contact,
  industries: paths.industries,
  portfolio: paths.portfolio,
  about: paths.about,
  missionAndVision: paths.aboutPage('mission-and-vision'),
  leadership: paths.aboutPage('leadership'),
  alliance: paths.aboutPage('alliance'),
  communityEngagement: paths.aboutPage('community-engagement'),
  career: paths.career,
  openRoles: paths.openRoles,
  lifeAtCompany: paths.lifeAtCompany,
  privacy: paths.privacy,
  terms: paths.terms,
  testing: paths.testing,
  notFound: '/404',
};

export function staticPagePath(key: StaticPageKey): string {
  return fixedPagePaths[key];
}

/** The fixed pages' copy, typed as complete: a key without copy is a type error, not a blank page. */
export const staticPageContent: Record<StaticPageKey, PageContent> = withCanonicalUrls(staticCopy, staticPagePath);

export const aboutPageKeys = {
  'mission-and-vision': 'missionAndVision',
  leadership: 'leadership',
  alliance: 'alliance',
  'community-engagement': 'communityEngagement',
} as const satisfies Record<AboutPageSlug, StaticPageKey>;
