/**
 * Whether a file is a Word document (DOCX): a zip archive whose central directory names `word/document.xml`.
 * Magic bytes alone (`PK\x03\x04`) would let any zip through, so the archive's own table of contents is
 * read: the end-of-central-directory record at the end of the file points at the directory, and each entry
 * in it names one file. Only the directory is read (a few kilobytes), never the compressed contents.
 * Zip64 archives are refused: a real DOCX of at most 5 MB never needs them.
 */
import { open } from 'node:fs/promises';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
/** The end record is followed by a comment of at most 65535 bytes. */
const MAX_END_SEARCH = END_RECORD_SIZE + 0xffff;
const DIRECTORY_ENTRY_SIZE = 46;
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

export const WORD_DOCUMENT_ENTRY = 'word/document.xml';

interface Directory {
  readonly entries: number;
  readonly size: number;
  readonly offset: number;
}

function findEndRecord(tail: Buffer, tailStart: number, fileSize: number): Directory | null {
  for (let index = tail.length - END_RECORD_SIZE; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) !== END_OF_DIRECTORY) continue;
    const commentLength = tail.readUInt16LE(index + 20);
    // The comment must end exactly at the end of the file, or these bytes are not the end record.
    if (tailStart + index + END_RECORD_SIZE + commentLength !== fileSize) continue;
    const entries = tail.readUInt16LE(index + 10);
    const size = tail.readUInt32LE(index + 12);
    const offset = tail.readUInt32LE(index + 16);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
    if (offset + size > tailStart + index) return null;
    return { entries, size, offset };
  }
  return null;
}

/** The names in the central directory, or null when the bytes are not a well-formed directory. */
function entryNames(directory: Buffer, count: number): { name: string; localOffset: number }[] | null {
  const names: { name: string; localOffset: number }[] = [];
  let position = 0;
  for (let entry = 0; entry < count; entry += 1) {
    if (position + DIRECTORY_ENTRY_SIZE > directory.length) return null;
    if (directory.readUInt32LE(position) !== DIRECTORY_ENTRY) return null;
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const localOffset = directory.readUInt32LE(position + 42);
    const nameStart = position + DIRECTORY_ENTRY_SIZE;
    if (nameStart + nameLength > directory.length) return null;
    names.push({ name: directory.toString('utf8', nameStart, nameStart + nameLength), localOffset });
    position = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

export async function isWordDocument(filepath: string): Promise<boolean> {
  const handle = await open(filepath, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    if (fileSize < END_RECORD_SIZE) return false;
    const tailLength = Math.min(fileSize, MAX_END_SEARCH);
    const tailStart = fileSize - tailLength;
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, tailStart);
    const directory = findEndRecord(tail, tailStart, fileSize);
    if (!directory || directory.size > MAX_DIRECTORY_BYTES) return false;
    const bytes = Buffer.alloc(directory.size);
    const { bytesRead } = await handle.read(bytes, 0, directory.size, directory.offset);
    if (bytesRead !== directory.size) return false;
    const entries = entryNames(bytes, directory.entries);
    const document = entries?.find((entry) => entry.name === WORD_DOCUMENT_ENTRY);
    if (!document || document.localOffset + 4 > directory.offset) return false;
    // The entry must point at a real local file header, not at arbitrary bytes.
    const header = Buffer.alloc(4);
    await handle.read(header, 0, 4, document.localOffset);
    return header.readUInt32LE(0) === LOCAL_HEADER;
  } finally {
    await handle.close();
  }
}
