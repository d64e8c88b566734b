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
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

import type { SvgImage } from '../../seed/images';
import {
  claimSeedType,
  LEASE_RENEW_MS,
  markSeeded,
  registerSeedTypes,
  releaseSeedClaim,
  renewSeedClaim,
  type SeedDatabase,
  seedTypeStates,
} from './ownership';
import { copyFingerprint, identityKey, type SeedDocument, type SeedType, seedTypes, type SeedValue } from './sources';
import { pluginServiceOf } from '../config-support/strapi-services';

/** Where the seed before per-type ownership recorded that it had finished (read once, then removed). */
const LEGACY_FINGERPRINT_KEY = 'seed-fingerprint';

/**
 * Test hook: stop the seed with an error after this many new entries, as a crash half-way would
 * (apps/cms/test/seed-retry.test.ts). Unset in every real start.
 */
const failAfter = Number(process.env.SEED_FAIL_AFTER_FOR_TESTS ?? 0);

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

/** The document service calls the seed makes (`status` only for types with draft and publish). */
interface Documents {
  findMany(params: { fields: string[]; status?: 'draft' | 'published'; limit: number }): Promise<unknown[]>;
  create(params: { data: Record<string, unknown>; status?: 'published' }): Promise<unknown>;
  update(params: { documentId: string; data: Record<string, unknown>; status?: 'published' }): Promise<unknown>;
  publish(params: { documentId: string }): Promise<unknown>;
  count(params: Record<string, never>): Promise<number>;
}

const documentsOf = (strapi: Core.Strapi, type: SeedType) => strapi.documents(type.uid) as unknown as Documents;

/**
 * SQLite lets one process write at a time. When `npm run seed` runs next to the site, a write of one can meet
 * a write of the other and get SQLITE_BUSY at once (two transactions that each read before writing cannot
 * wait for each other). Each document write is its own transaction, rolled back on that error, so it is
 * safe to try again.
 */
async function retryWhileLocked<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== 'SQLITE_BUSY' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
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
    // Without draft and publish every document is live as soon as it exists.
    const draftAndPublish = this.strapi.contentTypes[type.uid]?.options?.draftAndPublish === true;
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
    let lastRenewal = Date.now();

    for (const document of documents) {
      if (Date.now() - lastRenewal > LEASE_RENEW_MS) {
        if (!(await renewSeedClaim(this.database, type.uid, this.holder)))
          throw new Error(`Seed of ${type.name} lost its claim to another process`);
        lastRenewal = Date.now();
      }
      const key = identityKey(type.identityFields, document.identity);
      const documentId = drafts.get(key);
      if (documentId && mode === 'complete') {
        if (!live.has(key)) {
          await retryWhileLocked(() => service.publish({ documentId }));
          result.published += 1;
        }
        continue;
      }
      const fields =
        documentId && document.only
          ? Object.fromEntries(Object.entries(document.fields).filter(([field]) => document.only?.includes(field)))
          : document.fields;
      const data = { ...(await this.withMedia(fields)), ...document.identity };
      if (documentId) {
        await retryWhileLocked(() => service.update({ documentId, data, ...published }));
        result.overwritten += 1;
        continue;
      }
      await retryWhileLocked(() => service.create({ data, ...published }));
      result.created += 1;
      this.createdInRun += 1;
      if (failAfter > 0 && this.createdInRun >= failAfter)
        throw new Error(`Seed stopped after ${this.createdInRun} entries (SEED_FAIL_AFTER_FOR_TESTS)`);
    }
    return result;
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

function summarize(types: TypeSeedResult[]): SeedResult {
  const sum = (field: 'created' | 'published' | 'overwritten') => types.reduce((total, type) => total + type[field], 0);
  return {
    skipped: types.length === 0,
    created: sum('created'),
    published: sum('published'),
    overwritten: sum('overwritten'),
    types,
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

/** Every start: seeds the content types never seeded (or not finished), and nothing else. */
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
  if (pending.length > 0) {
    await seeder.open();
    try {
      for (const type of pending) {
        if (!(await seeder.claim(type, true))) continue;
        try {
          results.push(await seeder.write(type, type.documents, 'complete'));
          await markSeeded(seeder.database, type.uid, seeder.holder, copyFingerprint(type));
        } finally {
          // No-op after markSeeded; after a failure it lets the next start resume at once.
          await releaseSeedClaim(seeder.database, type.uid, seeder.holder);
        }
      }
    } finally {
      seeder.close();
    }
  }
  await reportUnappliedCopy(strapi, seeder, types);
  return summarize(results);
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
        if (!endpoints) await markSeeded(seeder.database, type.uid, seeder.holder, copyFingerprint(type));
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
}

/** For `npm run seed -- --status`: which types are seeded, when, and whether their copy changed since. */
export async function seedStatus(strapi: Core.Strapi): Promise<SeedStatusRow[]> {
  const types = seedTypes();
  const seeder = new Seeder(strapi);
  await prepare(strapi, seeder, types);
  const states = await seedTypeStates(seeder.database);
  return types.map((type) => {
    const state = states.get(type.uid);
    return {
      name: type.name,
      entries: type.documents.length,
      seededAt: state?.seededAt ?? null,
      copyChanged:
        state?.seededAt == null || state.copyFingerprint == null
          ? null
          : state.copyFingerprint !== copyFingerprint(type),
    };
  });
}
