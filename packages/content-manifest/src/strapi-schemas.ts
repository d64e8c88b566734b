/**
 * Strapi schemas generated from the manifest (content-model.ts): one component per shape, the collection of
 * pages with one field per section, and the shared blocks as single types. `npm run generate` writes them.
 */
import { type ListedPageKind, listedPageKinds } from '@auralis/site-map';

import {
  componentUid,
  COMPONENT_CATEGORY,
  contentPages,
  listedPageEntryFields,
  listingFields,
  type ModelField,
  PAGE_UID,
  pageEntryFields,
  type PageEntryFieldName,
  pageFields,
  type PageFieldName,
  sharedTypes,
  sharedTypeUid,
  type SharedTypeName,
} from './content-model';
import { type FieldDefinition, itemShapeOf, type ShapeName, shapes } from './shapes';

export const GENERATED_HEADER =
  'Generated from packages/content-manifest by `npm run generate`. Do not edit by hand: a test fails when this file is stale.';

/**
 * The field that gives every item a stable id (docs/decisions/012): filled by the content service when an item
 * is added, copied with the item on save and publish, never edited. It is a visible attribute, because the
 * admin loads and sends back only visible ones, and hidden from the edit view by the view's configuration
 * (src/bootstrap/admin-layout.ts).
 */
export const ITEM_ID_FIELD = 'itemId';

/** A shared single type's name for the admin's lists (see `sharedSchema`). */
export const SHARED_TITLE_FIELD = 'title';

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
    case 'items':
      return { type: 'component', component: componentUid(itemShapeOf(field)), repeatable: true, ...required };
  }
}

export interface GeneratedSchema {
  /** Path relative to apps/cms. */
  readonly file: string;
  readonly uid: string;
  readonly json: Record<string, unknown>;
}

/** Where a field shows in the admin: on these pages, and on every story or industry page of these kinds. */
interface Visibility {
  readonly paths: readonly string[];
  readonly kinds: readonly ListedPageKind[];
}

/**
 * The admin's visibility condition (JSON Logic over the entry's form): the path is one of the pages', or starts
 * with a listed kind's prefix (`in` with two strings is "contains"; a listed page's path is its prefix and a slug).
 */
function visibleWhen({ paths, kinds }: Visibility): Record<string, unknown> {
  const conditions = [
    ...(paths.length > 0 ? [{ in: [{ var: 'path' }, [...paths]] }] : []),
    ...kinds.map((kind) => ({ in: [listedPageKinds[kind].prefix, { var: 'path' }] })),
  ];
  return conditions.length === 1 ? (conditions[0] ?? {}) : { or: conditions };
}

function componentAttribute(
  field: ModelField,
  visibleOn?: Visibility,
  { required = false }: { readonly required?: boolean } = {},
): StrapiAttribute {
  return {
    type: 'component',
    component: componentUid(field.shape),
    repeatable: field.repeatable,
    ...(required ? { required: true } : {}),
    // Shown only on the pages whose endpoints read this section, so an editor sees the page's own sections.
    ...(visibleOn ? { conditions: { visible: visibleWhen(visibleOn) } } : {}),
  };
}

/** The kinds of listed page that have an entry field (a story has the story's sections, every one the hero). */
function kindsWith(field: PageEntryFieldName): ListedPageKind[] {
  return (Object.keys(listedPageEntryFields) as ListedPageKind[]).filter(
    (kind) =>
      field === 'search' || field === 'hero' || (listedPageEntryFields[kind] as readonly string[]).includes(field),
  );
}

function componentSchema(shape: ShapeName): GeneratedSchema {
  const definition = shapes[shape];
  return {
    file: `src/components/${COMPONENT_CATEGORY}/${definition.singularName}.json`,
    uid: componentUid(shape),
    json: {
      $comment: GENERATED_HEADER,
      collectionName: `components_${COMPONENT_CATEGORY}_${definition.singularName.replace(/-/g, '_')}`,
      info: { displayName: definition.displayName, description: definition.description },
      options: {},
      attributes: {
        ...Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, attribute(field)])),
        [ITEM_ID_FIELD]: { type: 'integer', min: 1 },
      },
    },
  };
}

