/**
 * The copy of /about and its four sub-pages beyond the heading and introduction (BRAND.md "The company",
 * "People"). Figures and places come from the site configuration's company facts, never from sentences.
 */
import { companyFacts, siteConfig } from '@auralis/site-config';

export interface Milestone {
  readonly year: number;
  readonly text: string;
}

export interface TitledText {
  readonly title: string;
  readonly text: string;
}

const offices = (kind: (typeof companyFacts.offices)[number]['kind']) =>
  companyFacts.offices.filter((office) => office.kind === kind).map((office) => office.city);

const clientOffices = offices('Client office');
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

export const companyStory: readonly string[] = [
  `${siteConfig.name} started in ${siteConfig.address.locality} in ${siteConfig.foundingYear} as a small team building web and mobile products for start-ups. The founders wanted a company where designers and engineers work on one team, and where the client can see every step of the work.`,
  `Today about ${companyFacts.headcount} engineers, designers, data specialists and marketers work from delivery centers in ${listed([...offices('Headquarters and delivery center'), ...offices('Delivery center')])}, and meet clients in our offices in ${listed(clientOffices)}. Most of our clients have worked with us for years: the average relationship is over ${companyFacts.averageClientYears} years.`,
];

export const milestones: readonly Milestone[] = [
  {
    year: siteConfig.foundingYear,
    text: `Founded in ${siteConfig.address.locality} by Meera Raghavan and Arjun Kulkarni.`,
  },
  { year: 2014, text: 'Pune delivery center opens, with our quality assurance and testing practice.' },
  { year: 2016, text: 'London client office opens for our clients in the United Kingdom and Europe.' },
  {
    year: 2018,
    text: `Certified to ${companyFacts.certifications.map((certification) => certification.name).join(' and ')}; data and analytics practice formed.`,
  },
  { year: 2020, text: 'Dubai client office opens for clients in the Gulf region.' },
  { year: 2022, text: 'Austin client office opens, and Agiliti starts placing dedicated developers.' },
  { year: 2024, text: 'AI and automation practice formed from our data and engineering teams.' },
];

export const aboutFigures: readonly TitledText[] = [
  { title: String(siteConfig.foundingYear), text: `founded in ${siteConfig.address.locality}` },
  { title: `${companyFacts.headcount}`, text: `people in ${companyFacts.offices.length} offices` },
  { title: `${companyFacts.projectsDelivered}+`, text: 'projects delivered' },
  { title: `${companyFacts.clientCountries}`, text: 'countries our clients are in' },
];

export const values: readonly TitledText[] = [
  {
    title: 'Start from the people who use it',
    text: 'We talk to users before we design and test with them before we ship. A feature nobody uses is a cost, not a result.',
  },
  {
    title: 'Show the work',
    text: 'Clients see the backlog, the builds and the test reports. Bad news travels as fast as good news.',
  },
  {
    title: 'Measure what changes',
    text: 'Every engagement names the number it should move. We report on it, and we say so when it does not move.',
  },
  {
    title: 'Stay for the long run',
    text: 'We build things we are willing to support for years, and we hand over everything a client needs to run them without us.',
  },
];

export const mission = {
  mission:
    'Help companies grow through digital products that people find useful and easy to use, designed, built and run by one team.',
  vision:
    'Be the engineering partner clients keep: the team they call first when something new needs building, year after year.',
  principles: [
    {
      title: 'Human-centric by method',
      text: 'Research, prototypes and usability tests are part of every plan, not an optional phase. Designers and engineers sit on one team from the first week.',
    },
    {
      title: 'Engineering that lasts',
      text: 'Automated tests, code review, documented architecture and a release pipeline come with every project, so the product stays easy to change.',
    },
    {
      title: 'Security and quality by default',
      text: `Our delivery runs under ${companyFacts.certifications.map((certification) => `${certification.name} (${certification.scope})`).join(' and ')}, audited every year.`,
    },
    {
      title: 'Honest numbers',
      text: 'We agree on the measures of success at the start, report them monthly and publish case-study figures only with the period they cover.',
    },
  ],
  measures: [
    `Client relationships that last: the average is over ${companyFacts.averageClientYears} years.`,
    'Outcomes the client can measure, named at the start of each engagement.',
    'People who stay and grow: most of our leads were promoted from within.',
  ],
} as const;

