import type { ContentReader, PageEntryRecord, PageReadResult, SectionReadResult } from '@auralis/content-manifest';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sectionKeys } from './page-content';
import { loadPage, markdownToHtml, sectionSlot, UNREACHABLE_MESSAGE } from './page-content.server';

type PageRead = ContentReader['page'];

const context = (page: PageRead, deferContent = false): AppLoadContext => ({
  content: {
    page,
    pages: () => Promise.reject(new Error('a content page reads its entries with its sections')),
    listed: () => Promise.reject(new Error('content blocks read no listed pages')),
  },
  jobs: {
    openings: () => Promise.reject(new Error('content pages read no jobs')),
    opening: () => Promise.reject(new Error('content pages read no jobs')),
  },
  deferContent,
  htmlOnlyText: new Map(),
});

/** A page entry as the content service answers it; its sections are not what these tests are about. */
const entry = (title: string): PageEntryRecord => ({ title, search: null, hero: null, legal: null, sections: {} });

/** A reader whose page read answers `sections` for whatever it is asked, with the page's entry and the others'. */
const reading = (sections: readonly SectionReadResult[], pageEntry: PageEntryRecord | null = entry('ORM')) =>
  vi.fn<PageRead>((_pagePath, { others = [] } = {}) =>
    Promise.resolve<PageReadResult>({
      ok: true,
      data: { entry: pageEntry, sections, others: others.map((path) => (path.endsWith('/none') ? null : entry(path))) },
    }),
  );

