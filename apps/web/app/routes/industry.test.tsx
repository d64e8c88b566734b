import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { PageEntryRecord, PageSectionValues } from '@auralis/content-manifest';
import { servicePage } from '@auralis/site-map';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ContactEntryProvider } from '~/content/contact-entry';
import { NotFoundScreen } from '~/features/status/not-found-screen';

import { testContactEntry } from '../../test/contact-entry-fixture';

import type { Route } from './+types/industry';
import Industry, { loader } from './industry';
import { industries, paths } from '~/site/menu';

vi.mock('~/submissions/captcha/use-captcha', () => ({
  useCaptcha: () => ({
    startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
    widget: null,
    getPass: () => Promise.resolve('pass'),
  }),
}));

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

/**
 * The page entries the content service answers: each industry page's, or none (unpublished) for `unpublished`;
 * `withSections` false answers entries whose sections the editors removed.
 */
function contentWith(unpublished?: string, withSections = true): AppLoadContext {
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
    sections: path === story.path ? { storyFacts } : withSections ? sectionsOf(path) : {},
  });
  return {
    content: {
      read: () => Promise.reject(new Error('an industry page reads no content blocks')),
      pages: (pagePaths) =>
        Promise.resolve({ ok: true, data: pagePaths.map((path) => (path === unpublished ? null : entry(path))) }),
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
  it.each(industries.map((industry) => industry.slug))('%s shows the five value points of its entry', async (slug) => {
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
    for (const text of [story.client, story.outcome, story.summary, `Why the story matters to ${path}.`])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /read the story/i })).toHaveAttribute('href', story.path);
  });

  it('leaves out the sections the editors removed, and keeps the hero and the contact block', async () => {
    const path = paths.industry('healthcare');
    renderIndustryRoute(path, contentWith(undefined, false));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`The heading of ${path}`);
    for (const testId of ['industry-value-points', 'industry-services', 'industry-case-study'])
      expect(screen.queryByTestId(testId)).toBeNull();
    expect(await screen.findByTestId('contact-block')).toHaveAttribute('data-variant', 'project');
  });

  it('answers an unknown slug with the not-found screen', async () => {
    renderIndustryRoute('/industries/space-mining');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('industry-value-points')).toBeNull();
    // The block is an island that renders once its code has loaded: its wrapper would be there at once.
    expect(document.querySelector('[data-island="contact-block"]')).toBeNull();
  });
});
