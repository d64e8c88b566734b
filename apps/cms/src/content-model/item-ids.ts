/**
 * Stable ids for the items of pages and shared blocks (docs/decisions/012-pages-made-of-sections.md).
 *
 * The REST answers give every item an `id`. A component's row id cannot be it: Strapi writes new component
 * rows when a draft is saved and again when it is published, and the draft and the published version are
 * different rows. So each item carries its own `itemId` (a hidden field of every section component): taken
 * from one sequence when the item is first saved, then copied with the item through every save, reorder,
 * publish and discard. An item the admin sends without one (just added) or with one another item of the same
 * document already has (a duplicated item) gets a new id; every other item keeps its own.
 */
import type { Core } from '@strapi/strapi';

import { ITEM_ID_FIELD } from '@auralis/content-manifest';

/** One row, `last_id`: the last id handed out. Created by the first content-model migration. */
export const ITEM_ID_TABLE = 'auralis_item_ids';
const SEQUENCE = 'items';

type Item = Record<string, unknown>;

interface ComponentAttribute {
  readonly type: 'component';
  readonly component: string;
  readonly repeatable?: boolean;
}

const isComponentAttribute = (attribute: { type: string }): attribute is ComponentAttribute =>
  attribute.type === 'component';
const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;

/** Reserves `count` ids in one statement and returns the first. Joins the caller's transaction if any. */
async function reserveIds(strapi: Core.Strapi, count: number): Promise<number> {
  const schema = strapi.db.getSchemaName();
  return strapi.db.transaction(async ({ trx }) => {
    const sequence = () =>
      (schema ? trx(ITEM_ID_TABLE).withSchema(schema) : trx(ITEM_ID_TABLE)).where({ name: SEQUENCE });
    await sequence().increment('last_id', count);
    const row = (await sequence().first('last_id')) as { last_id: number | string };
    return Number(row.last_id) - count + 1;
  });
}

/** The items in a document's data that need an id: none yet, or one already used in the same document. */
export function itemsNeedingIds(items: readonly Item[]): Item[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const id = item[ITEM_ID_FIELD];
    if (typeof id === 'number' && Number.isInteger(id) && id > 0 && !seen.has(id)) {
      seen.add(id);
      return false;
    }
    return true;
  });
}

/** Gives ids to the section items of `data` (a create or update of a document of `uid`). */
export async function assignItemIds(strapi: Core.Strapi, uid: string, data: unknown): Promise<void> {
  const attributes = strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes as
    | Record<string, { type: string }>
    | undefined;
  if (!attributes || !isItem(data)) return;
  const items: Item[] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!isComponentAttribute(attribute)) continue;
    const value = data[name];
    if (Array.isArray(value)) items.push(...value.filter(isItem));
    else if (isItem(value)) items.push(value);
  }
  const missing = itemsNeedingIds(items);
  if (missing.length === 0) return;
  const first = await reserveIds(strapi, missing.length);
  missing.forEach((item, index) => {
    item[ITEM_ID_FIELD] = first + index;
  });
}

/** Registers the document-service middleware for the pages and shared blocks. */
export function registerItemIds(strapi: Core.Strapi, uids: readonly string[]): void {
  strapi.documents.use(async (context, next) => {
    if (uids.includes(context.uid) && (context.action === 'create' || context.action === 'update')) {
      await assignItemIds(strapi, context.uid, (context.params as { data?: unknown } | undefined)?.data);
    }
    return next();
  });
}
