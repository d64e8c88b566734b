/**
 * Running the site for years (issue 34), against the booted service on SQLite and on PostgreSQL, as the Editor
 * through the Content Manager's own API:
 * - a client story and an industry page added in the admin are live at their slugs, listed where their kind is
 *   listed and in the sitemap, and answer 404 once unpublished; a new page elsewhere, and a fixed page's path
 *   change, are refused with the field's message;
 * - redirects: loops, chains, a live page's path and a 410 with a destination refused with their messages; 301,
 *   302 and 410 served before any page, with hits counted; the CSV import's report; a renamed slug's 301, and
 *   the old path out of the sitemap; neither the import nor the collection reachable without an admin session;
 * - what the team uploads, the site shows (issue 33, item 5): a logo in an industry list named by its alternative
 *   text, a leader's portrait with its text beside the others' initials, and a healthcare story as the healthcare
 *   page's related case study.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AdminSession, adminSession, type Item } from './admin-api';
import { type BootedService, bootContentService } from './boot';
import { ONE_PIXEL_PNG } from './one-pixel-png';
import { waitFor } from './submissions-suite';

const REDIRECT_UID = 'api::redirect.redirect';

interface ErrorBody {
  error: { status: number; message: string; details?: { errors?: { path: string[]; message: string }[] } };
}

interface RedirectDocument {
  documentId: string;
  from: string;
  to: string | null;
  statusCode: number;
  hits: number | null;
  lastHitAt: string | null;
}

/** What a new story entry holds, as the admin's edit view sends it. */
/** A client story's page entry, as an editor fills one in (the API suites create stories with it). */
export function storyEntry(slug: string, name: string, order = 50) {
  return {
    title: `${name} (client story)`,
    path: `/portfolio/${slug}`,
    listName: name,
    listOrder: order,
    industry: 'healthcare',
    search: {
      title: `${name} | Auralis Digital`,
      description: 'How a clinic group moved appointment booking online and halved the calls its front desks take.',
      ogTitle: `${name}: a client story`,
      ogDescription: 'A clinic group moved booking online with us and halved its front desks’ calls.',
      keywords: 'clinic booking, healthcare app, case study',
      canonicalUrl: `https://www.auralis.example/portfolio/${slug}`,
    },
    hero: {
      label: 'Client story',
      heading: `The heading of ${name}`,
      intro:
        'A clinic group in Pune booked every visit by phone. We built online booking that reads the clinics’ calendars.',
      buttonLabel: '',
    },
    storyFacts: {
      client: 'Clinic group, India',
      engagement: '5 months',
      team: 'Designer, three engineers',
      outcome: 'Phone bookings down by half in six months',
      summary: 'Online booking for a clinic group.',
    },
  };
}

