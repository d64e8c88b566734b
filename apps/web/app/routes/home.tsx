import { loadStoriesAndIndustries } from '~/content/listed-pages.server';
import { loadPageEntries } from '~/content/page-entries.server';
import { ContactBlock } from '~/features/contact/contact-block';
import { HomePage } from '~/features/home/home-page';
import { paths } from '~/site/menu';
import { pageHeadOf } from '~/site/page-head';
import { organizationJsonLd, pageMeta } from '~/site/page-meta';
import { HOME_STORY_COUNT, storyCards } from '~/site/story-cards';

import type { Route } from './+types/home';

/**
 * The home page's entry: its hero, its sections, and its head's tags built on the server, so its search data and the
 * organization's structured data stay out of the first JavaScript of the site's most visited page. The first
 * stories in the team's order give the success stories' cards.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const listed = await loadStoriesAndIndustries(context);
  const stories = listed.stories.slice(0, HOME_STORY_COUNT);
  const { entry, others } = await loadPageEntries(
    context,
    paths.home,
    stories.map((story) => story.path),
  );
  const { search, hero } = pageHeadOf(entry, paths.home);
  const { journey, successStories, pillars, imprint, testimonials, technologies, resources, lifeAndCareer } =
    entry.sections;
  return {
    meta: pageMeta(search, { extra: [organizationJsonLd()] }),
    hero,
    sections: {
      journey,
      successStories,
      pillars,
      imprint,
      testimonials,
      technologies,
      resources,
      lifeAndCareer,
      storyCards: storyCards(others, stories, listed.industries),
    },
  };
}

// A failed load renders the root's error boundary and its tags (root.tsx), never this.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

// The service pages' marquee (react-fast-marquee) is fetched with the home page's marquee section, not before.
const loadLogoMarquee = () =>
  import('~/features/service-sections/shared/logo-marquee').then((module) => module.LogoMarquee);

/** docs/routes-and-shell.md#who-the-site-is-for: the home page ends with the contact / start-a-project block. */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomePage hero={loaderData.hero} sections={loaderData.sections} loadLogoMarquee={loadLogoMarquee} />
      <ContactBlock variant="project" />
    </>
  );
}
