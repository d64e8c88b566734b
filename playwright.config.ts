import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium, installed by scripts/ensure-chromium.sh), never a
 * downloaded browser. The flags keep Chromium from reaching for the network this machine does not have.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // Traces cost seconds per test on these 2-core machines; set PW_TRACE=retain-on-failure to debug.
    trace: process.env.PW_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // Five projects, so each test runs where it means something and nothing runs twice for no reason:
  // - site-wide: every route once, axe in both themes at both widths (it sets the widths itself); it saves
  //   each page's links for the crawler.
  // - links: the crawler, over the links site-wide saved, so it runs after it.
  // - desktop: every other suite, at 1440 px.
  // - mobile: the tests where a phone's layout or touch matters, tagged @phone (also run on desktop) or
  //   @phone-only; the rest do the same at any width and run once, on desktop.
  projects: [
    { name: 'site-wide', testMatch: /site-wide\.spec\.ts/, use: desktop },
    { name: 'links', testMatch: /crawler\.spec\.ts/, dependencies: ['site-wide'], use: desktop },
    {
      name: 'desktop',
      testIgnore: /(site-wide|crawler|admin-operations)\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: /(site-wide|crawler|admin-operations)\.spec\.ts/,
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        channel: undefined,
        browserName: 'chromium',
      },
    },
    // - operations: the admin adds, renames and redirects a story (issue 34), which changes the lists other
    //   suites count (the portfolio's cards, the home page's first four stories): it runs after all of them.
    {
      name: 'operations',
      testMatch: /admin-operations\.spec\.ts/,
      dependencies: ['site-wide', 'desktop', 'mobile'],
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/serve-for-tests.mjs',
    url: `http://127.0.0.1:${port}/_health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
