/**
 * The pages' seed data files (issue 21): one file per page entry, at `seed/pages/<path>.json`
 * (`/digital-marketing-services/b2b-seo-services` is `seed/pages/digital-marketing-services/b2b-seo-services.json`),
 * holding all of the page's seed copy (issue 36): its search data, its hero where the banner is not its hero, its
 * own sections (a policy's legal text, the home page's sections, with their lists of items), and the sections the
 * REST endpoints read (a service page's banner, overview, services, tech stack, benefits, reasons, industries and
 * FAQ; an area page's blocks). A page with prose is Markdown instead, `<path>.md`: its front matter (YAML) holds
 * the fields, and the Markdown under it is the `body` of the page's field that has one (a policy's text).
 * The blocks many pages share have theirs in `seed/shared/<block>.json`, read the same way (`readSharedFile`).
 *
 * - Each file is checked against a schema derived from the content model (`pageEntryFields`, `pageFields` and
 *   their shapes): a missing or an extra field, or an empty required one, fails with the file's name.
 * - Pictures are left out, but for the logos of a logo list, which a file names as `logo:<simple-icons slug>`
 *   or `industry:<industry page slug>` (seed/images.ts draws them); the seed draws a section's decorative
 *   pictures itself (seed/plan.ts).
 * - The company's name and figures are tokens, `{{siteConfig.name}}` or `{{companyFacts.clientCountries}}`,
 *   filled from `packages/site-config` when the file is read, so a company that renames itself or restates its
 *   figures changes that package alone.
 * - The files are read when the seed runs, never by the site's code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  type ContentPage,
  type FieldDefinition,
  itemShapeOf,
  listedContentPage,
  listedPageTitle,
  pageEntryFields,
  type PageEntryFieldName,
  pageFields,
  type PageFieldName,
  type ShapeName,
  shapes,
  sharedTypes,
  type SharedTypeName,
} from '@auralis/content-manifest';
import { companyFacts, siteConfig } from '@auralis/site-config';
import { type ListedPageKind, listedPageKindOf } from '@auralis/site-map';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** A logo a file names: `logo:<simple-icons slug>` or `industry:<industry page slug>` (seed/images.ts). */
export type PictureName = `${'logo' | 'industry'}:${string}`;

/**
 * One page entry field's values, tokens filled: text, a list of items (a section's cards, stages, offices), or
 * the logos of a logo list.
 */
export type PageFileComponent = {
  readonly [field: string]: string | null | readonly PageFileComponent[] | readonly PictureName[];
};

type ShapeFields<S extends ShapeName> = (typeof shapes)[S]['fields'];
/** A component of shape S as a page file holds it: text or null, and lists of items. */
export type SeededValue<S extends ShapeName> = {
  readonly [K in keyof ShapeFields<S> as ShapeFields<S>[K] extends { type: 'media' }
    ? never
    : K]: ShapeFields<S>[K] extends {
    type: 'items';
    of: infer Of extends ShapeName;
  }
    ? readonly SeededValue<Of>[]
    : ShapeFields<S>[K] extends { type: 'media-multiple' }
      ? readonly PictureName[] | undefined
      : string | null;
};
export type PageFileFields = {
  readonly [F in PageEntryFieldName]?: SeededValue<(typeof pageEntryFields)[F]['shape']>;
};

/**
 * The folder of the page files. The seed runs from the sources (tests) and from the build (`dist/seed`), and
 * the JSON files are not part of the build, so it is found by walking up to the app's `seed/pages`.
 */
