/**
 * The facts of each portfolio story (SPEC.md §2: /portfolio/{slug}) that its cards and its page show beside its
 * hero: the client, described only neutrally (sector, size, country; BRAND.md), and the client's result, stated
 * once. The story's heading, introduction and search data are its entry's in the content service.
 */
import type { PageEntryRecord } from '@auralis/content-manifest';
import { allPortfolioStories, paths, type PortfolioStoryId } from '@auralis/site-map';

export type { PortfolioStoryId } from '@auralis/site-map';

export const storyFacts = {
  sukhiba: {
    client: 'Conversational-commerce start-up, Kenya',
    outcome: '3× orders per merchant in six months.',
  },
  secpod: {
    client: 'Security software company, India',
    outcome: '42% more trial sign-ups.',
  },
  'united-finance': {
    client: 'Retail lender, Oman',
    outcome: 'Approval time from 5 days to 20 minutes.',
  },
  enphase: {
    client: 'Energy-technology manufacturer, United States',
    outcome: '60% fewer release regressions.',
  },
  'hospital-appointments': {
    client: 'Multi-specialty hospital network, United Arab Emirates',
    outcome: 'Missed outpatient appointments down from 18% to 11% in nine months.',
  },
  'exam-season-cloud': {
    client: 'Online learning provider, United Kingdom',
    outcome: 'Five times the peak concurrent learners, with pages loading in under two seconds.',
  },
} as const satisfies Record<PortfolioStoryId, { readonly client: string; readonly outcome: string }>;

/** Every story, the route table's four first: the portfolio cards and the story pages read it. */
export const portfolioStoryIds: readonly PortfolioStoryId[] = allPortfolioStories.map((story) => story.slug);

export function isPortfolioStoryId(id: string | undefined): id is PortfolioStoryId {
  return portfolioStoryIds.some((storyId) => storyId === id);
}

/** A story's card: its id and its heading, from its entry. */
export interface StoryCard {
  readonly id: PortfolioStoryId;
  readonly heading: string;
}

/** The stories' cards, but `except`'s; a story whose entry is unpublished gets none (its page answers 404). */
export function storyCards(entries: ReadonlyMap<string, PageEntryRecord | null>, except?: string): StoryCard[] {
  return portfolioStoryIds.flatMap((id) => {
    const heading = id === except ? undefined : entries.get(paths.portfolioStory(id))?.hero?.heading;
    return heading ? [{ id, heading }] : [];
  });
}
