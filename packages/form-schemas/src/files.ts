import { formatBytes, MAX_UPLOAD_BYTES } from './limits';
import { messages } from './messages';

/**
 * Upload limits shared by the browser (accept, size check before sending) and the content service (which
 * also checks the content itself). SPEC.md §9: pdf for the contact CV.
 */
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

/** The hint under a file field, from its rule: "PDF, up to 5 MB.", "PDF or DOCX, up to 5 MB." */
export function uploadHint(rule: UploadRule): string {
  const kinds = rule.extensions.map((extension) => extension.slice(1).toUpperCase());
  const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0];
  return `${listed}, up to ${formatBytes(rule.maxBytes)}.`;
}
