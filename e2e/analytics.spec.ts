/**
 * Analytics only after consent (issue 35, item 2; docs/analytics.md), against a service of its own with Plausible
 * configured and pointed at a local stand-in (analytics-stand-in.ts): the suite's usual service runs without
 * analytics, as a fresh clone does, so this file boots a second one on a free port with its own data folder.
 *
 * No request reaches the provider before the banner is answered or after Decline; after Accept its script loads
 * and a page view leaves, one per page shown; a newsletter sign-up sends its conversion without the address; a
 * Decline after Accept stops all sending, and a reload then loads no script. The page policy names the provider
 * where it is configured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { type PlausibleStandIn, startPlausibleStandIn } from './analytics-stand-in';
import { expect, navigateInApp, test, uniqueEmail, workingNewsletterForm } from './fixtures';

test.use({ firstVisit: true });
// One service for the whole file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

const DOMAIN = 'www.auralis.example';
/** Long enough for a page view that was going to leave to have reached the stand-in. */
const QUIET_MS = 2_000;
const SHOTS = process.env.ANALYTICS_SHOTS_DIR;

let standIn: PlausibleStandIn;
let service: ChildProcess | undefined;
let dataDir: string;
let site: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const cmsDir = path.resolve(__dirname, '..', 'apps', 'cms');

/**
 * The built service, started as scripts/lib/cms-server.mjs `startCms` starts it (that module cannot be imported
 * here: Playwright compiles what a spec imports to CommonJS, and the build scripts are ES modules).
 */
function startService(port: number, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: cmsDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_PATH: path.join(cmsDir, 'node_modules'), PORT: String(port), ...env },
    },
  );
}

async function waitUntilReady(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The service with analytics stopped before it was ready.');
    const ready = await fetch(`http://127.0.0.1:${port}/_health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The service with analytics did not answer on port ${port} within ${timeoutMs / 1000} s.`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  standIn = await startPlausibleStandIn();
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-e2e-analytics-'));
  service = startService(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // As scripts/serve-for-tests.mjs: a cheaper proof of work and no SMTP (the mails stay in the outbox).
    ALTCHA_COST: '1000',
    SMTP_HOST: '',
    ANALYTICS_PROVIDER: 'plausible',
    PLAUSIBLE_DOMAIN: DOMAIN,
    PLAUSIBLE_URL: standIn.origin,
  });
  await waitUntilReady(service, port, 280_000);
  site = `http://localhost:${port}`;
});

test.afterAll(async () => {
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service?.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  await standIn.close();
});

test.beforeEach(() => {
  standIn.requests.length = 0;
  standIn.events.length = 0;
  standIn.bodies.length = 0;
});

/** What the page asks of the provider's origin, as the browser sends it. */
function providerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(standIn.origin)) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function answer(page: Page, button: 'Accept' | 'Decline') {
  await banner(page).getByRole('button', { name: button }).click();
  await expect(banner(page)).toBeHidden();
}

/** The page views the stand-in received, by the path of their page. */
const viewedPaths = () =>
  standIn.events.filter((event) => event.n === 'pageview').map((event) => new URL(event.u).pathname);

const quiet = (page: Page) => page.waitForTimeout(QUIET_MS);

async function signUpForTheNewsletter(page: Page, email: string) {
  const form = await workingNewsletterForm(page);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: /subscribe/i }).click();
  await expect(form.getByTestId('newsletter-status')).toHaveText('Thankyou for subscribing!', { timeout: 30_000 });
}

