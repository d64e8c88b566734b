import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ListedPageRecord, PageEntryRecord, PageSectionValues } from '@auralis/content-manifest';
import { servicePage } from '@auralis/site-map';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ContactEntryProvider } from '~/content/contact-entry';
import { NotFoundScreen } from '~/features/status/not-found-screen';

import { testContactEntry } from '../../test/contact-entry-fixture';

import type { Route } from './+types/industry';
import Industry, { loader } from './industry';
import { paths } from '~/site/menu';

vi.mock('~/submissions/captcha/use-captcha', () => ({
  useCaptcha: () => ({
    startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
    widget: null,
    getPass: () => Promise.resolve('pass'),
  }),
}));

/** The industry pages the team has published (issue 34: entries, one added in the admin among them). */
const industrySlugs = ['bfsi-fintech', 'healthcare', 'edtech', 'green-sustainability', 'space-mining'];
const listing = (path: string, industry = ''): ListedPageRecord => ({
  path,
  slug: path.slice(path.lastIndexOf('/') + 1),
  name: `Name of ${path}`,
  order: null,
  industry,
});

const listedServices = [servicePage('security-testing-services'), servicePage('rpa-services')] as const;
/** The story the case studies name, as its own entry tells it. */
const story = {
  path: paths.portfolioStory('enphase'),
  client: 'Solar installer, United States',
  outcome: 'Fewer site visits in the first year',
  summary: 'Analytics that tell the installer which systems need a visit.',
};
const storyFacts = {
  client: story.client,
  engagement: '6 months',
  team: 'Four engineers',
  outcome: story.outcome,
  summary: story.summary,
};

/** Two healthcare stories, in the portfolio's order; the lender's story is filed under BFSI. */
const hospitalStory = paths.portfolioStory('hospital-appointments');
const clinicStory = paths.portfolioStory('clinic-booking');
const lenderStory = paths.portfolioStory('united-finance');
const listedStories: readonly ListedPageRecord[] = [
  listing(lenderStory, 'bfsi-fintech'),
  listing(hospitalStory, 'healthcare'),
  listing(clinicStory, 'healthcare'),
  listing(story.path, 'green-sustainability'),
];

/** An industry page's sections as an editor might write them: one of the service lines is no page of the site. */
const sectionsOf = (path: string): PageSectionValues => ({
  industryValuePoints: {
    heading: `What ${path} brings`,
    intro: '',
    cards: [1, 2, 3, 4, 5].map((n) => ({ title: `Point ${n} of ${path}`, text: `Why point ${n} matters.` })),
    linkLabel: '',
    link: '',
  },
  industryServices: {
    heading: `Services of ${path}`,
    intro: 'The teams we bring.',
    servicePaths: [listedServices[0].path, '/services/no-such-service', listedServices[1].path].join('\n'),
  },
  industryCaseStudy: {
    heading: 'A story',
    path: story.path,
    relevance: `Why the story matters to ${path}.`,
    linkLabel: 'Read the story',
  },
});

function caseStudyOf(path: string) {
  const caseStudy = sectionsOf(path).industryCaseStudy;
  if (!caseStudy) throw new Error('every industry page of this test has a case study');
  return caseStudy;
}

/**
 * The page entries the content service answers: each industry page's, or none (unpublished) for `unpublished`;
 * `withSections` false answers entries whose sections the editors removed.
 */
function contentWith(unpublished?: string, withSections = true, caseStudyPath = story.path): AppLoadContext {
  const entry = (path: string): PageEntryRecord => ({
    title: path,
    search: null,
    hero: {
      label: `Label of ${path}`,
      heading: `The heading of ${path}`,
      intro: `The introduction of ${path}.`,
      buttonLabel: '',
    },
    legal: null,
    sections: path.startsWith('/portfolio/')
      ? { storyFacts: { ...storyFacts, client: `The client of ${path}` } }
      : withSections
        ? { ...sectionsOf(path), industryCaseStudy: { ...caseStudyOf(path), path: caseStudyPath } }
        : {},
  });
  const published = (path: string): PageEntryRecord | null => (path === unpublished ? null : entry(path));
  return {
    content: {
      listed: (kind) =>
        Promise.resolve({
          ok: true,
          data:
            kind === 'story'
              ? listedStories
              : industrySlugs.map((slug) => listing(paths.industry(slug))).filter((page) => page.path !== unpublished),
        }),
      pages: (pagePaths) => Promise.resolve({ ok: true, data: pagePaths.map(published) }),
      // An industry page reads its entry and the entries its cards lead to, and no content blocks.
      page: (pagePath, { others = [] } = {}) =>
        Promise.resolve({
          ok: true,
          data: { entry: published(pagePath), sections: [], others: others.map(published) },
        }),
    },
    jobs: {
      openings: () => Promise.reject(new Error('an industry page reads no jobs')),
      opening: () => Promise.reject(new Error('an industry page reads no jobs')),
    },
    deferContent: false,
    htmlOnlyText: new Map(),
  };
}

