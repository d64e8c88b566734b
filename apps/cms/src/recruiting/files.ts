/**
 * The application's files (docs/careers.md#the-application-form, issue 8): the resume is required, the cover letter optional; each is
 * one PDF or DOCX of at most 5 MB (the shared rule `jobApplicationUpload`), checked by name and by content (private-files/store.ts: PDF magic bytes,
 * DOCX a zip holding word/document.xml).
 */
import { jobApplicationUpload, messages } from '@auralis/form-schemas';

import { rejectionOf, type UploadedFile } from '../private-files/store';
import { rejectField } from '../submissions/handle';

export type FilePart = UploadedFile | UploadedFile[] | undefined;

/** Throws SubmissionRejected naming the part when the file is missing (resume only), doubled or refused. */
export async function checkApplicationFile(field: 'resume' | 'coverLetter', part: FilePart): Promise<void> {
  if (part === undefined) {
    if (field === 'resume') throw rejectField('resume', messages.resumeRequired);
    return;
  }
  if (Array.isArray(part))
    throw rejectField(field, `Attach one ${field === 'resume' ? 'resume' : 'cover letter'} only`);
  const rejection = await rejectionOf(jobApplicationUpload, part);
  if (rejection) throw rejectField(field, rejection);
}
