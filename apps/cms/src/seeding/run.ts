/**
 * Writes the seed into the content service: on every start for the content types never seeded, and on
 * request (`npm run seed`, seed/command.ts) for the types or endpoints named.
 *
 * Ownership (issue 7 item 11, docs/decisions/011-seed-ownership.md): a content type belongs to the seed until
 * a seed of it finished, then to the editors. A start never writes to a seeded type, whatever changed in the
 * seed copy, so a deploy or restart never re-creates what the marketing team deleted or re-publishes what
 * they unpublished. A start that failed half way through a type finishes that type next time: it creates the
 * entries still missing (matched by their identity fields) and publishes those left as drafts. Applying new
 * copy to a seeded type is the explicit command, which overwrites the editors' changes to it.
 *
 * The two things a start writes to a seeded type are what a later release added to it, each once:
 *
 * - a field (fill.ts): only where the editors left it empty, keeping what is published and what is not;
 * - a document (new-documents.ts), such as a new page: created published, whole, as a first seed creates it,
 *   unless a document with its identity exists. The seed records every planned document it created or found,
 *   so a recorded document that is gone was deleted by the editors and is not created again.
 *
 * Both are checked against their records with one query each, and a type with nothing new takes no lease.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PAGE_UID } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import type { SvgImage } from '../../seed/images';
import { schemaLookup } from './document-data';
import {
  componentFieldsNeverRecorded,
  describeFill,
  type FieldFill,
  fieldsWithValues,
  fillFields,
  plannedFields,
} from './fill';
import {
  type DocumentsAdded,
  describeAdded,
  existingIdentities,
  identityLabel,
  plannedIdentities,
  plannedKey,
} from './new-documents';
import {
  claimSeedType,
  markSeeded,
  recordSeededDocuments,
  recordSeededFields,
  registerSeedTypes,
  releaseSeedClaim,
  type SeedDatabase,
  seededDocuments,
  seededFields,
  seedTypeStates,
} from './ownership';
import { copyFingerprint, identityKey, type SeedDocument, type SeedType, seedTypes, type SeedValue } from './sources';
import { documentsOf, hasDraftAndPublish, leaseKeeper, retryWhileLocked } from './writes';
import { seedTestHooks } from '../settings/runtime-env';
import { pluginServiceOf } from '../settings/strapi-services';

/** Where the seed before per-type ownership recorded that it had finished (read once, then removed). */
const LEGACY_FINGERPRINT_KEY = 'seed-fingerprint';

interface UploadService {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string | null; caption: string | null } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<{ id: number }[]>;
}

class MediaLibrary {
  private readonly ids = new Map<string, number>();
  private readonly workDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-seed-'));

  constructor(private readonly strapi: Core.Strapi) {}

  async load(): Promise<void> {
    const files = (await this.strapi.db.query('plugin::upload.file').findMany({ select: ['id', 'name'] })) as {
      id: number;
      name: string;
    }[];
    for (const file of files) this.ids.set(file.name, file.id);
  }

  async idOf(image: SvgImage): Promise<number> {
    const known = this.ids.get(image.name);
    if (known !== undefined) return known;
    const filepath = path.join(this.workDir, image.name);
    writeFileSync(filepath, image.svg);
    const upload = pluginServiceOf<UploadService>(this.strapi, 'upload', 'upload');
    const [file] = await upload.upload({
      data: { fileInfo: { name: image.name, alternativeText: image.alternativeText, caption: null } },
      files: { filepath, originalFilename: image.name, mimetype: 'image/svg+xml', size: Buffer.byteLength(image.svg) },
    });
    if (!file) throw new Error(`upload of ${image.name} returned nothing`);
    this.ids.set(image.name, file.id);
    return file.id;
  }

  dispose(): void {
    rmSync(this.workDir, { recursive: true, force: true });
  }
}

export interface TypeSeedResult {
  readonly name: string;
  created: number;
  published: number;
  overwritten: number;
}

export interface SeedResult {
  /** True when there was nothing to seed. */
  readonly skipped: boolean;
  readonly created: number;
  readonly published: number;
  readonly overwritten: number;
  readonly types: readonly TypeSeedResult[];
  /** The fields a later release added to seeded types, filled where the editors left them empty. */
  readonly filled: readonly FieldFill[];
  /** The documents a later release added to seeded types, created unless they existed (one per type). */
  readonly added: readonly DocumentsAdded[];
}

