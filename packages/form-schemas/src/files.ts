import { messages } from './messages';

/**
 * Upload limits shared by the browser (accept, size check before sending) and the content service (which
 * also checks the content itself). SPEC.md §9: pdf for the contact CV.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadRule {
  readonly extensions: readonly string[];
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
  readonly typeMessage: string;
  readonly sizeMessage: string;
}

export const contactCvUpload: UploadRule = {
  extensions: ['.pdf'],
  mimeTypes: ['application/pdf'],
  maxBytes: MAX_UPLOAD_BYTES,
  typeMessage: messages.cvPdfOnly,
  sizeMessage: messages.fileTooLarge,
};

/** The `accept` attribute of a file input for a rule. */
export function acceptAttribute(rule: UploadRule): string {
  return [...rule.extensions, ...rule.mimeTypes].join(',');
}

/** Checks a file's name and size (the server checks its bytes as well); returns the message or null. */
export function checkUpload(rule: UploadRule, file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}
