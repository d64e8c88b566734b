/**
 * The portfolio stories' cards (issue 21): what a card on /portfolio, on a story page or on the home page shows
 * of a story, read from that story's page entry (its heading, client, result and summary), so a story reads the
 * same wherever it is quoted. Which stories there are, their names, industries and order are the stories'
 * entries' (issue 34: the team adds a story in the admin, no list of them is code).
 */
import type { ListedPageRecord, PageEntryRecord } from '@auralis/content-manifest';

export interface StoryCard {
  /** The story's slug: its page is /portfolio/{id}. */
  readonly id: string;
  /** The story's name in lists (its entry's "Name in lists"). */
  readonly name: string;
  /** The slug of the industry page it is filed under; '' for none. */
  readonly industry: string;
  /** That industry's name in lists; '' when no published industry page has the slug. */
  readonly industryName: string;
  /** The heading of the story's page. */
  readonly heading: string;
  /** The client, described neutrally (the brand module (packages/site-config)); '' where the editors removed the story's facts. */
  readonly client: string;
  readonly outcome: string;
  readonly summary: string;
}

/** The home page's success stories: the first stories in the team's order (docs/routes-and-shell.md#who-the-site-is-for shows four). */
export const HOME_STORY_COUNT = 4;

/**
 * The cards of `stories`, in their order, from their `entries`; a story whose entry is not published gets none
 * (its page answers 404). `industries` name each card's industry.
 */
export function storyCards(
  entries: ReadonlyMap<string, PageEntryRecord | null>,
  stories: readonly ListedPageRecord[],
  industries: readonly ListedPageRecord[],
): StoryCard[] {
  return stories.flatMap((story) => {
    const entry = entries.get(story.path);
    if (!entry) return [];
    const facts = entry.sections.storyFacts;
    return [
      {
        id: story.slug,
        name: story.name,
        industry: story.industry,
        industryName: industries.find((industry) => industry.slug === story.industry)?.name ?? '',
        // As the story's page heads itself when the editors removed its hero (pageHeadOf).
        heading: entry.hero?.heading || entry.title,
        client: facts?.client ?? '',
        outcome: facts?.outcome ?? '',
        summary: facts?.summary ?? '',
      },
    ];
  });
}

/**
 * The story an industry page's "related case study" card shows (issue 33 item 5): the one the team chose, when it
 * is filed under this industry and published; else the industry's first story in the portfolio's order.
 */
export function relatedStoryPath(
  chosenPath: string | null | undefined,
  industrySlug: string,
  stories: readonly ListedPageRecord[],
): string | undefined {
  const ofIndustry = stories.filter((story) => story.industry === industrySlug);
  const chosen = chosenPath?.trim();
  return (ofIndustry.find((story) => story.path === chosen) ?? ofIndustry[0])?.path;
}