/** How a run treats documents that already exist. */
type Mode =
  /** A start: complete the type (create what is missing, publish drafts the seed left). */
  | 'complete'
  /** The explicit command: also write the seed copy over what the editors changed, and publish it. */
  | 'overwrite';

class Seeder {
  readonly holder = randomUUID();
  private media: MediaLibrary | undefined;
  private createdInRun = 0;
  /**
   * Test hook: stop the seed with an error after this many new entries, as a crash half-way would
   * (apps/cms/test/seed-retry.test.ts). Unset (0) in every real start.
   */
  private readonly failAfter = seedTestHooks().failAfter;
  private readonly waitingNoticeGiven = new Set<string>();

  constructor(private readonly strapi: Core.Strapi) {}

  get database(): SeedDatabase {
    return this.strapi;
  }

  /** Before writing: learns which images are uploaded already (they are shared across types). */
  async open(): Promise<void> {
    this.media = new MediaLibrary(this.strapi);
    await this.media.load();
  }

  /** Opens on the first write of a start that may have nothing to write. */
  async openOnce(): Promise<void> {
    if (!this.media) await this.open();
  }

  close(): void {
    this.media?.dispose();
    this.media = undefined;
  }

  /**
   * Waits for the lease on a type (another instance may be seeding it right now). A start gives up when
   * the type turns out to be seeded already; the command waits and then overwrites.
   */
  async claim(type: SeedType, onlyIfUnseeded: boolean): Promise<boolean> {
    for (;;) {
      if (await claimSeedType(this.database, type.uid, this.holder, { onlyIfUnseeded })) return true;
      if (onlyIfUnseeded && (await seedTypeStates(this.database)).get(type.uid)?.seededAt != null) return false;
      if (!this.waitingNoticeGiven.has(type.uid)) {
        this.waitingNoticeGiven.add(type.uid);
        this.strapi.log.info(`Seed: waiting for another process that is seeding ${type.name}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** Writes the documents of one type the holder has claimed. */
  async write(type: SeedType, documents: readonly SeedDocument[], mode: Mode): Promise<TypeSeedResult> {
    const result: TypeSeedResult = { name: type.name, created: 0, published: 0, overwritten: 0 };
    const service = documentsOf(this.strapi, type);
    const draftAndPublish = hasDraftAndPublish(this.strapi, type);
    const published = draftAndPublish ? ({ status: 'published' } as const) : {};
    const existing = async (status?: 'draft' | 'published') => {
      const rows = (await service.findMany({
        fields: [...type.identityFields],
        ...(status ? { status } : {}),
        limit: 1_000_000,
      })) as (Record<string, unknown> & { documentId: string })[];
      return new Map(rows.map((row) => [identityKey(type.identityFields, row), row.documentId]));
    };
    const drafts = await existing(draftAndPublish ? 'draft' : undefined);
    const live = draftAndPublish ? await existing('published') : drafts;
    const keepClaim = leaseKeeper(this.database, type, this.holder);

    for (const document of documents) {
      await keepClaim();
      const key = identityKey(type.identityFields, document.identity);
      const documentId = drafts.get(key);
      if (documentId && mode === 'complete') {
        if (!live.has(key)) {
          await retryWhileLocked(() => service.publish({ documentId }));
          result.published += 1;
        }
        continue;
      }
      if (!documentId) {
        // Missing altogether (never created, or deleted): written whole, even with --endpoint.
        await this.create(type, document);
        result.created += 1;
        continue;
      }
      const fields = document.only
        ? Object.fromEntries(Object.entries(document.fields).filter(([field]) => document.only?.includes(field)))
        : document.fields;
      const data = { ...(await this.withMedia(fields)), ...document.identity };
      await retryWhileLocked(() => service.update({ documentId, data, ...published }));
      result.overwritten += 1;
    }
    return result;
  }

  /** Creates a planned document whole, published when the type has draft and publish, as a first seed does. */
  private async create(type: SeedType, document: SeedDocument): Promise<void> {
    const published = hasDraftAndPublish(this.strapi, type) ? ({ status: 'published' } as const) : {};
    const data = { ...(await this.withMedia(document.fields)), ...document.identity };
    await retryWhileLocked(() => documentsOf(this.strapi, type).create({ data, ...published }));
    this.createdInRun += 1;
    if (this.failAfter > 0 && this.createdInRun >= this.failAfter)
      throw new Error(`Seed stopped after ${this.createdInRun} entries (SEED_FAIL_AFTER_FOR_TESTS)`);
  }

  /**
   * Brings a seeded type up to what a later release added to it: its new fields, filled where the editors left
   * them empty, and its new documents, created. Both are compared with their records first (read once per start
   * for every type), so a type with nothing new takes no lease. Otherwise it waits for the type's lease like the
   * command; a failure leaves what it did not finish unrecorded, so the next start tries again.
   */
  async addToSeededType(
    type: SeedType,
    recordedFields: ReadonlySet<string> | undefined,
    recordedDocuments: ReadonlySet<string> | undefined,
  ): Promise<{ fills: FieldFill[]; added: DocumentsAdded | undefined }> {
    const fieldsDone =
      recordedFields !== undefined &&
      recordedFields.size > 0 &&
      plannedFields(type, schemaLookup(this.strapi)).every((field) => recordedFields.has(field));
    const documentsDone = plannedIdentities(type).every((key) => recordedDocuments?.has(key) === true);
    // The common case, every start: nothing new, nothing to wait for.
    if (fieldsDone && documentsDone) return { fills: [], added: undefined };
    await this.claim(type, false);
    try {
      // Fields first: on a database seeded before fields were recorded, which fields count as seeded is judged
      // from the documents there, and a document created below holds every planned field, a new one included.
      const fills = await this.fillNewFields(type);
      const added = await this.createNewDocuments(type);
      return { fills, added };
    } finally {
      await releaseSeedClaim(this.database, type.uid, this.holder);
    }
  }

  /** Fills the fields a later release added to a seeded type whose lease we hold (fill.ts), and records them. */
  private async fillNewFields(type: SeedType): Promise<FieldFill[]> {
    const planned = plannedFields(type, schemaLookup(this.strapi));
    // Another process may have recorded the fields while we waited.
    let seeded = (await seededFields(this.database)).get(type.uid) ?? new Set<string>();
    if (seeded.size === 0) {
      // Seeded before fields were recorded: what holds a value somewhere was seeded (or written) already.
      // The identity fields are recorded with it, so a type that has them is adopted once even if the filling
      // below fails; a single type whose every field is empty is adopted again next time, to the same end.
      const adopted = [...type.identityFields, ...(await fieldsWithValues(this.strapi, type, planned))];
      await recordSeededFields(this.database, type.uid, this.holder, adopted);
      seeded = new Set(adopted);
      this.strapi.log.info(
        `Seed: recorded the fields of ${type.name} that hold content as seeded (${seeded.size} of ${planned.length}); ` +
          'from now on only fields added later are filled',
      );
    }
    // Components recorded whole, before their fields were planned one by one: by the same rule, a component's field
    // that holds a value somewhere was seeded already, and one empty everywhere is new (the hero's label).
    const componentFields = componentFieldsNeverRecorded(planned, seeded);
    if (componentFields.length > 0) {
      const adopted = await fieldsWithValues(this.strapi, type, componentFields);
      if (adopted.length > 0) {
        await recordSeededFields(this.database, type.uid, this.holder, adopted);
        seeded = new Set([...seeded, ...adopted]);
      }
      this.strapi.log.info(
        `Seed: recorded the components' fields of ${type.name} that hold content as seeded ` +
          `(${adopted.length} of ${componentFields.length}); the others are filled as fields added later`,
      );
    }
    const fresh = planned.filter((field) => !seeded.has(field));
    if (fresh.length === 0) return [];
    await this.openOnce();
    const fills = await fillFields(
      {
        strapi: this.strapi,
        keepClaim: leaseKeeper(this.database, type, this.holder),
        withMedia: (fields) => this.withMedia(fields),
      },
      type,
      fresh,
    );
    await recordSeededFields(this.database, type.uid, this.holder, fresh);
    for (const fill of fills) this.strapi.log.info(describeFill(fill));
    return fills;
  }

  /**
   * Creates the planned documents of a seeded type whose lease we hold that were never recorded, and records
   * them. One that exists (the editors made it, or an earlier start created it and failed before recording it)
   * is recorded and left as it is. A recorded one that is gone stays gone. On a database seeded before documents
   * were recorded nothing is recorded yet, so every missing planned page is created: most are new in this
   * release, and a page the team deleted before the upgrade comes back once (the decision record's limitation);
   * other types only record theirs.
   * Documents are recorded after the last one is created: a failure half way leaves them all unrecorded, and the
   * next start records those it finds and creates the rest.
   */
  private async createNewDocuments(type: SeedType): Promise<DocumentsAdded | undefined> {
    // Another process may have recorded them while we waited.
    const recorded = (await seededDocuments(this.database)).get(type.uid) ?? new Set<string>();
    const unrecorded = type.documents.filter((document) => !recorded.has(plannedKey(type, document)));
    if (unrecorded.length === 0) return undefined;
    const existing = await existingIdentities(this.strapi, type);
    const adopting = recorded.size === 0;
    // On a database from before the records, only the Pages collection creates what is missing: it is the type
    // releases add documents to (pages moving into the admin). A job opening missing then was taken down by the
    // recruiters, and is recorded as seeded instead, so it never comes back.
    const createsMissing = !adopting || type.uid === PAGE_UID;
    const found = unrecorded.filter((document) => !createsMissing || existing.has(plannedKey(type, document)));
    const missing = unrecorded.filter((document) => createsMissing && !existing.has(plannedKey(type, document)));
    // Recorded first, untouched: they count as seeded whatever happens to the creations below.
    await recordSeededDocuments(
      this.database,
      type.uid,
      this.holder,
      found.map((document) => plannedKey(type, document)),
    );
    if (missing.length > 0) {
      await this.openOnce();
      const keepClaim = leaseKeeper(this.database, type, this.holder);
      for (const document of missing) {
        await keepClaim();
        await this.create(type, document);
      }
      await recordSeededDocuments(
        this.database,
        type.uid,
        this.holder,
        missing.map((document) => plannedKey(type, document)),
      );
    }
    const added: DocumentsAdded = {
      type: type.name,
      created: missing.map((document) => identityLabel(type, document)),
      recorded: found.length,
      adopted: adopting,
    };
    this.strapi.log.info(describeAdded(added));
    return added;
  }

  /** The document's fields with every image replaced by its media library id (uploaded on first use). */
  private async withMedia(fields: Readonly<Record<string, SeedValue>>): Promise<Record<string, unknown>> {
    const media = this.media;
    if (!media) throw new Error('Seeder.open() must run before writing');
    const resolve = async (value: unknown): Promise<unknown> => {
      if (isSvgImage(value)) return media.idOf(value);
      if (Array.isArray(value)) {
        const list: unknown[] = [];
        for (const entry of value) list.push(await resolve(entry));
        return list;
      }
      if (typeof value === 'object' && value !== null) {
        const resolved: Record<string, unknown> = {};
        for (const [key, entry] of Object.entries(value)) resolved[key] = await resolve(entry);
        return resolved;
      }
      return value;
    };
    return (await resolve(fields)) as Record<string, unknown>;
  }
}

const isSvgImage = (value: unknown): value is SvgImage =>
  typeof value === 'object' && value !== null && 'svg' in value && 'name' in value;

/**
 * `skipped` says whether any type was seeded: filling fields and creating documents added later are logged as
 * they happen (describeFill, describeAdded).
 */
function summarize(types: TypeSeedResult[], filled: FieldFill[] = [], added: DocumentsAdded[] = []): SeedResult {
  const sum = (field: 'created' | 'published' | 'overwritten') => types.reduce((total, type) => total + type[field], 0);
  return {
    skipped: types.length === 0,
    created: sum('created'),
    published: sum('published'),
    overwritten: sum('overwritten'),
    types,
    filled,
    added,
  };
}

/**
 * A database seeded before ownership was recorded per type carries one fingerprint for the whole seed. Its
 * seed finished, so every type that has documents belongs to the editors; only types without any (new since)
 * are still the seed's.
 */
async function adoptLegacySeed(strapi: Core.Strapi, seeder: Seeder, types: readonly SeedType[]): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'site-content' });
  if ((await store.get({ key: LEGACY_FINGERPRINT_KEY })) == null) return;
  const states = await seedTypeStates(seeder.database);
  for (const type of types) {
    if (states.get(type.uid)?.seededAt != null) continue;
    if ((await documentsOf(strapi, type).count({})) === 0) continue;
    if (await claimSeedType(seeder.database, type.uid, seeder.holder, { onlyIfUnseeded: true }))
      await markSeeded(seeder.database, type.uid, seeder.holder, null);
  }
  await store.delete({ key: LEGACY_FINGERPRINT_KEY });
}

