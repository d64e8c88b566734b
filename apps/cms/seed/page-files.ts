/**
 * The pages' seed data files (issue 21): one file per page entry, at `seed/pages/<path>.json`
 * (`/digital-marketing-services/b2b-seo-services` is `seed/pages/digital-marketing-services/b2b-seo-services.json`),
 * holding the page's fields that have moved out of code: its search data, its hero where the banner is not its
 * hero, and its own sections (a policy's legal text, the home page's sections, with their lists of items). A page with prose is Markdown instead, `<path>.md`: its front matter (YAML) holds
 * the fields, and the Markdown under it is the `body` of the page's field that has one (a policy's text).
 *
 * - Each file is checked against a schema derived from the content model (`pageEntryFields` and their shapes):
 *   a missing or an extra field, or an empty required one, fails with the file's name.
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
  type ShapeName,
  shapes,
} from '@auralis/content-manifest';
import { companyFacts, siteConfig } from '@auralis/site-config';
import { type ListedPageKind, listedPageKindOf } from '@auralis/site-map';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** One page entry field's values, tokens filled: text, or a list of items (a section's cards, stages, offices). */
export type PageFileComponent = { readonly [field: string]: string | null | readonly PageFileComponent[] };

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

type FileValue = string | null | undefined | readonly FileComponent[];
interface FileComponent {
  readonly [field: string]: FileValue;
}

function fieldSchema(definition: FieldDefinition): z.ZodType<FileValue> {
  // Pictures are uploaded in the admin (a leader's portrait): a page file leaves them out.
  if (definition.type === 'media') return z.undefined().optional();
  if (definition.type === 'media-multiple') throw new Error('page files do not hold pictures yet');
  if (definition.type === 'items') return z.array(componentSchema(itemShapeOf(definition)));
  const text = z.string().trim();
  return definition.required ? text.min(1, 'is required') : text.nullable().optional();
}

/** Exactly the shape's fields, each by its definition. */
function componentSchema(shape: ShapeName): z.ZodType<FileComponent> {
  const shapeFields: Readonly<Record<string, FieldDefinition>> = shapes[shape].fields;
  return z.strictObject(
    Object.fromEntries(Object.entries(shapeFields).map(([field, definition]) => [field, fieldSchema(definition)])),
  );
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
 * and for a story or an industry page its `listing`.
 */
export function pageFileSchema(page: Pick<ContentPage, 'entryFields' | 'kind'>) {
  const fields = page.entryFields;
  return z.strictObject({
    ...Object.fromEntries(fields.map((name) => [name, componentSchema(pageEntryFields[name].shape)])),
    ...(page.kind ? { listing: listingSchema } : {}),
  });
}

/** The component with every text's tokens filled, its lists' items too. */
function filled(component: FileComponent): PageFileComponent {
  return Object.fromEntries(
    Object.entries(component).map(([field, value]) => [
      field,
      Array.isArray(value)
        ? value.map((item: FileComponent) => filled(item))
        : typeof value === 'string'
          ? fillTokens(value)
          : null,
    ]),
  );
}

/** Reads, checks and fills one page's file; throws an error that names the file and the fields at fault. */
export function readPageFile(
  page: Pick<ContentPage, 'path' | 'entryFields' | 'kind'>,
  dir = pageFilesDir(),
): PageFileFields {
  const { listing: _listing, ...fields } = readCheckedPageFile(page, dir);
  return fields;
}

/** A story's or an industry page's `listing` (none for another page). */
export function readPageListing(
  page: Pick<ContentPage, 'path' | 'entryFields' | 'kind'>,
  dir = pageFilesDir(),
): PageFileListing | undefined {
  return readCheckedPageFile(page, dir).listing;
}

function readCheckedPageFile(
  page: Pick<ContentPage, 'path' | 'entryFields' | 'kind'>,
  dir: string,
): PageFileFields & { readonly listing?: PageFileListing } {
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
  const parsed = pageFileSchema(page).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'} ${issue.message}`);
    throw new Error(`${where}: ${problems.join('; ')}`);
  }
  try {
    const { listing, ...components } = parsed.data as Record<string, FileComponent> & { listing?: PageFileListing };
    return {
      ...(Object.fromEntries(
        Object.entries(components).map(([name, values]) => [name, filled(values)]),
      ) as PageFileFields),
      ...(listing ? { listing: { ...listing, name: fillTokens(listing.name) } } : {}),
    };
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}
