/**
 * Where applicants' files are kept (decision records 007 and 014): an interface and one file per provider,
 * chosen here from configuration (STYLE.md rule 6). The local disk by default (local-disk.ts); a private S3
 * bucket with S3_PRIVATE_BUCKET (s3.ts), so that several instances store and read the same files. Either way a
 * file has no URL of its own: only the content service reads it back, for an admin it has authorized.
 */
import type { Readable } from 'node:stream';

import { objectStorageSettings } from '../config-support/object-storage';
import { localDiskStorage } from './local-disk';
import { s3PrivateStorage } from './s3';

/** A stored file being read back, with its length when the provider knows it. */
export interface StoredFileStream {
  readonly body: Readable;
  readonly size: number | undefined;
}

export interface PrivateFileStorage {
  /** Copies the checked upload at `sourcePath` under `storedName`. */
  put(storedName: string, sourcePath: string, mimeType: string): Promise<void>;
  /** The file, or null when nothing is stored under that name. */
  open(storedName: string): Promise<StoredFileStream | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(storedName: string): Promise<void>;
}

export function privateFileStorage(): PrivateFileStorage {
  const { connection, privateFiles } = objectStorageSettings();
  return privateFiles ? s3PrivateStorage(connection, privateFiles.bucket) : localDiskStorage;
}
