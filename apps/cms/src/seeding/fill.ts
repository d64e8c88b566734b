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
 */
import type { Core } from '@strapi/strapi';

import {
  isDraftModified,
  isEmptyValue,
  populateAll,
  populateFields,
  type SchemaLookup,
  schemaLookup,
  toInputData,
} from './document-data';
import { identityKey, type SeedType, type SeedValue } from './sources';
import { documentsOf, hasDraftAndPublish, retryWhileLocked, type Status, type StoredDocument } from './writes';

/** The planned fields of a type: every field its seed documents carry, and the identity fields. */
export function plannedFields(type: SeedType): string[] {
  const fields = new Set(type.identityFields);
  for (const document of type.documents) for (const field of Object.keys(document.fields)) fields.add(field);
  return [...fields];
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
  const attributes = schemaLookup(strapi)(type.uid) ?? {};
  const rows = (await documentsOf(strapi, type).findMany({
    populate: populateFields(attributes, fields),
    ...(hasDraftAndPublish(strapi, type) ? { status: 'draft' as const } : {}),
    limit: 1_000_000,
  })) as StoredDocument[];
  return fields.filter((field) => rows.some((row) => !isEmptyValue(row[field])));
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
  const populate = populateFields(lookup(type.uid) ?? {}, fields);
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
    const wanted = fields.filter((field) => field in document.fields && !isEmptyValue(document.fields[field]));
    if (wanted.length === 0) continue;
    const key = identityKey(type.identityFields, document.identity);
    const draft = drafts.get(key);
    // Deleted by the editors: it stays deleted.
    if (!draft) continue;
    const { documentId } = draft;
    const inDraft = wanted.filter((field) => isEmptyValue(draft[field]));
    const published = live.get(key);
    const modified = published !== undefined && isDraftModified(draft.updatedAt, published.updatedAt);
    const inPublished = published && modified ? wanted.filter((field) => isEmptyValue(published[field])) : [];
    if (inDraft.length === 0 && inPublished.length === 0) continue;
    await context.keepClaim();
    const values = await context.withMedia(pick(document.fields, [...inDraft, ...inPublished]));

    if (!published || !modified) {
      // Without draft and publish, or never published, or unpublished: the draft gets the field and stays what it
      // was. Published without changes: the draft gets it and is published again, as unmodified as it was.
      await retryWhileLocked(() =>
        service.update({ documentId, data: pick(values, inDraft), ...(published ? { status: 'published' } : {}) }),
      );
      count(inDraft, false);
      continue;
    }
    if (inPublished.length === 0) {
      // The published version has its own value: only the draft gets the field, and it stays modified.
      await retryWhileLocked(() => service.update({ documentId, data: pick(values, inDraft) }));
      count(inDraft, true);
      continue;
    }
    await retryWhileLocked(() =>
      strapi.db.transaction(() =>
        publishKeepingDraft(context, lookup, type, documentId, pick(values, inPublished), pick(values, inDraft)),
      ),
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
