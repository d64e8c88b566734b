/**
 * The seed seen per content type: the unit of ownership (seed/ownership.ts) and of `npm run seed -- --type`.
 *
 * The seed plan (seed/plan.ts) fills the pages and the shared blocks of the content model, each a type; a
 * content type outside the manifest (job openings) adds its own `SeedType` to `seedTypes()`; a type without
 * draft and publish works the same way.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import {
  contentPages,
  contentSource,
  endpointsByName,
  type ModelField,
  PAGE_UID,
  pageFields,
  sharedTypes,
  sharedTypeUid,
  type SharedTypeName,
} from '@auralis/content-manifest';
import type { UID } from '@strapi/strapi';

import { collections } from '../content-model/collections';
import { recruitingSettings, seedTestHooks } from '../settings/runtime-env';
import type { SvgImage } from '../../seed/images';
import { jobOpeningSeeds } from '../../seed/job-openings';
import { readPageFile, seededListedPages } from '../../seed/page-files';
import { type FieldValue, type PlannedEntry, seedPlan } from '../../seed/plan';

export type IdentityValue = string | number | null;

/**
 * One item of a section: its fields, with images where the media go (uploaded when written), and the lists of
 * items inside it (a page's own sections: a section's cards, stages, offices).
 */
export interface SeedComponent {
  readonly [field: string]: FieldValue | SvgImage | readonly SvgImage[] | readonly SeedComponent[];
}
export type SeedValue = FieldValue | boolean | SeedComponent | readonly SeedComponent[];

/** A REST path whose content a document holds, and the field that holds it: what `--endpoint` selects. */
export interface SeedSource {
  readonly endpoint: string;
  readonly number?: number;
  readonly field: string;
}

export interface SeedDocument {
  /** The values of the type's identity fields: which existing document this entry is. */
  readonly identity: Readonly<Record<string, IdentityValue>>;
  readonly fields: Readonly<Record<string, SeedValue>>;
  readonly sources: readonly SeedSource[];
  /** Set by `npm run seed -- --endpoint`: overwrite only these fields of an existing document. */
  readonly only?: readonly string[];
}

export interface SeedType {
  readonly uid: UID.ContentType;
  /** What the command line and the logs call it: the model name, e.g. `page`. */
  readonly name: string;
  /** Fields that tell the documents apart; every document of the type has them (none for a single type). */
  readonly identityFields: readonly string[];
  readonly documents: readonly SeedDocument[];
}

export const typeNameOf = (uid: string): string => uid.slice(uid.lastIndexOf('.') + 1);

/** Identifies a document by its identity fields (planned entry or existing row alike). */
export function identityKey(fields: readonly string[], values: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(fields.map((field) => values[field] ?? null));
}

/** The hash of a type's seed copy: a start compares it with the one recorded when the type was seeded. */
export function copyFingerprint(type: SeedType): string {
  return createHash('sha256').update(JSON.stringify(type.documents)).digest('hex');
}

interface DocumentDraft {
  readonly identity: Record<string, IdentityValue>;
  readonly fields: Record<string, SeedValue>;
  readonly lists: Map<string, { position: number; item: SeedComponent }[]>;
  readonly sources: SeedSource[];
}

/**
 * The seed plan (one entry per item of an endpoint, seed/plan.ts) poured into the content model: each entry
 * lands in the field of the page or shared block its endpoint resolves to (content-model.ts), lists in
 * `position` order. Pages carry their title and path (the path is their identity), and the fields of their
 * seed file.
 */
