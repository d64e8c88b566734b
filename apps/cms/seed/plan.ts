/**
 * The seed plan: every entry the REST endpoints read when the content service starts, one per item of an
 * endpoint, read from the data files (issue 36): a page's sections from its file under seed/pages, a shared
 * block's from seed/shared (seed/page-files.ts reads and checks both). The files hold the copy; this module adds
 * only what is not copy: which endpoint each field answers (the content model's `contentSources`), the item's
 * place in its list, and the pictures the seed draws. A test proves no endpoint is left empty.
 */
import {
  contentPages,
  contentSources,
  type EndpointDefinition,
  endpoints,
  endpointsByName,
  type FieldDefinition,
  type Section,
  type ShapeName,
  shapes,
  sharedTypes,
  type SharedTypeName,
} from '@auralis/content-manifest';

import { glyphNames, icon, illustration, industryBadge, logo, type SvgImage } from './images';
import { industryName } from './industries';
import {
  type PageFileComponent,
  type PictureName,
  readPageSections,
  readSharedFile,
  type SectionValue,
} from './page-files';

export type FieldValue = string | number | null;

export interface PlannedEntry {
  readonly shape: ShapeName;
  readonly endpoint: string;
  readonly number?: number;
  readonly position: number;
  readonly fields: Readonly<Record<string, FieldValue>>;
  readonly media: Readonly<Record<string, SvgImage | readonly SvgImage[]>>;
}

const glyph = (index: number) => glyphNames[index % glyphNames.length] ?? 'check';

/** Where an item sits: its page's slug (the last segment of its path), its endpoint and its place in the list. */
interface ItemPlace {
  readonly slug: string;
  readonly endpoint: string;
  readonly index: number;
}

const textOf = (value: PageFileComponent[string] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * The decorative pictures the seed draws for an item, by section: an illustration for a banner, an overview or
 * an area block, a glyph for the items of a list (their icons start at an offset per section, so neighbouring
 * sections differ). The same page always gets the same drawing, so these are no copy of the files.
 */
const drawnPictures: Partial<Record<Section, (item: PageFileComponent, at: ItemPlace) => Record<string, SvgImage>>> = {
  banner: (item, at) => ({ image: illustration(`banner-${at.slug}`, textOf(item.title)) }),
  overview: (item, at) => ({ image: illustration(`overview-${at.slug}`, textOf(item.heading)) }),
  services: (_item, at) => ({ image: icon(glyph(at.index)) }),
  benefits: (_item, at) => ({ icon: icon(glyph(at.index + 3)) }),
  'why-choose-us': (_item, at) => ({ icon: icon(glyph(at.index + 6)) }),
  'area-list': (item, at) => ({ image: illustration(`${at.endpoint}-${at.index + 1}`, textOf(item.title)) }),
  'qa-overview': (item) => ({ image: illustration('qa-overview', textOf(item.title)) }),
  'qa-stands': (_item, at) => ({ icon: icon(glyph(at.index)) }),
  'qa-we-serve': (_item, at) => ({ icon: icon(glyph(at.index + 4)) }),
  'other-services': (_item, at) => ({ icon: icon(glyph(at.index)) }),
};

/** A logo a file names: a technology's (simple-icons) or an industry's badge, titled with its page's name. */
function picture(name: PictureName): SvgImage {
  const [kind, slug = ''] = name.split(':');
  return kind === 'industry' ? industryBadge(slug, industryName(slug)) : logo(slug);
}

/** One planned entry per item of a field's value, with its text fields, the logos it names and the drawn pictures. */
function fieldEntries(value: SectionValue, target: EndpointTarget, slug: string): PlannedEntry[] {
  const { endpoint, number } = target;
  const shapeFields: Readonly<Record<string, FieldDefinition>> = shapes[endpoint.shape].fields;
  const items: readonly PageFileComponent[] = Array.isArray(value) ? value : [value as PageFileComponent];
  return items.map((item, index) => {
    const fields: Record<string, FieldValue> = {};
    const media: Record<string, SvgImage | readonly SvgImage[]> = {};
    for (const [name, fieldValue] of Object.entries(item)) {
      if (shapeFields[name]?.type === 'media-multiple')
        media[name] = (fieldValue as readonly PictureName[]).map((pictureName) => picture(pictureName));
      else fields[name] = fieldValue as FieldValue;
    }
    const drawn = drawnPictures[endpoint.section]?.(item, { slug, endpoint: endpoint.name, index }) ?? {};
    return {
      shape: endpoint.shape,
      endpoint: endpoint.name,
      position: index + 1,
      fields,
      media: { ...drawn, ...media },
      ...(number === undefined ? {} : { number }),
    };
  });
}

interface EndpointTarget {
  readonly endpoint: EndpointDefinition;
  readonly number?: number;
}

/**
 * The endpoint (and number) that answers with a field: of a page, `page <path> <field>`, of a shared block,
 * `shared <type> <field>`. Every field has exactly one; the content model decides which (content-model.ts).
 */
function endpointTargets(): ReadonlyMap<string, EndpointTarget> {
  const targets = new Map<string, EndpointTarget>();
  for (const { endpoint, number, source } of contentSources()) {
    const key =
      source.kind === 'page' ? `page ${source.path} ${source.field}` : `shared ${source.type} ${source.field}`;
    if (targets.has(key)) throw new Error(`two endpoints answer with ${key}`);
    targets.set(key, number === undefined ? { endpoint } : { endpoint, number });
  }
  return targets;
}

function targetOf(targets: ReadonlyMap<string, EndpointTarget>, key: string): EndpointTarget {
  const target = targets.get(key);
  if (!target || !endpointsByName.has(target.endpoint.name)) throw new Error(`no endpoint answers with ${key}`);
  return target;
}

/** Read once per process, like the listed pages (page-files.ts): the seed, its tests and its command ask often. */
let planned: readonly PlannedEntry[] | undefined;

/** Every entry the endpoints read: the pages' sections, page by page, then the shared blocks'. */
export function seedPlan(): PlannedEntry[] {
  planned ??= readSeedPlan();
  return [...planned];
}

function readSeedPlan(): PlannedEntry[] {
  const targets = endpointTargets();
  const pageEntries = contentPages().flatMap((page) => {
    const slug = page.path.slice(page.path.lastIndexOf('/') + 1);
    // In the file's order: a page's entries keep the order its document and fingerprint were seeded with.
    return Object.entries(readPageSections(page)).flatMap(([field, value]) =>
      fieldEntries(value, targetOf(targets, `page ${page.path} ${field}`), slug),
    );
  });
  const sharedEntries = (Object.keys(sharedTypes) as SharedTypeName[]).flatMap((type) =>
    Object.entries(readSharedFile(type)).flatMap(([field, value]) =>
      fieldEntries(value, targetOf(targets, `shared ${type} ${field}`), type),
    ),
  );
  return [...pageEntries, ...sharedEntries];
}

/** Endpoint paths (with numbers) that the plan leaves without an entry: must be empty. */
export function uncoveredEndpoints(plan: readonly PlannedEntry[]): string[] {
  const covered = new Set(plan.map((planned) => `${planned.endpoint}/${planned.number ?? ''}`));
  return endpoints.flatMap((endpoint) =>
    (endpoint.numbers ?? [undefined]).map((n) => `${endpoint.name}/${n ?? ''}`).filter((key) => !covered.has(key)),
  );
}
