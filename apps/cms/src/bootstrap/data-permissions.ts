/**
 * The data folder holds the SQLite database, generated secrets and first-start credentials: only the service's
 * own user may read it. Set at every start (0700 for the folder, 0600 for the database and its journal
 * files), since a umask or a copied folder may have left them readable by others.
 */
import { chmodSync, existsSync } from 'node:fs';

import type { Core } from '@strapi/strapi';

import { dataDir } from '../settings/runtime-env';

const SQLITE_COMPANION_SUFFIXES = ['', '-wal', '-shm', '-journal'];

export function restrictDataPermissions(strapi: Core.Strapi): void {
  chmodSync(dataDir(), 0o700);
  const connection = strapi.config.get<{ client?: string; connection?: { filename?: unknown } }>('database.connection');
  const filename = connection?.connection?.filename;
  if (connection?.client !== 'sqlite' || typeof filename !== 'string') return;
  for (const suffix of SQLITE_COMPANION_SUFFIXES) {
    if (existsSync(filename + suffix)) chmodSync(filename + suffix, 0o600);
  }
}
