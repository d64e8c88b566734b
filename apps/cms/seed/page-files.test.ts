import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { contentPages } from '@auralis/content-manifest';
import { companyFacts, siteConfig } from '@auralis/site-config';
import { listedPageSlug, paths, serviceAreas, serviceNamesOf, servicePages } from '@auralis/site-map';

import { readJobOpenings } from './job-openings';
import {
  fillTokens,
  pageFileKey,
  pageFileKeys,
  pageFilesDir,
  readPageFile,
  readPageSections,
  readSharedFile,
  seededListedPages,
} from './page-files';

/** The seeded stories and industry pages (issue 34): data files, listed by nothing in the code. */
const listedPages = seededListedPages();
const storiesSeeded = listedPages.filter((page) => page.kind === 'story');
const industriesSeeded = listedPages.filter((page) => page.kind === 'industry');
const pages = [...contentPages(), ...listedPages];
const homePage = pages.find((page) => page.path === '/') ?? { path: '/', entryFields: [] };

describe('the pages’ seed files (seed/pages)', () => {
  it('has one file per page entry, and none for a page the content model does not have', () => {
    expect(pageFileKeys()).toEqual(pages.map((page) => pageFileKey(page.path)).sort());
  });

  it('names a file by its page’s path, without the company’s slug', () => {
    expect(pageFileKey('/')).toBe('home');
    expect(pageFileKey('/digital-marketing-services/b2b-seo-services')).toBe(
      'digital-marketing-services/b2b-seo-services',
    );
    expect(pageFileKey(`/about/about-${siteConfig.slug}/leadership`)).toBe('about/about-company/leadership');
    expect(pageFileKey(`/career/life-at-${siteConfig.slug}`)).toBe('career/life-at-company');
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s: its file matches the content model', (_path, page) => {
    const fields = readPageFile(page);
    expect(Object.keys(fields).sort()).toEqual([...page.entryFields].sort());
    expect(page.entryFields.includes('hero')).toBe(page.hero);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: complete search data (docs/content-and-editing.md), its own canonical URL, and a hero where the banner is not one',
    (pagePath, page) => {
      const { search, hero } = readPageFile(page);
      if (!search) throw new Error(`${pagePath} has no search data`);
      expect(search.canonicalUrl).toBe(`${siteConfig.siteUrl}${pagePath}`);
      expect(search.title?.length).toBeGreaterThan(10);
      expect(search.title?.length).toBeLessThanOrEqual(70);
      expect(search.ogTitle?.length).toBeGreaterThan(10);
      expect(search.description?.length).toBeGreaterThanOrEqual(100);
      expect(search.description?.length).toBeLessThanOrEqual(170);
      expect(search.ogDescription?.length).toBeGreaterThanOrEqual(60);
      expect(search.keywords?.split(',').filter((keyword) => keyword.trim()).length).toBeGreaterThanOrEqual(3);
      if (page.hero) expect(hero?.intro?.split(/\s+/).length).toBeGreaterThanOrEqual(20);
    },
  );

  it('gives every page its own title and description, and no placeholder copy', () => {
    const searches = pages.map((page) => readPageFile(page).search);
    expect(new Set(searches.map((search) => search?.title)).size).toBe(pages.length);
    expect(new Set(searches.map((search) => search?.description)).size).toBe(pages.length);
    expect(JSON.stringify(pages.map((page) => readPageFile(page)))).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });

  it('never names or quotes a client on a portfolio story: the brand module (packages/site-config) describes clients neutrally (the slug is a URL)', () => {
    const clientNames = [/sukhiba/i, /secpod/i, /united[ -]finance/i, /enphase/i];
    const storyPages = pages.filter((candidate) => candidate.path.startsWith('/portfolio/'));
    expect(storyPages.map((page) => page.path).sort()).toEqual(storiesSeeded.map((story) => story.path).sort());
    expect(storyPages.length).toBeGreaterThanOrEqual(6);
    for (const page of storyPages) {
      // Every field of the story: its hero and search data, its facts (its cards'), its sections.
      const { search, ...fields } = readPageFile(page);
      const copy = JSON.stringify([fields, { ...search, canonicalUrl: '' }]);
      for (const name of clientNames) expect(copy, page.path).not.toMatch(name);
      // No attributed quotation: the copy has no curly-quoted sentence.
      expect(copy, page.path).not.toMatch(/“[^”]{20,}”/);
    }
  });

  it.each(storiesSeeded.map((story) => [listedPageSlug(story.path), story.path] as const))(
    '%s is a full case study: facts, challenge, steps, deliverables, figures, technologies and services',
    (_slug, storyPath) => {
      const story = readPageFile(pages.find((page) => page.path === storyPath) ?? { path: storyPath, entryFields: [] });
      const lines = (text: string | null | undefined) => (text ?? '').split('\n').filter((line) => line.trim());
      expect(story.storyFacts?.client).toMatch(/, [A-Z]/);
      expect(story.storyFacts?.outcome).toBeTruthy();
      expect(story.storyChallenge?.paragraphs?.length).toBeGreaterThan(0);
      expect(lines(story.storyApproach?.points).length).toBeGreaterThanOrEqual(3);
      expect(story.storyBuilt?.cards.length).toBeGreaterThanOrEqual(2);
      expect(story.storyOutcome?.figures.length).toBeGreaterThan(0);
      // A result is a number (the brand module (packages/site-config): the client's figure, with its period in the label).
      for (const figure of story.storyOutcome?.figures ?? []) expect(figure.value).toMatch(/\d/);
      expect(lines(story.storyTechnologies?.points).length).toBeGreaterThanOrEqual(3);
      const services = lines(story.storyServices?.servicePaths);
      expect(services.length).toBeGreaterThan(0);
      for (const service of services)
        expect(
          servicePages.some((page) => page.path === service),
          `${storyPath}: ${service}`,
        ).toBe(true);
    },
  );

  it('gives the first four stories, which the home page shows, the summary their cards show', () => {
    const firstFour = [...storiesSeeded].sort((a, b) => a.listing.order - b.listing.order).slice(0, 4);
    expect(firstFour).toHaveLength(4);
    for (const story of firstFour) expect(readPageFile(story).storyFacts?.summary, story.path).toBeTruthy();
  });

  it('lists every story and industry page once, in an order, each story under a seeded industry (issue 34)', () => {
    for (const kind of [storiesSeeded, industriesSeeded]) {
      const orders = kind.map((page) => page.listing.order);
      expect(new Set(orders).size).toBe(orders.length);
      expect(new Set(kind.map((page) => page.listing.name)).size).toBe(kind.length);
    }
    const industrySlugs = industriesSeeded.map((page) => listedPageSlug(page.path));
    expect(industrySlugs.length).toBeGreaterThanOrEqual(6);
    for (const story of storiesSeeded) expect(industrySlugs, story.path).toContain(story.listing.industry);
  });

  it('reads a policy from Markdown: its front matter holds the fields, its text is the legal text', () => {
    const privacy = pages.find((page) => page.path === '/privacy');
    if (!privacy) throw new Error('no privacy page');
    const { legal, hero } = readPageFile(privacy);
    expect(hero?.heading).toBe('Privacy policy');
    expect(legal?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(legal?.body).toMatch(/^## Who we are\n\nThis policy explains how /);
    expect(legal?.body).toContain(siteConfig.emails.info);
    expect(legal?.body?.match(/^## /gm)?.length).toBeGreaterThanOrEqual(8);
  });

  it('fills the company’s name and figures from packages/site-config', () => {
    expect(fillTokens('Work with {{siteConfig.name}} in {{companyFacts.clientCountries}} countries')).toBe(
      `Work with ${siteConfig.name} in ${companyFacts.clientCountries} countries`,
    );
    expect(fillTokens('Write to {{siteConfig.emails.info}} in {{siteConfig.address.locality}}')).toBe(
      `Write to ${siteConfig.emails.info} in ${siteConfig.address.locality}`,
    );
    expect(() => fillTokens('{{siteConfig.nope}}')).toThrow('unknown token {{siteConfig.nope}}');
    expect(() => fillTokens('{{siteConfig.address}}')).toThrow('unknown token');
    expect(() => fillTokens('{{brand}}')).toThrow('unknown token {{brand}}');
  });

  it('links only to pages of the site: every path a section names is a page entry, a journey stage’s an area page', () => {
    const pagePaths = new Set(pages.map((page) => page.path));
    const areaPaths = new Set(serviceAreas.map((area) => paths.serviceOverview(area.slug)));
    const linked: { file: string; field: string; path: string }[] = [];
    const collect = (file: string, value: unknown, field = ''): void => {
      if (Array.isArray(value)) value.forEach((item, index) => collect(file, item, `${field}.${index}`));
      else if (typeof value === 'object' && value !== null)
        for (const [name, entry] of Object.entries(value)) collect(file, entry, field ? `${field}.${name}` : name);
      else if (typeof value === 'string' && /(^|\.)(path|servicePath|link|url)$/.test(field) && value.startsWith('/'))
        linked.push({ file, field, path: value });
      // A field of paths (`servicePaths`) holds one per line.
      else if (typeof value === 'string' && /(^|\.)[a-z]*Paths$/.test(field))
        for (const line of value.split('\n').filter((candidate) => candidate.trim()))
          linked.push({ file, field, path: line.trim() });
    };
    for (const page of pages) {
      const { search: _search, hero: _hero, ...sections } = readPageFile(page);
      collect(page.path, { ...sections, ...readPageSections(page) });
    }
    expect(linked.length).toBeGreaterThan(5);
    for (const link of linked) expect(pagePaths.has(link.path), `${link.file} ${link.field}: ${link.path}`).toBe(true);
    const stages = readPageFile(homePage).journey?.stages ?? [];
    expect(stages).toHaveLength(4);
    for (const stage of stages)
      for (const line of (stage.areas ?? '').split('\n')) expect(areaPaths.has(line.trim()), line).toBe(true);
    // Every area with named services appears in some stage, so the journey links all 38 (docs/routes-and-shell.md#who-the-site-is-for).
    const staged = new Set(stages.flatMap((stage) => (stage.areas ?? '').split('\n')));
    for (const area of serviceAreas.filter((candidate) => serviceNamesOf(candidate.slug).length > 0))
      expect(staged.has(paths.serviceOverview(area.slug)), area.slug).toBe(true);
  });

  it('gives each industry page five value points of its own, service pages and a story of its industry (docs/service-pages.md, issue 33)', () => {
    const servicePaths = new Set(servicePages.map((page) => page.path));
    const titles = industriesSeeded.map((page) => {
      const industry = { slug: listedPageSlug(page.path) };
      // The related story is one filed under this industry (issue 33 item 5): healthcare's is the hospital's.
      const storyPaths = new Set(
        storiesSeeded.filter((story) => story.listing.industry === industry.slug).map((story) => story.path),
      );
      const { industryValuePoints, industryServices, industryCaseStudy } = readPageFile(page);
      expect(industryValuePoints?.cards, industry.slug).toHaveLength(5);
      const lines = (industryServices?.servicePaths ?? '').split('\n');
      expect(lines.length, industry.slug).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(servicePaths.has(line), `${industry.slug}: ${line}`).toBe(true);
      expect(storyPaths.has(industryCaseStudy?.path ?? ''), industry.slug).toBe(true);
      return industryValuePoints?.cards.map((card) => card.title) ?? [];
    });
    expect(new Set(titles.flat()).size).toBe(industriesSeeded.length * 5);
  });

  it('reads the lists inside a section, and checks their items as it checks the fields', () => {
    const home = readPageFile(homePage);
    expect(home.imprint?.figures.map((figure) => figure.value)).toContain(String(companyFacts.clientCountries));
    expect(home.lifeAndCareer?.intro).toContain(siteConfig.name);
    expect(home.imprint?.offices[0]).toEqual(
      expect.objectContaining({ city: expect.any(String), longitude: expect.stringMatching(/^-?\d+(\.\d+)?$/) }),
    );
  });

  it('is the only place of its copy: no sentence of a seed file is written in the web app’s source (issue 21)', () => {
    const webApp = path.resolve(pageFilesDir(), '..', '..', '..', 'web', 'app');
    const source = readdirSync(webApp, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(webApp, file), 'utf8'))
      .join('\n')
      // Curly quotes as the sources may write them.
      .replace(/\\u2019/g, '\u2019')
      .replace(/\\u2014/g, '\u2014');
    const texts = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(texts)
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(texts)
          : typeof value === 'string'
            ? [value]
            : [];
    // A sentence of six words or more: long enough to be copy, not a label that a component may also use.
    const sentences = [
      ...new Set(
        pages
          .flatMap((page) => texts(readPageFile(page)))
          .flatMap((text) => text.split(/(?<=[.!?:])\s+|\n+/))
          .map((sentence) => sentence.trim())
          .filter((sentence) => sentence.split(/\s+/).length >= 6),
      ),
    ];
    expect(sentences.length).toBeGreaterThan(500);
    // A sentence that ends without a full stop (a heading) counts only where the source's string ends with it
    // too, so a heading that begins a longer sentence of a shared component is not taken for a copy of it.
    const written = (sentence: string) =>
      /[.!?:]$/.test(sentence)
        ? source.includes(sentence)
        : new RegExp(`${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=['"\`<\n])`).test(source);
    expect(sentences.filter(written)).toEqual([]);
  });

  it('holds a service page’s sections in its one file, beside its search data and headings (issue 36)', () => {
    const seo = pages.find((page) => page.path === '/digital-marketing-services/b2b-seo-services');
    if (!seo) throw new Error('no B2B SEO page');
    const sections = readPageSections(seo);
    expect(Object.keys(sections).sort()).toEqual([...seo.fields].sort());
    expect(readPageFile(seo).sectionHeadings?.servicesHeading).toBeTruthy();
    expect(sections.banner).toEqual(expect.objectContaining({ url: '/contact', CTA: expect.any(String) }));
    expect(sections.techStack).toEqual(
      expect.arrayContaining([expect.objectContaining({ images: expect.arrayContaining(['logo:semrush']) })]),
    );
  });

  it('titles a block that links to a service area or page as the site map names it', () => {
    const named = new Map<string, string>([
      ...serviceAreas.map((area) => [paths.serviceOverview(area.slug), area.name] as const),
      ...servicePages.map((page) => [page.path, page.name] as const),
    ]);
    const links = [
      ...pages.flatMap((page) => {
        const blocks = readPageSections(page).areaBlocks;
        return Array.isArray(blocks) ? blocks.map((block) => ({ title: block.title, path: block.url })) : [];
      }),
      ...(readSharedFile('otherServices').services as readonly { title: string; path: string }[]),
    ];
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link.title, String(link.path)).toBe(named.get(String(link.path)));
  });

  it('finds the folder from the build as from the sources', () => {
    const dir = pageFilesDir();
    expect(pageFilesDir(path.join(dir, '..', '..', 'dist', 'seed'))).toBe(dir);
  });

  describe('a file that does not match the content model fails, naming the file and the field', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'auralis-page-files-'));
    const pagesDir = path.join(dir, 'pages');
    mkdirSync(path.join(pagesDir, 'services'), { recursive: true });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const page = { path: '/services/ai-services', entryFields: ['search', 'hero'] } as const;
    const search = {
      title: 'A title',
      description: 'A description',
      ogTitle: 'A share title',
      ogDescription: 'A share description',
      keywords: 'one, two, three',
      canonicalUrl: '{{siteConfig.siteUrl}}/services/ai-services',
    };
    const hero = { heading: 'A heading', intro: 'An introduction' };
    const write = (json: unknown) =>
      writeFileSync(path.join(pagesDir, 'services', 'ai-services.json'), JSON.stringify(json));

    it('reads a correct file, tokens filled', () => {
      write({ search, hero });
      expect(readPageFile(page, pagesDir).search?.canonicalUrl).toBe(`${siteConfig.siteUrl}/services/ai-services`);
    });

    it('a missing field', () => {
      const { ogTitle: _omitted, ...withoutShareTitle } = search;
      write({ search: withoutShareTitle, hero });
      expect(() => readPageFile(page, pagesDir)).toThrow(/pages\/services\/ai-services\.json: search\.ogTitle/);
      write({ search });
      expect(() => readPageFile(page, pagesDir)).toThrow(/: hero /);
    });

    it('an extra field', () => {
      write({ search: { ...search, ogImage: '/x.png' }, hero });
      expect(() => readPageFile(page, pagesDir)).toThrow(/ogImage/);
      write({ search, hero, faq: [] });
      expect(() => readPageFile(page, pagesDir)).toThrow(/faq/);
      write({ search, hero });
      expect(() => readPageFile({ ...page, entryFields: ['search'] }, pagesDir)).toThrow(/hero/);
    });

    it('a Markdown file: its text goes to the field that has a body, and a page without one refuses it', () => {
      const legalPage = { path: '/services/ai-services', entryFields: ['search', 'hero', 'legal'] } as const;
      const front = (fields: unknown) => `---\n${JSON.stringify(fields)}\n---\n`;
      writeFileSync(
        path.join(pagesDir, 'services', 'ai-services.md'),
        `${front({ search, hero, legal: { lastUpdated: '2026-01-01' } })}\n## First\n\nText.\n`,
      );
      expect(readPageFile(legalPage, pagesDir).legal).toEqual({ lastUpdated: '2026-01-01', body: '## First\n\nText.' });
      expect(() => readPageFile(page, pagesDir)).toThrow(/no field for Markdown text/);
      writeFileSync(path.join(pagesDir, 'services', 'ai-services.md'), '## No front matter\n');
      expect(() => readPageFile(legalPage, pagesDir)).toThrow(/front matter/);
      rmSync(path.join(pagesDir, 'services', 'ai-services.md'));
    });

    it('an item of a list with a missing or an extra field, or a list that is not one', () => {
      const pillarsPage = { path: '/services/ai-services', entryFields: ['search', 'hero', 'pillars'] } as const;
      const pillars = { heading: 'Pillars', intro: null, linkLabel: null, link: null };
      write({ search, hero, pillars: { ...pillars, cards: [{ title: 'One', text: 'Text {{siteConfig.name}}' }] } });
      expect(readPageFile(pillarsPage, pagesDir).pillars?.cards[0]?.text).toBe(`Text ${siteConfig.name}`);
      write({ search, hero, pillars: { ...pillars, cards: [{ title: 'One' }] } });
      expect(() => readPageFile(pillarsPage, pagesDir)).toThrow(/pillars\.cards\.0\.text/);
      write({ search, hero, pillars: { ...pillars, cards: [{ title: 'One', text: 'Text', icon: 'x' }] } });
      expect(() => readPageFile(pillarsPage, pagesDir)).toThrow(/icon/);
      write({ search, hero, pillars: { ...pillars, cards: 'One, two' } });
      expect(() => readPageFile(pillarsPage, pagesDir)).toThrow(/pillars\.cards/);
    });

    it('a section the endpoints read: its list, its logos by name, and a missing or a malformed one', () => {
      const servicePage = { ...page, fields: ['banner', 'techStack'] } as const;
      const banner = { title: 'A banner', description: 'At {{siteConfig.name}}', CTA: 'Talk to us', url: '/contact' };
      const group = { title: 'Cloud', heading: 'Where we deploy', images: ['logo:amazonwebservices'] };
      write({ search, hero, banner, techStack: [group] });
      const sections = readPageSections(servicePage, pagesDir);
      expect(sections.banner).toEqual({ ...banner, description: `At ${siteConfig.name}` });
      expect(sections.techStack).toEqual([group]);
      expect(readPageFile(servicePage, pagesDir)).toEqual({ search: expect.any(Object), hero });
      write({ search, hero, banner });
      expect(() => readPageSections(servicePage, pagesDir)).toThrow(/ai-services\.json: techStack /);
      write({ search, hero, banner, techStack: group });
      expect(() => readPageSections(servicePage, pagesDir)).toThrow(/techStack/);
      write({ search, hero, banner, techStack: [{ ...group, images: ['amazonwebservices'] }] });
      expect(() => readPageSections(servicePage, pagesDir)).toThrow(/techStack\.0\.images\.0 names a logo/);
      write({ search, hero, banner: { ...banner, image: 'banner.png' }, techStack: [group] });
      expect(() => readPageSections(servicePage, pagesDir)).toThrow(/banner\.image/);
    });

    it('a shared block’s file and the open roles’ file, checked against their content types', () => {
      const sharedDir = path.join(dir, 'shared');
      mkdirSync(sharedDir, { recursive: true });
      const metric = { title: 'Cost per lead', description: 'Spend over leads' };
      writeFileSync(path.join(sharedDir, 'performance-metrics.json'), JSON.stringify({ metrics: [metric] }));
      expect(readSharedFile('performanceMetrics', pagesDir)).toEqual({ metrics: [metric] });
      writeFileSync(path.join(sharedDir, 'performance-metrics.json'), JSON.stringify({ metrics: [{ title: 'x' }] }));
      expect(() => readSharedFile('performanceMetrics', pagesDir)).toThrow(
        /shared\/performance-metrics\.json: metrics\.0\.description/,
      );
      const role = {
        Job_Opening_Name: 'QA Engineer',
        Work_Experience: '2-4 years',
        Remote_Job: true,
        City: 'Pune',
        Country: 'India',
        Banner_description: 'Test what we ship.',
        Job_Description: '<p>Plan tests.</p>',
        Job_details: '<ul><li>Playwright</li></ul>',
      };
      const rolesFile = path.join(dir, 'job-openings.json');
      writeFileSync(rolesFile, JSON.stringify([role]));
      expect(readJobOpenings(rolesFile)).toEqual([role]);
      writeFileSync(rolesFile, JSON.stringify([{ ...role, Job_Opening_Name: 'x'.repeat(121) }]));
      expect(() => readJobOpenings(rolesFile)).toThrow(/job-openings\.json: 0\.Job_Opening_Name/);
      writeFileSync(rolesFile, JSON.stringify([{ ...role, isOpen: false }]));
      expect(() => readJobOpenings(rolesFile)).toThrow(/isOpen/);
    });

    it('an empty required field, a value of the wrong type, an unknown token, a missing file', () => {
      write({ search: { ...search, title: ' ' }, hero });
      expect(() => readPageFile(page, pagesDir)).toThrow(/search\.title is required/);
      write({ search: { ...search, keywords: ['one', 'two'] }, hero });
      expect(() => readPageFile(page, pagesDir)).toThrow(/search\.keywords/);
      write({ search: { ...search, title: 'At {{siteConfig.brand}}' }, hero });
      expect(() => readPageFile(page, pagesDir)).toThrow(/unknown token \{\{siteConfig\.brand\}\}/);
      expect(() => readPageFile({ ...page, path: '/services/nope' }, pagesDir)).toThrow(/has no seed file/);
    });
  });
});