function renderIndustryRoute(path: string, context = contentWith()) {
  const Stub = createRoutesStub([
    {
      path: '/industries/:industry',
      Component: Industry,
      loader: ({ params, request }) =>
        loader({ params: { industry: params.industry ?? '' }, context, request } as unknown as Route.LoaderArgs),
      // The root's boundary in the app: a 404 from the loader shows the not-found screen.
      ErrorBoundary: () => <NotFoundScreen />,
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactEntryProvider value={testContactEntry}>
        <Stub initialEntries={[path]} />
      </ContactEntryProvider>
    </QueryClientProvider>,
  );
}

describe('industry page', () => {
  it.each(industrySlugs)('%s shows the five value points of its entry', async (slug) => {
    const path = paths.industry(slug);
    renderIndustryRoute(path);
    const list = await screen.findByTestId('industry-value-points');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const titles = [1, 2, 3, 4, 5].map((n) => `Point ${n} of ${path}`);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(titles);
    expect(screen.getByRole('heading', { level: 2, name: `What ${path} brings` })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(await screen.findByTestId('contact-block')).toHaveAttribute('data-variant', 'project');
  });

  it('shows the hero of the page entry its slug names', async () => {
    const path = paths.industry('healthcare');
    renderIndustryRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`The heading of ${path}`);
    expect(screen.getByText(`The introduction of ${path}.`)).toBeInTheDocument();
  });

  it('answers an industry whose entry is unpublished with the not-found screen', async () => {
    renderIndustryRoute(paths.industry('edtech'), contentWith(paths.industry('edtech')));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('industry-value-points')).toBeNull();
  });

  it('links the service pages its entry lists, by their names, and skips a line that is no service page', async () => {
    renderIndustryRoute(paths.industry('edtech'));
    const servicesList = await screen.findByTestId('industry-services');
    const serviceLinks = within(servicesList).getAllByRole('link');
    expect(serviceLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      listedServices.map((service) => [service.name, service.path]),
    );
  });

  it('shows the story its entry names, with the story’s client, outcome and summary', async () => {
    const path = paths.industry('green-sustainability');
    renderIndustryRoute(path);
    const card = await screen.findByTestId('industry-case-study');
    for (const text of [
      `The client of ${story.path}`,
      story.outcome,
      story.summary,
      `Why the story matters to ${path}.`,
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /read the story/i })).toHaveAttribute('href', story.path);
  });

  it('shows a story of its own industry: the one the team chose, else the first (issue 33 item 5)', async () => {
    const path = paths.industry('healthcare');
    // The team chose the second healthcare story.
    const chosen = renderIndustryRoute(path, contentWith(undefined, true, clinicStory));
    let card = await screen.findByTestId('industry-case-study');
    expect(within(card).getByRole('link', { name: /read the story/i })).toHaveAttribute('href', clinicStory);
    chosen.unmount();
    // A lender's story named on the healthcare page (as seeded before): the hospital-booking story shows instead.
    renderIndustryRoute(path, contentWith(undefined, true, lenderStory));
    card = await screen.findByTestId('industry-case-study');
    expect(within(card).getByText(`The client of ${hospitalStory}`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /read the story/i })).toHaveAttribute('href', hospitalStory);
  });

  it('shows no case study for an industry none of the stories is filed under', async () => {
    renderIndustryRoute(paths.industry('edtech'));
    await screen.findByTestId('industry-value-points');
    expect(screen.queryByTestId('industry-case-study')).toBeNull();
  });

  it('leaves out the sections the editors removed, and keeps the hero and the contact block', async () => {
    const path = paths.industry('healthcare');
    renderIndustryRoute(path, contentWith(undefined, false));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`The heading of ${path}`);
    for (const testId of ['industry-value-points', 'industry-services', 'industry-case-study'])
      expect(screen.queryByTestId(testId)).toBeNull();
    expect(await screen.findByTestId('contact-block')).toHaveAttribute('data-variant', 'project');
  });

  it('shows an industry page the team added in the admin, named as its listing names it (issue 34)', async () => {
    const path = paths.industry('space-mining');
    renderIndustryRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`The heading of ${path}`);
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent(`Name of ${path}`);
  });

  it('answers a slug with no published entry with the not-found screen', async () => {
    renderIndustryRoute('/industries/space-mining', contentWith('/industries/space-mining'));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('industry-value-points')).toBeNull();
    // The block is an island that renders once its code has loaded: its wrapper would be there at once.
    expect(document.querySelector('[data-island="contact-block"]')).toBeNull();
  });
});
