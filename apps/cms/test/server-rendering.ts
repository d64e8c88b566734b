/**
 * Pages rendered on the server (issue 18, item 8), against the booted service with the built website: every
 * CMS-driven page's HTML carries the text its content endpoints answer (read through the REST API here, never
 * copied into the test); a publish through the admin's own API shows in the next HTML while a draft
 * shows only behind a valid preview token; query-string variants and path spellings share one HTML cache
 * entry; a section whose content cannot be read shows its error box in a page that answers 200, and unknown
 * paths and pages whose entry is unpublished answer 404 with the not-found page; every page entry's search data
 * is in its head and its hero at its top (issue 21); and the Koa adapter keeps status, headers, HEAD, 304, compression
 * and aborted requests working. Job pages (issue 20) render from their address with the role the recruiting API
 * answers and its JobPosting structured data, are never cached, and answer 404 for an unknown or closed role.
 *
 * Requests go out with node:http, so the tests see exactly what the server sent (no redirect following, no
 * transparent decompression). The tests of one suite share one service and run in order: the first reads the
 * seeded content untouched, the later ones edit it through the admin.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import {
  agilitiLayout,
  contentPages,
  customWebsiteDevelopmentLayout,
  type EndpointRef,
  endpoints,
  pageSectionFieldNames,
  type Section,
  sectionEndpoint,
  sharedTypeUid,
  subServiceLayout,
} from '@auralis/content-manifest';
import { applyRouteSlug } from '@auralis/form-schemas';
import { siteConfig } from '@auralis/site-config';
import { paths, serviceAreas, servicePages } from '@auralis/site-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readPageFile, seededListedPages } from '../seed/page-files';
import { signPreviewToken } from '../src/preview/token';
import { type AdminSession, adminSession, type Item } from './admin-api';
import { type BootedService, bootContentService } from './boot';

const V4 = { 'Strapi-Response-Format': 'v4' };

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly bytes: Buffer;
  readonly text: string;
}

interface SendOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly agent?: http.Agent;
  readonly body?: string;
}

/** One request exactly as written (the path is not normalised), answered with the raw bytes. */
function send(baseUrl: string, target: string, options: SendOptions = {}): Promise<Reply> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: options.agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, text: bytes.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${target}: no answer within 30 s`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** As React escapes text and attribute values in the HTML it renders. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** The page paths whose sections come from the content service, with the sections each renders. */
function contentDrivenPages(): { readonly path: string; readonly sections: readonly Section[] }[] {
  const areaSections: readonly Section[] = ['area-list', 'qa-overview', 'qa-stands', 'qa-we-serve', 'qa-stack'];
  return [
    { path: paths.services, sections: ['area-list'] as const },
    ...serviceAreas.map((area) => ({ path: paths.serviceOverview(area.slug), sections: areaSections })),
    // A sub-service page's hero is its banner (docs/service-pages.md's first service section).
    ...servicePages.map((page) => ({
      path: page.path,
      sections: ['banner', ...subServiceLayout(page.slug).sections] as const,
    })),
    { path: paths.agiliti, sections: agilitiLayout.sections },
    { path: paths.customWebsiteDevelopment, sections: customWebsiteDevelopmentLayout.sections },
  ];
}

function refsOf(pagePath: string, sections: readonly Section[]): EndpointRef[] {
  return sections.flatMap((section) => {
    const ref = sectionEndpoint(pagePath, section);
    return ref ? [ref as EndpointRef] : [];
  });
}

const restPathOf = (ref: EndpointRef) =>
  ref.number === undefined ? `/api/${ref.endpoint.name}` : `/api/${ref.endpoint.name}/${ref.number}`;

/**
 * The fields a reader sees as headings and labels (what issue 18 item 8 asks every page's HTML to carry), and the
 * FAQ answers, which a first load carries in its markup once and never in its hydration data (issue 31).
 */
const TEXT_FIELDS = ['title', 'question', 'heading', 'answer'] as const;

/** The page's HTML without its scripts: what a reader without JavaScript, find-in-page or a link preview sees. */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
/** Only the page's scripts (its hydration data among them). */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

interface V4Item {
  readonly id: number;
  readonly attributes: Record<string, unknown>;
}

/** The text of one section that must be in the page's HTML, with the field it is. */
function expectedTexts(
  ref: EndpointRef,
  pagePath: string,
  data: unknown,
): { readonly field: (typeof TEXT_FIELDS)[number]; readonly text: string }[] {
  const items = (Array.isArray(data) ? data : [data]) as V4Item[];
  return items
    .filter((item) => !(ref.endpoint.section === 'other-services' && item.attributes.path === pagePath))
    .flatMap((item) =>
      TEXT_FIELDS.flatMap((field) => {
        const value = item.attributes[field];
        return typeof value === 'string' && value.trim() !== '' ? [{ field, text: value }] : [];
      }),
    );
}

/** The HTML of one section of a service page (SectionFrame's `<section data-section=...>`), or ''. */
function sectionHtml(html: string, section: string): string {
  const start = html.indexOf(`data-section="${section}"`);
  if (start < 0) return '';
  const end = html.indexOf('</section>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** The error box of docs/routes-and-shell.md#other-screens as the page renders it (content-state.tsx). */
function hasErrorBox(html: string): boolean {
  return /<div(?=[^>]*\brole="alert")(?=[^>]*\bdata-testid="content-error")[^>]*>/.test(html);
}

/** A job opening as `GET /api/zoho-recruit/job-openings` answers it (the fields this suite reads). */
interface JobOpening {
  readonly id: string;
  readonly Job_Opening_Name: string;
  readonly Remote_Job: boolean;
  readonly City: string;
  readonly Country: string;
  readonly Banner_description: string;
  readonly Date_Opened: string;
  readonly Job_Type: string;
}

const jobDetailPath = (job: JobOpening) =>
  `/jobs/${encodeURIComponent(job.id)}/${applyRouteSlug(job.Job_Opening_Name)}`;
const jobApplyPath = (job: JobOpening) => `/jobs/${applyRouteSlug(job.Job_Opening_Name)}/ApplyNow`;

/** Every JSON-LD block of a page, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** The not-found page as the server renders it (features/status/not-found-screen.tsx). */
const isNotFoundPage = (html: string) =>
  html.includes('data-testid="not-found"') &&
  html.includes(`<title>Page Not Found | ${siteConfig.name}</title>`) &&
  html.includes('<meta name="robots" content="noindex, follow"/>');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The bodies of the inline scripts of a document (no `src`), as a browser hashes them for the CSP. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

export interface ServerRenderingSetup {
  readonly env: Record<string, string>;
  readonly cleanUp?: () => Promise<void>;
}

export function serverRenderingSuite(
  database: 'SQLite' | 'PostgreSQL',
  setup: () => Promise<ServerRenderingSetup>,
): void {
  describe(`server-rendered pages on ${database}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const result = await setup();
      cleanUp = result.cleanUp;
      service = await bootContentService(result.env);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    const get = (target: string, options: SendOptions = {}) => send(service.baseUrl, target, options);
    // One admin login for the suite: Strapi allows five logins of one account from one address in five minutes.
    let session: Promise<AdminSession> | undefined;
    const signedIn = () => (session ??= adminSession(service.baseUrl, service.adminCredentials()));
    const previewSecret = () =>
      (JSON.parse(readFileSync(path.join(service.dataDir, 'secrets.json'), 'utf8')) as { PREVIEW_SECRET: string })
        .PREVIEW_SECRET;

    it("carries every section's titles, questions, headings and FAQ answers in the markup of every CMS-driven page, each answer once", async () => {
      const pages = contentDrivenPages()
        .map((page) => ({ ...page, refs: refsOf(page.path, page.sections) }))
        .filter((page) => page.refs.length > 0);
      // Every page of the content collection with sections is among them (the manifest's own list of pages with
      // content; the area pages without a list of their own hold only a hero and search data, checked below).
      const listed = new Set(pages.map((page) => page.path));
      for (const page of contentPages())
        if (page.fields.length > 0) expect(listed.has(page.path), page.path).toBe(true);
      expect(pages.length).toBeGreaterThan(50);

      const answers = new Map<string, unknown>();
      const read = async (ref: EndpointRef): Promise<unknown> => {
        const restPath = restPathOf(ref);
        if (!answers.has(restPath)) {
          const reply = await get(`${restPath}?populate=*`, { headers: V4 });
          expect(reply.status, restPath).toBe(200);
          answers.set(restPath, (JSON.parse(reply.text) as { data: unknown }).data);
        }
        return answers.get(restPath);
      };

      const missing: string[] = [];
      const doubled: string[] = [];
      let checked = 0;
      let answersChecked = 0;
      for (const page of pages) {
        const reply = await get(page.path);
        expect(reply.status, page.path).toBe(200);
        expect(String(reply.headers['content-type']), page.path).toMatch(/^text\/html/);
        // Content arrives in the HTML, not after hydration: no section is left on its spinner or error box.
        expect(hasErrorBox(reply.text), `${page.path} shows an error box`).toBe(false);
        const markup = markupOf(reply.text);
        const scripts = scriptsOf(reply.text);
        for (const ref of page.refs) {
          for (const { field, text } of expectedTexts(ref, page.path, await read(ref))) {
            checked += 1;
            if (!markup.includes(escapeHtml(text))) missing.push(`${page.path} ${restPathOf(ref)}: ${text}`);
            if (field !== 'answer') continue;
            answersChecked += 1;
            // Once: in the markup, and not a second time in the data the page hydrates from.
            const inScripts = occurrences(scripts, text) + occurrences(scripts, JSON.stringify(text).slice(1, -1));
            if (occurrences(markup, escapeHtml(text)) !== 1 || inScripts > 0) {
              doubled.push(`${page.path}: ${text.slice(0, 60)}`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
      expect(doubled).toEqual([]);
      // Hundreds of strings on ~60 pages: a page that rendered no content could not pass.
      expect(checked).toBeGreaterThan(1000);
      expect(answersChecked).toBeGreaterThan(100);
    });

    it("carries every page entry's search data in its head and its hero at the top (issue 21)", async () => {
      const missing: string[] = [];
      for (const page of [...contentPages(), ...seededListedPages()]) {
        // Its seed file: what a fresh database starts with.
        const { search, hero } = readPageFile(page);
        if (!search) throw new Error(`${page.path} has no search data`);
        const reply = await get(page.path);
        expect(reply.status, page.path).toBe(200);
        const head = reply.text.slice(0, reply.text.indexOf('</head>'));
        const expected = [
          `<title>${escapeHtml(search.title ?? '')}</title>`,
          `<meta name="description" content="${escapeHtml(search.description ?? '')}"/>`,
          `<meta name="keywords" content="${escapeHtml(search.keywords ?? '')}"/>`,
          `<link rel="canonical" href="${search.canonicalUrl ?? ''}"/>`,
          `<meta property="og:title" content="${escapeHtml(search.ogTitle ?? '')}"/>`,
          `<meta property="og:description" content="${escapeHtml(search.ogDescription ?? '')}"/>`,
        ];
        for (const tag of expected) if (!head.includes(tag)) missing.push(`${page.path}: ${tag}`);
        if (hero) {
          const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(reply.text)?.[1] ?? '';
          if (!h1.includes(escapeHtml(hero.heading ?? ''))) missing.push(`${page.path}: h1 ${hero.heading}`);
          if (!reply.text.includes(escapeHtml(hero.intro ?? ''))) missing.push(`${page.path}: intro`);
        }
      }
      expect(missing).toEqual([]);
    });

    it("carries every page entry's own sections: each text in its HTML, or in its data for the sections that load later (issue 21)", async () => {
      const missing: string[] = [];
      let checked = 0;
      const textsOf = (value: unknown): string[] =>
        Array.isArray(value)
          ? value.flatMap(textsOf)
          : typeof value === 'object' && value !== null
            ? Object.values(value).flatMap(textsOf)
            : typeof value === 'string'
              ? value
                  .split(/\n+/)
                  .map((line) => line.trim())
                  .filter(Boolean)
              : [];
      const sectionFields: readonly string[] = pageSectionFieldNames;
      const shownElsewhere: Readonly<Record<string, string>> = {
        moreStories: seededListedPages().find((page) => page.kind === 'story')?.path ?? '',
      };
      for (const page of [...contentPages(), ...seededListedPages()].filter((candidate) =>
        candidate.entryFields.some((field) => sectionFields.includes(field)),
      )) {
        const { search: _search, hero: _hero, legal: _legal, ...sections } = readPageFile(page);
        for (const [field, value] of Object.entries(sections)) {
          // A section its entry holds for other pages shows there (the portfolio's heading over a story's others).
          const shownOn = shownElsewhere[field] ?? page.path;
          const reply = await get(shownOn);
          expect(reply.status, shownOn).toBe(200);
          for (const text of textsOf(value)) {
            checked += 1;
            // The home page's sections render as the visitor nears them, from the data the HTML carries.
            const inData = JSON.stringify(text).slice(1, -1);
            if (!reply.text.includes(escapeHtml(text)) && !reply.text.includes(inData))
              missing.push(`${page.path} ${field} on ${shownOn}: ${text}`);
          }
        }
      }
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(150);
    });

    describe('edits in the admin', () => {
      const PAGE = '/quality-assurance-services/automation-testing-services';

      it('shows a publish on the next request, a draft only behind a valid preview token', async () => {
        const admin = await signedIn();
        const page = await admin.page(PAGE);
        const faq = page.faq as Item[];
        const first = faq[0];
        if (!first) throw new Error(`${PAGE} has no FAQ to edit`);
        const original = String(first.question);
        // Not containing the original, so that "the original is gone" can be told from "the edit is there".
        const edited = `Rewritten by marketing: does <this> & "that" show at once?`;
        expect(original).not.toContain(edited);
        const shows = (html: string, text: string) => html.includes(escapeHtml(text));

        // The published page, from the cache on the second request.
        expect(shows((await get(PAGE)).text, original)).toBe(true);
        const cached = await get(PAGE);
        expect(cached.headers['x-page-cache']).toBe('hit');

        // The page's search description, edited with it (issue 21): its head follows the same draft and publish.
        const search = page.search as Item;
        const originalDescription = String(search.description);
        const editedDescription = 'Rewritten by marketing: test automation that catches regressions before release.';
        const describes = (html: string, text: string) =>
          html.includes(`<meta name="description" content="${escapeHtml(text)}"/>`);
        expect(describes((await get(PAGE)).text, originalDescription)).toBe(true);

        // A saved draft is not public, from the cache or rendered afresh.
        await admin.save(page.documentId, {
          faq: [{ ...first, question: edited }, ...faq.slice(1)],
          search: { ...search, description: editedDescription },
        });
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const reply = await get(PAGE);
          expect(reply.status).toBe(200);
          expect(shows(reply.text, edited), 'a draft in the public HTML').toBe(false);
          expect(shows(reply.text, original)).toBe(true);
          expect(describes(reply.text, originalDescription), 'a draft description in the public head').toBe(true);
        }

        // The admin's preview link shows the draft, privately; a token that does not verify gets the published page.
        const previewUrl = await admin.previewUrl(page.documentId);
        expect(previewUrl.startsWith(`${PAGE}?preview=`)).toBe(true);
        const signed = `${PAGE}?preview=${encodeURIComponent(signPreviewToken(previewSecret()))}`;
        for (const target of [previewUrl, signed]) {
          const preview = await get(target);
          expect(preview.status, target).toBe(200);
          expect(preview.headers['cache-control'], target).toBe('private, no-store');
          expect(preview.headers['x-page-cache'], target).toBeUndefined();
          expect(preview.headers.etag, target).toBeUndefined();
          expect(shows(preview.text, edited), target).toBe(true);
          expect(describes(preview.text, editedDescription), target).toBe(true);
        }
        for (const token of ['x', signPreviewToken('not-the-secret-of-this-service-at-all')]) {
          const refused = await get(`${PAGE}?preview=${encodeURIComponent(token)}`);
          expect(refused.status, token).toBe(200);
          // Treated as absent (issue 32): the public page from the cache, with the public headers.
          expect(refused.headers['x-page-cache'], token).toMatch(/^(hit|miss)$/);
          expect(refused.headers['x-frame-options'], token).toBe('DENY');
          expect(shows(refused.text, edited), token).toBe(false);
          expect(shows(refused.text, original), token).toBe(true);
        }
        // The preview did not put the draft in the public cache.
        const after = await get(PAGE);
        expect(after.headers['x-page-cache']).toBe('hit');
        expect(shows(after.text, edited)).toBe(false);

        // Published: the very next request renders afresh, with no restart. (On this instance the publish moves the
        // content version before it answers; other instances follow within a second, which the scale test shows.
        // No timing is asserted: on a busy machine one render can take seconds.)
        await admin.publish(page.documentId);
        const reply = await get(PAGE);
        expect(shows(reply.text, edited), 'the publish in the next HTML').toBe(true);
        expect(reply.headers['x-page-cache']).toBe('miss');
        expect(shows(reply.text, original)).toBe(false);
        expect(describes(reply.text, editedDescription), 'the published description in the head').toBe(true);
        expect(reply.headers.etag).not.toBe(cached.headers.etag);
        expect((await get(PAGE)).headers['x-page-cache']).toBe('hit');
      });
    });

    describe('every page previews its draft (issue 21)', () => {
      it('shows a saved hero and search title only behind a valid preview token, then publishes them', async () => {
        const admin = await signedIn();
        for (const pagePath of [paths.home, paths.aboutPage('leadership'), paths.privacy, paths.industry('edtech')]) {
          const page = await admin.page(pagePath);
          const hero = page.hero as Item;
          const search = page.search as Item;
          const heading = `A draft heading for ${pagePath}, saved & not published`;
          const title = `A draft title for ${pagePath}`;
          await admin.save(page.documentId, { hero: { ...hero, heading }, search: { ...search, title } });
          const shows = (html: string) =>
            html.includes(escapeHtml(heading)) && html.includes(`<title>${escapeHtml(title)}</title>`);

          expect(shows((await get(pagePath)).text), `${pagePath}: a draft in the public HTML`).toBe(false);
          const preview = await get(`${pagePath}?preview=${encodeURIComponent(signPreviewToken(previewSecret()))}`);
          expect(preview.status, pagePath).toBe(200);
          expect(preview.headers['cache-control'], pagePath).toBe('private, no-store');
          expect(shows(preview.text), `${pagePath}: the draft in the preview`).toBe(true);
          // The admin's own preview link for the page leads to the same.
          expect((await admin.previewUrl(page.documentId)).startsWith(`${pagePath}?preview=`), pagePath).toBe(true);

          await admin.publish(page.documentId);
          expect(shows((await get(pagePath)).text), `${pagePath}: published`).toBe(true);
        }
      });
    });

    describe('the blocks many pages show are the contact entry’s (issue 21)', () => {
      it('changes the call to action and the start-a-project block on every page that shows them, once published', async () => {
        const admin = await signedIn();
        const contact = await admin.page(paths.contact);
        const callToAction = contact.callToAction as Item;
        const projectBlock = contact.projectBlock as Item;
        const heading = 'Rewritten by marketing: a call to action';
        const text = 'Rewritten by marketing: the start-a-project block, the same on every page.';
        const withCallToAction = [
          '/digital-marketing-services/b2b-seo-services',
          paths.services,
          paths.portfolio,
          paths.aboutPage('leadership'),
        ];
        const withProjectBlock = [paths.home, paths.industries, paths.industry('healthcare')];
        const showsHeading = (html: string) => html.includes(`>${escapeHtml(heading)}</h2>`);
        const showsText = (html: string) => html.includes(`>${escapeHtml(text)}</p>`);
        for (const pagePath of withCallToAction) expect(showsHeading((await get(pagePath)).text), pagePath).toBe(false);

        await admin.save(contact.documentId, {
          callToAction: { ...callToAction, heading },
          projectBlock: { ...projectBlock, text },
        });
        expect(showsHeading((await get(withCallToAction[0] ?? '')).text), 'a draft in the public HTML').toBe(false);

        await admin.publish(contact.documentId);
        for (const pagePath of withCallToAction)
          expect(showsHeading((await get(pagePath)).text), `${pagePath}: the published call to action`).toBe(true);
        for (const pagePath of withProjectBlock)
          expect(showsText((await get(pagePath)).text), `${pagePath}: the published block`).toBe(true);
        // The careers block is another field of the same entry: the career page keeps its own words.
        expect(showsText((await get(paths.career)).text), paths.career).toBe(false);
      });
    });

    describe('a policy page is its entry’s text (issue 21)', () => {
      it("renders the privacy policy's Markdown as numbered sections, and an edit of its first paragraph once published", async () => {
        const before = await get(paths.privacy);
        expect(before.status).toBe(200);
        // The seeded text: its first section's heading and paragraph, the company's name filled in.
        expect(before.text).toMatch(/<h2>1\. Who we are<\/h2>\s*<p>This policy explains how /);
        expect(before.text).toContain('<h2>2. What we collect</h2>');
        expect(before.text).toContain(escapeHtml(siteConfig.legalName));
        // The date the seed file gives, as the page writes it.
        const privacyPage = contentPages().find((page) => page.path === paths.privacy);
        if (!privacyPage) throw new Error('no privacy page');
        const { lastUpdated } = readPageFile(privacyPage).legal as { lastUpdated: string };
        const written = new Date(`${lastUpdated}T00:00:00Z`).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
        expect(before.text).toContain(`<time dateTime="${lastUpdated}">${written}</time>`);

        const admin = await signedIn();
        const page = await admin.page(paths.privacy);
        const legal = page.legal as Item & { body: string };
        const paragraph =
          'We keep this policy short: <script>alert(1)</script> we collect **only** what a form asks for.';
        const body = legal.body.replace(/^(## Who we are\n\n)[^\n]+/, `$1${paragraph}`);
        expect(body).not.toBe(legal.body);
        await admin.save(page.documentId, { legal: { ...legal, body } });
        const shown = '<p>We keep this policy short:  we collect <strong>only</strong> what a form asks for.</p>';
        expect((await get(paths.privacy)).text).not.toContain(shown);
        const preview = await get(`${paths.privacy}?preview=${encodeURIComponent(signPreviewToken(previewSecret()))}`);
        expect(preview.text).toContain(shown);
        await admin.publish(page.documentId);
        const after = (await get(paths.privacy)).text;
        expect(after).toContain(shown);
        // The editors' Markdown runs nothing: the script tag is gone.
        expect(after).not.toContain('alert(1)');
      });
    });

    describe('the cookie choice and the theme without JavaScript (issue 31)', () => {
      /** A form post as the banner's or the toggle's form makes it, from a page of the site unless told otherwise. */
      const post = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
        const body = new URLSearchParams(fields).toString();
        return get(target, {
          method: 'POST',
          body,
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': String(Buffer.byteLength(body)),
            Origin: service.baseUrl,
            'Sec-Fetch-Site': 'same-origin',
            ...headers,
          },
        });
      };
      const setCookie = (reply: Reply) => [reply.headers['set-cookie'] ?? []].flat().join('\n');

      it('stores the cookie choice for 7 days and sends the visitor back to the page, which then has no banner', async () => {
        const reply = await post('/preferences/cookie-consent', {
          choice: 'accepted',
          return: '/contact?type=partner',
        });
        expect(reply.status).toBe(303);
        expect(reply.headers.location).toBe('/contact?type=partner');
        expect(setCookie(reply)).toMatch(/^cookieConsent=accepted; Max-Age=604800; Path=\/; SameSite=Lax$/);
        const declined = await post('/preferences/cookie-consent', { choice: 'declined', return: '/' });
        expect(setCookie(declined)).toMatch(/^cookieConsent=declined;/);

        // The footer's "Cookie settings": the answer is forgotten, and the page it returns to asks again.
        const asked = await post('/preferences/cookie-consent', { choice: 'ask', return: '/about' });
        expect(asked.status).toBe(303);
        expect(asked.headers.location).toBe('/about');
        expect(setCookie(asked)).toMatch(/^cookieConsent=; Max-Age=0; Path=\/; SameSite=Lax$/);

        const unanswered = await get(paths.contact);
        expect(unanswered.text).toMatch(/<html[^>]*data-cookie-choice="unset"/);
        const answered = await get(paths.contact, { headers: { Cookie: 'cookieConsent=accepted' } });
        expect(answered.status).toBe(200);
        expect(answered.text).not.toMatch(/<html[^>]*data-cookie-choice=/);
      });

      it('stores the theme for a year and renders the page dark, its toggle pressed, for a browser without script', async () => {
        const reply = await post('/preferences/theme', { theme: 'dark', return: paths.about });
        expect(reply.status).toBe(303);
        expect(reply.headers.location).toBe(paths.about);
        expect(setCookie(reply)).toMatch(/^theme=dark; Max-Age=31536000; Path=\/; SameSite=Lax$/);

        const dark = await get(paths.about, { headers: { Cookie: 'theme=dark' } });
        expect(dark.text).toMatch(/<html[^>]*class="dark"/);
        expect(dark.text).toMatch(
          /<button(?=[^>]*data-testid="theme-toggle")(?=[^>]*aria-pressed="true")(?=[^>]*value="light")/,
        );
        const light = await get(paths.about, { headers: { Cookie: 'theme=light' } });
        expect(light.text).not.toMatch(/<html[^>]*class="dark"/);
        expect(light.text).toMatch(
          /<button(?=[^>]*data-testid="theme-toggle")(?=[^>]*aria-pressed="false")(?=[^>]*value="dark")/,
        );
        // A chosen theme is the page's: the stylesheet does not follow the system.
        expect(light.text).not.toMatch(/<html[^>]*data-system-theme/);
        expect(dark.text).not.toMatch(/<html[^>]*data-system-theme/);
      });

      it('marks a page for a visitor with no theme chosen, so the stylesheet follows the system without script', async () => {
        const page = await get(paths.about);
        expect(page.text).toMatch(/<html(?![^>]*class="dark")[^>]*data-system-theme=""/);
        // The toggle's second button, shown only when the system is dark: it switches to light.
        expect(page.text).toMatch(/<button(?=[^>]*value="light")(?=[^>]*aria-pressed="true")[^>]*>/);
      });

      it('keeps one cached page per variant: made-up cookie values share the variants that exist', async () => {
        const PAGE = paths.career;
        const cookies = [
          '',
          'theme=dark',
          'theme=light',
          'cookieConsent=accepted',
          'theme=dark; cookieConsent=declined',
        ];
        const etags = new Map<string, string>();
        for (const cookie of cookies) {
          const reply = await get(PAGE, { headers: cookie ? { Cookie: cookie } : {} });
          etags.set(cookie, String(reply.headers.etag));
        }
        // Five renderings, five pages (the system's theme, light and dark, each answered or not: six at most).
        expect(new Set(etags.values()).size).toBe(5);
        for (const [cookie, variant] of [
          ['theme=blue; cookieConsent=maybe', ''],
          ['theme=light; other=1', 'theme=light'],
          ['theme=dark; other=1', 'theme=dark'],
          ['cookieConsent=declined', 'cookieConsent=accepted'],
        ] as const) {
          const reply = await get(PAGE, { headers: { Cookie: cookie } });
          expect(reply.headers['x-page-cache'], cookie).toBe('hit');
          expect(String(reply.headers.etag), cookie).toBe(etags.get(variant));
        }
      });

      it('sends the visitor back only to a path of this site', async () => {
        for (const target of [
          '//elsewhere.example/x',
          'https://elsewhere.example/',
          '/\\elsewhere.example',
          'contact',
        ]) {
          const reply = await post('/preferences/cookie-consent', { choice: 'accepted', return: target });
          expect(reply.status, target).toBe(303);
          expect(reply.headers.location, target).toBe('/');
        }
      });

      it('refuses what no banner or toggle sends: another site, another value, a large or other body', async () => {
        // Another site's page cannot give a visitor's consent for them.
        const crossSite = await post(
          '/preferences/cookie-consent',
          { choice: 'accepted' },
          { 'Sec-Fetch-Site': 'cross-site' },
        );
        expect(crossSite.status).toBe(403);
        expect(setCookie(crossSite)).toBe('');
        const otherOrigin = await post(
          '/preferences/theme',
          { theme: 'dark' },
          { 'Sec-Fetch-Site': '', Origin: 'https://elsewhere.example' },
        );
        expect(otherOrigin.status).toBe(403);
        expect(setCookie(otherOrigin)).toBe('');

        const unknown = await post('/preferences/cookie-consent', { choice: 'maybe' });
        expect(unknown.status).toBe(400);
        expect(setCookie(unknown)).toBe('');
        const badTheme = await post('/preferences/theme', { theme: 'sepia' });
        expect(badTheme.status).toBe(400);

        const large = await post('/preferences/theme', { theme: 'dark', pad: 'x'.repeat(4000) });
        expect(large.status).toBe(413);
        const json = await get('/preferences/theme', {
          method: 'POST',
          body: '{"theme":"dark"}',
          headers: { 'Content-Type': 'application/json', 'Content-Length': '16', 'Sec-Fetch-Site': 'same-origin' },
        });
        expect(json.status).toBe(415);
        expect(setCookie(json)).toBe('');
      });
    });

    describe('the HTML cache', () => {
      const VARIANTS = 3000;
      it('answers 3,000 query-string variants and every spelling of one page from one entry', async () => {
        const PAGE = paths.contact;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
        try {
          const first = await get(PAGE, { agent });
          expect(first.status).toBe(200);
          const etag = first.headers.etag;
          expect(etag).toMatch(/^"[\w-]+"$/);
          const states = new Map<string, number>();
          const etags = new Set<string>();
          const variants = Array.from({ length: VARIANTS }, (_, index) => `${PAGE}?v=${index + 1}`);
          for (let start = 0; start < variants.length; start += 8) {
            const replies = await Promise.all(variants.slice(start, start + 8).map((target) => get(target, { agent })));
            for (const reply of replies) {
              expect(reply.status).toBe(200);
              const state = String(reply.headers['x-page-cache']);
              states.set(state, (states.get(state) ?? 0) + 1);
              etags.add(String(reply.headers.etag));
            }
          }
          // The first request may have been the one miss; every variant after it is the same cached page.
          expect(first.headers['x-page-cache']).toMatch(/^(hit|miss)$/);
          expect(Object.fromEntries(states)).toEqual({ hit: VARIANTS });
          expect([...etags]).toEqual([etag]);
          // The service's memory is not measured here: its RSS swings by 300 MB with the collector's timing alone
          // (452 to 761 MB over rounds of the same 2,000 hits on one page, 2026-11-28), more than a copy of this
          // page for every URL would add. What would keep a page per URL is the HTML cache, and the hits above
          // prove it keeps one.

          // Other spellings of the path are redirected to the one that keys the cache, keeping the query.
          for (const spelling of ['/contact/', '//contact', '/./contact', '/%63ontact', '/contact//']) {
            const reply = await get(`${spelling}?v=7`);
            expect(reply.status, spelling).toBe(301);
            expect(reply.headers.location, spelling).toBe('/contact?v=7');
          }
          const again = await get('/contact?v=7');
          expect(again.headers['x-page-cache']).toBe('hit');
          expect(again.headers.etag).toBe(etag);

          // Unknown paths share the one not-found page: a flood of them cannot grow the cache either.
          const notFound = await get('/no-such-page-0');
          expect(notFound.status).toBe(404);
          for (let index = 1; index <= 200; index += 1) {
            const reply = await get(`/no-such-page-${index}?q=${index}`, { agent });
            expect(reply.status).toBe(404);
            expect(reply.headers['x-page-cache'], `/no-such-page-${index}`).toBe('hit');
            expect(reply.headers.etag).toBe(notFound.headers.etag);
          }
        } finally {
          agent.destroy();
        }
      });
    });

    describe('the Koa adapter', () => {
      const PAGE = '/digital-marketing-services/b2b-seo-services';

      it('sends a page with its status, security headers and a CSP that hashes every inline script', async () => {
        const reply = await get(PAGE);
        expect(reply.status).toBe(200);
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(reply.headers['x-frame-options']).toBe('DENY');
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(String(reply.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
        const csp = String(reply.headers['content-security-policy'] ?? '');
        expect(csp).toContain("frame-ancestors 'none'");
        const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        const scripts = inlineScripts(reply.text);
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(scriptSrc).toContain(`'sha256-${sha256(script)}'`);
      });

      it('answers HEAD with the headers of a GET and no body, and a matching ETag with 304', async () => {
        const page = await get(PAGE);
        const head = await get(PAGE, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.bytes.length).toBe(0);
        for (const name of ['content-type', 'etag', 'content-security-policy', 'x-frame-options', 'cache-control']) {
          expect(head.headers[name], name).toBe(page.headers[name]);
        }
        expect(head.headers['content-length']).toBe(String(page.bytes.length));

        const etag = String(page.headers.etag);
        const notModified = await get(PAGE, { headers: { 'If-None-Match': etag } });
        expect(notModified.status).toBe(304);
        expect(notModified.bytes.length).toBe(0);
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
        const headNotModified = await get(PAGE, { method: 'HEAD', headers: { 'If-None-Match': etag } });
        expect(headNotModified.status).toBe(304);
        const changed = await get(PAGE, { headers: { 'If-None-Match': '"another-version"' } });
        expect(changed.status).toBe(200);
        expect(changed.text).toBe(page.text);
      });

      it('sends gzip and brotli that decode to the same HTML', async () => {
        const plain = await get(PAGE, { headers: { 'Accept-Encoding': 'identity' } });
        expect(plain.headers['content-encoding']).toBeUndefined();
        for (const [encoding, decode] of [
          ['gzip', gunzipSync],
          ['br', brotliDecompressSync],
        ] as const) {
          const reply = await get(PAGE, { headers: { 'Accept-Encoding': encoding } });
          expect(reply.status, encoding).toBe(200);
          expect(reply.headers['content-encoding'], encoding).toBe(encoding);
          expect(reply.headers.etag, encoding).toBe(plain.headers.etag);
          expect(reply.bytes.length, encoding).toBeLessThan(plain.bytes.length);
          expect(decode(reply.bytes).toString('utf8'), encoding).toBe(plain.text);
        }
      });

      it('answers a Host no URL can be made from with 400, not a server error', async () => {
        // Pages already cached never build a request; a preview (with a token that verifies: any other is the
        // cached public page) and a data request always do.
        const preview = `${PAGE}?preview=${encodeURIComponent(signPreviewToken(previewSecret()))}`;
        for (const target of [preview, `${PAGE}.data`]) {
          for (const host of ['[::1', 'a b']) {
            const reply = await get(target, { headers: { Host: host } });
            expect(reply.status, `${target} with Host ${host}`).toBe(400);
            expect(String(reply.headers['content-type']), `${target} with Host ${host}`).toMatch(/^text\/html/);
          }
        }
        expect((await get(PAGE)).status).toBe(200);
      });

      it('keeps answering when clients go away mid-request', async () => {
        const url = new URL(service.baseUrl);
        const token = signPreviewToken(previewSecret());
        // Preview renders are never cached, so each of these is a real render that loses its client.
        const targets = [
          `${PAGE}?preview=${encodeURIComponent(token)}`,
          `/services/quality-assurance-services?preview=${encodeURIComponent(token)}`,
          `${PAGE}.data`,
          PAGE,
        ];
        for (let round = 0; round < 5; round += 1) {
          for (const [index, target] of targets.entries()) {
            await new Promise<void>((resolve) => {
              const socket = net.connect(Number(url.port), url.hostname, () => {
                socket.write(`GET ${target} HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Encoding: br\r\n\r\n`);
                // Gone at once, after the first bytes of the answer, or a little later.
                if (index % 2 === 0) socket.destroy();
                else socket.once('data', () => socket.destroy());
              });
              socket.once('close', () => resolve());
              socket.once('error', () => resolve());
            });
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
        const reply = await get(PAGE);
        expect(reply.status).toBe(200);
        const preview = await get(`${PAGE}?preview=${encodeURIComponent(token)}`);
        expect(preview.status).toBe(200);
        expect(service.logs()).not.toMatch(/uncaught|unhandled/i);
      });
    });

    describe('content that cannot be read, and paths that do not exist', () => {
      it('answers unknown paths 404 with the not-found page', async () => {
        for (const target of ['/no-such-page', '/services/nope', '/digital-marketing-services/nope']) {
          const reply = await get(target);
          expect(reply.status, target).toBe(404);
          expect(String(reply.headers['content-type']), target).toMatch(/^text\/html/);
          expect(reply.text, target).toContain('Page not found');
          expect(reply.text, target).toContain('data-testid="not-found"');
        }
      });

      it('answers 404 for a page whose entry is unpublished, and serves it again once it is published', async () => {
        const admin = await signedIn();
        for (const PAGE of ['/digital-marketing-services/orm-service', '/services/ai-services', paths.agiliti]) {
          expect((await get(PAGE)).status, PAGE).toBe(200);
          const page = await admin.page(PAGE);
          await admin.unpublish(page.documentId);
          const gone = await get(PAGE);
          expect(gone.status, PAGE).toBe(404);
          expect(gone.text, PAGE).toContain('data-testid="not-found"');
          // The draft is still there for a preview.
          const preview = await get(`${PAGE}?preview=${encodeURIComponent(signPreviewToken(previewSecret()))}`);
          expect(preview.status, PAGE).toBe(200);
          await admin.publish(page.documentId);
          expect((await get(PAGE)).status, PAGE).toBe(200);
        }
      });

      it("shows a section's error box in a page that answers 200 when its content is gone", async () => {
        const admin = await signedIn();
        const PAGE = '/digital-marketing-services/cro-services';
        const before = await get(PAGE);
        expect(before.status).toBe(200);
        expect(hasErrorBox(sectionHtml(before.text, 'overview'))).toBe(false);

        // An editor removed the overview and the industries and published: those sections have nothing to show.
        // (No later test reads this page.)
        const page = await admin.page(PAGE);
        await admin.save(page.documentId, { overview: null, industries: null });
        await admin.publish(page.documentId);
        const overviewRef = sectionEndpoint(PAGE, 'overview');
        if (!overviewRef) throw new Error(`${PAGE} has no overview endpoint`);
        expect((await get(restPathOf(overviewRef as EndpointRef), { headers: V4 })).status).toBe(404);
        const gone = await get(PAGE);
        expect(gone.status).toBe(200);
        expect(hasErrorBox(sectionHtml(gone.text, 'overview')), 'error box in the overview').toBe(true);
        expect(hasErrorBox(sectionHtml(gone.text, 'industries')), 'error box in the industries').toBe(true);

        // The shared block of other marketing services, unpublished: its list endpoint answers an empty list (as
        // before pages were rendered on the server), so the pages that show it still answer 200, without its items.
        const SHARED_PAGE = '/digital-marketing-services/orm-service';
        const othersRef = sectionEndpoint(SHARED_PAGE, 'other-services');
        if (!othersRef) throw new Error(`${SHARED_PAGE} shows no other services`);
        const othersRest = restPathOf(othersRef as EndpointRef);
        const readOthers = async () =>
          (JSON.parse((await get(othersRest, { headers: V4 })).text) as { data: V4Item[] }).data;
        const titles = (await readOthers())
          .filter((item) => item.attributes.path !== SHARED_PAGE)
          .map((item) => escapeHtml(String(item.attributes.title)));
        expect(titles.length).toBeGreaterThan(0);
        const othersShown = async () => {
          const reply = await get(SHARED_PAGE);
          expect(reply.status).toBe(200);
          const html = sectionHtml(reply.text, 'other-services');
          expect(html).not.toBe('');
          return titles.filter((title) => html.includes(title)).length;
        };
        expect(await othersShown()).toBe(titles.length);
        const othersUrl = `${service.baseUrl}/content-manager/single-types/${sharedTypeUid('otherServices')}`;
        const shared = async (action: 'publish' | 'unpublish') => {
          const response = await fetch(`${othersUrl}/actions/${action}`, {
            method: 'POST',
            headers: admin.headers,
            body: '{}',
          });
          expect(response.status, action).toBe(200);
        };
        await shared('unpublish');
        expect(await readOthers()).toEqual([]);
        expect(await othersShown()).toBe(0);
        await shared('publish');
        expect(await othersShown()).toBe(titles.length);
      });
    });

    describe('job pages (issue 20: job links work wherever they are opened)', () => {
      const openRoles = async (): Promise<JobOpening[]> => {
        const reply = await get('/api/zoho-recruit/job-openings');
        expect(reply.status).toBe(200);
        const roles = (JSON.parse(reply.text) as { data: JobOpening[] }).data;
        expect(roles.length).toBeGreaterThan(1);
        return roles;
      };
      const postingOf = (html: string) => {
        const postings = jsonLdBlocks(html).filter((block) => block['@type'] === 'JobPosting');
        expect(postings).toHaveLength(1);
        return postings[0] as Record<string, unknown>;
      };

      it("renders a role's detail page from its address, with the role and its JobPosting, never cached", async () => {
        const roles = await openRoles();
        const onSite = roles.find((role) => !role.Remote_Job);
        const remote = roles.find((role) => role.Remote_Job);
        if (!onSite || !remote) throw new Error('the seed has no on-site or no remote role');

        const reply = await get(jobDetailPath(onSite));
        expect(reply.status).toBe(200);
        expect(String(reply.headers['content-type'])).toMatch(/^text\/html/);
        expect(reply.text).toContain(`>${escapeHtml(onSite.Job_Opening_Name)}</h1>`);
        expect(reply.text).toContain(escapeHtml(onSite.Banner_description));
        expect(reply.text).toContain('Roles and responsibilities');
        expect(reply.text).toContain('Must-have skills');
        expect(reply.text).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}${jobDetailPath(onSite)}"/>`);
        expect(isNotFoundPage(reply.text)).toBe(false);

        const posting = postingOf(reply.text);
        expect(posting).toMatchObject({
          '@context': 'https://schema.org',
          title: onSite.Job_Opening_Name,
          datePosted: onSite.Date_Opened,
          hiringOrganization: { '@type': 'Organization', name: siteConfig.name },
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: onSite.City, addressCountry: onSite.Country },
          },
        });
        expect(onSite.Date_Opened).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(posting).not.toHaveProperty('jobLocationType');
        // The local provider has no job type: the posting leaves it out rather than guess.
        expect(onSite.Job_Type).toBe('');
        expect(posting).not.toHaveProperty('employmentType');
        // The description is the role's sanitized HTML: its lists, no script.
        // The banner as a paragraph of HTML text (&, < and > escaped; quotes need no escaping there).
        const bannerText = onSite.Banner_description.replaceAll('&', '&amp;')
          .replaceAll('<', '&lt;')
          .replaceAll('>', '&gt;');
        expect(String(posting.description)).toContain(`<p>${bannerText}</p>`);
        expect(String(posting.description)).toMatch(/<ul><li>.+<\/li><\/ul>/);
        expect(String(posting.description)).not.toMatch(/<script|on\w+=/i);

        const remotePosting = postingOf((await get(jobDetailPath(remote))).text);
        expect(remotePosting).toMatchObject({ title: remote.Job_Opening_Name, jobLocationType: 'TELECOMMUTE' });
        expect(remotePosting).not.toHaveProperty('jobLocation');

        // Rendered for every request: a role closes without a publish, so no cached copy may outlive it.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expect((await get(jobDetailPath(onSite))).headers['x-page-cache']).toBe('off');
        }
        // Another spelling of the name still opens the role; its canonical URL names it correctly.
        const misnamed = await get(`/jobs/${encodeURIComponent(onSite.id)}/an-old-name`);
        expect(misnamed.status).toBe(200);
        expect(misnamed.text).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}${jobDetailPath(onSite)}"/>`);
      });

      it("renders the open roles into the listing's HTML, each linking to its address, never cached", async () => {
        const roles = await openRoles();
        const reply = await get('/career/open-roles');
        expect(reply.status).toBe(200);
        for (const role of roles) {
          expect(reply.text, role.Job_Opening_Name).toContain(`href="${escapeHtml(jobDetailPath(role))}"`);
          expect(reply.text, role.Job_Opening_Name).toContain(`>${escapeHtml(role.Job_Opening_Name)}</a>`);
        }
        // Only the cards' fields reach the page's data: no role's description rides along in the HTML.
        for (const role of roles.filter((candidate) => candidate.Banner_description !== '')) {
          expect(reply.text).not.toContain(escapeHtml(role.Banner_description));
        }
        expect(reply.headers['x-page-cache']).toBe('off');
        // A role the team closes leaves the listing at once: it is read for every request.
        expect((await get('/career/open-roles')).headers['x-page-cache']).toBe('off');
      });

      it("renders the application page from the slug of the role's name", async () => {
        const [role] = await openRoles();
        if (!role) throw new Error('no open role');
        const reply = await get(jobApplyPath(role));
        expect(reply.status).toBe(200);
        expect(reply.text).toContain(`>${escapeHtml(role.Job_Opening_Name)}</h1>`);
        expect(reply.text).toContain('data-testid="job-application-form"');
        expect(reply.headers['x-page-cache']).toBe('off');
      });

      it('answers 404 with the not-found page for an unknown id, an unknown slug and a closed role', async () => {
        for (const target of [
          '/jobs/no-such-job/a-role',
          '/jobs/4711/senior-qa-engineer',
          '/jobs/no-such-role/ApplyNow',
        ]) {
          const reply = await get(target);
          expect(reply.status, target).toBe(404);
          expect(isNotFoundPage(reply.text), target).toBe(true);
          expect(
            jsonLdBlocks(reply.text).some((block) => block['@type'] === 'JobPosting'),
            target,
          ).toBe(false);
        }

        // A role the team closes in the admin: its pages answer 404 at once, as the API does.
        const roles = await openRoles();
        const role = roles.find(
          (candidate) =>
            roles.filter(
              (other) => applyRouteSlug(other.Job_Opening_Name) === applyRouteSlug(candidate.Job_Opening_Name),
            ).length === 1,
        );
        if (!role) throw new Error('no role with a slug of its own');
        expect((await get(jobDetailPath(role))).status).toBe(200);
        expect((await get(jobApplyPath(role))).status).toBe(200);
        const admin = await signedIn();
        const setOpen = async (isOpen: boolean) => {
          const response = await fetch(
            `${service.baseUrl}/content-manager/collection-types/api::job-opening.job-opening/${role.id}`,
            { method: 'PUT', headers: admin.headers, body: JSON.stringify({ isOpen }) },
          );
          expect(response.status, `isOpen: ${isOpen}`).toBe(200);
        };
        await setOpen(false);
        try {
          expect((await get(`/api/zoho-recruit/job-openings/${encodeURIComponent(role.id)}`)).status).toBe(404);
          for (const target of [jobDetailPath(role), jobApplyPath(role)]) {
            const reply = await get(target);
            expect(reply.status, target).toBe(404);
            expect(isNotFoundPage(reply.text), target).toBe(true);
          }
          const sitemap = await get('/sitemap.xml');
          expect(sitemap.text).not.toContain(`${siteConfig.siteUrl}${jobDetailPath(role)}<`);
        } finally {
          await setOpen(true);
        }
        expect((await get(jobDetailPath(role))).status).toBe(200);
      });

      it("lists every open role's detail page in the sitemap", async () => {
        const reply = await get('/sitemap.xml');
        expect(reply.status).toBe(200);
        const locations = [...reply.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
        const roles = await openRoles();
        for (const role of roles) expect(locations).toContain(`${siteConfig.siteUrl}${jobDetailPath(role)}`);
        expect(locations.filter((location) => location?.includes('/jobs/'))).toHaveLength(roles.length);
      });
    });

    it('lists every endpoint a page of the manifest reads among the pages tested', () => {
      const tested = new Set(
        contentDrivenPages().flatMap((page) => refsOf(page.path, page.sections).map((ref) => ref.endpoint.name)),
      );
      const untested = endpoints.filter((endpoint) => !tested.has(endpoint.name)).map((endpoint) => endpoint.name);
      expect(untested).toEqual([]);
    });
  });
}
