#!/usr/bin/env node
// Playwright's web server: the built product on its own port with a throw-away data folder, so every test
// run starts from a freshly seeded database and never touches the developer's data/.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildAll } from './lib/build-steps.mjs';
import { startCms } from './lib/cms-server.mjs';
import { e2eAdmin, e2eEditor } from './lib/e2e-admin.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
await buildAll();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-e2e-'));
const server = startCms({
  port,
  env: {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // The browser suites send dozens of forms from one address in a minute; the limits themselves have API tests.
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '1000',
    // The browser still solves a real ALTCHA proof of work on every form, at a fifteenth of the production
    // difficulty: two browsers and the service share two cores here, and at full cost a solve could outlast
    // the form's 15 s wait and fail a test for the machine's load rather than for the code.
    ALTCHA_COST: '1000',
    // No SMTP: the mails the forms cause stay in the outbox (and never leave this machine).
    SMTP_HOST: '',
    // The admin's browser test schedules an unpublish seconds ahead: look for due changes four times a second.
    SCHEDULE_POLL_MS: '250',
    // The admin tests log in as the development account and sign expired preview tokens (e2e/admin-editing).
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    PREVIEW_SECRET: e2eAdmin.previewSecret,
    EDITOR_EMAIL: e2eEditor.email,
    EDITOR_PASSWORD: e2eEditor.password,
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
