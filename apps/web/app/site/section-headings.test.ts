/**
 * STYLE.md rule 12, every piece of copy has one owner: the fixed section headings are typed data in the repo,
 * the hero (the page's banner) and the sections' content come from the content service, and no sentence lives
 * in both or is said twice on one page.
 */
import { describe, expect, it } from 'vitest';

import { sectionEndpoint } from '@auralis/content-manifest';

import { seedPlan } from '../../../cms/seed/plan';
import { servicePages } from './menu';
import { type SectionHeading, sectionHeadings } from './section-headings';

const normalise = (text: string) => text.trim().toLowerCase();

/** The heading and description of each section heading; the short labels (tab names) are not sentences. */
const sentencesOf = (headings: readonly (SectionHeading | undefined)[]) =>
  headings.flatMap((heading) => (heading ? [heading.heading, heading.description ?? ''] : [])).filter(Boolean);

const servedText = new Set(
  seedPlan()
    .flatMap((entry) => Object.values(entry.fields))
    .filter((value): value is string => typeof value === 'string')
    .map(normalise),
);

/** The seeded banner (the hero) of the page at `pagePath`: its title and text. */
function seededHero(pagePath: string): string[] {
  const ref = sectionEndpoint(pagePath, 'banner');
  const banner = seedPlan().find((entry) => entry.endpoint === ref?.endpoint.name && entry.number === ref.number);
  if (!banner) throw new Error(`no seeded banner for ${pagePath}`);
  return [String(banner.fields.title), String(banner.fields.description)];
}

describe('section headings', () => {
  it('never repeat the hero or one another on a sub-service page', () => {
    const repeats = servicePages.flatMap((page) => {
      const headings = sectionHeadings[page.slug];
      const texts = [
        ...seededHero(page.path),
        ...sentencesOf([headings.services, headings.techStack, headings.benefits, headings.whyChooseUs]),
      ].map(normalise);
      return texts.filter((text, index) => texts.indexOf(text) !== index).map((text) => `${page.slug}: ${text}`);
    });
    expect(repeats).toEqual([]);
  });

  it('are owned by the repo alone: no section heading is also served by the content service', () => {
    const pageSentences = servicePages.flatMap((page) => {
      const headings = sectionHeadings[page.slug];
      return sentencesOf([headings.services, headings.techStack, headings.benefits, headings.whyChooseUs]);
    });
    const inBoth = pageSentences.filter((text) => servedText.has(normalise(text)));
    expect(pageSentences.length).toBeGreaterThan(200);
    expect(inBoth).toEqual([]);
  });
});