async function prepare(strapi: Core.Strapi, seeder: Seeder, types: readonly SeedType[]): Promise<void> {
  await registerSeedTypes(
    seeder.database,
    types.map((type) => type.uid),
  );
  await adoptLegacySeed(strapi, seeder, types);
}

/** Says which seeded types have seed copy that was never applied, and how to apply it. */
async function reportUnappliedCopy(strapi: Core.Strapi, seeder: Seeder, types: readonly SeedType[]) {
  const states = await seedTypeStates(seeder.database);
  for (const type of types) {
    const state = states.get(type.uid);
    if (state?.seededAt == null || state.copyFingerprint == null) continue;
    if (state.copyFingerprint === copyFingerprint(type)) continue;
    strapi.log.info(
      `Seed copy of ${type.name} changed since it was seeded; the editors own that content, so it was not applied. ` +
        `\`npm run seed -- --type ${type.name}\` applies it and overwrites their changes to ${type.name}.`,
    );
  }
}

let seedOnBootstrap = true;

/** The seed command does its own seeding after Strapi has loaded: the bootstrap must leave it alone. */
export function leaveSeedingToCommand(): void {
  seedOnBootstrap = false;
}

/**
 * Every start: seeds the content types never seeded (or not finished), fills the fields added to seeded types
 * since, where the editors left them empty, and creates the documents added to them since; nothing else.
 */
