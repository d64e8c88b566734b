/**
 * Issue 21: a real company renames itself, or restates its figures, in this package and nowhere else. No
 * source file of the site, the content service or its seed writes the company's name or its figures out;
 * copy reads them from `siteConfig` and `companyFacts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { companyFacts, siteConfig } from './index';

const root = path.resolve(__dirname, '../../..');
const SOURCE_FOLDERS = ['apps/web/app', 'apps/web/server', 'apps/cms/src', 'apps/cms/seed', 'packages'];

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      // Code, and the seed's data files (seed/pages), whose copy names the company through tokens.
      .filter((file) => /\.(ts|tsx)$/.test(file) || (folder === 'apps/cms/seed' && /\.(json|md)$/.test(file)))
      .filter((file) => !/\.test\.tsx?$|\.d\.ts$/.test(file))
      .filter((file) => !file.split(path.sep).some((part) => part === 'node_modules' || part === 'dist'))
      .map((file) => path.join(folder, file))
  );
}

describe('the brand in one place (packages/site-config)', () => {
  const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) => !file.startsWith('packages/site-config/'));
  const writing = (pattern: RegExp) =>
    files
      .filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')))
      .map((file) => `${file}: ${pattern}`);

  it('is the only source that writes the company’s name out', () => {
    expect(files.length).toBeGreaterThan(100);
    const names = [siteConfig.legalName, siteConfig.name, siteConfig.shortName];
    expect(names.flatMap((name) => writing(new RegExp(name)))).toEqual([]);
  });

  it('is the only source that states the company’s figures: countries, projects, people, founding year', () => {
    const { clientCountries, projectsDelivered, headcount } = companyFacts;
    const phrasings = [
      new RegExp(`\\b${clientCountries} countries`),
      new RegExp(`\\b${projectsDelivered}\\+`),
      new RegExp(`\\b${projectsDelivered} projects`, 'i'),
      new RegExp(`\\b${headcount} (people|engineers)`),
      new RegExp(`value: '${headcount}'`),
      new RegExp(`[Ss]ince ${siteConfig.foundingYear}`),
    ];
    expect(phrasings.flatMap(writing)).toEqual([]);
  });

  it('is the only source that states how soon the team replies (issue 33, item 5)', () => {
    expect(companyFacts.replyTime).toMatch(/business day/);
    // "within one business day", "two business days", "3 business days": the site and the mails once disagreed.
    expect(writing(/\b(one|two|three|four|five|\d+) business days?\b/i)).toEqual([]);
  });
});
