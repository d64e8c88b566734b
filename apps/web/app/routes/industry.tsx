import { listedPageKindOf } from '@auralis/site-map';
import { useLocation } from 'react-router';

import { loadStoriesAndIndustries } from '~/content/listed-pages.server';
import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { ContactBlock } from '~/features/contact/contact-block';
import { IndustryPage } from '~/features/industries/industry-page';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import type { PageParams } from '~/site/page-handle';
import { relatedStoryPath, storyCards } from '~/site/story-cards';

import type { Route } from './+types/industry';
import { notFound, notFoundMeta } from './not-found';

/** The industry page's path, for a slug an industry page may have; undefined for any other. */
function industryPath(slug: string | undefined): string | undefined {
  const pagePath = paths.industry(slug ?? '');
  return listedPageKindOf(pagePath) === 'industry' ? pagePath : undefined;
}

/** Which industry pages are published: an unknown slug shares one cached not-found page (server/app.ts). */
export const handle = {
  namesAPage: (params: PageParams, pathname: string, livePagePaths: ReadonlySet<string>) =>
    industryPath(params.industry) !== undefined && livePagePaths.has(pathname),
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.head.search) : notFoundMeta();

/**
 * The one industry route reads the entry of the page its slug names, its hero and sections (docs/service-pages.md: the
 * shared page chooses its content by slug), whatever pages the team has added (issue 34). A slug with no
 * published entry answers 404. The related case study is a story of this industry (story-cards.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pagePath = industryPath(params.industry);
  if (!pagePath) notFound();
  const { stories, industries } = await loadStoriesAndIndustries(context);
  const slug = params.industry ?? '';
  const listing = industries.find((industry) => industry.path === pagePath);
  // This industry's stories' entries come in the same read: the case study's card quotes its story as it reads.
  const ofIndustry = stories.filter((story) => story.industry === slug);
  const { entry, others } = await loadPageEntries(
    context,
    pagePath,
    ofIndustry.map((story) => story.path),
  );
  const relatedPath = relatedStoryPath(entry.sections.industryCaseStudy?.path, slug, ofIndustry);
  const [story] = storyCards(
    others,
    ofIndustry.filter((candidate) => candidate.path === relatedPath),
    industries,
  );
  return {
    head: pageHeadOf(entry, pagePath),
    name: listing?.name ?? entry.title,
    sections: entry.sections,
    story: story ?? null,
    content: {},
  };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const pagePath = industryPath(params.industry);
  // Not a slug an industry page may have: the server's 404.
  if (!pagePath) return serverLoader();
  return cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('Industries', pagePath),
    name: 'Industries',
    sections: {},
    story: null,
  }));
}

/** Industry pages end with the project contact block. */
export default function Industry({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  if (!industryPath(params.industry)) notFound();
  return (
    <>
      <IndustryPage
        key={params.industry}
        name={loaderData.name}
        hero={loaderData.head.hero}
        sections={loaderData.sections}
        story={loaderData.story}
      />
      <ContactBlock variant="project" />
    </>
  );
}
