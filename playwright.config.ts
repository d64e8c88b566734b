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
  projects: [
    {
      name: 'desktop',
      // The mobile menu exists below the lg breakpoint only; tests tagged @phone-only measure a phone's layout.
      testIgnore: /mobile-menu\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: 'mobile',
      // The mega menu exists from the lg breakpoint up; the admin is a desktop tool (and its tests edit one page
      // in order, once per run); keyboard.spec.ts drives a desktop keyboard. site-wide.spec.ts sets both widths
      // itself; the crawler follows the same links at any width, and prerender.spec.ts and build-output.spec.ts read
      // files and raw HTML: once per run is enough.
      // Tests tagged @desktop-only need a pointer or a wide layout, or check what is the same in every viewport.
      testIgnore: /(mega-menu|admin-editing|site-wide|prerender|keyboard|crawler|build-output)\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        channel: undefined,
        browserName: 'chromium',
      },
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
