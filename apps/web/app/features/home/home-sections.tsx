/**
 * The home page entry's sections (issue 21), as the loader read them, for the sections that load as the visitor
 * nears them: each lazily loaded section reads its own field here instead of through props, so `LazySection`
 * stays a box that knows nothing of what it loads.
 */
import type { PageSectionValues } from '@auralis/content-manifest';
import { createContext, useContext } from 'react';

import type { StoryCard } from '~/site/story-cards';

export type HomeSections = Pick<
  PageSectionValues,
  'journey' | 'successStories' | 'pillars' | 'imprint' | 'testimonials' | 'technologies' | 'resources' | 'lifeAndCareer'
> & {
  /** The success stories' cards: each from its story's page entry, which the loader reads with the home page's. */
  readonly storyCards?: readonly StoryCard[];
};

const HomeSectionsContext = createContext<HomeSections>({});

export const HomeSectionsProvider = HomeSectionsContext.Provider;

/** The section's field, or null where the editors removed it (the section is then left out). */
export function useHomeSection<F extends keyof HomeSections>(field: F): NonNullable<HomeSections[F]> | null {
  return useContext(HomeSectionsContext)[field] ?? null;
}
