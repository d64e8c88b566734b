import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { contentModelUids } from '@auralis/content-manifest';
import { describe, expect, it } from 'vitest';

import { collections, csvExportNames } from './collections';

const apiFolder = path.join(__dirname, '..', 'api');

/** Every content type's UID, read from where Strapi reads it: `api/<api>/content-types/<type>/schema.json`. */
function schemaUids(): string[] {
  return readdirSync(apiFolder, { withFileTypes: true })
    .filter((api) => api.isDirectory() && existsSync(path.join(apiFolder, api.name, 'content-types')))
    .flatMap((api) =>
      readdirSync(path.join(apiFolder, api.name, 'content-types')).map((type) => `api::${api.name}.${type}`),
    );
}

describe('the collections table (content-model/collections.ts)', () => {
  it("names every content type of the service that is not the content manifest's, and only those", () => {
    const manifest = new Set(contentModelUids());
    const own = schemaUids().filter((uid) => !manifest.has(uid));
    expect(Object.values(collections).sort()).toEqual(own.sort());
  });

  it('exports each collection under its plural name, as the admin URL segment and the file name', () => {
    for (const [uid, name] of Object.entries(csvExportNames)) {
      const [, api = '', type = ''] = /^api::([^.]+)\.(.+)$/.exec(uid) ?? [];
      const schemaFile = path.join(apiFolder, api, 'content-types', type, 'schema.json');
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { info: { pluralName: string } };
      expect(name, uid).toBe(schema.info.pluralName);
    }
  });
});
