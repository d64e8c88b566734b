import { type ContentReader, endpointsByName, sectionEndpoint } from '@auralis/content-manifest';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sectionRefs } from './page-content';
import { loadPageContent, markdownToHtml, pageSlot, UNREACHABLE_MESSAGE } from './page-content.server';

const endpoint = (name: string) => {
  const found = endpointsByName.get(name);
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
};

const context = (read: ContentReader['read'], deferContent = false): AppLoadContext => ({
  content: {
    read,
    pages: () => Promise.reject(new Error('content blocks read no page entries')),
    listed: () => Promise.reject(new Error('content blocks read no listed pages')),
  },
  jobs: {
    openings: () => Promise.reject(new Error('content pages read no jobs')),
    opening: () => Promise.reject(new Error('content pages read no jobs')),
  },
  deferContent,
  htmlOnlyText: new Map(),
});

const ORM = '/digital-marketing-services/orm-service';

describe('markdownToHtml', () => {
  it('renders Markdown as HTML', () => {
    expect(markdownToHtml('We design **screens**.\n\n- Audits\n- Systems')).toBe(
      '<p>We design <strong>screens</strong>.</p>\n<ul>\n<li>Audits</li>\n<li>Systems</li>\n</ul>',
    );
  });

  it('keeps nothing that runs: scripts, handlers, javascript: links, frames and styles', () => {
    const html = markdownToHtml(
      'Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) <iframe src="/"></iframe> <a href="https://auralis.example" onclick="evil()">ok</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(html).toContain('<a href="https://auralis.example">ok</a>');
  });
});

describe('pageSlot', () => {
  it('keeps only the fields of the shape, and of media what an image needs', () => {
    const slot = pageSlot(endpoint('service-root-service-contents'), [
      {
        id: 3,
        attributes: {
          title: 'QA',
          description: 'Tests.',
          CTA: 'More',
          url: '/services',
          createdAt: '2026-01-01',
          publishedAt: '2026-01-01',
          image: {
            data: {
              id: 9,
              attributes: {
                url: '/uploads/a.svg',
                name: 'a.svg',
                alternativeText: '',
                hash: 'abc',
                formats: {},
                mime: 'image/svg+xml',
              },
            },
          },
        },
      },
    ]);
    expect(slot).toEqual({
      ok: true,
      data: [
        {
          id: 3,
          attributes: {
            title: 'QA',
            description: 'Tests.',
            CTA: 'More',
            url: '/services',
            image: {
              data: {
                id: 9,
                attributes: {
                  url: '/uploads/a.svg',
                  name: 'a.svg',
                  alternativeText: '',
                  width: undefined,
                  height: undefined,
                },
              },
            },
          },
        },
      ],
    });
  });

  it('turns a malformed entry into the error state, not a crash', () => {
    expect(pageSlot(endpoint('service-root-service-contents'), [{ id: 1, attributes: { title: 7 } }])).toEqual({
      ok: false,
      message: 'The content for service-root-service-contents is incomplete or malformed.',
    });
    expect(pageSlot(endpoint('service-root-service-contents'), { not: 'a list' })).toMatchObject({ ok: false });
  });

  it('sends an overview description as sanitized HTML', () => {
    const ref = sectionEndpoint('/experience-design-services/ui-design-services', 'overview');
    if (!ref) throw new Error('no overview');
    const slot = pageSlot(ref.endpoint, {
      id: 1,
      attributes: { title: 'Overview', heading: 'H', description: '**Bold** <script>x</script>' },
    });
    expect(slot).toMatchObject({ ok: true, data: { attributes: { description: '<p><strong>Bold</strong> </p>' } } });
  });
});

describe('loadPageContent', () => {
  const refs = sectionRefs(ORM, ['overview', 'faq']);

  it('reads the page in one call and settles every slot for a first load', async () => {
    const read = vi.fn<ContentReader['read']>(() =>
      Promise.resolve([
        { ok: true, data: { id: 7, attributes: { title: 'Overview', heading: 'H', description: 'D' } } },
        { ok: false, message: 'This section has no published content yet.' },
      ]),
    );
    const content = await loadPageContent(context(read), refs);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[0]).toEqual([
      { name: 'service-overview-contents', number: 7 },
      { name: 'service-faqs', number: 7 },
    ]);
    expect(content['service-overview-contents/7']).toMatchObject({ ok: true });
    expect(content['service-faqs/7']).toEqual({ ok: false, message: 'This section has no published content yet.' });
  });

  it('answers an in-app navigation with a promise per slot', async () => {
    const content = await loadPageContent(
      context(
        () =>
          Promise.resolve([
            { ok: false, message: 'a' },
            { ok: false, message: 'b' },
          ]),
        true,
      ),
      refs,
    );
    expect(content['service-overview-contents/7']).toBeInstanceOf(Promise);
    await expect(content['service-faqs/7']).resolves.toEqual({ ok: false, message: 'b' });
  });

  it('shows every block its error box when the read itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const content = await loadPageContent(
      context(() => Promise.reject(new Error('database down'))),
      refs,
    );
    expect(Object.values(content)).toEqual([
      { ok: false, message: UNREACHABLE_MESSAGE },
      { ok: false, message: UNREACHABLE_MESSAGE },
    ]);
  });
});