function pageSchema(): GeneratedSchema {
  const pages = contentPages();
  const pagesWith = (field: PageFieldName) => pages.filter((page) => page.fields.includes(field)).map((p) => p.path);
  return {
    file: 'src/api/page/content-types/page/schema.json',
    uid: PAGE_UID,
    json: {
      $comment: GENERATED_HEADER,
      kind: 'collectionType',
      collectionName: 'pages',
      info: {
        singularName: 'page',
        pluralName: 'pages',
        // The other collections' names start with their group (Forms ·, Careers ·, System ·, Shared ·): the admin
        // sorts its menu by name, so each group sits together and the pages come first among the site's content.
        displayName: 'Pages',
        description: 'The pages of the site: each with its search data, its hero and its sections in page order.',
      },
      options: { draftAndPublish: true },
      pluginOptions: {},
      attributes: {
        title: { type: 'string', required: true },
        path: { type: 'string', required: true, unique: true },
        // How a story or an industry page is listed (issue 34); checked on save (src/listed-pages).
        ...Object.fromEntries(
          Object.entries(listingFields).map(([field, { kinds }]) => [
            field,
            {
              type: field === 'listOrder' ? 'integer' : 'string',
              conditions: { visible: visibleWhen({ paths: [], kinds }) },
            },
          ]),
        ),
        // Every page has search data (the server renders it into the page's <head>); the other entry fields show
        // on the pages that have them.
        ...Object.fromEntries(
          (Object.keys(pageEntryFields) as PageEntryFieldName[]).map((field) => {
            const having = pages.filter((page) => page.entryFields.includes(field)).map((page) => page.path);
            return [
              field,
              having.length === pages.length
                ? componentAttribute(pageEntryFields[field], undefined, { required: true })
                : componentAttribute(pageEntryFields[field], { paths: having, kinds: kindsWith(field) }),
            ];
          }),
        ),
        ...Object.fromEntries(
          (Object.keys(pageFields) as PageFieldName[]).map((field) => [
            field,
            componentAttribute(pageFields[field], { paths: pagesWith(field), kinds: [] }),
          ]),
        ),
      },
    },
  };
}

function sharedSchema(name: SharedTypeName): GeneratedSchema {
  const definition = sharedTypes[name];
  return {
    file: `src/api/${definition.singularName}/content-types/${definition.singularName}/schema.json`,
    uid: sharedTypeUid(name),
    json: {
      $comment: GENERATED_HEADER,
      kind: 'singleType',
      // Prefixed: `performance_metrics` was the table of the per-shape collection this model replaced, and a
      // migrated database must not hand its rows to the new single type.
      collectionName: `shared_${definition.singularName.replace(/-/g, '_')}`,
      info: {
        singularName: definition.singularName,
        pluralName: definition.pluralName,
        displayName: definition.displayName,
        description: definition.description,
      },
      options: { draftAndPublish: true },
      pluginOptions: {},
      attributes: {
        // The entry's name where the admin lists entries (its home page's last edited and published entries):
        // a single type holds only components, and the Content Manager names an entry by a sortable field.
        // Filled with the type's display name at start-up, and out of the edit view.
        [SHARED_TITLE_FIELD]: { type: 'string' },
        ...Object.fromEntries(
          Object.entries(definition.fields).map(([field, model]: [string, ModelField]) => [
            field,
            componentAttribute(model),
          ]),
        ),
      },
    },
  };
}

export function strapiSchemas(): GeneratedSchema[] {
  return [
    ...(Object.keys(shapes) as ShapeName[]).map(componentSchema),
    pageSchema(),
    ...(Object.keys(sharedTypes) as SharedTypeName[]).map(sharedSchema),
  ];
}

export function serializeSchema(schema: GeneratedSchema): string {
  return `${JSON.stringify(schema.json, null, 2)}\n`;
}
