/**
 * What the history needs to know of the page's content type, read from Strapi's models and the Content
 * Manager's stored view at the time of the request (so a label an editor or a later start changed is the one
 * shown): the labels of its fields (for changes.ts), the populate that reads a version whole (every group,
 * item and file), and the data that writes a stored version back.
 */
import type { Core, UID } from '@strapi/strapi';

import { SYSTEM_FIELDS } from '../content-model/system-fields';
import { pluginServiceOf } from '../settings/strapi-services';
import type { FieldLabel, FieldLabels } from './changes';

interface Attribute {
  readonly type: string;
  readonly component?: string;
  readonly repeatable?: boolean;
  readonly multiple?: boolean;
}

interface ViewConfiguration {
  readonly settings?: { readonly mainField?: string };
  readonly metadatas?: Readonly<
    Record<string, { readonly edit?: { readonly label?: string; readonly visible?: boolean } }>
  >;
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<ViewConfiguration>;
}

const attributesOf = (strapi: Core.Strapi, uid: string): Readonly<Record<string, Attribute>> =>
  (strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Readonly<Record<string, Attribute>>;

/** The content fields of a model: what a version holds and a restore writes. */
const contentFields = (strapi: Core.Strapi, uid: string) =>
  // Relations and dynamic zones: the pages have none (their sections are components, decision record 016).
  Object.entries(attributesOf(strapi, uid)).filter(
    ([name, attribute]) =>
      !SYSTEM_FIELDS.has(name) && attribute.type !== 'relation' && attribute.type !== 'dynamiczone',
  );

const capitalised = (name: string) =>
  name.charAt(0).toUpperCase() +
  name
    .slice(1)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** The fields of a content type as its edit view labels them, groups and items included; hidden fields are left out. */
export async function fieldLabels(strapi: Core.Strapi, uid: string): Promise<FieldLabels> {
  const contentTypes = pluginServiceOf<ConfigurationService>(strapi, 'content-manager', 'content-types');
  const components = pluginServiceOf<ConfigurationService>(strapi, 'content-manager', 'components');
  // A component used by several fields is read once per call.
  const componentViews = new Map<string, Promise<ViewConfiguration>>();
  const componentView = (component: string) => {
    const known = componentViews.get(component);
    if (known) return known;
    const reading = components.findConfiguration({ uid: component });
    componentViews.set(component, reading);
    return reading;
  };

  const labelsOf = async (model: string, view: ViewConfiguration): Promise<FieldLabels> => {
    const labels: Record<string, FieldLabel> = {};
    for (const [name, attribute] of contentFields(strapi, model)) {
      const edit = view.metadatas?.[name]?.edit;
      if (edit?.visible === false) continue;
      const label = edit?.label?.trim() || capitalised(name);
      if (attribute.type === 'component' && attribute.component) {
        const itemView = await componentView(attribute.component);
        const mainField = itemView.settings?.mainField;
        labels[name] = {
          kind: 'group',
          label,
          repeatable: attribute.repeatable === true,
          itemName: mainField && mainField !== 'id' ? mainField : undefined,
          fields: await labelsOf(attribute.component, itemView),
        };
      } else if (attribute.type === 'media') {
        labels[name] = { kind: 'media', label, multiple: attribute.multiple === true };
      } else {
        labels[name] = { kind: 'value', label };
      }
    }
    return labels;
  };
  return labelsOf(uid, await contentTypes.findConfiguration({ uid }));
}

export type Populate = { readonly [field: string]: true | { readonly populate: Populate } };

/** Every group, item and file of the model, however deep: a version must hold the page whole to restore it. */
export function wholePopulate(strapi: Core.Strapi, uid: string): Populate {
  const populate: Record<string, true | { populate: Populate }> = {};
  for (const [name, attribute] of contentFields(strapi, uid)) {
    if (attribute.type === 'media') populate[name] = true;
    if (attribute.type === 'component' && attribute.component) {
      const nested = wholePopulate(strapi, attribute.component);
      populate[name] = Object.keys(nested).length > 0 ? { populate: nested } : true;
    }
  }
  return populate;
}

type Stored = Readonly<Record<string, unknown>>;
const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fileId = (value: unknown) => (isStored(value) && typeof value.id === 'number' ? value.id : null);

/**
 * A stored version as document-service data: its groups and items without their row ids (Strapi writes new
 * rows for them, as it does on every save), its files by id; every content field is given, an empty one as
 * null, so the draft becomes the version and keeps nothing of what was there.
 */
export function restorableData(strapi: Core.Strapi, uid: string, stored: Stored): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, attribute] of contentFields(strapi, uid)) {
    const value = stored[name];
    if (attribute.type === 'media') {
      data[name] = attribute.multiple
        ? (Array.isArray(value) ? value : []).map(fileId).filter((id): id is number => id !== null)
        : fileId(value);
    } else if (attribute.type === 'component' && attribute.component) {
      const component = attribute.component;
      data[name] = attribute.repeatable
        ? (Array.isArray(value) ? value : []).filter(isStored).map((item) => restorableData(strapi, component, item))
        : isStored(value)
          ? restorableData(strapi, component, value)
          : null;
    } else {
      data[name] = value ?? null;
    }
  }
  return data;
}
