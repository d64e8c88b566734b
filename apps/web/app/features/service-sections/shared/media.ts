import type { EntryPicture } from '@auralis/content-manifest';

/** The alt text of a logo: the editor's, else the file's name without its extension. */
export function logoAlt(picture: EntryPicture): string {
  return picture.alternativeText.trim() || picture.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
}
