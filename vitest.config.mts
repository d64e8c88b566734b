import { availableParallelism } from 'node:os';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

import { inlineScripts } from './apps/web/build-support/inline-script-plugin.mjs';

// Unit and component tests of every workspace; the browser suites live in e2e/ (Playwright).
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on these 2-core machines ran the unit tests one file at
    // a time (104 s; 63 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'cms',
          include: ['apps/cms/src/**/*.test.ts', 'apps/cms/seed/**/*.test.ts'],
          environment: 'node',
          // Some tests load the whole seed (hundreds of files): on a 2-core machine busy with other work that took
          // over Vitest's default 5 s. The time is not what they check.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // Boots the built content service (run after `npm run build`; `npm test` does).
          name: 'api',
          include: ['apps/cms/test/**/*.test.ts'],
          // Seeds one SQLite and one PostgreSQL template that the suites copy (apps/cms/test/seeded-templates.ts).
          globalSetup: ['apps/cms/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 360_000,
          pool: 'forks',
          // Two suites at once: the work is in the booted services (child processes), not in the test workers.
          maxWorkers: 2,
        },
      },
      {
        plugins: [inlineScripts()],
        resolve: {
          alias: { '~': path.resolve(import.meta.dirname, 'apps/web/app') },
        },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/server/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
