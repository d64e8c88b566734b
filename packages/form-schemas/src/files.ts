import { formatBytes, MAX_UPLOAD_BYTES } from './limits';
import { messages } from './messages';

/**
 * Upload limits shared by the browser (accept, size check before sending) and the content service (which
 * also checks the content itself). docs/forms.md#validation: pdf for the contact CV.
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

/**
 * The first bytes a file of each allowed extension starts with: a program renamed to `.pdf` is not a PDF. The
 * browser reads them when a file is chosen (issue 33, item 8) and the content service again on arrival, which
 * for a DOCX also looks into the archive (every zip starts like a DOCX).
 */
export const FILE_SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
  '.docx': [0x50, 0x4b, 0x03, 0x04], // "PK\x03\x04", a zip archive
};

/** How many bytes `FILE_SIGNATURES` needs from the start of a file. */
export const SIGNATURE_LENGTH = Math.max(...Object.values(FILE_SIGNATURES).map((bytes) => bytes.length));

/** Whether `head`, a file's first bytes, starts as a file called `name` must; false for an unknown extension. */
export function startsAsItsExtensionSays(name: string, head: Uint8Array): boolean {
  const extension = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
  const signature = FILE_SIGNATURES[extension];
  return signature !== undefined && signature.every((byte, index) => head[index] === byte);
}

/** What `checkChosenFile` reads a file through: a browser's File or Blob. */
export interface ReadableFile {
  readonly name: string;
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * A chosen file's check in the browser (issue 33, item 8): its name and size (`checkUpload`), then its first bytes,
 * with the rule's own message, the one the content service gives for the same file. Returns null when accepted.
 */
export async function checkChosenFile(rule: UploadRule, file: ReadableFile): Promise<string | null> {
  const byName = checkUpload(rule, file);
  if (byName) return byName;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return startsAsItsExtensionSays(file.name, head) ? null : rule.typeMessage;
}
