/**
 * `npm run seed` (scripts/seed.mjs runs the compiled dist/src/seeding/command.js with apps/cms as working folder).
 *
 * Loads Strapi without its HTTP server, against the same database and configuration as `npm start`, and
 * seeds or re-seeds as seed/command-args.ts describes. It may run while the site runs: its writes bump the
 * read cache's content version in the database, which every running instance checks at least once a second.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';

import { createStrapi } from '@strapi/strapi';

import { withInvalidationSuspended } from '../bootstrap/cache-invalidation';
import { parseSeedArgs, type SeedCommand, usage } from './command-args';
import { listLabels } from './new-documents';
import { leaveSeedingToCommand, reseed, type SeedResult, seedNewTypes, seedStatus } from './run';
import { seedTypes } from './sources';

/** apps/cms: this file runs from apps/cms/dist/src/seeding/. */
const appDir = path.resolve(__dirname, '..', '..', '..');

const say = (line = '') => process.stdout.write(`${line}\n`);

async function confirm(command: Extract<SeedCommand, { kind: 'overwrite' }>): Promise<boolean> {
  say(`Re-seeding ${command.description} overwrites the editors' changes to it:`);
  say('edited text is replaced by the seed copy, deleted entries come back, unpublished ones are published.');
  if (command.confirmed) return true;
  if (!process.stdin.isTTY) {
    say('Nobody to ask (not run from a terminal): add --yes to confirm.');
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question('Continue? [y/N] ')).trim());
  } finally {
    prompt.close();
  }
}

function report(result: SeedResult): void {
  if (result.skipped) {
    // Each field filled and each type given new documents has its own log line ("Seed: filled the new field ...",
    // "Seed: created 4 new documents of page ...").
    const addedSince = [
      ...(result.filled.length > 0 ? ['the fields added since were filled where empty'] : []),
      ...(result.added.length > 0 ? ['the documents added since were created or recorded'] : []),
    ];
    say(
      addedSince.length === 0 ? 'Nothing to seed.' : `No content type to seed; ${addedSince.join(', and ')} (above).`,
    );
    return;
  }
  for (const type of result.types) {
    say(
      `  ${type.name.padEnd(20)} ${type.created} created, ${type.overwritten} overwritten, ${type.published} published`,
    );
  }
  say(`Seeded: ${result.created} entries created, ${result.overwritten} overwritten, ${result.published} published.`);
}

const formatTime = (epochMs: number) => `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

async function main(): Promise<number> {
  const types = seedTypes();
  const command = parseSeedArgs(process.argv.slice(2), types);
  if (command.kind === 'help') {
    say(usage(types));
    return 0;
  }
  if (command.kind === 'error') {
    process.stderr.write(`${command.message}\n`);
    return 2;
  }
  if (command.kind === 'overwrite' && !(await confirm(command))) return 1;

  leaveSeedingToCommand();
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  try {
    if (strapi.config.get('database.connection.client') === 'sqlite') {
      // The running site may be writing too (one writer at a time): wait for it rather than fail after 5 s.
      await strapi.db.connection.raw('PRAGMA busy_timeout = 60000');
    }
    if (command.kind === 'status') {
      say(`${'content type'.padEnd(20)} ${'entries'.padStart(7)}  ${'seeded'.padEnd(20)}  seed copy`);
      for (const row of await seedStatus(strapi)) {
        const copy =
          row.seededAt === null
            ? 'not seeded yet: the next start seeds it'
            : row.copyChanged === null
              ? 'unknown (seeded before copy was recorded per type)'
              : row.copyChanged
                ? `changed since; npm run seed -- --type ${row.name} applies it`
                : 'as seeded';
        const fields =
          row.newFields && row.newFields.length > 0
            ? `; new fields the next start fills where empty: ${row.newFields.join(', ')}`
            : '';
        const documents =
          row.newDocuments && row.newDocuments.length > 0
            ? `; ${row.newDocuments.length} new ${row.newDocuments.length === 1 ? 'document' : 'documents'} the next start creates` +
              (listLabels(row.newDocuments) ? `: ${listLabels(row.newDocuments)}` : '')
            : '';
        say(
          `${row.name.padEnd(20)} ${String(row.entries).padStart(7)}  ${(row.seededAt === null ? '-' : formatTime(row.seededAt)).padEnd(20)}  ${copy}${fields}${documents}`,
        );
      }
      return 0;
    }
    if (command.kind === 'new') {
      say(
        'Seeding the content types never seeded, and what later releases added to seeded types: fields where ' +
          'they are empty, documents never seeded (nothing the editors wrote or deleted is touched).',
      );
      report(await withInvalidationSuspended(strapi, () => seedNewTypes(strapi)));
      return 0;
    }
    const selection = command.endpoints
      ? { types: command.types, endpoints: command.endpoints }
      : { types: command.types };
    report(await withInvalidationSuspended(strapi, () => reseed(strapi, selection)));
    return 0;
  } finally {
    await strapi.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