export function siteOperationsSuite(
  label: string,
  env: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`running the site from the admin on ${label} (issue 34)`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let editor: AdminSession;

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      service = await bootContentService(setup.env);
      const credentials = service.adminCredentials().editor;
      if (!credentials) throw new Error('admin-credentials.json names no editor account');
      editor = await adminSession(service.baseUrl, credentials);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    const site = (path: string, init: RequestInit = {}) =>
      fetch(`${service.baseUrl}${path}`, { redirect: 'manual', ...init });
    const manager = (uid: string, rest = '') => `${service.baseUrl}/content-manager/collection-types/${uid}${rest}`;
    const write = (uid: string, data: unknown, documentId?: string) =>
      fetch(manager(uid, documentId ? `/${documentId}` : ''), {
        method: documentId ? 'PUT' : 'POST',
        headers: editor.headers,
        body: JSON.stringify(data),
      });
    const created = async (uid: string, data: unknown): Promise<string> => {
      const response = await write(uid, data);
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
      return ((await response.json()) as { data: { documentId: string } }).data.documentId;
    };
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as ErrorBody).error;
    };
    const sitemap = async () => (await (await site('/sitemap.xml')).text()).match(/<loc>[^<]*<\/loc>/g) ?? [];
    /** The published site answers from caches that a publish clears, on this instance at once. */
    const eventually = (what: string, probe: () => Promise<boolean>) =>
      waitFor(what, async () => ((await probe()) ? true : undefined), 10_000);

    it('shows a story added in the admin at its slug, on /portfolio, on / and in the sitemap; unpublished, 404', async () => {
      const documentId = await created(PAGE_UID, storyEntry('clinic-booking', 'Clinic booking in Pune', 0));
      // A draft is not live.
      expect((await site('/portfolio/clinic-booking')).status).toBe(404);
      await editor.publish(documentId);

      const page = await site('/portfolio/clinic-booking');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('The heading of Clinic booking in Pune');
      expect(html).toContain('Clinic group, India');
      // Filed under Healthcare: its industry link.
      expect(html).toContain('href="/industries/healthcare"');
      expect(await (await site('/portfolio')).text()).toContain('The heading of Clinic booking in Pune');
      // Order 0 puts it first among the home page's success stories, which render from the data the HTML
      // carries as the visitor nears them (the browser test clicks the card).
      const home = await (await site('/')).text();
      expect(home).toContain('Clinic booking in Pune');
      expect(home).toContain('clinic-booking');
      expect(await sitemap()).toContain('<loc>https://www.auralis.example/portfolio/clinic-booking</loc>');

      await editor.unpublish(documentId);
      expect((await site('/portfolio/clinic-booking')).status).toBe(404);
      expect(await (await site('/portfolio')).text()).not.toContain('Clinic booking in Pune');
      expect(await sitemap()).not.toContain('<loc>https://www.auralis.example/portfolio/clinic-booking</loc>');
    });

    it('shows an industry page added in the admin in the menu, on the landing and in the sitemap', async () => {
      const documentId = await created(PAGE_UID, {
        ...storyEntry('logistics', 'Logistics', 7),
        title: 'Logistics (industry page)',
        path: '/industries/logistics',
        industry: null,
        storyFacts: null,
      });
      await editor.publish(documentId);
      const page = await site('/industries/logistics');
      expect(page.status).toBe(200);
      // The menu's Industries entries come with every page, in the root's data (the menu hydrates on first use).
      const home = await (await site('/')).text();
      expect(home).toContain('/industries/logistics');
      expect(await (await site('/industries')).text()).toContain('href="/industries/logistics"');
      expect(await sitemap()).toContain('<loc>https://www.auralis.example/industries/logistics</loc>');
    });

    it('refuses a new page outside /portfolio/ and /industries/, a fixed page’s new path, and an unknown industry', async () => {
      const elsewhere = await refusal(await write(PAGE_UID, { ...storyEntry('x', 'Blog post', 1), path: '/blog/x' }));
      expect(elsewhere.details?.errors?.[0]).toMatchObject({ path: ['path'] });
      expect(elsewhere.message).toMatch(/\/portfolio\/\{slug\}/);

      const contact = await editor.page('/contact');
      const moved = await refusal(await write(PAGE_UID, { path: '/contact-us' }, contact.documentId));
      expect(moved.message).toMatch(/path is fixed/);

      const unknownIndustry = await refusal(
        await write(PAGE_UID, { ...storyEntry('mining-story', 'Mining story', 9), industry: 'space-mining' }),
      );
      expect(unknownIndustry.details?.errors?.[0]).toMatchObject({ path: ['industry'] });
    });

    it('refuses a loop, a chain, a live page’s path and a 410 with a destination, each with its message', async () => {
      await created(REDIRECT_UID, { from: '/spring-offer', to: '/contact', statusCode: 301 });
      const loop = await refusal(
        await write(REDIRECT_UID, { from: '/contact-old', to: '/spring-offer', statusCode: 301 }),
      );
      expect(loop.message).toMatch(/itself redirected/);
      await created(REDIRECT_UID, { from: '/a-campaign', to: '/b-campaign', statusCode: 302 });
      const backAgain = await refusal(
        await write(REDIRECT_UID, { from: '/b-campaign', to: '/a-campaign', statusCode: 301 }),
      );
      expect(backAgain.message).toMatch(/loop/);
      const chain = await refusal(await write(REDIRECT_UID, { from: '/b-campaign', to: '/contact', statusCode: 301 }));
      expect(chain.message).toMatch(/chain/);
      const livePage = await refusal(
        await write(REDIRECT_UID, { from: '/portfolio/sukhiba', to: '/', statusCode: 301 }),
      );
      expect(livePage.details?.errors?.[0]).toMatchObject({
        path: ['from'],
        message: expect.stringMatching(/live page/),
      });
      const goneSomewhere = await refusal(
        await write(REDIRECT_UID, { from: '/retired', to: '/contact', statusCode: 410 }),
      );
      expect(goneSomewhere.details?.errors?.[0]).toMatchObject({ path: ['to'] });
      const badStatus = await refusal(await write(REDIRECT_UID, { from: '/retired', to: '/contact', statusCode: 307 }));
      expect(badStatus.details?.errors?.[0]).toMatchObject({ path: ['statusCode'] });
    });

    it('serves 301, 302 and 410 before any page, keeps the query string, and counts the hits', async () => {
      await created(REDIRECT_UID, { from: '/old-services', to: '/services', statusCode: 301 });
      await created(REDIRECT_UID, { from: '/retired-offer', to: '', statusCode: 410 });
      const moved = await site('/old-services/?utm_source=mail');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/services?utm_source=mail');
      expect((await site('/a-campaign')).status).toBe(302);
      const gone = await site('/retired-offer');
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain('Page not found');
      // Three more hits: four on /old-services in all.
      for (let hit = 0; hit < 3; hit += 1) expect((await site('/old-services')).status).toBe(301);
      const counted = await waitFor('the hits written', async () => {
        const list = (await (
          await fetch(manager(REDIRECT_UID, '?filters[from][$eq]=/old-services'), { headers: editor.headers })
        ).json()) as { results: RedirectDocument[] };
        const [redirect] = list.results;
        return redirect && redirect.hits === 4 ? redirect : undefined;
      });
      expect(Date.parse(counted.lastHitAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      // A hit is no content change: the page cache keeps its pages.
      await site('/services');
      await site('/old-services');
      expect((await site('/services')).headers.get('x-page-cache')).toBe('hit');
    });

    it('imports a CSV and reports each refused row, writing only the rows that pass', async () => {
      const csv = [
        'from,to,status',
        '/summer-offer,/contact,301',
        '/summer-offer,/services,301',
        '/portfolio/secpod,/portfolio,301',
        '/winter-offer,/summer-offer,302',
        '/closed-offer,,410',
        '/bad-status,/contact,200',
      ].join('\n');
      const response = await fetch(`${service.baseUrl}/redirects-admin/import`, {
        method: 'POST',
        headers: editor.headers,
        body: JSON.stringify({ csv }),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: {
          created: number;
          refused: number;
          rows: { row: number; result: string; problems: { message: string }[] }[];
        };
      };
      expect(data.rows.map((row) => [row.row, row.result])).toEqual([
        [2, 'created'],
        [3, 'refused'],
        [4, 'refused'],
        [5, 'refused'],
        [6, 'created'],
        [7, 'refused'],
      ]);
      expect(data.rows[1]?.problems[0]?.message).toMatch(/already a redirect from \/summer-offer/);
      expect(data.rows[2]?.problems[0]?.message).toMatch(/live page/);
      expect(data.rows[3]?.problems[0]?.message).toMatch(/itself redirected/);
      expect((await site('/summer-offer')).headers.get('location')).toBe('/contact');
      expect((await site('/closed-offer')).status).toBe(410);
      expect((await site('/winter-offer')).status).toBe(404);
    });

    it('refuses the import and the collection without an admin session', async () => {
      const anonymous = await fetch(`${service.baseUrl}/redirects-admin/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ csv: 'from,to,status\n/x,/contact,301' }),
      });
      expect(anonymous.status).toBe(401);
      const write = await fetch(manager(REDIRECT_UID), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: '/x', to: '/contact', statusCode: 301 }),
      });
      expect(write.status).toBe(401);
      expect([403, 404, 405]).toContain((await fetch(`${service.baseUrl}/api/redirects`)).status);
      expect((await site('/x')).status).toBe(404);
    });

    // Issue 33, item 5: what the team uploads, the site shows as uploaded, with the alternative text it was given.
    const uploaded = async (name: string, alternativeText: string) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(ONE_PIXEL_PNG)], { type: 'image/png' }), name);
      form.append('fileInfo', JSON.stringify({ name, alternativeText }));
      const response = await fetch(`${service.baseUrl}/upload`, {
        method: 'POST',
        headers: { Authorization: editor.headers.Authorization ?? '' },
        body: form,
      });
      expect(response.status).toBe(201);
      const [file] = (await response.json()) as { id: number; url: string }[];
      if (!file) throw new Error('the upload answered no file');
      return file;
    };
    /** The `<img>` tags of a page's HTML that show this file. */
    const imagesOf = (html: string, url: string) =>
      (html.match(/<img\b[^>]*>/g) ?? []).filter((tag) => tag.includes(`src="${url}"`));

    it('shows a logo the editor uploaded into an industry list as uploaded, with its alternative text (issue 33)', async () => {
      const servicePage = '/ai-services/chatbot-development-services';
      const logo = await uploaded('harbor-health-group.png', 'Harbor Health Group');
      const page = await editor.page(servicePage);
      const industries = page.industries as Item & { images?: { id: number }[] | null };
      const images = [...(industries.images ?? []).map((image) => image.id), logo.id];
      await editor.save(page.documentId, { industries: { ...industries, images } });
      const named = (html: string) => html.includes('<li>Harbor Health Group</li>');
      expect(named(await (await site(servicePage)).text())).toBe(false);
      await editor.publish(page.documentId);

      // The server's HTML names each logo in the marquee's list for screen readers (the moving row of pictures
      // is drawn in the browser, where industries-section.test.tsx shows the uploaded picture with its text):
      // the editor's words, not the file's name, and the page's data carries the picture with them.
      const html = await (await site(servicePage)).text();
      expect(named(html)).toBe(true);
      expect(html).not.toContain('<li>harbor health group</li>');
      // In the hydration data, a string inside a script: its quotes may be escaped.
      const fields = ['url', logo.url, 'name', 'harbor-health-group.png', 'alternativeText', 'Harbor Health Group'];
      const quote = '\\\\?"';
      const escaped = fields.map((field) => field.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
      expect(html).toMatch(new RegExp(escaped.map((field) => `${quote}${field}${quote}`).join(',')));
    });

    it('shows a leader’s portrait with its alternative text, and the initials of the others (issue 33)', async () => {
      const leadershipPage = '/about/about-auralis/leadership';
      const portrait = await uploaded('meera-raghavan.png', 'Meera Raghavan, smiling, in the Pune office');
      const page = await editor.page(leadershipPage);
      const leadership = page.leadership as Item & { leaders: (Item & { name: string })[] };
      const [first, ...others] = leadership.leaders;
      if (!first || others.length === 0) throw new Error('the leadership page has fewer than two leaders');
      await editor.save(page.documentId, {
        leadership: { ...leadership, leaders: [{ ...first, photo: portrait.id }, ...others] },
      });
      await editor.publish(page.documentId);

      const html = await (await site(leadershipPage)).text();
      const shown = imagesOf(html, portrait.url);
      expect(shown).toHaveLength(1);
      expect(shown[0]).toContain('alt="Meera Raghavan, smiling, in the Pune office"');
      // The leaders without a portrait keep their initials.
      expect(html.match(/data-testid="leader-photo"/g)).toHaveLength(1);
      expect(html.match(/data-testid="leader-initials"/g)).toHaveLength(others.length);
    });

    it('gives the healthcare page a healthcare story as its related case study (issue 33)', async () => {
      const html = await (await site('/industries/healthcare')).text();
      expect(html).toContain('href="/portfolio/hospital-appointments"');
    });

    it('leaves a 301 behind when a story’s slug is renamed, and the old path leaves the sitemap', async () => {
      const documentId = await created(PAGE_UID, storyEntry('eye-clinic', 'Eye clinic booking', 8));
      await editor.publish(documentId);
      await editor.save(documentId, { path: '/portfolio/eye-hospital-booking' });
      // Saved, not yet published: the live page is still at its old path.
      expect((await site('/portfolio/eye-clinic')).status).toBe(200);
      await editor.publish(documentId);
      const old = await site('/portfolio/eye-clinic?ref=share');
      expect(old.status).toBe(301);
      expect(old.headers.get('location')).toBe('/portfolio/eye-hospital-booking?ref=share');
      expect((await site('/portfolio/eye-hospital-booking')).status).toBe(200);
      const locations = await sitemap();
      expect(locations).toContain('<loc>https://www.auralis.example/portfolio/eye-hospital-booking</loc>');
      expect(locations).not.toContain('<loc>https://www.auralis.example/portfolio/eye-clinic</loc>');

      // Renamed once more: still one hop from the first path.
      await editor.save(documentId, { path: '/portfolio/eye-care-booking' });
      await editor.publish(documentId);
      await eventually('both old paths to the newest', async () => {
        const [first, second] = await Promise.all([
          site('/portfolio/eye-clinic'),
          site('/portfolio/eye-hospital-booking'),
        ]);
        return (
          first.headers.get('location') === '/portfolio/eye-care-booking' &&
          second.headers.get('location') === '/portfolio/eye-care-booking'
        );
      });
    });
  });
}
