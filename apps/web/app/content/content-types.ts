/**
 * The types of the content a page's loader sends, derived from the manifest's shapes (content/
 * page-content.server.ts builds the values from exactly these shapes on the server; nothing validates them
 * again in the browser).
 */
import type { shapes, ShapeName, ShapeValue } from '@auralis/content-manifest';

/** A media file as the page needs it: where it is, its name and alternative text, and its size if known. */
export interface MediaAttributes {
  readonly url: string;
  readonly name: string;
  readonly alternativeText?: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
}

interface MediaItem {
  readonly id: number;
  readonly attributes: MediaAttributes;
}

type Fields<S extends ShapeName> = (typeof shapes)[S]['fields'];
type FieldValue<F> = F extends { type: 'items'; of: infer Of extends ShapeName }
  ? readonly ShapeValue<Of>[]
  : F extends { type: 'media' }
    ? { readonly data: MediaItem | null } | undefined
    : F extends { type: 'media-multiple' }
      ? { readonly data: readonly MediaItem[] | null } | undefined
      : F extends { required: true }
        ? string
        : string | null | undefined;

/** The attributes of an entry of shape S; a `richtext` field holds sanitized HTML. */
export type ContentAttributes<S extends ShapeName> = { readonly [K in keyof Fields<S>]: FieldValue<Fields<S>[K]> };

export interface ContentItem<S extends ShapeName> {
  readonly id: number;
  readonly attributes: ContentAttributes<S>;
}
