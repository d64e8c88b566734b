import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const cms = path.resolve(__dirname, '..', '..');
const ONE_MODULE = path.join('src', 'settings', 'runtime-env.ts');

/** The content service's code (its src/ and Strapi's config/), tests aside: they set the environment. */
function sourceFiles(): string[] {
  return ['src', 'config'].flatMap((folder) =>
    readdirSync(path.join(cms, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}

describe("the content service's environment (issue 36)", () => {
  it('is read in one module, settings/runtime-env.ts, which names, types and checks every variable', () => {
    const readers = sourceFiles().filter((file) => readFileSync(path.join(cms, file), 'utf8').includes('process.env'));
    expect(readers).toEqual([ONE_MODULE]);
  });
});
