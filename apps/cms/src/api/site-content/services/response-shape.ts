/**
 * Turns Strapi documents into the REST shape the site reads. With `Strapi-Response-Format: v4` (what the web
 * client sends, docs/service-pages.md) items are `{ id, attributes }` and media `{ data: { id, attributes } }`;
 * otherwise Strapi 5's flat shape.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = Record<string, unknown>;

export type ResponseFormat = 'v4' | 'v5';

const HIDDEN = new Set([
  'documentId',
  // A section item's stable id is its `id`; Strapi's own component key is not part of the answer.
  'itemId',
  '__component',
  'locale',
  'localizations',
  'createdBy',
  'updatedBy',
]);
const MEDIA_FIELDS = [
  'name',
  'alternativeText',
  'caption',
  'width',
  'height',
  'formats',
  'hash',
  'ext',
  'mime',
  'size',
  'url',
];

function isMedia(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && 'mime' in value && 'url' in value;
}

function mediaAttributes(file: Doc): Record<string, Json> {
  return Object.fromEntries(MEDIA_FIELDS.map((field) => [field, (file[field] ?? null) as Json]));
}

function mediaV4(value: unknown): Json {
  if (Array.isArray(value))
    return {
      data: value.filter(isMedia).map((file) => ({ id: file.id as number, attributes: mediaAttributes(file) })),
    };
  if (isMedia(value)) return { data: { id: value.id as number, attributes: mediaAttributes(value) } };
  return { data: null };
}

function mediaV5(value: unknown): Json {
  if (Array.isArray(value))
    return value.filter(isMedia).map((file) => ({ id: file.id as number, ...mediaAttributes(file) }));
  if (isMedia(value)) return { id: value.id as number, ...mediaAttributes(value) };
  return null;
}

/** `id` is the entry's own id, or the number a numbered endpoint was asked for. */
export function shapeEntry(
  doc: Doc,
  mediaFields: ReadonlySet<string>,
  format: ResponseFormat,
  id = doc.id as number,
): Json {
  const attributes: Record<string, Json> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'id' || HIDDEN.has(key)) continue;
    if (mediaFields.has(key)) attributes[key] = format === 'v4' ? mediaV4(value) : mediaV5(value);
    else attributes[key] = (value ?? null) as Json;
  }
  return format === 'v4' ? { id, attributes } : { id, documentId: doc.documentId as string, ...attributes };
}
