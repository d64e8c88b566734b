#!/usr/bin/env node
// `npm run dev`: hot reload in one process. Strapi in develop mode (PORT, default 1337) serves the site, API,
// media and admin as `npm start` does, and renders pages through the same middleware (global::site-pages), but
// loads the website through a Vite dev server inside it (apps/cms/src/web-app/vite-dev.ts): an edit under
// apps/web shows at the next load (or at once, through HMR); an edit under apps/cms restarts Strapi.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { cmsEnv, strapiCommand } from './lib/build-steps.mjs';
import { waitUntilReady } from './lib/cms-server.mjs';
import { bold, cyan, dim, repoRoot, run, step } from './lib/run.mjs';

const port = process.env.PORT ?? '1337';

step('Building shared packages');
await run(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), [
  '-b',
  'packages/site-config',
  'packages/site-map',
  'packages/content-manifest',
  'packages/form-schemas',
]);

step('Starting Strapi (develop) with the website through Vite');
const child = spawn(process.execPath, strapiCommand('develop'), {
  cwd: path.join(repoRoot, 'apps', 'cms'),
  stdio: 'inherit',
  env: { ...process.env, ...cmsEnv, PORT: port, NODE_ENV: 'development', WEB_DEV_SERVER: 'vite' },
});
child.on('exit', (code, signal) => {
  process.stdout.write(dim(`Strapi exited with ${code ?? signal}\n`));
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}

// Develop mode builds the admin panel's dev server before it listens: print the addresses once it answers.
try {
  await waitUntilReady(child, port, 600_000);
  process.stdout.write(
    `\n${bold('Development server')}\n  Site   ${cyan(`http://localhost:${port}/`)} (hot reload)\n  Admin  ${cyan(`http://localhost:${port}/admin`)}\n\n`,
  );
} catch (error) {
  process.stdout.write(dim(`${error instanceof Error ? error.message : String(error)}\n`));
}
