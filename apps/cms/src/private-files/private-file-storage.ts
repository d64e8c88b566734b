/**
 * What every store of applicants' files offers (decision records 007 and 014). The providers (local-disk.ts,
 * s3.ts) implement it and storage.ts chooses one, so this interface sits apart from both.
 */
import type { Readable } from 'node:stream';

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
