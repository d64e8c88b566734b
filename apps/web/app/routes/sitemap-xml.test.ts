import type {
  JobOpeningRecord,
  ListedPageRecord,
  ListedPagesReadResult,
  RecruitingReader,
} from '@auralis/content-manifest';
import type { ListedPageKind } from '@auralis/site-map';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { publicPaths } from '~/site/route-table';

import { loader } from './sitemap-xml';

const role = (id: string, name: string): JobOpeningRecord => ({
  id,
  Job_Opening_Name: name,
  Work_Experience: '',
  Remote_Job: true,
  City: '',
  Country: '',
  Banner_description: '',
  Job_Description: '',
  Job_details: '',
  Date_Opened: '',
  Job_Type: '',
});

const listed = (path: string, industry = ''): ListedPageRecord => ({
  path,
  slug: path.slice(path.lastIndexOf('/') + 1),
  name: path,
  order: null,
  industry,
});

/** The published stories and industry pages, as the team left them: one story added in the admin. */
const publishedListed = (kind: ListedPageKind): Promise<ListedPagesReadResult> =>
  Promise.resolve({
    ok: true,
    data:
      kind === 'story'
        ? [listed('/portfolio/sukhiba', 'digital-commerce'), listed('/portfolio/clinic-booking', 'healthcare')]
        : [listed('/industries/healthcare')],
  });

async function sitemap(
  jobs: RecruitingReader,
  listedPages: (kind: ListedPageKind) => Promise<ListedPagesReadResult> = publishedListed,
  redirected?: ReadonlySet<string>,
): Promise<string[]> {
  const context: AppLoadContext = {
    content: {
      listed: listedPages,
      pages: () => Promise.reject(new Error('the sitemap reads no page entries')),
      page: () => Promise.reject(new Error('the sitemap reads no page')),
    },
    jobs,
    deferContent: false,
    htmlOnlyText: new Map(),
    ...(redirected ? { redirectedPaths: () => Promise.resolve(redirected) } : {}),
  };
  const response = await loader({ context });
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  return [...(await response.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('/sitemap.xml', () => {
  it("lists every public path once and every open role's detail page", async () => {
    const jobs: RecruitingReader = {
      openings: () => Promise.resolve({ ok: true, data: [role('a1', 'Data Engineer'), role('x&y', 'UX: Lead')] }),
      opening: vi.fn(),
    };
    const locations = await sitemap(jobs);
    expect(locations).toHaveLength(publicPaths.length + 3 + 2);
    expect(locations).toContain('https://www.auralis.example/career/open-roles');
    expect(locations.slice(-2)).toEqual([
      'https://www.auralis.example/jobs/a1/data-engineer',
      // An id is the provider's: escaped in the path, so nothing in it can break the URL or the XML.
      'https://www.auralis.example/jobs/x%26y/ux--lead',
    ]);
  });

  it('still lists every other page when the recruiting provider cannot be asked', async () => {
    const locations = await sitemap({ openings: () => Promise.resolve({ ok: false }), opening: vi.fn() });
    expect(locations).toHaveLength(publicPaths.length + 3);
    expect(locations.some((location) => location.includes('/jobs/'))).toBe(false);
  });

  it('lists every published story and industry page, one added in the admin included, and no redirected path (issue 34)', async () => {
    const noRoles: RecruitingReader = { openings: () => Promise.resolve({ ok: true, data: [] }), opening: vi.fn() };
    const locations = await sitemap(noRoles);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://www.auralis.example/industries/healthcare',
        'https://www.auralis.example/portfolio/sukhiba',
        'https://www.auralis.example/portfolio/clinic-booking',
      ]),
    );
    // A path the team redirected elsewhere is no page to index.
    const redirected = await sitemap(noRoles, publishedListed, new Set(['/portfolio/sukhiba', '/contact']));
    expect(redirected).toHaveLength(publicPaths.length + 3 - 2);
    expect(redirected.some((location) => location.endsWith('/portfolio/sukhiba'))).toBe(false);
    expect(redirected.some((location) => location.endsWith('/contact'))).toBe(false);
    // The content service cannot be asked: the route table's pages are still listed.
    const without = await sitemap(noRoles, () => Promise.resolve({ ok: false, message: 'down' }));
    expect(without).toHaveLength(publicPaths.length);
  });
});