export async function seedContent(strapi: Core.Strapi): Promise<SeedResult> {
  if (!seedOnBootstrap) return summarize([]);
  return seedNewTypes(strapi);
}

export async function seedNewTypes(strapi: Core.Strapi): Promise<SeedResult> {
  const types = seedTypes();
  const seeder = new Seeder(strapi);
  await prepare(strapi, seeder, types);
  const states = await seedTypeStates(seeder.database);
  const pending = types.filter((type) => states.get(type.uid)?.seededAt == null);
  const results: TypeSeedResult[] = [];
  const filled: FieldFill[] = [];
  const added: DocumentsAdded[] = [];
  try {
    if (pending.length > 0) await seeder.open();
    for (const type of pending) {
      if (!(await seeder.claim(type, true))) continue;
      try {
        results.push(await seeder.write(type, type.documents, 'complete'));
        await recordSeededFields(seeder.database, type.uid, seeder.holder, plannedFields(type, schemaLookup(strapi)));
        await recordSeededDocuments(seeder.database, type.uid, seeder.holder, plannedIdentities(type));
        await markSeeded(seeder.database, type.uid, seeder.holder, copyFingerprint(type));
      } finally {
        // No-op after markSeeded; after a failure it lets the next start resume at once.
        await releaseSeedClaim(seeder.database, type.uid, seeder.holder);
      }
    }
    // Seeded types, including any another instance seeded meanwhile: only their fields and documents added later.
    const seeded = await seedTypeStates(seeder.database);
    const fields = await seededFields(seeder.database);
    const documents = await seededDocuments(seeder.database);
    for (const type of types) {
      if (seeded.get(type.uid)?.seededAt == null) continue;
      const done = await seeder.addToSeededType(type, fields.get(type.uid), documents.get(type.uid));
      filled.push(...done.fills);
      if (done.added) added.push(done.added);
    }
  } finally {
    seeder.close();
  }
  await reportUnappliedCopy(strapi, seeder, types);
  return summarize(results, filled, added);
}

