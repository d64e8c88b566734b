/**
 * Nothing a visitor does in the first moment of a page is lost (docs/decisions/017-alive-from-the-first-paint.md).
 *
 * Each case of first-moment-cases.ts runs in a fresh browser context at a 4× CPU slowdown (a phone, roughly), and
 * acts 0, 100, 300 and 1,000 ms after the document's first byte (or as soon as its control is in the page, if
 * that is later): before the page's code has arrived, while it hydrates, and after (`npm test` takes 0 and 300
 * ms once each, `npm run audit` every delay three times). The test
 * then waits for the effect a hydrated page shows. It never measures how long that took: with
 * `FIRST_MOMENT_REPORT=<file>` it writes each case's latency to that file, and `npm run audit` reports them.
 */
import { appendFileSync } from 'node:fs';

import { type Browser, type BrowserContextOptions, devices, type Page } from '@playwright/test';

import { expect, test, waitForFrames } from './fixtures';
import { FIRST_MOMENT_DELAYS_MS, type FirstMomentCase, firstMomentCases } from './first-moment-cases';

/** A phone's CPU, as Lighthouse's mobile preset and the measurements take it. */
const CPU_SLOWDOWN = 4;
/**
 * `npm test` asks only "is anything lost": each case once before the page's code has arrived (0 ms) and once
 * while it hydrates (300 ms), 30 pages. `npm run audit` sets FIRST_MOMENT_MEASURE=1 for latency figures worth a
 * percentile: every delay, three times (180 pages; at 13 cases, 156 of them were a third of the whole browser run).
 */
const MEASURING = process.env.FIRST_MOMENT_MEASURE === '1';
const REPEATS = MEASURING ? 3 : 1;
const DELAYS: readonly number[] = MEASURING ? FIRST_MOMENT_DELAYS_MS : [0, 300];

const phone: BrowserContextOptions = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
};
const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/**
 * Records, from the document's start, the time of every input event the visitor makes and the first frame on
 * which the case's effect holds after it. Installed before any of the page's own scripts; it only listens.
 */
function recorder(effectSource: string): string {
  return `(() => {
    const effect = (${effectSource});
    const record = { inputs: [], effectFrames: [] };
    window.__firstMoment = record;
    for (const type of ['pointerdown', 'keydown', 'mousedown', 'touchstart']) {
      addEventListener(type, (event) => { if (event.isTrusted) record.inputs.push(event.timeStamp); }, true);
    }
    let held = false;
    const frame = () => {
      // The time the frame is drawn, after the events handled before it (its own timestamp may come before them).
      const time = performance.now();
      let holds = false;
      try { holds = document.readyState !== 'loading' || document.body !== null ? Boolean(effect()) : false; } catch (e) {}
      if (holds && !held) record.effectFrames.push(time);
      held = holds;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

interface FirstMomentRecord {
  readonly inputs: number[];
  readonly effectFrames: number[];
}

async function latencyOf(page: Page, fromInput: number): Promise<number | undefined> {
  const record = await page.evaluate(() => (window as unknown as { __firstMoment?: FirstMomentRecord }).__firstMoment);
  if (!record) return undefined;
  const start = fromInput < 0 ? record.inputs.at(-1) : record.inputs[fromInput];
  if (start === undefined) return undefined;
  const shown = record.effectFrames.find((time) => time >= start);
  return shown === undefined ? undefined : shown - start;
}

test.use({ firstVisit: true, waitForHydration: false });
// Every case at every delay, several times over: each one is a fresh page on a slowed CPU.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const kase of firstMomentCases) {
  for (const delay of DELAYS) {
    for (let repeat = 1; repeat <= REPEATS; repeat += 1) {
      test(`first moment: ${kase.name}, ${delay} ms after the first byte (${repeat} of ${REPEATS})`, async ({
        browser,
        baseURL,
      }) => {
        await runCase(kase, delay, repeat, browser, baseURL ?? '');
      });
    }
  }
}

/**
 * Keeps the page drawing while a case waits for its effect. Headless Chromium on a loaded 2-core machine sometimes
 * stops drawing a page, and with it the intersection observers that start loading a form's code when it nears the
 * viewport (fixtures.ts, waitForFrames): a clean clone's run on 2026-11-29 showed a blank page and the newsletter's
 * placeholder still there 45 s after an early submit. A visible tab draws; a page that misses its frames is
 * brought to the front, which makes Chromium draw it again. A press the page lost stays lost: drawing only lets
 * the page's own code go on. Returns the function that stops it.
 */
function keepDrawing(page: Page): () => Promise<void> {
  let running = true;
  const loop = (async () => {
    while (running && !page.isClosed()) {
      try {
        await waitForFrames(page, 2_000);
      } catch {
        // The page closed meanwhile: nothing left to draw.
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

async function runCase(kase: FirstMomentCase, delay: number, repeat: number, browser: Browser, baseURL: string) {
  const context = await browser.newContext({ ...(kase.phone ? phone : desktop), baseURL });
  try {
    if (!kase.firstVisit) {
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
    }
    const page = await context.newPage();
    // Light, so the theme toggle's press has one effect to look for.
    await page.emulateMedia({ colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript({ content: recorder(kase.effectInPage.toString()) });
    const path = typeof kase.path === 'string' ? kase.path : await kase.path(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(path, { waitUntil: 'commit' });
    const firstByte = Date.now();
    await kase.control(page).waitFor({ state: 'visible', timeout: 20_000 });
    await kase.prepare?.(page);
    const wait = firstByte + delay - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    const before = await page.evaluate(
      () => (window as unknown as { __firstMoment?: FirstMomentRecord }).__firstMoment?.inputs.length ?? 0,
    );
    await kase.act(page);
    const stopDrawing = keepDrawing(page);
    try {
      await kase.expectEffect(page);
    } finally {
      await stopDrawing();
    }
    // Still so once the page's code has run: hydration must not undo what the visitor did.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('load');
    await kase.expectEffect(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);

    const report = process.env.FIRST_MOMENT_REPORT;
    if (report) {
      const latency = await latencyOf(page, kase.timedFrom === 'last' ? -1 : before);
      appendFileSync(report, `${JSON.stringify({ case: kase.name, delay, repeat, latency })}\n`);
    }
  } finally {
    await context.close();
  }
}
