import path from 'node:path';

import type { Core } from '@strapi/strapi';

import { dataDir } from '../src/config-support/runtime-env';

/**
 * SQLite in the data folder by default; DATABASE_URL=postgres://... switches to PostgreSQL (docs/routes-and-shell.md).
 */
/**
 * Content-model migrations are TypeScript in apps/cms/database/migrations, compiled with the server code and
 * run by Strapi from dist/ before it syncs the schema (docs/decisions/012).
 */
const settings = { useTypescriptMigrations: true };

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const parsed = new URL(url);
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: parsed.hostname,
          port: Number(parsed.port || 5432),
          database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
          user: decodeURIComponent(parsed.username),
          password: decodeURIComponent(parsed.password),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
      settings,
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.join(dataDir(), env('DATABASE_FILENAME', 'auralis.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
    settings,
  };
};

export default config;