export function pageFilesDir(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'seed', 'pages');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no seed/pages folder above ${from}`);
  }
}

/**
 * The file of the page at a path, relative to the folder and without `.json`: the path itself (`/` is `home`),
 * with the company's slug written `company` (`/about/about-auralis/leadership` is `about/about-company/leadership`),
 * so the files need no renaming when the company changes its name in packages/site-config.
 */
export function pageFileKey(pagePath: string): string {
  const key = pagePath === '/' ? 'home' : pagePath.slice(1);
  return key
    .split('/')
    .map((segment) => segment.replace(new RegExp(`(^|-)${siteConfig.slug}($|-)`, 'g'), '$1company$2'))
    .join('/');
}

/** The page's file: its Markdown file when there is one, else its JSON file. */
export function pageFileOf(pagePath: string, dir = pageFilesDir()): string {
  const base = path.join(dir, ...pageFileKey(pagePath).split('/'));
  return existsSync(`${base}.md`) ? `${base}.md` : `${base}.json`;
}

export type SeededListedPage = ContentPage & { readonly kind: ListedPageKind; readonly listing: PageFileListing };

/** Read once per folder: the seed, its tests and its command ask for them several times. */
const seededListedPagesByDir = new Map<string, readonly SeededListedPage[]>();

/**
 * The stories and industry pages the seed creates (issue 34): one per file under `portfolio/` and `industries/`,
 * as page entries of their kind, titled by their listing's name. Which there are is the seed's data, not code.
 */
export function seededListedPages(dir = pageFilesDir()): readonly SeededListedPage[] {
  const known = seededListedPagesByDir.get(dir);
  if (known) return known;
  const found = pageFileKeys(dir).flatMap((key) => {
    const pagePath = `/${key}`;
    if (!listedPageKindOf(pagePath)) return [];
    const page = listedContentPage(pagePath, '');
    const listing = readPageListing(page, dir);
    if (!listing) throw new Error(`${key}: a listed page's file has a "listing"`);
    return [{ ...page, title: listedPageTitle(pagePath, listing.name), listing }];
  });
  seededListedPagesByDir.set(dir, found);
  return found;
}

/** Every page file under the folder, as its key (`pageFileKey`). */
export function pageFileKeys(dir = pageFilesDir()): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') || file.endsWith('.md'))
    .map((file) => file.slice(0, file.lastIndexOf('.')).split(path.sep).join('/'))
    .sort();
}

const TOKEN = /\{\{\s*(siteConfig|companyFacts)((?:\.[A-Za-z0-9]+)+)\s*\}\}/g;

/** The value at a dotted path (`.address.locality`) of a record, if there is one. */
function valueAt(record: unknown, keys: readonly string[]): unknown {
  let value = record;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.entries(value).find(([name]) => name === key)?.[1];
  }
  return value;
}

/**
 * The text with its tokens filled (`{{siteConfig.name}}`, `{{siteConfig.address.locality}}`); an unknown token,
 * or one naming a value that is not text, throws.
 */
export function fillTokens(text: string): string {
  const leftover = text.replace(TOKEN, '').match(/\{\{[^}]*\}\}/);
  if (leftover) throw new Error(`unknown token ${leftover[0]}`);
  return text.replace(TOKEN, (token, source: string, keys: string) => {
    const value = valueAt(source === 'siteConfig' ? siteConfig : companyFacts, keys.slice(1).split('.'));
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`unknown token ${token}`);
    return String(value);
  });
}

/** The field of the page's entry fields whose `body` a Markdown file's text is. */
function bodyFieldOf(page: Pick<ContentPage, 'entryFields'>): PageEntryFieldName | undefined {
  return page.entryFields.find((name) => {
    const fields: Readonly<Record<string, FieldDefinition>> = shapes[pageEntryFields[name].shape].fields;
    return fields.body?.type === 'richtext';
  });
}

/** A Markdown file's front matter and text, as the JSON of a page file: the text is its body field's `body`. */
function markdownPageData(source: string, page: Pick<ContentPage, 'entryFields'>): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('a Markdown page file starts with front matter between two "---" lines');
  const [, frontMatter = '', body = ''] = match;
  const data: unknown = parseYaml(frontMatter);
  const field = bodyFieldOf(page);
  if (!field) throw new Error('this page has no field for Markdown text: write its file as JSON');
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error('the front matter is not a map');
  const fields = data as Record<string, unknown>;
  const own = fields[field];
  return { ...fields, [field]: { ...(typeof own === 'object' && own !== null ? own : {}), body: body.trim() } };
}

