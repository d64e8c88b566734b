import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';

/**
 * No filler in what ships: the built site (apps/web/build, made by `node scripts/build.mjs`, which the test
 * server runs first: the browser's files and the server build that renders the pages) has no lorem ipsum,
 * TODO or placeholder copy in any script, style or data file. The pages themselves are checked as served
 * (server-html.spec.ts).
 */
const buildDir = path.resolve(__dirname, '../apps/web/build');
const textFile = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/;

const forbidden: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'lorem ipsum', pattern: /lorem\s+ipsum|dolor\s+sit\s+amet|consectetur\s+adipiscing/i },
  { name: 'TODO or FIXME', pattern: /\b(TODO|FIXME|TBD)\b/ },
  {
    name: 'placeholder copy',
    pattern: /placeholder\s+(text|copy|content|image)|\[(insert|your)\s[^\]]*\]|coming\s+soon|sample\s+text/i,
  },
];

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : textFile.test(name) ? [full] : [];
  });
}

test('the built site has no lorem ipsum, TODO or placeholder text', () => {
  const files = filesUnder(buildDir);
  expect(
    files.some((file) => file.endsWith(path.join('server', 'index.js'))),
    'the server build',
  ).toBe(true);
  expect(files.filter((file) => file.endsWith('.js')).length, 'the scripts').toBeGreaterThan(20);
  const findings: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const { name, pattern } of forbidden) {
      const match = pattern.exec(text);
      if (match) {
        const around = text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60);
        findings.push(`${path.relative(buildDir, file)}: ${name}: …${around.replace(/\s+/g, ' ')}…`);
      }
    }
  }
  expect(findings).toEqual([]);
});