/** The sources of one directive of a Content-Security-Policy. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

// With no provider the policy is unchanged: apps/cms/src/web-app/analytics-policy.test.ts.
test('the page policy names the provider where it is configured', async ({ request }) => {
  const policy = (await request.get(`${site}/`)).headers()['content-security-policy'] ?? '';
  expect(sourcesOf(policy, 'script-src')).toContain(standIn.origin);
  expect(sourcesOf(policy, 'connect-src')).toContain(standIn.origin);
  expect(sourcesOf(policy, 'img-src')).not.toContain(standIn.origin);
});

test('nothing reaches the provider before the banner is answered, nor after Decline', async ({ page }) => {
  const seen = providerRequests(page);
  await page.goto(`${site}/?utm_source=linkedin`);
  await expect(banner(page)).toBeVisible();
  await quiet(page);
  expect(seen).toEqual([]);

  await answer(page, 'Decline');
  await navigateInApp(page, '/contact');
  await page.goto(`${site}/about`);
  await quiet(page);
  expect(seen).toEqual([]);
  expect(standIn.requests).toEqual([]);
  expect(await page.evaluate(() => 'plausible' in window)).toBe(false);
});

test('after Accept the script loads and a page view leaves, then one per page shown', async ({ page }) => {
  const seen = providerRequests(page);
  await page.goto(`${site}/?utm_source=linkedin`);
  await quiet(page);
  expect(seen).toEqual([]);

  await answer(page, 'Accept');
  await expect
    .poll(() => standIn.events)
    .toEqual([{ n: 'pageview', u: `${site}/?utm_source=linkedin`, d: DOMAIN, r: null }]);
  // Polled: the browser's report of a request can reach the test after the stand-in has answered it.
  await expect.poll(() => seen).toEqual(['GET /js/script.manual.js', 'POST /api/event']);

  // A move within the site, without a page load, is a page view too.
  await navigateInApp(page, '/contact');
  await expect.poll(viewedPaths).toEqual(['/', '/contact']);
  // A later page load finds the cookie and starts at once.
  await page.goto(`${site}/about`);
  await expect.poll(viewedPaths).toEqual(['/', '/contact', '/about']);
});

test('a newsletter sign-up sends its conversion, with no address in it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(`${site}/`);
  await answer(page, 'Accept');
  await expect.poll(viewedPaths).toEqual(['/']);

  const email = uniqueEmail(testInfo, 'analytics');
  await signUpForTheNewsletter(page, email);
  await expect.poll(() => standIn.events.map((event) => event.n)).toEqual(['pageview', 'newsletter_signup']);
  const sent = standIn.bodies.join('\n');
  expect(sent).not.toContain(email);
  expect(sent).not.toContain('@');
});

test('a Decline after Accept stops all sending, and a reload loads no script', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const seen = providerRequests(page);
  await page.goto(`${site}/`);
  await answer(page, 'Accept');
  await expect.poll(viewedPaths).toEqual(['/']);

  // The visitor changes their answer: the footer's "Cookie settings" shows the banner again, and Decline.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await answer(page, 'Decline');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true');

  await signUpForTheNewsletter(page, uniqueEmail(testInfo, 'declined'));
  await navigateInApp(page, '/contact');
  await page.reload();
  await quiet(page);
  expect(standIn.events.map((event) => event.n)).toEqual(['pageview']);
  expect(seen).toEqual(['GET /js/script.manual.js', 'POST /api/event']);
});

/**
 * The banner flow at both widths and in both themes, for the eye (ANALYTICS_SHOTS_DIR): the banner's code and
 * styles are not part of analytics, and the shots show it unchanged; its accessibility and layout have their
 * own suites (cookie-banner.spec.ts, site-wide.spec.ts).
 */
test('the banner flow, at both widths and in both themes', async ({ browser }) => {
  test.setTimeout(120_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const size of ['desktop', 'phone'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: size === 'desktop' ? { width: 1440, height: 900 } : { width: 390, height: 844 },
        colorScheme: theme,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${site}/`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(banner(page)).toBeVisible();
        if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `analytics-banner-${size}-${theme}.png`) });
        const views = standIn.events.length;
        await answer(page, 'Accept');
        await expect.poll(() => standIn.events.length).toBe(views + 1);
        if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `analytics-accepted-${size}-${theme}.png`) });
      } finally {
        await context.close();
      }
    }
  }
});
