/**
 * Where applicants' files are kept (decision records 007 and 014): an interface (private-file-storage.ts) and
 * one file per provider, chosen here from configuration (docs/engineering-habits.md, habit 6). The local disk by default
 * (local-disk.ts); a private S3 bucket with S3_PRIVATE_BUCKET (s3.ts), so that several instances store and read
 * the same files. Either way a file has no URL of its own: only the content service reads it back, for an admin
 * it has authorized.
 */
import { objectStorageSettings } from '../settings/runtime-env';
import { localDiskStorage } from './local-disk';
import type { PrivateFileStorage } from './private-file-storage';
import { s3PrivateStorage } from './s3';

export type { PrivateFileStorage, StoredFileStream } from './private-file-storage';

export function privateFileStorage(): PrivateFileStorage {
  const { connection, privateFiles } = objectStorageSettings();
  return privateFiles ? s3PrivateStorage(connection, privateFiles.bucket) : localDiskStorage;
}
