/**
 * Private storage for files visitors upload (career CVs, job applicants' resumes and cover letters). docs/routes-and-shell.md: applicants' files are checked by size,
 * extension and content, renamed, and kept where no public URL reaches: DATA_DIR/private-uploads, outside
 * Strapi's public folder, or a private S3 bucket (storage.ts chooses). Only the admin routes (admin-server.ts)
 * read them back.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';

import type { UploadRule } from '@auralis/form-schemas';

import { confirmedType, extensionOf, FILE_TYPES } from '../file-content/signatures';
import { privateFileStorage, type StoredFileStream } from './storage';
import { assertStoredName } from './stored-name';

export { privateUploadsDir, storedFilePath } from './local-disk';

/** What the record keeps about a stored file; the stored name is random and never shown to the public. */
export interface StoredFileInfo {
  readonly storedName: string;
  readonly originalName: string;
  readonly size: number;
  readonly sha256: string;
  readonly mimeType: string;
  readonly storedAt: string;
}

/** The part of a multipart upload the checks need (formidable's file object has these). */
export interface UploadedFile {
  readonly filepath: string;
  readonly originalFilename?: string | null;
  readonly size: number;
}

/** The rule's message when the file is refused (type by name and content, then size), null when accepted. */
export async function rejectionOf(rule: UploadRule, file: UploadedFile): Promise<string | null> {
  const name = file.originalFilename ?? '';
  const extension = extensionOf(name);
  if (!rule.extensions.includes(extension) || !FILE_TYPES[extension]) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  // The first bytes each allowed extension must start with (file-content/signatures.ts): a renamed program is not a PDF.
  if (file.size === 0 || !(await confirmedType(file.filepath, name))) return rule.typeMessage;
  return null;
}

async function sha256Of(filepath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filepath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A file name as it may be shown (in a mail, the admin, a download's header): control characters become a
 * space, and invisible formatting characters (Unicode category Cf: the right-to-left override, zero-width
 * joiners, the BOM, ...) are dropped, so `invoice\u202Eexe.pdf` cannot pose as an `.exe` (issue 19, item 5).
 */
export function visibleFileName(name: string): string {
  return name.replace(/\p{Cf}/gu, '').replace(/\p{Cc}/gu, ' ');
}

/** The file's original name without any folder a browser may have sent, bounded, one line, nothing invisible. */
export function safeOriginalName(name: string | null | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  return [...visibleFileName(base)].slice(-200).join('').trim() || 'file';
}

/** Stores an accepted upload under a random name; the caller removes the temporary file. */
export async function storePrivately(file: UploadedFile): Promise<StoredFileInfo> {
  const extension = extensionOf(file.originalFilename ?? '');
  const signature = FILE_TYPES[extension];
  if (!signature) throw new Error(`No signature known for ${extension}`);
  const storedName = `${randomBytes(16).toString('hex')}${extension}`;
  await privateFileStorage().put(storedName, file.filepath, signature.mimeType);
  return {
    storedName,
    originalName: safeOriginalName(file.originalFilename),
    size: file.size,
    sha256: await sha256Of(file.filepath),
    mimeType: signature.mimeType,
    storedAt: new Date().toISOString(),
  };
}

/** A stored file for an admin's download, or null when it is missing; refuses names the store did not make. */
export async function openStored(storedName: string): Promise<StoredFileStream | null> {
  assertStoredName(storedName);
  return privateFileStorage().open(storedName);
}

export async function removeStored(storedName: string): Promise<void> {
  assertStoredName(storedName);
  await privateFileStorage().remove(storedName);
}

/** An attachment header that survives any original file name (quotes, non-ASCII, folders). */
export function attachmentDisposition(originalName: string): string {
  // Names stored before invisible characters were stripped at upload are cleaned here too.
  const name = safeOriginalName(originalName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
