/**
 * Fields a later release adds to a seeded content type (issue 21, decision records 011 "Fields added later"
 * and 016). A seeded type belongs to the editors, so a start writes such a field only where the editors have
 * nothing in it yet, and keeps every other field, every deleted document and every publication state as the
 * editors left them:
 *
 * - a document the editors deleted is not created again (a document a release adds is new-documents.ts's);
 * - without draft and publish, or never published (or unpublished): the draft gets the field and stays a draft;
 * - published, with no unpublished changes: the draft gets the field and is published, so the live page has it;
 * - published, with unpublished changes (the admin's "Modified"): the published version gets the field, and the
 *   draft keeps the editor's changes, gets the field too and stays unpublished.
 *
 * Empty is decided per version: a value an editor wrote in the draft or in the published version is kept.
 *
 * A field a release adds to a single component the pages already have (the hero's `label`) is planned on its own,
 * as a path (`hero.label`), and filled inside the component the editors have, keeping its other fields. A
 * component an editor removed stays removed.
 */
import type { Core } from '@strapi/strapi';

import {
  type Attributes,
  type AttributeSchema,
  isDraftModified,
  isEmptyValue,
  isRecord,
  populateAll,
  populateFields,
  type SchemaLookup,
  schemaLookup,
  toInputData,
} from './document-data';
import { identityKey, type SeedComponent, type SeedDocument, type SeedType, type SeedValue } from './sources';
import {
  documentsOf,
  hasDraftAndPublish,
  type Populate,
  retryWhileLocked,
  type Status,
  type StoredDocument,
} from './writes';

/** A planned field: a field of the type, or a field of one of its single components (`hero.label`). */
export interface FieldPath {
  readonly field: string;
  readonly sub?: string;
}

/** Strapi's field names have no dots, so the first dot parts a component's field from the type's. */
export function parseFieldPath(path: string): FieldPath {
  const dot = path.indexOf('.');
  return dot < 0 ? { field: path } : { field: path.slice(0, dot), sub: path.slice(dot + 1) };
}

const isSingleComponent = (
  attribute: AttributeSchema | undefined,
): attribute is AttributeSchema & { component: string } =>
  attribute?.type === 'component' && attribute.repeatable !== true && typeof attribute.component === 'string';

/** The value a path names in a document's fields (seed or stored): a component's field, or undefined. */
export function valueAtPath(values: Readonly<Record<string, unknown>>, path: string): unknown {
  const { field, sub } = parseFieldPath(path);
  const value = values[field];
  if (sub === undefined) return value;
  return isRecord(value) ? value[sub] : undefined;
}

/**
 * The planned fields of a type: the identity fields, every field its seed documents carry, and every field of
 * the single components among them (`hero`, `hero.heading`, `hero.label`, ...).
 */
export function plannedFields(type: SeedType, lookup: SchemaLookup): string[] {
  const attributes: Attributes = lookup(type.uid) ?? {};
  const fields = new Set(type.identityFields);
  for (const document of type.documents) {
    for (const [field, value] of Object.entries(document.fields)) {
      fields.add(field);
      if (isSingleComponent(attributes[field]) && isRecord(value)) {
        for (const sub of Object.keys(value)) fields.add(`${field}.${sub}`);
      }
    }
  }
  return [...fields];
}

/**
 * Populates what tells these paths' emptiness and what writes them again: a type's field one level, and a
 * component with planned fields of its own in full, since filling one of them writes the whole component back.
 */
function populatePaths(lookup: SchemaLookup, uid: string, paths: readonly string[]): Populate {
  const attributes = lookup(uid) ?? {};
  const populate = populateFields(
    attributes,
    paths.map((path) => parseFieldPath(path).field),
  );
  for (const path of paths) {
    const { field, sub } = parseFieldPath(path);
    const attribute = attributes[field];
    if (sub === undefined || !isSingleComponent(attribute)) continue;
    const nested = populateAll(lookup, attribute.component);
    populate[field] = Object.keys(nested).length > 0 ? { populate: nested } : true;
  }
  return populate;
}

/**
 * Whether a version lacks what the path names. A component's field counts only inside a component the version
 * has: one the editors removed stays removed, and one filled whole by its own path brings its fields along.
 */
function isEmptyIn(version: Readonly<Record<string, unknown>>, path: string): boolean {
  const { field, sub } = parseFieldPath(path);
  if (sub === undefined) return isEmptyValue(version[field]);
  const component = version[field];
  return isRecord(component) && isEmptyValue(component[sub]);
}

/** What filling one field did, for the log and `npm run seed`. */
export interface FieldFill {
  readonly type: string;
  readonly field: string;
  /** Documents that got the field (in their draft, their published version or both). */
  documents: number;
  /** Of those, documents whose editor's unpublished changes were kept unpublished. */
  keptDrafts: number;
}

