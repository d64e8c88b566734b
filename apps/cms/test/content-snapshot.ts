/**
 * The REST contract of docs/content-and-editing.md#the-content-api as data: every content endpoint's answer with what changes from one boot to
 * the next taken out (timestamps, row ids, upload hashes). `fixtures/content-snapshot.json` holds the answers
 * of the content model before pages were made of sections (commit f0b0d90, taken by
 * `capture-content-snapshot.ts`); the API suite compares every endpoint's answer with it, so the change of
 * model cannot change a body's shape, an item, or the order of a list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type EndpointDefinition, endpoints, restPaths } from '@auralis/content-manifest';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const SNAPSHOT_FILE = path.join(import.meta.dirname, 'fixtures', 'content-snapshot.json');
/** A seeded SQLite database made by the content model before the current one (the migration test's input). */
export const PREVIOUS_MODEL_DATABASE = path.join(import.meta.dirname, 'fixtures', 'previous-model.db.gz');

const TIMESTAMPS = new Set(['createdAt', 'updatedAt', 'publishedAt']);

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A v4 media file: its name and description stay, where it was stored does not. */
function normalizeFile(file: Json): Json {
  if (!isObject(file) || !isObject(file.attributes)) return file;
  const { url, hash, ...kept } = file.attributes;
  return {
    id: '<id>',
    attributes: {
      ...kept,
      hash: typeof hash === 'string' ? '<hash>' : (hash ?? null),
      url: typeof url === 'string' ? url.replace(/\/[^/]*$/, `/<file>${path.extname(url)}`) : (url ?? null),
    },
  };
}

function normalizeValue(key: string, value: Json): Json {
  if (TIMESTAMPS.has(key)) return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? '<timestamp>' : value;
  // { data: file } or { data: file[] } is a media field in the v4 shape.
  if (isObject(value) && Object.keys(value).length === 1 && 'data' in value) {
    const data = value.data ?? null;
    return { data: Array.isArray(data) ? data.map(normalizeFile) : data === null ? null : normalizeFile(data) };
  }
  return value;
}

function normalizeItem(item: Json, keepId: boolean): Json {
  if (!isObject(item) || !isObject(item.attributes)) return item;
  const attributes = Object.fromEntries(
    Object.entries(item.attributes).map(([key, value]) => [key, normalizeValue(key, value)]),
  );
  return { id: keepId ? (item.id ?? null) : typeof item.id === 'number' ? '<id>' : (item.id ?? null), attributes };
}

/**
 * An answer without what varies between boots. A numbered single endpoint's `id` is its number (docs/content-and-editing.md's
 * index table), so it stays; other ids are row or item ids and are compared by kind only.
 */
export function normalizeAnswer(endpoint: EndpointDefinition, body: Json): Json {
  if (!isObject(body)) return body;
  const data = body.data ?? null;
  const keepId = endpoint.kind === 'single' && endpoint.numbers !== undefined;
  return {
    data: Array.isArray(data) ? data.map((item) => normalizeItem(item, false)) : normalizeItem(data, keepId),
    meta: body.meta ?? null,
  };
}

/** Every REST path of the manifest with its endpoint, in manifest order. */
export function snapshotPaths(): { path: string; endpoint: EndpointDefinition }[] {
  return endpoints.flatMap((endpoint) => restPaths(endpoint).map((restPath) => ({ path: restPath, endpoint })));
}

export function readSnapshot(): Record<string, Json> {
  return JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Record<string, Json>;
}
