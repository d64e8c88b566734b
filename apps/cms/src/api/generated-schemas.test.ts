import { readFileSync } from 'node:fs';
import path from 'node:path';

import { serializeSchema, strapiSchemas } from '@auralis/content-manifest';
import { describe, expect, it } from 'vitest';

const cmsRoot = path.resolve(import.meta.dirname, '..', '..');

describe('content-type schemas generated from the manifest', () => {
  it.each(strapiSchemas().map((schema) => [schema.file, schema] as const))(
    '%s is up to date (run `npm run generate`)',
    (file, schema) => {
      expect(readFileSync(path.join(cmsRoot, file), 'utf8')).toBe(serializeSchema(schema));
    },
  );
});
