/**
 * A document's stored values read through the schemas, for filling the fields a later release added
 * (seeding/fill.ts): which of its values count as empty, what to populate to read them, whether an editor has
 * unpublished changes, and how to write a version read back as it was.
 *
 * Written from the schemas rather than for the sections we have today, so a component with nested components,
 * a dynamic zone or a relation added later is carried over too.
 */
import type { Core } from '@strapi/strapi';

import { SYSTEM_FIELDS } from '../content-model/system-fields';
import type { Populate } from './writes';

/** The part of an attribute's schema these helpers read. */
export interface AttributeSchema {
  readonly type: string;
  readonly component?: string;
  readonly components?: readonly string[];
  readonly repeatable?: boolean;
  readonly multiple?: boolean;
  readonly relation?: string;
  readonly target?: string;
}

export type Attributes = Readonly<Record<string, AttributeSchema>>;

/** The attributes of a content type or component, by uid. */
export type SchemaLookup = (uid: string) => Attributes | undefined;

export function schemaLookup(strapi: Core.Strapi): SchemaLookup {
  const contentTypes = strapi.contentTypes as unknown as Record<string, { attributes: Attributes } | undefined>;
  const components = strapi.components as unknown as Record<string, { attributes: Attributes } | undefined>;
  return (uid) => (contentTypes[uid] ?? components[uid])?.attributes;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const POPULATED_TYPES = new Set(['component', 'dynamiczone', 'media', 'relation']);

/** A field holds nothing an editor wrote: missing, null, an empty string or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Strapi 5.54's own rule for "Modified" (content-manager's document-metadata `getStatus` and the list's
 * `published-modified` filter): the draft was saved after the published version was. Publishing copies the
 * draft's `updatedAt` into the new published row, so a document just published is not modified.
 */
export function isDraftModified(draftUpdatedAt: unknown, publishedUpdatedAt: unknown): boolean {
  const time = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || value instanceof Date ? new Date(value).getTime() : 0;
  if (!draftUpdatedAt) return false;
  return time(draftUpdatedAt) > time(publishedUpdatedAt);
}

/** Populates these fields one level: enough to tell whether each is empty. Scalars come without asking. */
export function populateFields(attributes: Attributes, fields: readonly string[]): Populate {
  const populate: Populate = {};
  for (const field of fields) {
    const attribute = attributes[field];
    if (attribute && POPULATED_TYPES.has(attribute.type) && !SYSTEM_FIELDS.has(field)) populate[field] = true;
  }
  return populate;
}

/** Populates everything a version holds, down through nested components and dynamic zones. */
export function populateAll(lookup: SchemaLookup, uid: string): Populate {
  const attributes = lookup(uid) ?? {};
  const populate: Populate = {};
  for (const [field, attribute] of Object.entries(attributes)) {
    if (SYSTEM_FIELDS.has(field)) continue;
    if (attribute.type === 'component' && attribute.component) {
      const nested = populateAll(lookup, attribute.component);
      populate[field] = Object.keys(nested).length > 0 ? { populate: nested } : true;
    } else if (attribute.type === 'dynamiczone') {
      populate[field] = {
        on: Object.fromEntries(
          (attribute.components ?? []).map((component) => [component, { populate: populateAll(lookup, component) }]),
        ),
      };
    } else if (attribute.type === 'media' || attribute.type === 'relation') {
      populate[field] = true;
    }
  }
  return populate;
}

const idOf = (value: unknown): unknown => (isRecord(value) ? value.id : value);
const documentIdOf = (value: unknown): unknown => (isRecord(value) ? value.documentId : value);

/**
 * A version as read with `populateAll`, turned into the data that writes it again: components and dynamic
 * zone entries without their row `id` (a save writes new rows; our items keep their own `itemId`), media as
 * file ids, relations as the related documents' ids. Fields the version does not hold are left out, so a
 * write leaves them as they are.
 */
export function toInputData(
  lookup: SchemaLookup,
  uid: string,
  stored: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const attributes = lookup(uid);
  if (!attributes) throw new Error(`No schema for ${uid}`);
  const data: Record<string, unknown> = {};
  for (const [field, attribute] of Object.entries(attributes)) {
    if (SYSTEM_FIELDS.has(field) || !(field in stored)) continue;
    const value = stored[field];
    data[field] = inputValue(lookup, attribute, value);
  }
  return data;
}

function inputValue(lookup: SchemaLookup, attribute: AttributeSchema, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (attribute.type) {
    case 'component': {
      const component = attribute.component;
      if (!component) return value;
      const one = (item: unknown) => (isRecord(item) ? toInputData(lookup, component, item) : item);
      return Array.isArray(value) ? value.map(one) : one(value);
    }
    case 'dynamiczone':
      return Array.isArray(value)
        ? value.map((entry) =>
            isRecord(entry) && typeof entry.__component === 'string'
              ? { __component: entry.__component, ...toInputData(lookup, entry.__component, entry) }
              : entry,
          )
        : value;
    case 'media':
      return Array.isArray(value) ? value.map(idOf) : idOf(value);
    case 'relation':
      return Array.isArray(value) ? value.map(documentIdOf) : documentIdOf(value);
    default:
      return value;
  }
}
