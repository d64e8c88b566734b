import type { Core } from '@strapi/strapi';

import { databaseSettings } from '../src/settings/runtime-env';

/**
 * SQLite in the data folder by default; DATABASE_URL=postgres://... switches to PostgreSQL (docs/configuration.md).
 * Every value comes from src/settings/runtime-env.ts, which checks it, rather than from Strapi's env().
 */
/**
 * Content-model migrations are TypeScript in apps/cms/database/migrations, compiled with the server code and
 * run by Strapi from dist/ before it syncs the schema (docs/decisions/012).
 */
const settings = { useTypescriptMigrations: true };

const config = (): Core.Config.Database => {
  const database = databaseSettings();
  if (database.client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: database.host,
          port: database.port,
          database: database.database,
          user: database.user,
          password: database.password,
          ssl: database.ssl,
          schema: database.schema,
        },
        pool: database.pool,
        acquireConnectionTimeout: database.acquireConnectionTimeoutMs,
      },
      settings,
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: database.filename,
      },
      useNullAsDefault: true,
      acquireConnectionTimeout: database.acquireConnectionTimeoutMs,
    },
    settings,
  };
};

export default config;