/** What a loader throws (React Router's `data()`, a DataWithResponseInit): its response's status. */
async function statusOfThrown(loading: Promise<unknown>): Promise<number | undefined> {
  const thrown: unknown = await loading.then(
    () => undefined,
    (error: unknown) => error,
  );
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

const ORM = '/digital-marketing-services/orm-service';
const IOS = '/digital-development-services/ios-development-services';

const overview = {
  id: 7,
  title: 'Overview',
  heading: 'Reviews that answer back',
  description: '**Bold** <script>alert(1)</script>',
  image: {
    url: '/uploads/orm.svg',
    name: 'orm.svg',
    alternativeText: 'A review with a reply',
    width: 640,
    height: 480,
  },
};
const faqs = [
  { id: 1, question: 'How fast do you respond?', answer: 'Within four hours.', cta: 'Talk to us', path: '/contact' },
  { id: 2, question: 'Do you write replies?', answer: 'Yes, with your approval.', cta: '', path: '' },
];

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

describe('sectionSlot', () => {
  it('sends an overview description as sanitized HTML and passes its picture through', () => {
    expect(sectionSlot('overview', { ok: true, data: overview })).toEqual({
      ok: true,
      data: { ...overview, description: '<p><strong>Bold</strong> </p>' },
    });
  });

  it('turns an item without a required text into the error state, not a crash, named by its tab or its name', () => {
    expect(sectionSlot('overview', { ok: true, data: { ...overview, heading: '' } })).toEqual({
      ok: false,
      message: 'The content for the Overview section is incomplete or malformed.',
    });
    // One bad item of a list is enough: the section cannot show a question without its answer.
    expect(sectionSlot('faq', { ok: true, data: [faqs[0], { ...faqs[1], answer: '' }] as never })).toEqual({
      ok: false,
      message: 'The content for the FAQ section is incomplete or malformed.',
    });
    // A section without a tab is called by its name.
    expect(
      sectionSlot('area-list', {
        ok: true,
        data: [{ id: 3, title: 'QA', description: 7, CTA: '', url: '', image: null }] as never,
      }),
    ).toEqual({ ok: false, message: 'The content for the area list section is incomplete or malformed.' });
    expect(sectionSlot('faq', { ok: true, data: 'not a list' as never })).toMatchObject({ ok: false });
  });

  it('keeps an optional text the editors left empty', () => {
    expect(sectionSlot('faq', { ok: true, data: faqs })).toEqual({ ok: true, data: faqs });
  });
});

describe('loadPage', () => {
  it('reads the page in one call and settles every slot for a first load, keyed by section', async () => {
    const page = reading([
      { ok: true, data: overview },
      { ok: true, data: faqs },
    ]);
    const loaded = await loadPage(context(page), ORM, { sections: ['overview', 'faq'], others: ['/contact'] });
    expect(page).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledWith(ORM, { sections: ['overview', 'faq'], others: ['/contact'] });
    expect(Object.keys(loaded.content)).toEqual(['overview', 'faq']);
    // The overview's Markdown as sanitized HTML (the <script> gone), its picture as the reader gave it.
    expect(loaded.content.overview).toEqual({
      ok: true,
      data: { ...overview, description: '<p><strong>Bold</strong> </p>' },
    });
    expect(loaded.content.faq).toMatchObject({ ok: true, data: [{ id: 1 }, { id: 2 }] });
    expect(loaded.entry).toEqual(entry('ORM'));
    expect(loaded.others).toEqual(new Map([['/contact', entry('/contact')]]));
  });

  it('shows a section whose required text is empty as its error box, and the others as usual', async () => {
    const loaded = await loadPage(
      context(
        reading([
          { ok: true, data: { ...overview, description: '' } },
          { ok: true, data: faqs },
        ]),
      ),
      ORM,
      { sections: ['overview', 'faq'] },
    );
    expect(loaded.content.overview).toEqual({
      ok: false,
      message: 'The content for the Overview section is incomplete or malformed.',
    });
    expect(loaded.content.faq).toMatchObject({ ok: true });
  });

  it('keeps the message of a section whose read failed, and shows one the reader did not answer as unreachable', async () => {
    const loaded = await loadPage(
      context(reading([{ ok: false, message: 'This section has no published content yet.' }])),
      ORM,
      { sections: ['overview', 'faq'] },
    );
    expect(loaded.content.overview).toEqual({ ok: false, message: 'This section has no published content yet.' });
    expect(loaded.content.faq).toEqual({ ok: false, message: UNREACHABLE_MESSAGE });
  });

  it('answers 503 when the page cannot be read, and 404 when its entry is not published', async () => {
    const failing = vi.fn<PageRead>(() => Promise.resolve({ ok: false, message: 'database down' }));
    expect(await statusOfThrown(loadPage(context(failing), ORM, { sections: ['faq'] }))).toBe(503);
    expect(await statusOfThrown(loadPage(context(reading([{ ok: true, data: faqs }], null)), ORM))).toBe(404);
  });

  it('gives the other pages’ entries by path, null for one without a published entry', async () => {
    const loaded = await loadPage(context(reading([])), ORM, { others: ['/about', '/none'] });
    expect(loaded.others).toEqual(
      new Map([
        ['/about', entry('/about')],
        ['/none', null],
      ]),
    );
    expect(loaded.content).toEqual({});
  });

  it('carries a first load’s FAQ answers in the markup only, and a navigation’s as text', async () => {
    const first = context(reading([{ ok: true, data: faqs }]));
    const firstLoad = await loadPage(first, ORM, { sections: ['faq'] });
    const answers = (firstLoad.content.faq as { data: { answer: string }[] }).data.map((item) => item.answer);
    // References, not the texts: the data React hydrates from does not carry them a second time.
    expect(answers).toHaveLength(2);
    expect(JSON.stringify(firstLoad.content)).not.toContain('Within four hours.');
    expect(JSON.stringify(firstLoad.content)).not.toContain('Yes, with your approval.');
    expect(answers[0]).toMatch(/faq#1$/);
    expect(first.htmlOnlyText).toEqual(
      new Map([
        ['faq#1', 'Within four hours.'],
        ['faq#2', 'Yes, with your approval.'],
      ]),
    );
    // Everything else of the item is left as it was.
    expect(firstLoad.content.faq).toMatchObject({
      ok: true,
      data: [{ id: 1, question: 'How fast do you respond?', cta: 'Talk to us', path: '/contact' }, { id: 2 }],
    });

    const navigation = context(reading([{ ok: true, data: faqs }]), true);
    const navigated = await loadPage(navigation, ORM, { sections: ['faq'] });
    expect(navigated.content.faq).toEqual({ ok: true, data: faqs });
    expect(navigation.htmlOnlyText.size).toBe(0);
  });

  it('asks only for the sections the page shows', async () => {
    expect(sectionKeys(IOS, ['other-services', 'faq'])).toEqual(['faq']);
    expect(sectionKeys(ORM, ['other-services', 'tech-stack', 'faq'])).toEqual(['other-services', 'faq']);
    const page = reading([{ ok: true, data: faqs }]);
    const loaded = await loadPage(context(page, true), IOS, { sections: ['other-services', 'faq'] });
    expect(page).toHaveBeenCalledWith(IOS, { sections: ['faq'], others: [] });
    expect(Object.keys(loaded.content)).toEqual(['faq']);
    expect(loaded.content.faq).toEqual({ ok: true, data: faqs });
  });
});
