/**
 * Issue 21: a real company renames itself in this package and nowhere else. No source file of the site, the
 * content service or its seed writes the company's name out; copy reads it from `siteConfig`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { siteConfig } from './index';

const root = path.resolve(__dirname, '../../..');
const SOURCE_FOLDERS = ['apps/web/app', 'apps/web/server', 'apps/cms/src', 'apps/cms/seed', 'packages'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => !file.split(path.sep).some((part) => part === 'node_modules' || part === 'dist'))
    .map((file) => path.join(folder, file));
}

describe('the brand in one place (packages/site-config)', () => {
  it('is the only source that writes the company’s name out', () => {
    const names = [siteConfig.legalName, siteConfig.name, siteConfig.shortName];
    const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) => !file.startsWith('packages/site-config/'));
    expect(files.length).toBeGreaterThan(100);
    const writingIt = files.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return names.some((name) => text.includes(name));
    });
    expect(writingIt).toEqual([]);
  });
});
