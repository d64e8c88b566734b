/**
 * zod schemas of the content service's v4 responses, built from the manifest's shapes, so a malformed entry
 * fails validation (and shows the error state) instead of crashing a component.
 */
import { type FieldType, shapes, type ShapeName } from '@auralis/content-manifest';
import { z } from 'zod';

export const mediaAttributesSchema = z.object({
  url: z.string().min(1),
  name: z.string(),
  alternativeText: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});
export type MediaAttributes = z.infer<typeof mediaAttributesSchema>;

const mediaItem = z.object({ id: z.number(), attributes: mediaAttributesSchema });
const singleMedia = z.object({ data: mediaItem.nullable() });
const multipleMedia = z.object({ data: z.array(mediaItem).nullable() });

function fieldSchema(type: FieldType, required: boolean) {
  switch (type) {
    case 'string':
    case 'text':
    case 'richtext':
      return required ? z.string().min(1) : z.string().nullable().optional();
    case 'media':
      return singleMedia.optional();
    case 'media-multiple':
      return multipleMedia.optional();
  }
}

type Fields<S extends ShapeName> = (typeof shapes)[S]['fields'];
type FieldValue<F> = F extends { type: 'media' }
  ? z.infer<typeof singleMedia> | undefined
  : F extends { type: 'media-multiple' }
    ? z.infer<typeof multipleMedia> | undefined
    : F extends { required: true }
      ? string
      : string | null | undefined;

/** The attributes of an entry of shape S. */
export type ContentAttributes<S extends ShapeName> = { [K in keyof Fields<S>]: FieldValue<Fields<S>[K]> };
export interface ContentItem<S extends ShapeName> {
  readonly id: number;
  readonly attributes: ContentAttributes<S>;
}

const itemSchemas = new Map<ShapeName, z.ZodType>();

export function itemSchema(shape: ShapeName): z.ZodType {
  let schema = itemSchemas.get(shape);
  if (!schema) {
    const fields: Record<string, { type: FieldType; required?: boolean }> = shapes[shape].fields;
    schema = z.object({
      id: z.number(),
      attributes: z.object(
        Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [name, fieldSchema(field.type, field.required === true)]),
        ),
      ),
    });
    itemSchemas.set(shape, schema);
  }
  return schema;
}

export function listResponseSchema(shape: ShapeName) {
  return z.object({ data: z.array(itemSchema(shape)) });
}

export function singleResponseSchema(shape: ShapeName) {
  return z.object({ data: itemSchema(shape) });
}
