/**
 * Applicants' files in a private S3 bucket (S3_PRIVATE_BUCKET), shared by every instance. Objects are written
 * without an ACL, so they keep the bucket's own (private) access: no URL of the bucket reaches them, and this
 * module never signs one. The admin's download reads the object with the service's credentials and streams it
 * through the content service after the admin route's own authorization (src/admin-server/private-file-download.ts).
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

import type { S3Connection } from '../settings/runtime-env';
import type { PrivateFileStorage } from './private-file-storage';

const clients = new Map<string, PrivateFileStorage>();

function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as Error & { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}

function createStorage(connection: S3Connection, bucket: string): PrivateFileStorage {
  const client = new S3Client({
    region: connection.region,
    forcePathStyle: connection.forcePathStyle,
    ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
  });
  return {
    async put(storedName, sourcePath, mimeType) {
      // At most 5 MB (the upload rules), so one buffered PUT: its length is known and a retry can resend it.
      const body = await readFile(sourcePath);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: storedName, Body: body, ContentType: mimeType }));
    },
    async open(storedName) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: storedName }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
        return { body: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(storedName) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: storedName }));
    },
  };
}

/** One client per bucket and connection for the life of the process (it keeps its sockets). */
export function s3PrivateStorage(connection: S3Connection, bucket: string): PrivateFileStorage {
  const key = JSON.stringify([connection, bucket]);
  let storage = clients.get(key);
  if (!storage) {
    storage = createStorage(connection, bucket);
    clients.set(key, storage);
  }
  return storage;
}
