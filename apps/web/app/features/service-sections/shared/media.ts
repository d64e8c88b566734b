import type { MediaAttributes } from '~/content/content-types';

export interface MediaField {
  readonly data?: { readonly attributes: MediaAttributes } | null;
}
interface MediaListField {
  readonly data?: readonly { readonly id: number; readonly attributes: MediaAttributes }[] | null;
}

export const mediaOf = (field: MediaField | undefined): MediaAttributes | undefined => field?.data?.attributes;

export const mediaListOf = (field: MediaListField | undefined) => field?.data ?? [];

/** The alt text of a logo: the editor's, else the file's name without its extension. */
export function logoAlt(media: MediaAttributes): string {
  return media.alternativeText?.trim() || media.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
}
