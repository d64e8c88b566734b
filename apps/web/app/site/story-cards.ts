/**
 * The portfolio stories' cards (issue 21): what a card on /portfolio, on a story page or on the home page shows
 * of a story, read from that story's page entry (its heading, client, result and summary), so a story reads the
 * same wherever it is quoted. The story's slug, name and industry are the site map's.
 */
import type { PageEntryRecord } from '@auralis/content-manifest';
import { allPortfolioStories, type IndustrySlug, paths, type PortfolioStoryId } from '@auralis/site-map';

export interface StoryCard {
  readonly id: PortfolioStoryId;
  /** The story's name in the site map (the menu's and the admin's). */
  readonly name: string;
  readonly industry: IndustrySlug;
  /** The heading of the story's page. */
  readonly heading: string;
  /** The client, described neutrally (BRAND.md); '' where the editors removed the story's facts. */
  readonly client: string;
  readonly outcome: string;
  readonly summary: string;
}

/**
 * The cards of the stories `ids` names, in the site map's order, from their `entries`; a story whose entry is
 * not published gets none (its page answers 404).
 */
export function storyCards(
  entries: ReadonlyMap<string, PageEntryRecord | null>,
  ids: readonly PortfolioStoryId[],
): StoryCard[] {
  return allPortfolioStories.flatMap((story) => {
    const entry = ids.includes(story.slug) ? entries.get(paths.portfolioStory(story.slug)) : undefined;
    if (!entry) return [];
    const facts = entry.sections.storyFacts;
    return [
      {
        id: story.slug,
        name: story.name,
        industry: story.industry,
        // As the story's page heads itself when the editors removed its hero (pageHeadOf).
        heading: entry.hero?.heading || entry.title,
        client: facts?.client ?? '',
        outcome: facts?.outcome ?? '',
        summary: facts?.summary ?? '',
      },
    ];
  });
}
