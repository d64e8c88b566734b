import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const source = __dirname;

interface Layers {
  readonly entry: readonly string[];
  readonly domain: readonly string[];
  readonly support: readonly string[];
}

const { entry, domain, support }: Layers = JSON.parse(readFileSync(path.join(source, '..', 'layers.json'), 'utf8'));

/** Whether a folder holds code (Strapi's component schemas are JSON only). */
function holdsCode(folder: string): boolean {
  return readdirSync(path.join(source, folder), { recursive: true, encoding: 'utf8' }).some((name) =>
    /\.tsx?$/.test(name),
  );
}

describe("the content service's layers (apps/cms/layers.json, read by eslint.config.mjs)", () => {
  it('place every folder of code in exactly one layer, so the import zones cover it', () => {
    const placed = [...entry, ...domain, ...support];
    expect(new Set(placed).size, 'a folder in two layers').toBe(placed.length);
    const entries = readdirSync(source, { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() ? holdsCode(entry.name) : /^index\.tsx?$/.test(entry.name)))
      .map((entry) => entry.name);
    expect(entries.filter((entry) => !placed.includes(entry))).toEqual([]);
    expect(placed.filter((entry) => !entries.includes(entry))).toEqual([]);
  });
});