export interface Leader {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  /** The coloured disc behind the initials (BRAND.md: portraits are never photographs). */
  readonly color: string;
}

export const leaders: readonly Leader[] = [
  {
    name: 'Meera Raghavan',
    role: 'Co-founder and Chief Executive Officer',
    bio: 'Meera sets the company’s direction and still joins the first workshop of many new engagements. Before co-founding the company she led product teams at software companies in Bengaluru.',
    color: 'bg-brand-700',
  },
  {
    name: 'Arjun Kulkarni',
    role: 'Co-founder and Chief Technology Officer',
    bio: 'Arjun leads engineering: architecture standards, the release pipeline every project uses, and the technical reviews of our largest programs.',
    color: 'bg-accent-700',
  },
  {
    name: 'Sofia Marques',
    role: 'Chief Operating Officer',
    bio: 'Sofia runs delivery across our centers and client offices: staffing, quality, security and the certifications that audit them.',
    color: 'bg-violet-700',
  },
  {
    name: 'Daniel Okafor',
    role: 'Head of Design',
    bio: 'Daniel leads research, UX, UI and brand design, and the design systems our clients keep using after a project ends.',
    color: 'bg-rose-700',
  },
  {
    name: 'Kavya Iyer',
    role: 'Head of Data and AI',
    bio: 'Kavya leads our data engineering, analytics and AI teams, with a focus on models and dashboards that people actually use to decide.',
    color: 'bg-amber-800',
  },
  {
    name: 'Thomas Reid',
    role: 'Managing Director, Europe',
    bio: 'Thomas leads our London office and works with clients in the United Kingdom and Europe from first conversation to delivery.',
    color: 'bg-sky-800',
  },
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export const cloudAlliances: readonly TitledText[] = [
  {
    title: 'AWS',
    text: 'Our AWS-certified architects plan migrations and new builds on AWS, and our managed operations team runs client workloads there around the clock.',
  },
  {
    title: 'Microsoft Azure',
    text: 'For clients standardized on Microsoft, we build and run applications on Azure, connect them to their identity and data platforms, and report cost each month.',
  },
  {
    title: 'Google Cloud',
    text: 'We use Google Cloud for data and analytics platforms and for applications that need its managed data and machine-learning services.',
  },
];

export const allianceBenefits: readonly TitledText[] = [
  {
    title: 'Current platform guidance',
    text: 'Partner programs give our architects early access to platform changes and to the providers’ own solution architects when a design needs a second opinion.',
  },
  {
    title: 'Certified people',
    text: 'Our engineers keep cloud certifications current as part of their growth plan, so the team on your project knows the platform it works on.',
  },
  {
    title: 'Your choice of cloud',
    text: 'We have no reason to push one provider. We recommend the platform that fits your product, your team and your contracts, and we can work across two.',
  },
];

export const communityPrograms: readonly TitledText[] = [
  {
    title: 'Student mentoring',
    text: `Engineers and designers from our ${listed([...offices('Headquarters and delivery center'), ...offices('Delivery center')])} centers mentor final-year students from local colleges through their capstone projects, with fortnightly reviews over one semester.`,
  },
  {
    title: 'Coding workshops for schools',
    text: 'Volunteers run Saturday workshops where school students build a small web page or game from scratch. We bring the laptops and the lesson plans.',
  },
  {
    title: 'Pro bono work for nonprofits',
    text: 'Each year our teams take on a few nonprofit projects at no charge: websites, volunteer and donor databases, accessibility reviews and security check-ups.',
  },
  {
    title: 'Open meetups',
    text: 'We host free evening meetups on design, data and quality assurance in our offices. Anyone can attend, and the talks are given by practitioners, not sales teams.',
  },
];

export const communityCommitments: readonly string[] = [
  'Every employee has two paid volunteering days a year.',
  'Workshops and meetups follow an accessibility checklist for venues and materials.',
  'Nonprofit projects get the same reviews, testing and handover as paid work.',
];
