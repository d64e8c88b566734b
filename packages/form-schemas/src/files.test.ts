import { describe, expect, it } from 'vitest';

import { acceptAttribute, checkUpload, contactCvUpload, uploadHint } from './files';
import { jobApplicationUpload } from './job-application';
import { formatBytes, MAX_UPLOAD_BYTES, MB } from './limits';
import { messages } from './messages';

describe('contact CV upload (SPEC.md §5, §9: pdf only)', () => {
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
