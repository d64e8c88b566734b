/**
 * The admin opens ready to work (issue 12 item 4): every start writes the Content Manager's view of the
 * pages, the shared blocks and the section components from the manifest (content-model.ts, shapes.ts).
 *
 * - Pages list: title, path, last update (the admin adds the draft/published status), sorted by path.
 * - Edit view: title and path on top, then how a story or an industry page is listed (its name in lists, order
 *   and industry), the search data, the hero and one field per section in page order, each with the hint that
 *   says where it shows on the site. The path is typed for a new story or industry page and may change its slug
 *   later; the route table's pages keep theirs (src/listed-pages/page-rules.ts refuses a change).
 * - Section items are named by their heading or question in lists, so a FAQ reads as its question.
 *
 * Only these settings are written; a list's page size or other view choices an editor made are kept.
 */
import {
  componentUid,
  ITEM_ID_FIELD,
  type ModelField,
  PAGE_UID,
  listingFields,
  pageEntryFields,
  type PageEntryFieldName,
  pageFields,
  type PageFieldName,
  shapes,
  type ShapeName,
  SHARED_TITLE_FIELD,
  sharedTypes,
  sharedTypeUid,
  type SharedTypeName,
} from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';
import { pluginServiceOf } from '../settings/strapi-services';

interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}

export interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] } & Record<string, unknown>;
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<Configuration & { uid: string }>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
}

/** What a view sets; the rest of the stored configuration is kept (also used by submission-views.ts). */
export interface Wanted {
  readonly settings?: Record<string, unknown>;
  readonly metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  readonly list?: readonly string[];
  readonly edit?: readonly (readonly string[])[];
  /** Fields taken out of the edit view's rows. */
  readonly hide?: readonly string[];
  /**
   * Widths that win over the stored ones: a long text the Content Manager would put at half width by default.
   * Other fields keep the width stored (an editor's choice), else share their row evenly.
   */
  readonly sizes?: Readonly<Record<string, number>>;
}

const fieldMetadata = (field: ModelField) => ({ edit: { label: field.label, description: field.description } });

function pageView(): Wanted {
  const sections = Object.keys(pageFields) as PageFieldName[];
  // Search data first (every page has it), then the hero, then the sections in page order.
  const entryFields = Object.keys(pageEntryFields) as PageEntryFieldName[];
  return {
    // 20 rows a page: the admin draws each row with its own document hooks, and the whole list of 88 pages took it
    // 8 s to show after login on a 2-core machine; the team finds a page by the list's search.
    settings: { mainField: 'title', defaultSortBy: 'path', defaultSortOrder: 'ASC', pageSize: 20 },
    metadatas: {
      title: {
        edit: { label: 'Title', description: 'What the marketing team calls the page. It is not shown on the site.' },
        list: { label: 'Title' },
      },
      path: {
        edit: {
          label: 'Path',
          description:
            "The page's address on the site. A new client story is /portfolio/{slug}, a new industry page /industries/{slug}; renaming a story's or industry page's slug redirects its old address. Other pages keep theirs.",
          editable: true,
        },
        list: { label: 'Path' },
      },
      ...Object.fromEntries(
        Object.entries(listingFields).map(([name, { label, description }]) => [name, { edit: { label, description } }]),
      ),
      updatedAt: { list: { label: 'Updated' } },
      ...Object.fromEntries(entryFields.map((name) => [name, fieldMetadata(pageEntryFields[name])])),
      ...Object.fromEntries(sections.map((name) => [name, fieldMetadata(pageFields[name])])),
    },
    list: ['title', 'path', 'updatedAt'],
    edit: [
      ['title', 'path'],
      Object.keys(listingFields),
      ...entryFields.map((name) => [name]),
      ...sections.map((name) => [name]),
    ],
  };
}

function sharedView(name: SharedTypeName): Wanted {
  const fields: Record<string, ModelField> = sharedTypes[name].fields;
  return {
    // Named in the admin's lists by its display name (shared-entry-names.ts), not by its document id.
    settings: { mainField: SHARED_TITLE_FIELD },
    metadatas: {
      ...Object.fromEntries(Object.entries(fields).map(([field, model]) => [field, fieldMetadata(model)])),
      [SHARED_TITLE_FIELD]: { edit: { visible: false, editable: false } },
    },
    edit: Object.keys(fields).map((field) => [field]),
    hide: [SHARED_TITLE_FIELD],
  };
}

/** A section item's fields with their labels and hints; its stable id stays in the form but out of sight. */
function componentView(shape: ShapeName): Wanted {
  const definition = shapes[shape];
  const fields: Record<string, { label?: string; description: string }> = definition.fields;
  const labelOf = (field: string, label?: string) => label ?? `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return {
    settings: { mainField: definition.mainField },
    metadatas: {
      ...Object.fromEntries(
        Object.entries(fields).map(([field, { label, description }]) => [
          field,
          { edit: { label: labelOf(field, label), description } },
        ]),
      ),
      [ITEM_ID_FIELD]: { edit: { visible: false, editable: false } },
    },
    hide: [ITEM_ID_FIELD],
  };
}

export function merge(current: Configuration, wanted: Wanted): Configuration {
  const metadatas = { ...current.metadatas };
  for (const [field, meta] of Object.entries(wanted.metadatas)) {
    const existing = metadatas[field] ?? { edit: {}, list: {} };
    metadatas[field] = { edit: { ...existing.edit, ...meta.edit }, list: { ...existing.list, ...meta.list } };
  }
  const size = (name: string, row: readonly string[]) =>
    wanted.sizes?.[name] ??
    current.layouts.edit.flat().find((entry) => entry.name === name)?.size ??
    Math.floor(12 / row.length);
  return {
    settings: { ...current.settings, ...wanted.settings },
    metadatas,
    layouts: {
      ...current.layouts,
      list: wanted.list ? [...wanted.list] : current.layouts.list,
      edit: (wanted.edit
        ? wanted.edit.map((row) => row.map((name) => ({ name, size: size(name, row) })))
        : current.layouts.edit
      )
        .map((row) => row.filter((entry) => !wanted.hide?.includes(entry.name)))
        .filter((row) => row.length > 0),
    },
  };
}

async function apply(service: ConfigurationService, uid: string, wanted: Wanted): Promise<void> {
  const current = await service.findConfiguration({ uid });
  await service.updateConfiguration({ uid }, merge(current, wanted));
}

/** Writes one content type's view, merged into the stored configuration. */
export async function configureContentTypeView(strapi: Core.Strapi, uid: string, wanted: Wanted): Promise<void> {
  const contentTypes = pluginServiceOf<ConfigurationService>(strapi, 'content-manager', 'content-types');
  await apply(contentTypes, uid, wanted);
}

export async function configureAdminViews(strapi: Core.Strapi): Promise<void> {
  const contentTypes = pluginServiceOf<ConfigurationService>(strapi, 'content-manager', 'content-types');
  const components = pluginServiceOf<ConfigurationService>(strapi, 'content-manager', 'components');
  await apply(contentTypes, PAGE_UID, pageView());
  for (const name of Object.keys(sharedTypes) as SharedTypeName[])
    await apply(contentTypes, sharedTypeUid(name), sharedView(name));
  for (const shape of Object.keys(shapes) as ShapeName[])
    await apply(components, componentUid(shape), componentView(shape));
}