type FileValue = string | null | undefined | readonly FileComponent[] | readonly PictureName[];
interface FileComponent {
  readonly [field: string]: FileValue;
}

const pictureNameSchema = z
  .string()
  .regex(/^(logo|industry):[a-z0-9-]+$/, 'names a logo as logo:<slug> or industry:<slug>')
  .transform((name) => name as PictureName);

function fieldSchema(definition: FieldDefinition): z.ZodType<FileValue> {
  // Pictures are uploaded in the admin (a leader's portrait), or drawn by the seed: a page file leaves them out.
  if (definition.type === 'media') return z.undefined().optional();
  // A logo list's logos, by name: drawn by the seed (seed/images.ts).
  if (definition.type === 'media-multiple') return z.array(pictureNameSchema).optional();
  if (definition.type === 'items') return z.array(componentSchema(itemShapeOf(definition)));
  const text = z.string().trim();
  return definition.required ? text.min(1, 'is required') : text.nullable().optional();
}

/** Built once per shape: a seed run checks some ninety files made of a dozen shapes. */
const componentSchemas = new Map<ShapeName, z.ZodType<FileComponent>>();

/** Exactly the shape's fields, each by its definition. */
function componentSchema(shape: ShapeName): z.ZodType<FileComponent> {
  const known = componentSchemas.get(shape);
  if (known) return known;
  const shapeFields: Readonly<Record<string, FieldDefinition>> = shapes[shape].fields;
  const schema = z.strictObject(
    Object.fromEntries(Object.entries(shapeFields).map(([field, definition]) => [field, fieldSchema(definition)])),
  );
  componentSchemas.set(shape, schema);
  return schema;
}

/**
 * How a story or an industry page is listed (issue 34), in its file's `listing`: its name in lists, its place
 * among its kind, and a story's industry (the slug of an industry page).
 */
const listingSchema = z.strictObject({
  name: z.string().trim().min(1, 'is required'),
  order: z.number().int(),
  industry: z.string().trim().min(1).optional(),
});

export type PageFileListing = z.infer<typeof listingSchema>;

/**
 * The schema of one page's file: exactly the entry fields the page has, each with exactly its shape's fields,
 * the sections the endpoints read of it (a list section's items are a list), and for a story or an industry
 * page its `listing`.
 */
export function pageFileSchema(page: Pick<ContentPage, 'entryFields' | 'kind'> & Partial<Pick<ContentPage, 'fields'>>) {
  const fields = page.entryFields;
  return z.strictObject({
    ...Object.fromEntries(fields.map((name) => [name, componentSchema(pageEntryFields[name].shape)])),
    ...Object.fromEntries(
      (page.fields ?? []).map((name) => {
        const { shape, repeatable } = pageFields[name];
        return [name, repeatable ? z.array(componentSchema(shape)) : componentSchema(shape)];
      }),
    ),
    ...(page.kind ? { listing: listingSchema } : {}),
  });
}

const isPictureList = (list: readonly FileComponent[] | readonly PictureName[]): list is readonly PictureName[] =>
  list.some((item) => typeof item === 'string');

/** The component with every text's tokens filled, its lists' items too (a logo list's names are no text). */
function filled(component: FileComponent): PageFileComponent {
  const filledValue = (value: FileValue): PageFileComponent[string] => {
    if (typeof value === 'string') return fillTokens(value);
    if (!value) return null;
    return isPictureList(value) ? value : value.map((item) => filled(item));
  };
  return Object.fromEntries(Object.entries(component).map(([field, value]) => [field, filledValue(value)]));
}

/** A section field's values as a file holds them: one component, or a list section's items. */
export type SectionValue = PageFileComponent | readonly PageFileComponent[];

const filledSection = (value: FileComponent | readonly FileComponent[]): SectionValue =>
  Array.isArray(value) ? value.map((item: FileComponent) => filled(item)) : filled(value as FileComponent);