/** What the command re-seeds: whole types, or the entries of some endpoints (`name` or `name/number`). */
export interface ReseedSelection {
  readonly types: readonly SeedType[];
  readonly endpoints?: readonly { readonly endpoint: string; readonly number?: number }[];
}

/**
 * The explicit command: writes the seed copy of the selection over what is there and publishes it;
 * re-creates deleted entries. Entries the editors added that the seed does not have are left alone. A whole
 * type re-seeded records its copy as applied.
 */
export async function reseed(strapi: Core.Strapi, selection: ReseedSelection): Promise<SeedResult> {
  const seeder = new Seeder(strapi);
  await prepare(strapi, seeder, seedTypes());
  const { endpoints } = selection;
  const wanted = (source: { endpoint: string; number?: number }) =>
    !endpoints ||
    endpoints.some(
      (selected) =>
        selected.endpoint === source.endpoint && (selected.number === undefined || selected.number === source.number),
    );
  /**
   * With --endpoint, a document is re-seeded in the fields those endpoints read and nothing else, so the rest
   * of the page keeps the editors' work. A document missing altogether is written whole.
   */
  const selectFields = (document: SeedDocument): SeedDocument | undefined => {
    if (!endpoints) return document;
    const fields = new Set(document.sources.filter(wanted).map((source) => source.field));
    if (fields.size === 0) return undefined;
    return { ...document, only: [...fields] };
  };
  const results: TypeSeedResult[] = [];
  await seeder.open();
  try {
    for (const type of selection.types) {
      const documents = type.documents.flatMap((document) => selectFields(document) ?? []);
      if (documents.length === 0) continue;
      await seeder.claim(type, false);
      try {
        results.push(await seeder.write(type, documents, 'overwrite'));
        if (!endpoints) {
          // The whole type now holds the seed copy: every planned field and document counts as seeded. With
          // --endpoint nothing is recorded; a document it created is recorded by the next start, which finds it.
          await recordSeededFields(seeder.database, type.uid, seeder.holder, plannedFields(type, schemaLookup(strapi)));
          await recordSeededDocuments(seeder.database, type.uid, seeder.holder, plannedIdentities(type));
          await markSeeded(seeder.database, type.uid, seeder.holder, copyFingerprint(type));
        }
      } finally {
        await releaseSeedClaim(seeder.database, type.uid, seeder.holder);
      }
    }
  } finally {
    seeder.close();
  }
  return summarize(results);
}

