/**
 * What a route's loader sends for its content blocks (decision record 013). It reads the page by page and field in
 * process through the content service (`context.content.page`: the page's entry and its sections, one read of each
 * document), gets each section as its shape's value, and turns Markdown into sanitized HTML, so no parser and no
 * validation schema ship to the browser. The HTML carries this data a second time, for hydration, so the content
 * service sends only the fields of each section's shape.
 */
import {
  type FieldDefinition,
  type PageEntryRecord,
  type Section,
  type SectionReadResult,
  sectionTable,
  shapes,
} from '@auralis/content-manifest';
import { marked } from 'marked';
import { type AppLoadContext, data } from 'react-router';
import sanitizeHtml from 'sanitize-html';

import { htmlOnlyText } from './html-only-text';
import { type ContentResult, type PageContent, sectionKeys } from './page-content';

import './load-context';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

export const UNREACHABLE_MESSAGE = 'The content could not be loaded. Please try again later.';

/**
 * Rich text from outside the site's code (an editor's Markdown, a recruiter's HTML) made safe to render: only
 * `allowedTags`, links with an address and a title and no other attribute, and only web, mail and phone links.
 */
export function sanitizeRichHtml(
  html: string,
  allowedTags: readonly string[],
  transformTags?: Readonly<Record<string, string>>,
): string {
  return sanitizeHtml(html, {
    allowedTags: [...allowedTags],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    ...(transformTags ? { transformTags: { ...transformTags } } : {}),
  }).trim();
}

/** The tags an overview's Markdown may produce: paragraphs, lists, emphasis, links, quotes, sub-headings. */
const OVERVIEW_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'code', 'blockquote', 'h3', 'h4'];

/** Markdown as a page shows it (an overview's by default), with only `allowedTags`: nothing that runs. */
export function markdownToHtml(markdown: string, allowedTags: readonly string[] = OVERVIEW_TAGS): string {
  return sanitizeRichHtml(marked.parse(markdown, { async: false, gfm: true }), allowedTags);
}

class MalformedContent extends Error {}

/** One item of a section as the page renders it: its required text present, its Markdown as sanitized HTML. */
function renderedItem(section: Section, item: unknown): unknown {
  if (!isObject(item)) throw new MalformedContent();
  const fields: Readonly<Record<string, FieldDefinition>> = shapes[sectionTable[section].shape].fields;
  const rendered: Json = { ...item };
  for (const [name, definition] of Object.entries(fields)) {
    const value = item[name];
    if (definition.type !== 'richtext' && definition.type !== 'string' && definition.type !== 'text') continue;
    if (typeof value !== 'string' || value === '') {
      if (definition.required) throw new MalformedContent();
      continue;
    }
    if (definition.type === 'richtext') rendered[name] = markdownToHtml(value);
  }
  return rendered;
}

/** What the sections' labels call a section in a message: its tab's label, or its name. */
const sectionName = (section: Section): string => {
  const record = sectionTable[section];
  return 'tab' in record ? record.tab : section.replace(/-/g, ' ');
};

/** A section's read as the page renders it, or the error box's message when it cannot be used. */
export function sectionSlot(section: Section, read: SectionReadResult): ContentResult {
  if (!read.ok) return read;
  try {
    // A list section's content is a list, any other's one item: the components rely on it.
    if (Array.isArray(read.data) !== sectionTable[section].list) throw new MalformedContent();
    const data: unknown = Array.isArray(read.data)
      ? read.data.map((item: unknown) => renderedItem(section, item))
      : renderedItem(section, read.data);
    return { ok: true, data };
  } catch (error) {
    if (!(error instanceof MalformedContent)) throw error;
    return { ok: false, message: `The content for the ${sectionName(section)} section is incomplete or malformed.` };
  }
}

export interface LoadedPage {
  /** The page's own entry (its search data, hero and own sections). */
  readonly entry: PageEntryRecord;
  /** The other pages' entries by path; null for a page without a published entry. */
  readonly others: ReadonlyMap<string, PageEntryRecord | null>;
  /** Its content blocks, by section. */
  readonly content: PageContent;
}

/**
 * The page at `pagePath`, read once: its entry, the content of its `sections` and the entries of the pages its
 * cards lead to (`others`). A page whose entry is not published (or, in a preview, has no draft) answers 404; a
 * failed read of its entry answers 503, which the root's error boundary shows. A section whose content cannot be
 * read or used shows its error box.
 */
export async function loadPage(
  context: AppLoadContext,
  pagePath: string,
  { sections = [], others = [] }: { readonly sections?: readonly Section[]; readonly others?: readonly string[] } = {},
): Promise<LoadedPage> {
  const shown = sectionKeys(pagePath, sections);
  const result = await context.content.page(pagePath, { sections: shown, others });
  if (!result.ok) throw data(result.message, { status: 503 });
  const { entry, sections: reads } = result.data;
  if (!entry) throw data(null, { status: 404 });
  const content: PageContent = Object.fromEntries(
    shown.map((section, index) => {
      const read = reads[index] ?? { ok: false, message: UNREACHABLE_MESSAGE };
      return [section, answersInMarkupOnly(context, section, sectionSlot(section, read))];
    }),
  );
  return {
    entry,
    others: new Map(others.map((otherPath, index) => [otherPath, result.data.others[index] ?? null])),
    content,
  };
}

/**
 * A first load's FAQ carries its answers in the markup only (content/html-only-text.tsx): they are most of a
 * sub-service page's words, and a closed question shows them to nobody.
 */
function answersInMarkupOnly(context: AppLoadContext, key: string, result: ContentResult): ContentResult {
  if (!result.ok || !Array.isArray(result.data)) return result;
  const data: unknown[] = result.data.map((item: unknown) => {
    if (!isObject(item) || typeof item.answer !== 'string' || !('question' in item)) return item;
    return { ...item, answer: htmlOnlyText(context, `${key}#${String(item.id)}`, item.answer) };
  });
  return { ok: true, data };
}