type CheckablePage = Pick<ContentPage, 'path' | 'entryFields' | 'kind'> & Partial<Pick<ContentPage, 'fields'>>;

/**
 * Reads, checks and fills one page's file, and gives its entry fields (its search data, hero and own sections);
 * throws an error that names the file and the fields at fault.
 */
export function readPageFile(page: CheckablePage, dir = pageFilesDir()): PageFileFields {
  const { listing: _listing, sections: _sections, ...fields } = readCheckedPageFile(page, dir);
  return fields;
}

/**
 * The sections of a page that the REST endpoints read (`page.fields`), from its file, checked and filled, in the
 * order the file lists them.
 */
export function readPageSections(
  page: CheckablePage & Pick<ContentPage, 'fields'>,
  dir = pageFilesDir(),
): Partial<Record<PageFieldName, SectionValue>> {
  return readCheckedPageFile(page, dir).sections;
}

/**
 * A shared block's seed copy (content-model.ts `sharedTypes`): `seed/shared/<block>.json`, one key per field of
 * the block, checked against its shapes like a page's file and filled.
 */
export function readSharedFile(type: SharedTypeName, dir = pageFilesDir()): Record<string, SectionValue> {
  const definition = sharedTypes[type];
  const file = path.join(path.dirname(dir), 'shared', `${definition.singularName}.json`);
  const where = path.relative(path.dirname(dir), file);
  const fields: Readonly<Record<string, { shape: ShapeName; repeatable: boolean }>> = definition.fields;
  const schema = z.strictObject(
    Object.fromEntries(
      Object.entries(fields).map(([name, { shape, repeatable }]) => [
        name,
        repeatable ? z.array(componentSchema(shape)) : componentSchema(shape),
      ]),
    ),
  );
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(problemsOf(parsed.error));
    return Object.fromEntries(
      Object.entries(parsed.data as Record<string, FileComponent | FileComponent[]>).map(([name, value]) => [
        name,
        filledSection(value),
      ]),
    );
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}

const problemsOf = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(file)'} ${issue.message}`).join('; ');

/** A story's or an industry page's `listing` (none for another page). */
export function readPageListing(
  page: Pick<ContentPage, 'path' | 'entryFields' | 'kind'>,
  dir = pageFilesDir(),
): PageFileListing | undefined {
  return readCheckedPageFile(page, dir).listing;
}

function readCheckedPageFile(
  page: CheckablePage,
  dir: string,
): PageFileFields & {
  readonly listing?: PageFileListing;
  readonly sections: Partial<Record<PageFieldName, SectionValue>>;
} {
  const file = pageFileOf(page.path, dir);
  const where = path.relative(path.dirname(dir), file);
  if (!existsSync(file)) throw new Error(`${where}: the page ${page.path} has no seed file`);
  let json: unknown;
  try {
    const source = readFileSync(file, 'utf8');
    json = file.endsWith('.md') ? markdownPageData(source, page) : JSON.parse(source);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
  const sectionNames: readonly string[] = page.fields ?? [];
  const parsed = pageFileSchema(page).safeParse(json);
  if (!parsed.success) throw new Error(`${where}: ${problemsOf(parsed.error)}`);
  try {
    const { listing, ...components } = parsed.data as Record<string, FileComponent> & { listing?: PageFileListing };
    const entries = Object.entries(components);
    return {
      ...(Object.fromEntries(
        entries.filter(([name]) => !sectionNames.includes(name)).map(([name, values]) => [name, filled(values)]),
      ) as PageFileFields),
      ...(listing ? { listing: { ...listing, name: fillTokens(listing.name) } } : {}),
      // In the file's order, which is the order the seed plans them in (seed/plan.ts).
      sections: Object.fromEntries(
        Object.keys(json as object)
          .filter((name) => sectionNames.includes(name))
          .map((name) => [name, filledSection(components[name] as FileComponent | FileComponent[])]),
      ),
    };
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}
