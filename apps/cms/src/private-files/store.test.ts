import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { contactCvUpload, messages } from '@auralis/form-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  attachmentDisposition,
  privateUploadsDir,
  rejectionOf,
  removeStored,
  safeOriginalName,
  storedFilePath,
  storePrivately,
  visibleFileName,
} from './store';

const work = mkdtempSync(path.join(os.tmpdir(), 'auralis-private-files-'));
const saved = { DATA_DIR: process.env.DATA_DIR, PUBLIC_DIR: process.env.PUBLIC_DIR };

function upload(name: string, bytes: Buffer) {
  const filepath = path.join(work, `upload-${Math.random().toString(36).slice(2)}`);
  writeFileSync(filepath, bytes);
  return { filepath, originalFilename: name, size: bytes.length };
}

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

beforeAll(() => {
  process.env.DATA_DIR = path.join(work, 'data');
  delete process.env.PUBLIC_DIR;
});

afterAll(() => {
  process.env.DATA_DIR = saved.DATA_DIR;
  if (saved.PUBLIC_DIR !== undefined) process.env.PUBLIC_DIR = saved.PUBLIC_DIR;
});

describe('private file checks', () => {
  it('accepts a PDF by name and content', async () => {
    expect(await rejectionOf(contactCvUpload, upload('CV.PDF', pdf))).toBeNull();
  });

  it('refuses a program renamed .pdf, another extension, an empty file and an oversized one', async () => {
    expect(await rejectionOf(contactCvUpload, upload('cv.pdf', Buffer.from('MZ\x90\x00', 'latin1')))).toBe(
      messages.cvPdfOnly,
    );
    expect(await rejectionOf(contactCvUpload, upload('cv.docx', pdf))).toBe(messages.cvPdfOnly);
    expect(await rejectionOf(contactCvUpload, upload('cv', pdf))).toBe(messages.cvPdfOnly);
    expect(await rejectionOf(contactCvUpload, upload('cv.pdf', Buffer.alloc(0)))).toBe(messages.cvPdfOnly);
    const big = { ...upload('cv.pdf', pdf), size: contactCvUpload.maxBytes + 1 };
    expect(await rejectionOf(contactCvUpload, big)).toBe(messages.fileTooLarge);
  });
});

describe('private storage', () => {
  it('stores under DATA_DIR/private-uploads with a random name, the original name, size and sha256', async () => {
    const stored = await storePrivately(upload('../../etc/My CV.pdf', pdf));
    expect(stored.storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(stored.originalName).toBe('My CV.pdf');
    expect(stored.size).toBe(pdf.length);
    expect(stored.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const filepath = storedFilePath(stored.storedName);
    expect(path.dirname(filepath)).toBe(path.join(work, 'data', 'private-uploads'));
    expect(readFileSync(filepath).equals(pdf)).toBe(true);
    expect(statSync(path.dirname(filepath)).mode & 0o077).toBe(0);
    await removeStored(stored.storedName);
    expect(readdirSync(privateUploadsDir())).not.toContain(stored.storedName);
  });

  it('refuses any name it did not generate', () => {
    expect(() => storedFilePath('../secrets.json')).toThrow();
    expect(() => storedFilePath('cv.pdf')).toThrow();
  });

  it('keeps only the base name of what the browser sent', () => {
    expect(safeOriginalName('C:\\Users\\ravi\\cv.pdf')).toBe('cv.pdf');
    expect(safeOriginalName('line\nbreak.pdf')).toBe('line break.pdf');
    expect(safeOriginalName(undefined)).toBe('file');
  });

  it('strips invisible formatting characters (Unicode Cf) from the name it keeps and shows', () => {
    // U+202E (right-to-left override) would show `invoice\u202Eexe.pdf` as `invoicefdp.exe`.
    expect(safeOriginalName('invoice\u202Eexe.pdf')).toBe('invoiceexe.pdf');
    expect(safeOriginalName('\uFEFFcv\u200B\u200D\u2066\u2069\u061C\u00AD.pdf')).toBe('cv.pdf');
    expect(safeOriginalName('\u202E')).toBe('file');
    expect(visibleFileName('a\u202Eb\u0000c.pdf')).toBe('ab c.pdf');
    expect(attachmentDisposition('invoice\u202Eexe.pdf')).toBe(
      `attachment; filename="invoiceexe.pdf"; filename*=UTF-8''invoiceexe.pdf`,
    );
  });

  it('stores an upload under a name without them', async () => {
    const stored = await storePrivately(upload('cv\u202Efdp.exe.pdf', Buffer.from('%PDF-1.4\n')));
    expect(stored.originalName).toBe('cvfdp.exe.pdf');
    await removeStored(stored.storedName);
  });

  it('refuses a public folder that contains the private one', () => {
    process.env.PUBLIC_DIR = path.join(work, 'data');
    try {
      expect(() => privateUploadsDir()).toThrow(/PUBLIC_DIR/);
    } finally {
      delete process.env.PUBLIC_DIR;
    }
  });
});