const documentsWord = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** "Seed: filled the new field search of page on 57 documents (kept 2 editors' drafts unpublished)". */
export function describeFill(fill: FieldFill): string {
  if (fill.documents === 0)
    return `Seed: the new field ${fill.field} of ${fill.type} needed no filling (every document has a value or is gone)`;
  const kept =
    fill.keptDrafts === 0
      ? ''
      : ` (kept ${fill.keptDrafts === 1 ? "1 editor's draft" : `${fill.keptDrafts} editors' drafts`} unpublished)`;
  return `Seed: filled the new field ${fill.field} of ${fill.type} on ${documentsWord(fill.documents)}${kept}`;
}

/** What the filling needs from the seeder that holds the type's lease. */
export interface FillContext {
  readonly strapi: Core.Strapi;
  /** Renews the lease when due; throws when it was lost. */
  keepClaim(): Promise<void>;
  /** The seed values with their images replaced by media library ids (uploaded on first use). */
  withMedia(fields: Readonly<Record<string, SeedValue>>): Promise<Record<string, unknown>>;
}

const pick = <T>(values: Readonly<Record<string, T>>, fields: readonly string[]): Record<string, T> => {
  const picked: Record<string, T> = {};
  for (const field of new Set(fields)) {
    const value = values[field];
    if (value !== undefined) picked[field] = value;
  }
  return picked;
};

