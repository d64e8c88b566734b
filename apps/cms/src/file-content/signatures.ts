/**
 * What a file's bytes must look like for its extension: the one check behind the applicants' files
 * (private-files/store.ts: PDF and DOCX) and the media library's uploads (middlewares/media-content.ts:
 * images, SVG, PDF and video). A name is what the sender chose; the first bytes are what a browser or a
 * viewer will go by, so HTML named `.png` or SVG named `.pdf` is refused (issue 32, item 8).
 */
import { open } from 'node:fs/promises';
import path from 'node:path';

import { FILE_SIGNATURES } from '@auralis/form-schemas';

import { isWordDocument } from '../private-files/docx';

/** How many leading bytes the checks look at: enough for an SVG's XML prolog and comments. */
const HEAD_BYTES = 4096;

export interface FileType {
  readonly mimeType: string;
  /** Whether the file's first bytes are this type's. */
  readonly head: (head: Buffer) => boolean;
  /** A further look at the content, where the first bytes say too little (every zip starts like a DOCX). */
  readonly confirm?: (filepath: string) => Promise<boolean>;
}

const startsWith = (signature: Buffer | string) => {
  const bytes = Buffer.isBuffer(signature) ? signature : Buffer.from(signature, 'latin1');
  return (head: Buffer) => head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
};

const at = (offset: number, text: string) => (head: Buffer) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/** ISO base media (MP4, AVIF): a `ftyp` box first, whose brands name the kind. */
const isoMedia =
  (brands: readonly string[] | undefined) =>
  (head: Buffer): boolean => {
    if (!at(4, 'ftyp')(head)) return false;
    if (!brands) return true;
    const boxSize = Math.min(head.readUInt32BE(0), head.length);
    const box = head.subarray(8, boxSize).toString('latin1');
    return brands.some((brand) => box.includes(brand));
  };

/**
 * An SVG document: after an optional byte-order mark, XML declaration, comments, processing instructions and
 * doctype, the first element is `<svg`. An HTML page (`<!doctype html><html>`) is not one, whatever its name.
 */
function isSvg(head: Buffer): boolean {
  let text = head.toString('utf8').replace(/^\uFEFF/, '');
  const prolog = /^\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>]*>)/i;
  for (let match = prolog.exec(text); match; match = prolog.exec(text)) text = text.slice(match[0].length);
  return /^\s*<svg[\s>/]/i.test(text);
}

/** A signature the browser shares; an empty or missing one would let any file through, so it stops the start. */
function signatureOf(extension: string): Buffer {
  const bytes = FILE_SIGNATURES[extension];
  if (!bytes || bytes.length === 0) throw new Error(`No signature known for ${extension}`);
  return Buffer.from(bytes);
}

const PNG = startsWith(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const JPEG = startsWith(Buffer.from([0xff, 0xd8, 0xff]));

/** By lower-case extension, with its dot. */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  // The applicants' two types start as the browser checks them when a file is chosen (form-schemas' FILE_SIGNATURES).
  '.pdf': { mimeType: 'application/pdf', head: startsWith(signatureOf('.pdf')) },
  '.docx': {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    head: startsWith(signatureOf('.docx')),
    confirm: isWordDocument,
  },
  '.png': { mimeType: 'image/png', head: PNG },
  '.jpg': { mimeType: 'image/jpeg', head: JPEG },
  '.jpeg': { mimeType: 'image/jpeg', head: JPEG },
  '.gif': { mimeType: 'image/gif', head: (head) => startsWith('GIF87a')(head) || startsWith('GIF89a')(head) },
  '.webp': { mimeType: 'image/webp', head: (head) => startsWith('RIFF')(head) && at(8, 'WEBP')(head) },
  '.avif': { mimeType: 'image/avif', head: isoMedia(['avif', 'avis']) },
  '.svg': { mimeType: 'image/svg+xml', head: isSvg },
  '.mp4': { mimeType: 'video/mp4', head: isoMedia(undefined) },
  '.webm': { mimeType: 'video/webm', head: startsWith(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
};

export function extensionOf(name: string): string {
  return path.extname(name).toLowerCase();
}

async function readHead(filepath: string): Promise<Buffer> {
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type a file's name claims, if its content is that type too; undefined for an unknown or mismatched one. */
export async function confirmedType(filepath: string, name: string): Promise<FileType | undefined> {
  const type = FILE_TYPES[extensionOf(name)];
  if (!type) return undefined;
  const head = await readHead(filepath);
  if (head.length === 0 || !type.head(head)) return undefined;
  if (type.confirm && !(await type.confirm(filepath))) return undefined;
  return type;
}
