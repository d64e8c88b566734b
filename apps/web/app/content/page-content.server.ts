/**
 * What a route's loader sends for its content blocks (decision record 013). It reads the page's endpoints in
 * process through the content service (`context.content`, one read per page document), keeps only the fields
 * of each endpoint's shape (the HTML carries this data a second time, for hydration, so every byte counts
 * twice), and turns Markdown into sanitized HTML, so no parser and no validation schema ship to the browser.
 *
 * A first load gets settled slots (the HTML is complete); an in-app navigation's data request gets a promise
 * per slot, so each block shows its spinner until its content streams in.
 */
import {
  type EndpointDefinition,
  type EndpointRef,
  type FieldDefinition,
  itemShapeOf,
  type Section,
  shapes,
  shapeValueOf,
} from '@auralis/content-manifest';
import { marked } from 'marked';
import type { AppLoadContext } from 'react-router';
import sanitizeHtml from 'sanitize-html';

import { htmlOnlyText } from './html-only-text';
import { contentKey, type ContentResult, type PageContent, sectionRefs } from './page-content';

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

/** The media attributes an `<img>` needs; Strapi's formats, hashes and sizes stay on the server. */
function mediaItem(value: unknown): Json | null {
  if (!isObject(value) || !isObject(value.attributes) || typeof value.attributes.url !== 'string') return null;
  const { url, name, alternativeText, width, height } = value.attributes;
  return {
    id: value.id,
    attributes: { url, name: typeof name === 'string' ? name : '', alternativeText, width, height },
  };
}

class MalformedContent extends Error {}

function field(definition: FieldDefinition, value: unknown): unknown {
  switch (definition.type) {
    case 'media':
      return { data: isObject(value) ? mediaItem(value.data) : null };
    case 'media-multiple': {
      const list = isObject(value) && Array.isArray(value.data) ? value.data : [];
      return { data: list.map(mediaItem).filter((item) => item !== null) };
    }
    case 'richtext':
    case 'string':
    case 'text': {
      if (typeof value !== 'string' || value === '') {
        if (definition.required) throw new MalformedContent();
        return value ?? null;
      }
      return definition.type === 'richtext' ? markdownToHtml(value) : value;
    }
    case 'items': {
      // No endpoint's shape has lists inside its items (they are page entries' sections); read one as its items.
      const shape = itemShapeOf(definition);
      return (Array.isArray(value) ? value : []).map((item) => shapeValueOf(shape, item)).filter(Boolean);
    }
  }
}

/** One item of an endpoint's answer, reduced to its shape's fields. */
function shapeItem(endpoint: EndpointDefinition, value: unknown): Json {
  if (!isObject(value) || typeof value.id !== 'number' || !isObject(value.attributes)) throw new MalformedContent();
  const fields: Readonly<Record<string, FieldDefinition>> = shapes[endpoint.shape].fields;
  const attributes = value.attributes;
  return {
    id: value.id,
    attributes: Object.fromEntries(
      Object.entries(fields).map(([name, definition]) => [name, field(definition, attributes[name])]),
    ),
  };
}

/** An endpoint's answer as the page renders it, or the error box's message when it cannot be used. */
export function pageSlot(endpoint: EndpointDefinition, data: unknown): ContentResult {
  try {
    if (endpoint.kind === 'list') {
      if (!Array.isArray(data)) throw new MalformedContent();
      return { ok: true, data: data.map((item) => shapeItem(endpoint, item)) };
    }
    return { ok: true, data: shapeItem(endpoint, data) };
  } catch (error) {
    if (!(error instanceof MalformedContent)) throw error;
    return { ok: false, message: `The content for ${endpoint.name} is incomplete or malformed.` };
  }
}

/** A page's content slots, read in one go: settled for a first load, promised for an in-app navigation. */
export async function loadPageContent(context: AppLoadContext, refs: readonly EndpointRef[]): Promise<PageContent> {
  const reading: Promise<ContentResult[]> = context.content
    .read(
      refs.map((ref) =>
        ref.number === undefined ? { name: ref.endpoint.name } : { name: ref.endpoint.name, number: ref.number },
      ),
    )
    .then((results) =>
      refs.map((ref, index) => {
        const result = results[index];
        if (!result) return { ok: false, message: UNREACHABLE_MESSAGE };
        return result.ok ? pageSlot(ref.endpoint, result.data) : result;
      }),
    )
    .catch((error: unknown) => {
      console.error('Reading the page content failed', error);
      return refs.map(() => ({ ok: false, message: UNREACHABLE_MESSAGE }) as const);
    });
  const keys = refs.map((ref) => contentKey(ref.endpoint.name, ref.number));
  if (context.deferContent) {
    return Object.fromEntries(
      keys.map((key, index) => [
        key,
        reading.then((results) => results[index] ?? { ok: false, message: UNREACHABLE_MESSAGE }),
      ]),
    );
  }
  const results = await reading;
  return Object.fromEntries(
    keys.map((key, index) => [
      key,
      answersInMarkupOnly(context, key, results[index] ?? { ok: false, message: UNREACHABLE_MESSAGE }),
    ]),
  );
}

/**
 * A first load's FAQ carries its answers in the markup only (content/html-only-text.tsx): they are most of a
 * sub-service page's words, and a closed question shows them to nobody.
 */
function answersInMarkupOnly(context: AppLoadContext, key: string, result: ContentResult): ContentResult {
  if (!result.ok || !Array.isArray(result.data)) return result;
  const data: unknown[] = result.data.map((item: unknown) => {
    if (!isObject(item) || !isObject(item.attributes) || typeof item.attributes.answer !== 'string') return item;
    if (!('question' in item.attributes)) return item;
    const answer = htmlOnlyText(context, `${key}#${String(item.id)}`, item.attributes.answer);
    return { ...item, attributes: { ...item.attributes, answer } };
  });
  return { ok: true, data };
}

/** The loader of a page whose blocks are `sections` of the page at `pagePath`. */
export async function loadSections(
  context: AppLoadContext,
  pagePath: string,
  sections: readonly Section[],
): Promise<{ readonly content: PageContent }> {
  return { content: await loadPageContent(context, sectionRefs(pagePath, sections)) };
}
