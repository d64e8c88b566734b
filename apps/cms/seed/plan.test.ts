import {
  endpoints,
  endpointsByName,
  showsSection,
  keyedSubServicePages,
  marketingIndex,
} from '@auralis/content-manifest';
import { describe, expect, it } from 'vitest';

import { seedPlan, subServiceSeeds, uncoveredEndpoints } from './plan';

const plan = seedPlan();

describe('seed plan', () => {
  it('gives every manifest endpoint (and every number of a numbered one) published content', () => {
    expect(uncoveredEndpoints(plan)).toEqual([]);
  });

  it('has copy for every sub-service page of SPEC.md, once', () => {
    const slugs = subServiceSeeds.map((seed) => seed.page);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(slugs)).toEqual(
      new Set([...keyedSubServicePages.map((page) => page.slug), ...Object.keys(marketingIndex)]),
    );
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
      expect(seed.services.items.length, seed.page).toBeGreaterThanOrEqual(4);
      expect(seed.services.items.length, seed.page).toBeLessThanOrEqual(8);
      expect(seed.benefits.items.length, seed.page).toBeGreaterThanOrEqual(4);
      expect(seed.benefits.items.length, seed.page).toBeLessThanOrEqual(6);
      expect(seed.faq.length, seed.page).toBeGreaterThanOrEqual(5);
      expect(
        seed.faq.some((item) => item.cta),
        seed.page,
      ).toBe(true);
      if (seed.whyChooseUs.items.length === 4) pagesWithFourReasons += 1;
      expect(Boolean(seed.techStack), `${seed.page} tech stack`).toBe(showsSection(seed.page, 'tech-stack'));
      expect(Boolean(seed.industries), `${seed.page} industries`).toBe(showsSection(seed.page, 'industries'));
    }
    // SPEC.md §9: the why-choose-us grid narrows to 650 px with exactly four items; some pages must exercise it.
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