export interface SeedStatusRow {
  readonly name: string;
  readonly entries: number;
  readonly seededAt: number | null;
  /** null when unknown (seeded before fingerprints were kept per type). */
  readonly copyChanged: boolean | null;
  /**
   * Fields a later release added that the next start fills where they are empty; null when the type is not
   * seeded yet or its fields were never recorded (the next start records them first).
   */
  readonly newFields: readonly string[] | null;
  /**
   * Planned documents (identity labels) never recorded that do not exist: the next start creates them. Null when
   * the type is not seeded yet. On a database seeded before documents were recorded, those the next start creates
   * too (see createNewDocuments).
   */
  readonly newDocuments: readonly string[] | null;
}

/**
 * For `npm run seed -- --status`: which types are seeded, when, whether their copy changed since, and which
 * fields and documents added since the next start fills and creates.
 */
export async function seedStatus(strapi: Core.Strapi): Promise<SeedStatusRow[]> {
  const types = seedTypes();
  const seeder = new Seeder(strapi);
  await prepare(strapi, seeder, types);
  const states = await seedTypeStates(seeder.database);
  const recorded = await seededFields(seeder.database);
  const recordedDocuments = await seededDocuments(seeder.database);
  const rows: SeedStatusRow[] = [];
  for (const type of types) {
    const state = states.get(type.uid);
    const fields = recorded.get(type.uid);
    const seeded = state?.seededAt != null;
    let newDocuments: string[] | null = null;
    if (seeded) {
      const documents = recordedDocuments.get(type.uid);
      const unrecorded = type.documents.filter((document) => !documents?.has(plannedKey(type, document)));
      const existing = unrecorded.length > 0 ? await existingIdentities(strapi, type) : new Set<string>();
      newDocuments = unrecorded
        .filter((document) => !existing.has(plannedKey(type, document)))
        .map((document) => identityLabel(type, document));
    }
    rows.push({
      name: type.name,
      entries: type.documents.length,
      seededAt: state?.seededAt ?? null,
      copyChanged:
        state?.seededAt == null || state.copyFingerprint == null
          ? null
          : state.copyFingerprint !== copyFingerprint(type),
      newFields:
        !seeded || !fields ? null : plannedFields(type, schemaLookup(strapi)).filter((field) => !fields.has(field)),
      newDocuments,
    });
  }
  return rows;
}
