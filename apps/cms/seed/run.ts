/**
 * Seeds the content service on bootstrap (issue: idempotent, published, retried after a failure).
 *
 * The plan is fingerprinted; a finished run records the fingerprint, and a start with the same fingerprint
 * does nothing, so entries the marketing team deleted or edited stay as they left them. An unfinished or
 * failed run leaves no fingerprint: the next start creates only the entries still missing (matched by
 * endpoint, number and position) and publishes any left as drafts.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { contentTypeUid } from '@auralis/content-manifest';
import type { Core, UID } from '@strapi/strapi';

import type { SvgImage } from './images';
import { type PlannedEntry, seedPlan } from './plan';

const SEED_KEY = 'seed-fingerprint';

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
    const upload = this.strapi.plugin('upload').service('upload') as unknown as UploadService;
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

const keyOf = (entry: { endpoint: string; number?: number | null; position: number }) =>
  `${entry.endpoint}|${entry.number ?? ''}|${entry.position}`;

export function fingerprint(plan: readonly PlannedEntry[]): string {
  return createHash('sha256').update(JSON.stringify(plan)).digest('hex');
}

interface ExistingDocument {
  documentId: string;
  endpoint: string;
  number: number | null;
  position: number;
}

async function existingKeys(strapi: Core.Strapi, uid: UID.ContentType, status: 'draft' | 'published') {
  const documents = (await strapi.documents(uid).findMany({
    fields: ['endpoint', 'number', 'position'],
    status,
    limit: 100_000,
  } as never)) as unknown as ExistingDocument[];
  return new Map(documents.map((document) => [keyOf(document), document.documentId]));
}

export interface SeedResult {
  readonly skipped: boolean;
  readonly created: number;
  readonly published: number;
}

export async function seedContent(strapi: Core.Strapi): Promise<SeedResult> {
  const plan = seedPlan();
  const print = fingerprint(plan);
  const store = strapi.store({ type: 'plugin', name: 'site-content' });
  if ((await store.get({ key: SEED_KEY })) === print) return { skipped: true, created: 0, published: 0 };

  const media = new MediaLibrary(strapi);
  await media.load();
  let created = 0;
  let published = 0;
  try {
    const uids = [...new Set(plan.map((entry) => contentTypeUid(entry.shape)))] as UID.ContentType[];
    for (const uid of uids) {
      const drafts = await existingKeys(strapi, uid, 'draft');
      const live = await existingKeys(strapi, uid, 'published');
      for (const entry of plan.filter((candidate) => contentTypeUid(candidate.shape) === uid)) {
        const key = keyOf(entry);
        const draftId = drafts.get(key);
        if (draftId) {
          if (!live.has(key)) {
            // Every manifest content type has draft and publish; the generic uid type cannot say so.
            const documents = strapi.documents(uid) as unknown as {
              publish(params: { documentId: string }): Promise<unknown>;
            };
            await documents.publish({ documentId: draftId });
            published += 1;
          }
          continue;
        }
        const mediaIds: Record<string, number | number[]> = {};
        for (const [field, value] of Object.entries(entry.media)) {
          if (Array.isArray(value)) {
            const ids: number[] = [];
            for (const image of value as readonly SvgImage[]) ids.push(await media.idOf(image));
            mediaIds[field] = ids;
          } else {
            mediaIds[field] = await media.idOf(value as SvgImage);
          }
        }
        await strapi.documents(uid).create({
          data: {
            ...entry.fields,
            ...mediaIds,
            endpoint: entry.endpoint,
            number: entry.number ?? null,
            position: entry.position,
          },
          status: 'published',
        } as never);
        created += 1;
        if (failAfter > 0 && created >= failAfter)
          throw new Error(`Seed stopped after ${created} entries (SEED_FAIL_AFTER_FOR_TESTS)`);
      }
    }
    await store.set({ key: SEED_KEY, value: print });
    return { skipped: false, created, published };
  } finally {
    media.dispose();
  }
}
