/**
 * docs/engineering-habits.md, habit 12, every piece of copy has one owner: a service page's section headings are its entry's
 * `sectionHeadings` (seed/pages), its hero (the banner) and its sections' items are its other fields, and no
 * sentence is in two of them or said twice on one page.
 */
import { describe, expect, it } from 'vitest';

import { contentPages, sectionEndpoint } from '@auralis/content-manifest';
import { servicePages } from '@auralis/site-map';

import { readPageFile } from './page-files';
import { seedPlan } from './plan';

const normalise = (text: string) => text.trim().toLowerCase();

const pages = contentPages();
const headingsOf = (pagePath: string) => {
  const page = pages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`${pagePath} is not a page entry`);
  const headings = readPageFile(page).sectionHeadings;
  if (!headings) throw new Error(`${pagePath} has no section headings in its seed file`);
  return headings;
};
const sentencesOf = (pagePath: string) =>
  Object.values(headingsOf(pagePath)).filter((text): text is string => typeof text === 'string' && text !== '');

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

describe('the service pages’ section headings (seed/pages)', () => {
  it('give every sub-service page the headings of its services, benefits and why-choose-us sections', () => {
    for (const page of servicePages) {
      const { servicesHeading, benefitsHeading, whyChooseUsHeading } = headingsOf(page.path);
      expect([servicesHeading, benefitsHeading, whyChooseUsHeading].every(Boolean), page.path).toBe(true);
    }
  });

  it('never repeat the hero or one another on a sub-service page', () => {
    const repeats = servicePages.flatMap((page) => {
      const texts = [...seededHero(page.path), ...sentencesOf(page.path)].map(normalise);
      return texts.filter((text, index) => texts.indexOf(text) !== index).map((text) => `${page.slug}: ${text}`);
    });
    expect(repeats).toEqual([]);
  });

  it('are not also served as an item of a section', () => {
    const headingPages = pages.filter((page) => page.entryFields.includes('sectionHeadings'));
    const sentences = headingPages.flatMap((page) => sentencesOf(page.path));
    expect(sentences.length).toBeGreaterThan(200);
    expect(sentences.filter((text) => servedText.has(normalise(text)))).toEqual([]);
  });
});
