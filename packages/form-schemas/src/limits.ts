/** Sizes the forms and the content service agree on; messages and hints print them from here. */
export const KB = 1024;
export const MB = 1024 * KB;

/** The largest file a form takes (docs/careers.md#the-application-form: a CV, a resume or a cover letter). */
export const MAX_UPLOAD_BYTES = 5 * MB;

/** "5 MB", "16 KB": a limit as the visitor and the error message read it. */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`;
}
