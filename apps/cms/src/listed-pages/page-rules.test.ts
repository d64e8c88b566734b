import { describe, expect, it } from 'vitest';

import { FIXED_PATH_MESSAGE, KIND_CHANGE_MESSAGE, NEW_PAGE_PATH_MESSAGE, pageWriteProblems } from './page-rules';

const industries = new Set(['healthcare', 'edtech']);
const exists = (slug: string) => Promise.resolve(industries.has(slug));

describe('what the admin may do to a page’s path and listing (issue 34)', () => {
  it('creates a story or an industry page at a path of its kind, and the route table’s pages at theirs', async () => {
    for (const path of ['/portfolio/clinic-booking', '/industries/space-mining', '/contact', '/'])
      expect(await pageWriteProblems({ path, previousPath: undefined, industry: undefined }, exists), path).toEqual([]);
  });

  it('refuses a new page anywhere else, with what to type instead', async () => {
    for (const path of ['/portfolio/', '/portfolio/Clinic_Booking', '/blog/hello', '/portfolio/a/b', ''])
      expect(await pageWriteProblems({ path, previousPath: undefined, industry: undefined }, exists), path).toEqual([
        { field: 'path', message: NEW_PAGE_PATH_MESSAGE },
      ]);
  });

  it('lets a story or industry page change its slug, never its kind, and keeps every other page’s path', async () => {
    const write = (previousPath: string, path: string) =>
      pageWriteProblems({ path, previousPath, industry: undefined }, exists);
    expect(await write('/portfolio/sukhiba', '/portfolio/kenya-commerce')).toEqual([]);
    expect(await write('/portfolio/sukhiba', '/industries/sukhiba')).toEqual([
      { field: 'path', message: KIND_CHANGE_MESSAGE },
    ]);
    expect(await write('/contact', '/contact-us')).toEqual([{ field: 'path', message: FIXED_PATH_MESSAGE }]);
    expect(await write('/contact', '/contact')).toEqual([]);
  });

  it('files a story only under an industry page that exists', async () => {
    const story = (industry: string) =>
      pageWriteProblems({ path: undefined, previousPath: '/portfolio/sukhiba', industry }, exists);
    expect(await story('healthcare')).toEqual([]);
    expect(await story('space-mining')).toEqual([
      { field: 'industry', message: expect.stringMatching(/No industry page \/industries\/space-mining/) },
    ]);
    // An industry page has no industry of its own: nothing to check.
    expect(
      await pageWriteProblems({ path: undefined, previousPath: '/industries/edtech', industry: 'x' }, exists),
    ).toEqual([]);
  });
});