function modelTypes(plan: readonly PlannedEntry[]): SeedType[] {
  const pages = new Map<string, DocumentDraft>(
    [
      ...contentPages().map((page) => ({ page, listing: undefined })),
      ...seededListedPages().map((page) => ({ page, listing: page.listing })),
    ].map(({ page, listing }) => [
      page.path,
      {
        identity: { path: page.path },
        // The page's search data and hero come from its seed file (seed/page-files.ts); a story's or an industry
        // page's listing too (issue 34), so an upgraded database's pages get theirs where they have none.
        fields: {
          title: page.title,
          ...readPageFile(page),
          ...(listing
            ? {
                listName: listing.name,
                listOrder: listing.order,
                ...(listing.industry ? { industry: listing.industry } : {}),
              }
            : {}),
        },
        lists: new Map(),
        sources: [],
      },
    ]),
  );
  const shared = new Map<SharedTypeName, DocumentDraft>();
  for (const entry of plan) {
    const endpoint = endpointsByName.get(entry.endpoint);
    const source = endpoint && contentSource(endpoint, entry.number);
    if (!endpoint || !source) throw new Error(`seed entry ${entry.endpoint}/${entry.number ?? ''} has no source`);
    let draft: DocumentDraft | undefined;
    let repeatable: boolean;
    if (source.kind === 'page') {
      draft = pages.get(source.path);
      repeatable = pageFields[source.field].repeatable;
    } else {
      draft = shared.get(source.type) ?? { identity: {}, fields: {}, lists: new Map(), sources: [] };
      shared.set(source.type, draft);
      const fields: Record<string, ModelField> = sharedTypes[source.type].fields;
      repeatable = fields[source.field]?.repeatable ?? false;
    }
    if (!draft) throw new Error(`no page ${JSON.stringify(source)} for ${entry.endpoint}`);
    const item: SeedComponent = { ...entry.fields, ...entry.media };
    if (repeatable) {
      const list = draft.lists.get(source.field) ?? [];
      list.push({ position: entry.position, item });
      draft.lists.set(source.field, list);
    } else {
      draft.fields[source.field] = item;
    }
    if (!draft.sources.some((known) => known.endpoint === entry.endpoint && known.number === entry.number))
      draft.sources.push({
        endpoint: entry.endpoint,
        ...(entry.number === undefined ? {} : { number: entry.number }),
        field: source.field,
      });
  }
  const finish = (draft: DocumentDraft): SeedDocument => ({
    identity: draft.identity,
    fields: {
      ...draft.fields,
      ...Object.fromEntries(
        [...draft.lists].map(([field, list]) => [
          field,
          [...list].sort((a, b) => a.position - b.position).map(({ item }) => item),
        ]),
      ),
    },
    sources: draft.sources,
  });
  return [
    {
      uid: PAGE_UID,
      name: 'page',
      identityFields: ['path'],
      documents: [...pages.values()].map(finish),
    },
    ...[...shared].map(([name, draft]) => {
      const uid = sharedTypeUid(name) as UID.ContentType;
      return { uid, name: typeNameOf(uid), identityFields: [], documents: [finish(draft)] };
    }),
  ];
}

interface PlanPatch {
  readonly endpoint: string;
  readonly number?: number;
  readonly position: number;
  readonly fields: Readonly<Record<string, FieldValue>>;
}

/**
 * Test hook (apps/cms/test/seed-ownership.test.ts): SEED_PLAN_PATCH_FOR_TESTS names a JSON file of copy
 * changes, `[{ endpoint, number?, position, fields }]`, applied to the plan as a new release of the seed copy
 * would be. Every patch must name a planned entry. Never honoured in production.
 */
function patchedPlan(plan: PlannedEntry[]): PlannedEntry[] {
  const file = seedTestHooks().planPatchFile;
  if (!file) return plan;
  const patches = JSON.parse(readFileSync(file, 'utf8')) as PlanPatch[];
  const keyOf = (entry: { endpoint: string; number?: number; position: number }) =>
    `${entry.endpoint}|${entry.number ?? ''}|${entry.position}`;
  const byKey = new Map(patches.map((patch) => [keyOf(patch), patch]));
  const patched = plan.map((entry) => {
    const patch = byKey.get(keyOf(entry));
    if (!patch) return entry;
    byKey.delete(keyOf(entry));
    return { ...entry, fields: { ...entry.fields, ...patch.fields } };
  });
  if (byKey.size > 0) throw new Error(`SEED_PLAN_PATCH_FOR_TESTS names no planned entry: ${[...byKey.keys()]}`);
  return patched;
}

/**
 * Job openings (issue 8, seed/job-openings.ts), told apart by their name. Only when the site lists the local
 * collection's roles (RECRUITING_PROVIDER=local, the default); with Zoho Recruit the collection is unused.
 */
function jobOpeningType(): SeedType[] {
  if (recruitingSettings().provider !== 'local') return [];
  const uid = collections.jobOpening;
  return [
    {
      uid,
      name: typeNameOf(uid),
      identityFields: ['Job_Opening_Name'],
      documents: jobOpeningSeeds.map(({ Job_Opening_Name, ...fields }) => ({
        identity: { Job_Opening_Name },
        fields: { ...fields, isOpen: true },
        sources: [],
      })),
    },
  ];
}

/** Every content type the seed fills, in the order they are seeded. */
export function seedTypes(): SeedType[] {
  return [...modelTypes(patchedPlan(seedPlan())), ...jobOpeningType()];
}