/** Resolves once the clock has moved past now, so the next write's `updatedAt` is later than the last one's. */
async function tick(): Promise<void> {
  const start = Date.now();
  while (Date.now() <= start) await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * Which fields of the type hold a value in at least one existing document (its drafts, where the editors'
 * latest work is). For a database seeded before fields were recorded (see run.ts).
 */
export async function fieldsWithValues(strapi: Core.Strapi, type: SeedType, fields: readonly string[]) {
  const rows = (await documentsOf(strapi, type).findMany({
    populate: populatePaths(schemaLookup(strapi), type.uid, fields),
    ...(hasDraftAndPublish(strapi, type) ? { status: 'draft' as const } : {}),
    limit: 1_000_000,
  })) as StoredDocument[];
  return fields.filter((field) => rows.some((row) => !isEmptyValue(valueAtPath(row, field))));
}

/**
 * The planned fields of single components whose component was recorded as seeded before its fields were planned
 * one by one (a database seeded before this release): none of the component's fields is recorded yet.
 */
export function componentFieldsNeverRecorded(planned: readonly string[], seeded: ReadonlySet<string>): string[] {
  const recordedComponents = new Set(
    [...seeded].flatMap((path) => {
      const { field, sub } = parseFieldPath(path);
      return sub === undefined ? [] : [field];
    }),
  );
  return planned.filter((path) => {
    const { field, sub } = parseFieldPath(path);
    return sub !== undefined && seeded.has(field) && !recordedComponents.has(field) && !seeded.has(path);
  });
}

/**
 * The seed's values for these paths of one document, images replaced by media ids: a type's field whole, a
 * component's fields by component. Resolved once for both versions of the document, so they write the same objects:
 * a list's items get their stable ids as the first version is written, and the second version's write carries them.
 */
async function seedValuesFor(
  context: FillContext,
  document: SeedDocument,
  paths: readonly string[],
): Promise<{ whole: Record<string, unknown>; components: Map<string, Record<string, unknown>> }> {
  const whole = await context.withMedia(
    pick(
      document.fields,
      paths.filter((path) => parseFieldPath(path).sub === undefined),
    ),
  );
  const partial = new Map<string, SeedComponent>();
  for (const path of paths) {
    const { field, sub } = parseFieldPath(path);
    const seeded = document.fields[field];
    if (sub === undefined || !isRecord(seeded)) continue;
    const value = (seeded as SeedComponent)[sub];
    if (value !== undefined) partial.set(field, { ...partial.get(field), [sub]: value });
  }
  const components = new Map<string, Record<string, unknown>>();
  for (const [field, values] of partial) {
    const resolved = (await context.withMedia({ [field]: values }))[field];
    if (isRecord(resolved)) components.set(field, resolved);
  }
  return { whole, components };
}

/**
 * The data that writes these paths into one version of a document: a type's field as the seed has it, and a
 * component's fields inside the component the version has, its other fields (and their items) kept.
 */
function versionData(
  lookup: SchemaLookup,
  type: SeedType,
  seed: Awaited<ReturnType<typeof seedValuesFor>>,
  version: Readonly<Record<string, unknown>>,
  paths: readonly string[],
): Record<string, unknown> {
  const attributes = lookup(type.uid) ?? {};
  const data: Record<string, unknown> = {};
  const added = new Map<string, Record<string, unknown>>();
  for (const path of paths) {
    const { field, sub } = parseFieldPath(path);
    if (sub === undefined) {
      if (field in seed.whole) data[field] = seed.whole[field];
      continue;
    }
    const values = seed.components.get(field);
    if (values && sub in values) added.set(field, { ...added.get(field), [sub]: values[sub] });
  }
  for (const [field, values] of added) {
    const attribute = attributes[field];
    const current = version[field];
    if (isSingleComponent(attribute) && isRecord(current))
      data[field] = { ...toInputData(lookup, attribute.component, current), ...values };
  }
  return data;
}

/** Writes the new fields of a type whose lease the caller holds. */
export async function fillFields(
  context: FillContext,
  type: SeedType,
  fields: readonly string[],
): Promise<FieldFill[]> {
  const { strapi } = context;
  const service = documentsOf(strapi, type);
  const lookup = schemaLookup(strapi);
  const draftAndPublish = hasDraftAndPublish(strapi, type);
  const populate = populatePaths(lookup, type.uid, fields);
  const versions = async (status?: Status) => {
    const rows = (await service.findMany({
      populate,
      ...(status ? { status } : {}),
      limit: 1_000_000,
    })) as StoredDocument[];
    return new Map(rows.map((row) => [identityKey(type.identityFields, row), row]));
  };
  const drafts = await versions(draftAndPublish ? 'draft' : undefined);
  const live = draftAndPublish ? await versions('published') : new Map<string, StoredDocument>();
  const fills = new Map(fields.map((field) => [field, { type: type.name, field, documents: 0, keptDrafts: 0 }]));
  const count = (written: readonly string[], keptDraft: boolean) => {
    for (const field of new Set(written)) {
      const fill = fills.get(field);
      if (!fill) continue;
      fill.documents += 1;
      if (keptDraft) fill.keptDrafts += 1;
    }
  };

  for (const document of type.documents) {
    // A field the seed leaves empty on this document has nothing to fill in.
    const wanted = fields.filter((field) => !isEmptyValue(valueAtPath(document.fields, field)));
    if (wanted.length === 0) continue;
    const key = identityKey(type.identityFields, document.identity);
    const draft = drafts.get(key);
    // Deleted by the editors: it stays deleted.
    if (!draft) continue;
    const { documentId } = draft;
    const inDraft = wanted.filter((field) => isEmptyIn(draft, field));
    const published = live.get(key);
    const modified = published !== undefined && isDraftModified(draft.updatedAt, published.updatedAt);
    const inPublished = published && modified ? wanted.filter((field) => isEmptyIn(published, field)) : [];
    if (inDraft.length === 0 && inPublished.length === 0) continue;
    await context.keepClaim();
    const seed = await seedValuesFor(context, document, [...inDraft, ...inPublished]);
    const draftData = versionData(lookup, type, seed, draft, inDraft);

    if (!published || !modified) {
      // Without draft and publish, or never published, or unpublished: the draft gets the field and stays what it
      // was. Published without changes: the draft gets it and is published again, as unmodified as it was.
      await retryWhileLocked(() =>
        service.update({ documentId, data: draftData, ...(published ? { status: 'published' } : {}) }),
      );
      count(inDraft, false);
      continue;
    }
    if (inPublished.length === 0) {
      // The published version has its own value: only the draft gets the field, and it stays modified.
      await retryWhileLocked(() => service.update({ documentId, data: draftData }));
      count(inDraft, true);
      continue;
    }
    const publishedData = versionData(lookup, type, seed, published, inPublished);
    await retryWhileLocked(() =>
      strapi.db.transaction(() => publishKeepingDraft(context, lookup, type, documentId, publishedData, draftData)),
    );
    count([...inPublished, ...inDraft], true);
  }
  return [...fills.values()];
}

/**
 * Gives the published version of a document with unpublished changes new values, and keeps those changes as
 * an unpublished draft. Strapi's public API writes a published version only by publishing the draft, so the
 * editor's draft is read in full, replaced by the published version (`discardDraft`), given the values and
 * published, then written back with the values it lacked. Saved after the publish, it is "Modified" again by
 * Strapi's rule. One transaction: a failure half way leaves the document as it was.
 */
async function publishKeepingDraft(
  context: FillContext,
  lookup: SchemaLookup,
  type: SeedType,
  documentId: string,
  publishedValues: Record<string, unknown>,
  draftValues: Record<string, unknown>,
): Promise<void> {
  const service = documentsOf(context.strapi, type);
  const editorDraft = (await service.findOne({
    documentId,
    status: 'draft',
    populate: populateAll(lookup, type.uid),
  })) as StoredDocument | null;
  if (!editorDraft) throw new Error(`The draft of ${type.name} ${documentId} disappeared while it was filled`);
  const editorData = toInputData(lookup, type.uid, editorDraft);
  await service.discardDraft({ documentId });
  await service.update({ documentId, data: publishedValues, status: 'published' });
  await tick();
  await service.update({ documentId, data: { ...editorData, ...draftValues } });
}
