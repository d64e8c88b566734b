import { allPortfolioStories } from '@auralis/site-map';
import { useLocation } from 'react-router';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { ContactBlock } from '~/features/contact/contact-block';
import { IndustryPage } from '~/features/industries/industry-page';
import { industries, type IndustrySlug, paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { storyCards } from '~/site/story-cards';
import type { PageParams } from '~/site/page-handle';

import type { Route } from './+types/industry';
import { notFound, notFoundMeta } from './not-found';

function findIndustry(slug: string | undefined): IndustrySlug | undefined {
  return industries.find((industry) => industry.slug === slug)?.slug;
}

/** Which industries have a page: an unknown slug shares one cached not-found page (server/app.ts). */
export const handle = { namesAPage: (params: PageParams) => findIndustry(params.industry) !== undefined };

const storyPaths = allPortfolioStories.map((story) => paths.portfolioStory(story.slug));

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.head.search) : notFoundMeta();

/**
 * The one industry route reads the entry of the page its slug names, its hero and sections (SPEC.md §2: the
 * shared page chooses its content by slug). An unknown slug, or a page whose entry is unpublished, answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = findIndustry(params.industry);
  if (!slug) notFound();
  const pagePath = paths.industry(slug);
  // The stories' entries come in the same read: the case study's card quotes the story it names, as it reads.
  const { entry, others } = await loadPageEntries(context, pagePath, storyPaths);
  const named = entry.sections.industryCaseStudy?.path.trim();
  const [story] = storyCards(
    others,
    allPortfolioStories.filter((candidate) => paths.portfolioStory(candidate.slug) === named).map((s) => s.slug),
  );
  return { head: pageHeadOf(entry, pagePath), sections: entry.sections, story: story ?? null, content: {} };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const slug = findIndustry(params.industry);
  // An unknown industry: the server's 404.
  if (!slug) return serverLoader();
  const name = industries.find((industry) => industry.slug === slug)?.name ?? slug;
  return cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry(name, paths.industry(slug)),
    sections: {},
    story: null,
  }));
}

/** Known industries end with the project contact block. */
export default function Industry({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  const slug = findIndustry(params.industry);
  if (!slug) notFound();
  return (
    <>
      <IndustryPage
        key={slug}
        slug={slug}
        hero={loaderData.head.hero}
        sections={loaderData.sections}
        story={loaderData.story}
      />
      <ContactBlock variant="project" />
    </>
  );
}
