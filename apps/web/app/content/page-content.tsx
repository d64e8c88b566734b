/**
 * A page's content from the content service, as its route's loader delivers it (decision record 013):
 * one slot per manifest endpoint the page shows, keyed by `contentKey`. On a first load the server reads the
 * content before it renders, so every slot is a settled result and the HTML carries the content. On an
 * in-app navigation the loader answers at once with a promise per slot, so each block shows its spinner
 * (SPEC.md §4) and then its content, or the centred error box of §8.
 *
 * This module ships to the browser: it holds types, the context and the block that renders a slot, never
 * the reader, the validation or the Markdown renderer (those are `page-content.server.ts`).
 */
import {
  type EndpointKind,
  type EndpointRef,
  type Section,
  sectionEndpoint,
  type ShapeName,
} from '@auralis/content-manifest';
import { createContext, type ReactNode, Suspense, use, useContext } from 'react';

import { Loader } from '~/components/ui/loader';

import type { ContentItem } from './content-types';
import { ContentError } from './content-state';

/** A settled read: the endpoint's items, or the message the error box shows. */
export type ContentResult<T = unknown> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly message: string };

/** Settled on a first load; a promise (that never rejects) on an in-app navigation. */
export type ContentSlot<T = unknown> = ContentResult<T> | Promise<ContentResult<T>>;

/** Every slot of a page, by `contentKey`. */
export type PageContent = Readonly<Record<string, ContentSlot>>;

/** What a content route's loader answers: its slots, or, when the server could not be reached, why not. */
export interface PageData {
  readonly content: PageContent;
  readonly unreachable?: string;
}

/** The key of an endpoint (and the number a numbered endpoint is read by) in a page's content. */
export function contentKey(name: string, number?: number): string {
  return number === undefined ? name : `${name}/${number}`;
}

/** The endpoints that fill `sections` on the page at `pagePath`, in that order; sections without one are left out. */
export function sectionRefs(pagePath: string, sections: readonly Section[]): EndpointRef[] {
  return sections.flatMap((section) => {
    const ref = sectionEndpoint(pagePath, section);
    return ref ? [ref as EndpointRef] : [];
  });
}

/** The keys of a page's slots, for the browser to wait on while the server's answer streams in. */
export function sectionKeys(pagePath: string, sections: readonly Section[]): string[] {
  return sectionRefs(pagePath, sections).map((ref) => contentKey(ref.endpoint.name, ref.number));
}

/**
 * The items of an endpoint as the loader sends them: the fields of its shape and nothing else, media reduced
 * to what an `<img>` needs, and every `richtext` (Markdown) field already turned into sanitized HTML.
 */
export type EndpointContent<S extends ShapeName, K extends EndpointKind> = K extends 'list'
  ? ContentItem<S>[]
  : ContentItem<S>;

const PageContentContext = createContext<PageData>({ content: {} });

export function PageContentProvider({ page, children }: { readonly page: PageData; readonly children: ReactNode }) {
  return <PageContentContext value={page}>{children}</PageContentContext>;
}

const MISSING_MESSAGE = 'This section has no content yet.';

/**
 * The slot of one endpoint, typed by its shape and kind. The server built it from exactly that shape
 * (page-content.server.ts), which is what makes the one conversion here sound.
 */
export function useEndpointContent<S extends ShapeName, K extends EndpointKind>(
  ref: EndpointRef<S, K>,
): ContentSlot<EndpointContent<S, K>> {
  const page = useContext(PageContentContext);
  const slot = page.content[contentKey(ref.endpoint.name, ref.number)];
  return (slot ?? { ok: false, message: page.unreachable ?? MISSING_MESSAGE }) as ContentSlot<EndpointContent<S, K>>;
}

/** A slot still on its way (a promise: the loader's answer to an in-app navigation). */
function isPending<T>(content: ContentSlot<T>): content is Promise<ContentResult<T>> {
  return typeof (content as { then?: unknown }).then === 'function';
}

function Settled<T>({
  content,
  errorMessage,
  children,
}: {
  readonly content: ContentSlot<T>;
  readonly errorMessage?: string;
  readonly children: (data: T) => ReactNode;
}) {
  const result = isPending(content) ? use(content) : content;
  if (!result.ok) return <ContentError message={errorMessage ?? result.message} />;
  return <>{children(result.data)}</>;
}

/**
 * One content block: a spinner holding 300 px (so the page does not jump) while its slot is on its way, then
 * the content or its error. Each block is its own Suspense boundary, so the browser hydrates the page block
 * by block, with room for input in between, rather than in one long task.
 */
export function ContentBlock<T>({
  content,
  label,
  errorMessage,
  loaderClassName = 'h-[300px]',
  children,
}: {
  readonly content: ContentSlot<T>;
  /** What is loading, for screen readers. */
  readonly label: string;
  /** A fixed message instead of the error's own (the service-area lists, SPEC.md §8). */
  readonly errorMessage?: string;
  /** The room the spinner holds: that of the content it stands for (300 px unless said). */
  readonly loaderClassName?: string;
  readonly children: (data: T) => ReactNode;
}) {
  return (
    <Suspense fallback={<Loader label={`Loading ${label}`} className={loaderClassName} />}>
      <Settled content={content} errorMessage={errorMessage}>
        {children}
      </Settled>
    </Suspense>
  );
}

/** The data of a slot that has already arrived, for text outside its block (a heading until it loads). */
export function settledData<T>(content: ContentSlot<T>): T | undefined {
  return !isPending(content) && content.ok ? content.data : undefined;
}
