import { describe, expect, it } from 'vitest';

import { acceptAttribute, checkChosenFile, checkUpload, contactCvUpload, uploadHint } from './files';
import { jobApplicationUpload } from './job-application';
import { formatBytes, MAX_UPLOAD_BYTES, MB } from './limits';
import { messages } from './messages';

describe('contact CV upload (docs/forms.md#validation: pdf only)', () => {
  it('accepts pdf by extension and type', () => {
    expect(acceptAttribute(contactCvUpload)).toBe('.pdf,application/pdf');
  });

  it('passes a pdf within the size limit, whatever the case of its extension', () => {
    expect(checkUpload(contactCvUpload, { name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(checkUpload(contactCvUpload, { name: 'CV.PDF', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it.each(['cv.docx', 'cv.pdf.exe', 'cv', 'pdf'])('refuses %s with "Only pdf is allowed"', (name) => {
    expect(checkUpload(contactCvUpload, { name, size: 10 })).toBe('Only pdf is allowed');
  });

  it('refuses a file over 5 MB', () => {
    expect(checkUpload(contactCvUpload, { name: 'cv.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'The file must be 5 MB or smaller',
    );
  });
});

describe('upload hints and messages print the limit they state', () => {
  it('names the kinds and the size of each rule', () => {
    expect(uploadHint(contactCvUpload)).toBe('PDF, up to 5 MB.');
    expect(uploadHint(jobApplicationUpload)).toBe('PDF or DOCX, up to 5 MB.');
    expect(uploadHint({ ...contactCvUpload, maxBytes: 2 * MB })).toBe('PDF, up to 2 MB.');
    expect(messages.fileTooLarge).toBe(`The file must be ${formatBytes(MAX_UPLOAD_BYTES)} or smaller`);
  });
});

describe('a chosen file is checked by its first bytes too (issue 33, item 8)', () => {
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]); // "MZ": a Windows program
  const pdf = new Uint8Array(new TextEncoder().encode('%PDF-1.7\n'));
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);

  it('refuses a program renamed to .pdf with the rule’s own message, the one the server gives', async () => {
    expect(await checkChosenFile(contactCvUpload, file(exe, 'resume.pdf'))).toBe('Only pdf is allowed');
    expect(await checkChosenFile(jobApplicationUpload, file(exe, 'resume.pdf'))).toBe('Only pdf and docx are allowed');
    expect(await checkChosenFile(jobApplicationUpload, file(exe, 'resume.docx'))).toBe('Only pdf and docx are allowed');
  });

  it('refuses an empty file and a PDF called .docx', async () => {
    expect(await checkChosenFile(contactCvUpload, file(new Uint8Array(), 'cv.pdf'))).toBe('Only pdf is allowed');
    expect(await checkChosenFile(jobApplicationUpload, file(pdf, 'cv.docx'))).toBe('Only pdf and docx are allowed');
  });

  it('accepts a PDF and a DOCX (a zip) that start as they should', async () => {
    expect(await checkChosenFile(contactCvUpload, file(pdf, 'CV.PDF'))).toBeNull();
    expect(await checkChosenFile(jobApplicationUpload, file(pdf, 'resume.pdf'))).toBeNull();
    expect(await checkChosenFile(jobApplicationUpload, file(zip, 'resume.docx'))).toBeNull();
  });

  it('checks the name and size first, without reading the file', async () => {
    expect(await checkChosenFile(contactCvUpload, file(pdf, 'cv.exe'))).toBe('Only pdf is allowed');
  });
});
