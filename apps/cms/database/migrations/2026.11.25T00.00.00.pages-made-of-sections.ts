/**
 * Content-model migration 1 (issue 12, docs/decisions/012-pages-made-of-sections.md): the ten per-shape
 * collections (`api::faq-item.faq-item`, ...) become one collection of pages made of sections and three
 * shared single types.
 *
 * Strapi runs this once per database, before it syncs its tables to the new schema (so the old tables are
 * still there and the new ones are not yet), and records it in `strapi_migrations`. No site runs on the old
 * model, so no copy is carried over: the seed fills the new types on the next start. This migration:
 * - creates the sequence of stable item ids (src/content-model/item-ids.ts), starting at 1;
 * - forgets the seed ownership of the removed types (src/seeding/ownership.ts), which would otherwise be
 *   listed by `npm run seed -- --status` forever.
 * Strapi's schema sync then drops the removed types' tables and their media links.
 *
 * A test runs it on a database made by the previous version (apps/cms/test/migrations.test.ts).
 */
import type { Knex } from 'knex';

const ITEM_ID_TABLE = 'auralis_item_ids';
const SEED_TABLE = 'auralis_seed_types';
const REMOVED_TYPES = [
  'service-block',
  'overview',
  'why-choose-item',
  'faq-item',
  'tech-stack-group',
  'expertise',
  'benefit-item',
  'performance-metric',
  'other-service',
  'content-item',
].map((name) => `api::${name}.${name}`);

interface StrapiDatabase {
  getSchemaName(): string | undefined;
}

export async function up(knex: Knex, db: StrapiDatabase): Promise<void> {
  const schemaName = db.getSchemaName();
  // A knex schema builder runs every statement it was given each time it is awaited: take a fresh one per call.
  const schema = () => (schemaName ? knex.schema.withSchema(schemaName) : knex.schema);
  const table = (name: string) => (schemaName ? knex(name).withSchema(schemaName) : knex(name));

  if (!(await schema().hasTable(ITEM_ID_TABLE))) {
    await schema().createTable(ITEM_ID_TABLE, (t) => {
      t.string('name', 64).primary(`${ITEM_ID_TABLE}_pkey`);
      t.bigInteger('last_id').notNullable();
    });
    await table(ITEM_ID_TABLE).insert({ name: 'items', last_id: 0 });
  }
  if (await schema().hasTable(SEED_TABLE)) await table(SEED_TABLE).whereIn('content_type', REMOVED_TYPES).delete();
}

export async function down(): Promise<void> {
  throw new Error('This migration has no down step: restore the database backup taken before the upgrade.');
}
