import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { GENERATED_HEADER, serializeSchema, strapiSchemas } from '@auralis/content-manifest';
import { describe, expect, it } from 'vitest';

const cmsRoot = path.resolve(import.meta.dirname, '..', '..');

describe('Strapi schemas generated from the manifest', () => {
  it.each(strapiSchemas().map((schema) => [schema.file, schema] as const))(
    '%s is up to date (run `npm run generate`)',
    (file, schema) => {
      expect(readFileSync(path.join(cmsRoot, file), 'utf8')).toBe(serializeSchema(schema));
    },
  );

  it('leaves no generated schema the manifest no longer produces (run `npm run generate`)', () => {
    const generated = readdirSync(path.join(cmsRoot, 'src'), { recursive: true })
      .map((file) => path.join('src', String(file)))
      .filter(
        (file) => file.endsWith('.json') && readFileSync(path.join(cmsRoot, file), 'utf8').includes(GENERATED_HEADER),
      );
    expect(generated.sort()).toEqual(
      strapiSchemas()
        .map((schema) => schema.file)
        .sort(),
    );
  });
});
