import { describe, expect, it } from 'vitest';

import { portfolioStories, servicePages } from '@auralis/site-map';

import { caseStudies } from './case-studies';
import { portfolioStoryIds, storyFacts } from './story-facts';

/** BRAND.md: clients are described neutrally; the slugs are URLs, never copy. */
const clientNames = [/sukhiba/i, /secpod/i, /united[ -]finance/i, /enphase/i];

describe('portfolio case studies (SPEC.md §2, BRAND.md)', () => {
  it('keeps the route table’s four stories and at least two more on the generic route', () => {
    for (const story of portfolioStories) expect(portfolioStoryIds).toContain(story.slug);
    expect(portfolioStoryIds.length).toBeGreaterThanOrEqual(portfolioStories.length + 2);
    expect(new Set(portfolioStoryIds).size).toBe(portfolioStoryIds.length);
  });

  it.each(portfolioStoryIds)('%s is a full case study with linked services', (id) => {
    const study = caseStudies[id];
    expect(study.challenge.length).toBeGreaterThan(0);
    expect(study.approach.length).toBeGreaterThanOrEqual(3);
    expect(study.built.length).toBeGreaterThanOrEqual(2);
    expect(study.figures.length).toBeGreaterThan(0);
    expect(study.technologies.length).toBeGreaterThanOrEqual(3);
    expect(study.services.length).toBeGreaterThan(0);
    for (const slug of study.services) expect(servicePages.map((page) => page.slug)).toContain(slug);
  });

  // Its hero and search data are its entry's: apps/cms/seed/page-files.test.ts checks them the same way.
  it.each(portfolioStoryIds)('%s never names or quotes the client', (id) => {
    const copy = JSON.stringify([caseStudies[id], storyFacts[id]]);
    for (const name of clientNames) expect(copy).not.toMatch(name);
    // No attributed quotation: the copy has no curly-quoted sentence.
    expect(copy).not.toMatch(/“[^”]{20,}”/);
  });
});
