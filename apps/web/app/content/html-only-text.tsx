/**
 * Text that a first load carries once, in its markup, and not a second time in the data React hydrates from
 * (docs/decisions/017-alive-from-the-first-paint.md). A server-rendered page sends its loaders' data along for
 * hydration, so every text it shows is in its HTML twice; for the FAQ answers, which are most of a sub-service
 * page's words and which a closed item shows nobody, that doubled the bytes.
 *
 * On a first load the loader keeps such a text in the request's load context (`htmlOnlyText`) and sends a
 * reference in its place; the server's render reads the text from there (entry.server.tsx provides it), and the
 * element that shows it says its key (`data-html-only`). In the browser the part that shows it hydrates while that
 * element is still in the document, and reads the text back from it, so the two renders agree. An in-app
 * navigation's data carries the text itself: there is no markup to read it from.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { AppLoadContext } from 'react-router';

import './load-context';

/** Marks a reference: the invisible separator U+2063 does not occur in text the editors type. */
const REFERENCE = '\u2063html-only:';

/** In a loader: `text` itself for an in-app navigation, a reference to it for a first load's render. */
export function htmlOnlyText(context: AppLoadContext, key: string, text: string): string {
  if (context.deferContent) return text;
  context.htmlOnlyText.set(key, text);
  return `${REFERENCE}${key}`;
}

const isReference = (value: string): boolean => value.startsWith(REFERENCE);

const ServerTexts = createContext<ReadonlyMap<string, string> | null>(null);

/** On the server: the texts the loaders kept for this request's render. */
export function HtmlOnlyTextProvider({
  texts,
  children,
}: {
  readonly texts: ReadonlyMap<string, string>;
  readonly children: ReactNode;
}) {
  return <ServerTexts value={texts}>{children}</ServerTexts>;
}

/** The text the page shows from the markup of a first load, by its key. */
function textInDocument(key: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-html-only="${CSS.escape(key)}"]`)?.textContent ?? '';
}

/**
 * The text a value stands for, and the key to put on the element that shows it (`data-html-only={key}`), which is
 * undefined for a value that is the text itself.
 */
export function useHtmlOnlyText(value: string): { readonly text: string; readonly key: string | undefined } {
  const server = useContext(ServerTexts);
  if (!isReference(value)) return { text: value, key: undefined };
  const key = value.slice(REFERENCE.length);
  return { text: server ? (server.get(key) ?? '') : textInDocument(key), key };
}

/**
 * A first load's data with every reference replaced by its text from the document: for keeping the data for a later
 * in-app visit, when that markup is gone (content/page-data-cache.ts). Call it while the first load's markup is in
 * the document.
 */
export function withHtmlOnlyTexts<T>(data: T): T {
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') return isReference(value) ? textInDocument(value.slice(REFERENCE.length)) : value;
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, resolve(entry)]));
    }
    return value;
  };
  return resolve(data) as T;
}
