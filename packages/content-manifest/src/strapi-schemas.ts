/**
 * Strapi content-type schemas generated from the manifest: one collection type per shape, whose entries name
 * their endpoint (an enumeration of the manifest's endpoint names for that shape), their number (for
 * numbered endpoints) and their position in the list.
 */
import { endpoints } from './endpoints';
import { type FieldDefinition, type ShapeName, shapes } from './shapes';

export const GENERATED_HEADER =
  'Generated from packages/content-manifest by `npm run generate`. Do not edit by hand: a test fails when this file is stale.';

type StrapiAttribute = Record<string, unknown>;

function attribute(field: FieldDefinition): StrapiAttribute {
  const required = field.required ? { required: true } : {};
  switch (field.type) {
    case 'string':
      return { type: 'string', ...required };
    case 'text':
      return { type: 'text', ...required };
    case 'richtext':
      return { type: 'richtext', ...required };
    case 'media':
      return { type: 'media', multiple: false, allowedTypes: ['images'], ...required };
    case 'media-multiple':
      return { type: 'media', multiple: true, allowedTypes: ['images'], ...required };
  }
}

export interface GeneratedSchema {
  /** Path relative to apps/cms. */
  readonly file: string;
  readonly uid: string;
  readonly json: Record<string, unknown>;
}

export function endpointNamesOf(shape: ShapeName): string[] {
  return endpoints
    .filter((endpoint) => endpoint.shape === shape)
    .map((endpoint) => endpoint.name)
    .sort();
}

export function contentTypeUid(shape: ShapeName): string {
  const { singularName } = shapes[shape];
  return `api::${singularName}.${singularName}`;
}

export function strapiSchemas(): GeneratedSchema[] {
  return (Object.keys(shapes) as ShapeName[]).map((shape) => {
    const definition = shapes[shape];
    const json = {
      $comment: GENERATED_HEADER,
      kind: 'collectionType',
      collectionName: definition.pluralName.replace(/-/g, '_'),
      info: {
        singularName: definition.singularName,
        pluralName: definition.pluralName,
        displayName: definition.displayName,
        description: definition.description,
      },
      options: { draftAndPublish: true },
      pluginOptions: {},
      // The shape's own fields first: the admin's list view shows the first attributes, and editors look
      // for an entry by its title or question before its endpoint.
      attributes: {
        ...Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, attribute(field)])),
        endpoint: { type: 'enumeration', enum: endpointNamesOf(shape), required: true },
        number: { type: 'integer', min: 1 },
        position: { type: 'integer', required: true, default: 1, min: 1 },
      },
    };
    return {
      file: `src/api/${definition.singularName}/content-types/${definition.singularName}/schema.json`,
      uid: contentTypeUid(shape),
      json,
    };
  });
}

export function serializeSchema(schema: GeneratedSchema): string {
  return `${JSON.stringify(schema.json, null, 2)}\n`;
}
