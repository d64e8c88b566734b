import { contentPages, endpoints, endpointsByName, showsSection } from '@auralis/content-manifest';
import { servicePages } from '@auralis/site-map';
import { describe, expect, it } from 'vitest';

import { readPageSections } from './page-files';
import { seedPlan, uncoveredEndpoints } from './plan';

const plan = seedPlan();

/** A sub-service page's sections, as its seed file holds them. */
const subServiceSeeds = servicePages.map((servicePage) => {
  const page = contentPages().find((candidate) => candidate.path === servicePage.path);
  if (!page) throw new Error(`${servicePage.path} is not a page entry`);
  const sections = readPageSections(page);
  const list = (value: (typeof sections)[keyof typeof sections]) => (Array.isArray(value) ? value : []);
  return {
    page: servicePage.slug,
    services: list(sections.services),
    benefits: list(sections.benefits),
    whyChooseUs: list(sections.whyChooseUs),
    faq: list(sections.faq),
    techStack: sections.techStack,
    industries: sections.industries,
  };
});

describe('seed plan', () => {
  it('gives every manifest endpoint (and every number of a numbered one) published content', () => {
    expect(uncoveredEndpoints(plan)).toEqual([]);
  });

  it('has copy for every sub-service page of docs/service-pages.md in its seed file: banner, overview and sections', () => {
    for (const servicePage of servicePages) {
      const sections = readPageSections(
        contentPages().find((page) => page.path === servicePage.path) ?? {
          path: servicePage.path,
          fields: [],
          entryFields: [],
        },
      );
      expect(Object.keys(sections), servicePage.slug).toEqual(
        expect.arrayContaining(['banner', 'overview', 'services', 'benefits', 'whyChooseUs', 'faq']),
      );
    }
  });

  it('plans every page’s sections from its seed file, its items in the file’s order', () => {
    const agiliti = contentPages().find((page) => page.path === '/agiliti-hire-dedicated-developers');
    if (!agiliti) throw new Error('no Agiliti page');
    const faq = readPageSections(agiliti).faq;
    const planned = plan.filter((entry) => entry.endpoint === 'agiliti-root-faq-contents');
    expect(planned.map((entry) => entry.fields.question)).toEqual(
      (Array.isArray(faq) ? faq : []).map((item) => item.question),
    );
    expect(planned.map((entry) => entry.position)).toEqual(planned.map((_entry, index) => index + 1));
  });

  it('uses each position once per endpoint and number', () => {
    const keys = plan.map((entry) => `${entry.endpoint}|${entry.number ?? ''}|${entry.position}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stores every entry in the content type of its endpoint’s shape', () => {
    for (const entry of plan) expect(endpointsByName.get(entry.endpoint)?.shape, entry.endpoint).toBe(entry.shape);
  });

  it('puts exactly one entry behind every single endpoint', () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.kind === 'single')) {
      for (const number of endpoint.numbers ?? [undefined]) {
        const entries = plan.filter((entry) => entry.endpoint === endpoint.name && entry.number === number);
        expect(entries, `${endpoint.name}/${number ?? ''}`).toHaveLength(1);
      }
    }
  });

  it('follows the copy rules of the issue for each sub-service page', () => {
    let pagesWithFourReasons = 0;
    for (const seed of subServiceSeeds) {
      expect(seed.services.length, seed.page).toBeGreaterThanOrEqual(4);
      expect(seed.services.length, seed.page).toBeLessThanOrEqual(8);
      expect(seed.benefits.length, seed.page).toBeGreaterThanOrEqual(4);
      expect(seed.benefits.length, seed.page).toBeLessThanOrEqual(6);
      expect(seed.faq.length, seed.page).toBeGreaterThanOrEqual(5);
      expect(
        seed.faq.some((item) => item.cta),
        seed.page,
      ).toBe(true);
      if (seed.whyChooseUs.length === 4) pagesWithFourReasons += 1;
      expect(Boolean(seed.techStack), `${seed.page} tech stack`).toBe(showsSection(seed.page, 'tech-stack'));
      expect(Boolean(seed.industries), `${seed.page} industries`).toBe(showsSection(seed.page, 'industries'));
    }
    // docs/service-pages.md: the why-choose-us grid narrows to 650 px with exactly four items; some pages must exercise it.
    expect(pagesWithFourReasons).toBeGreaterThanOrEqual(3);
  });

  it('contains no placeholder copy and no exclamation marks', () => {
    const text = JSON.stringify(plan.map((entry) => entry.fields));
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
    expect(text).not.toMatch(/!/);
  });

  it('links FAQ calls to action to site paths', () => {
    for (const entry of plan.filter((candidate) => candidate.shape === 'faqItem' && candidate.fields.path)) {
      expect(String(entry.fields.path), entry.endpoint).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });
});
