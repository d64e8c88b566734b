/**
 * Any write to content, media, redirects or the Public role's permissions clears the read cache
 * (src/api/site-content/services/read-cache.ts). The version it moves is also what tells every instance to read
 * its redirect table again (src/redirects/table.ts).
 */
import { contentModelUids } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { readCache } from '../api/site-content/services/read-cache';
import { collections } from '../content-model/collections';

let suspended = false;

/** Seeding writes thousands of entries: invalidate once at the end instead of after each. */
export async function withInvalidationSuspended<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  suspended = true;
  try {
    return await work();
  } finally {
    suspended = false;
    await readCache(strapi).invalidate();
  }
}

export function subscribeCacheInvalidation(strapi: Core.Strapi): void {
  const models = [
    ...contentModelUids(),
    collections.redirect,
    'plugin::upload.file',
    'plugin::users-permissions.permission',
  ];
  const invalidate = async () => {
    if (!suspended) await readCache(strapi).invalidate();
  };
  strapi.db.lifecycles.subscribe({
    models,
    afterCreate: invalidate,
    afterCreateMany: invalidate,
    afterUpdate: invalidate,
    afterUpdateMany: invalidate,
    afterDelete: invalidate,
    afterDeleteMany: invalidate,
  });
}
