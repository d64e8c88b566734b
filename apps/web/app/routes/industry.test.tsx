import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { PageEntryRecord } from '@auralis/content-manifest';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { NotFoundScreen } from '~/features/status/not-found-screen';

import type { Route } from './+types/industry';
import Industry, { loader } from './industry';
import { industries, paths, portfolioStories, servicePages } from '~/site/menu';

import { industryDetails } from '~/features/industries/industry-content';

vi.mock('~/submissions/captcha/use-captcha', () => ({
  useCaptcha: () => ({
    startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
    widget: null,
    getPass: () => Promise.resolve('pass'),
  }),
}));

/** The page entries the content service answers: each industry page's, or none (unpublished) for `unpublished`. */
function contentWith(unpublished?: string): AppLoadContext {
  const entry = (path: string): PageEntryRecord => ({
    title: path,
    search: null,
    hero: { heading: `The heading of ${path}`, intro: `The introduction of ${path}.` },
    legal: null,
    sections: {},
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
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

describe('industry page', () => {
  it.each(industries.map((industry) => industry.slug))('%s shows its five value points', async (slug) => {
    renderIndustryRoute(paths.industry(slug));
    const list = await screen.findByTestId('industry-value-points');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const titles = industryDetails[slug].valuePoints.map((point) => point.title);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(titles);
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

  it('gives every industry its own value points', () => {
    const firstTitles = industries.map((industry) => industryDetails[industry.slug].valuePoints[0].title);
    expect(new Set(firstTitles).size).toBe(industries.length);
  });

  it.each(industries.map((industry) => industry.slug))('%s links services and a story that exist', async (slug) => {
    renderIndustryRoute(paths.industry(slug));
    const servicesList = await screen.findByTestId('industry-services');
    const servicePaths = new Set(servicePages.map((page) => page.path));
    const serviceLinks = within(servicesList).getAllByRole('link');
    expect(serviceLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of serviceLinks) expect(servicePaths).toContain(link.getAttribute('href'));

    const storyPaths = portfolioStories.map((story) => paths.portfolioStory(story.slug));
    const storyLink = within(screen.getByTestId('industry-case-study')).getByRole('link', { name: /read the story/i });
    expect(storyPaths).toContain(storyLink.getAttribute('href'));
  });

  it('answers an unknown slug with the not-found screen', async () => {
    renderIndustryRoute('/industries/space-mining');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('industry-value-points')).toBeNull();
    // The block is an island that renders once its code has loaded: its wrapper would be there at once.
    expect(document.querySelector('[data-island="contact-block"]')).toBeNull();
  });
});
