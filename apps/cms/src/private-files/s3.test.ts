/**
 * The private S3 provider against the S3 stand-in of `npm run test:scale` (s3rver, whose private bucket refuses
 * unsigned requests as S3 does): what is stored reads back byte for byte through the service's credentials, no
 * anonymous URL of the stand-in reaches it, a removed or unknown file is null, and S3_PRIVATE_BUCKET is what
 * sends the store there.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { S3_KEYS, startS3 } from '../../../../scripts/lib/scale/stand-ins.mjs';
import { objectStorageSettings } from '../settings/runtime-env';
import { s3PrivateStorage } from './s3';
import { openStored, removeStored, storePrivately } from './store';

const work = mkdtempSync(path.join(os.tmpdir(), 'auralis-private-s3-'));
const buckets = { mediaBucket: 'test-media', privateBucket: 'test-private' };
let s3: { endpoint: string; stop(): Promise<void> };

async function bytesOf(stored: { body: Readable } | null): Promise<Buffer> {
  if (!stored) throw new Error('nothing stored under that name');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const pdf = Buffer.from('%PDF-1.4\n% a CV kept in a private bucket\n%%EOF\n', 'latin1');

beforeAll(async () => {
  s3 = await startS3(path.join(work, 's3'), buckets);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('applicants’ files in a private S3 bucket', () => {
  const connection = () =>
    objectStorageSettings({
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_PRIVATE_BUCKET: buckets.privateBucket,
    }).connection;

  it('stores, reads back and removes a file; no anonymous URL reaches it', async () => {
    const storage = s3PrivateStorage(connection(), buckets.privateBucket);
    const source = path.join(work, 'cv.pdf');
    writeFileSync(source, pdf);
    const name = `${'a'.repeat(32)}.pdf`;
    await storage.put(name, source, 'application/pdf');

    const stored = await storage.open(name);
    expect(stored?.size).toBe(pdf.length);
    expect(await bytesOf(stored)).toEqual(pdf);
    for (const bucket of [buckets.privateBucket, buckets.mediaBucket]) {
      const anonymous = await fetch(`${s3.endpoint}/${bucket}/${name}`);
      expect(anonymous.status, bucket).toBeGreaterThanOrEqual(400);
    }

    await storage.remove(name);
    expect(await storage.open(name)).toBeNull();
    await storage.remove(name);
  });

  it('is where the store keeps files when S3_PRIVATE_BUCKET is set, and nothing lands on the disk', async () => {
    vi.stubEnv('DATA_DIR', path.join(work, 'data'));
    vi.stubEnv('S3_ENDPOINT', s3.endpoint);
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');
    vi.stubEnv('S3_ACCESS_KEY_ID', S3_KEYS.accessKeyId);
    vi.stubEnv('S3_SECRET_ACCESS_KEY', S3_KEYS.secretAccessKey);
    vi.stubEnv('S3_PRIVATE_BUCKET', buckets.privateBucket);
    const source = path.join(work, 'upload');
    writeFileSync(source, pdf);
    const info = await storePrivately({ filepath: source, originalFilename: 'Ravi Menon CV.pdf', size: pdf.length });
    const stored = await openStored(info.storedName);
    expect(await bytesOf(stored)).toEqual(pdf);
    expect(existsSync(path.join(work, 'data', 'private-uploads'))).toBe(false);
    await removeStored(info.storedName);
    expect(await openStored(info.storedName)).toBeNull();
    await expect(openStored('../secrets.json')).rejects.toThrow(/Not a stored file name/);
  });
});
