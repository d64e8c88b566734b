import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { minimalDocx, zipArchive } from '../../test/minimal-docx';
import { isWordDocument } from './docx';

const work = mkdtempSync(path.join(os.tmpdir(), 'auralis-docx-'));

function fileWith(bytes: Buffer): string {
  const filepath = path.join(work, `file-${Math.random().toString(36).slice(2)}`);
  writeFileSync(filepath, bytes);
  return filepath;
}

describe('isWordDocument', () => {
  it('accepts a zip whose directory names word/document.xml, even with an archive comment', async () => {
    expect(await isWordDocument(fileWith(minimalDocx()))).toBe(true);
    const commented = minimalDocx();
    const withComment = Buffer.concat([commented, Buffer.from('made by a test', 'ascii')]);
    withComment.writeUInt16LE(14, commented.length - 2);
    expect(await isWordDocument(fileWith(withComment))).toBe(true);
  });

  it('refuses a zip without word/document.xml, a truncated DOCX, a PDF and an empty file', async () => {
    expect(await isWordDocument(fileWith(zipArchive([{ name: 'word/other.xml', content: '<x/>' }])))).toBe(false);
    expect(await isWordDocument(fileWith(zipArchive([{ name: 'xword/document.xml', content: '<x/>' }])))).toBe(false);
    const docx = minimalDocx();
    expect(await isWordDocument(fileWith(docx.subarray(0, docx.length - 10)))).toBe(false);
    expect(await isWordDocument(fileWith(Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1')))).toBe(false);
    expect(await isWordDocument(fileWith(Buffer.alloc(0)))).toBe(false);
  });

  it('refuses a directory entry that points at bytes which are not a local file header', async () => {
    const docx = minimalDocx();
    // Overwrite every local header's signature: the directory still names word/document.xml, but its entry
    // no longer points at a local file header.
    const broken = Buffer.from(docx);
    for (let index = 0; index < broken.length - 4; index += 1) {
      if (broken.readUInt32LE(index) === 0x04034b50) broken.writeUInt32LE(0x11111111, index);
    }
    expect(await isWordDocument(fileWith(broken))).toBe(false);
  });
});
