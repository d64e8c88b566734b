/**
 * Strapi's generated types (apps/cms/types/generated) are committed: they make `strapi.documents('api::…')`
 * typed. This fails when they no longer match the schemas of the built content service.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { generatedTypeFiles, regenerateCommand, writeCmsTypes } from '../../../scripts/lib/cms-types.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..');
const outRoot = mkdtempSync(path.join(os.tmpdir(), 'auralis-typegen-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

describe("Strapi's generated types", () => {
  it('match the schemas of the built content service', async () => {
    await writeCmsTypes({ distDir: path.join(cmsDir, 'dist'), outRoot });
    for (const file of generatedTypeFiles) {
      const fresh = readFileSync(path.join(outRoot, 'types', 'generated', file), 'utf8');
      const committed = readFileSync(path.join(cmsDir, 'types', 'generated', file), 'utf8');
      expect(committed === fresh, `apps/cms/types/generated/${file} is stale: run \`${regenerateCommand}\``).toBe(true);
    }
  });
});
