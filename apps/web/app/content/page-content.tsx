/**
 * A page's content from the content service, as its route's loader delivers it (decision record 013): one slot
 * per section the page shows, keyed by the section's name, each holding the section's shape value
 * (docs/content-and-editing.md#one-address-page-and-field). On a first load the server reads the content before it
 * renders, so every slot is a settled result and the HTML carries the content. On an in-app navigation the browser
 * opens the page at once with a promise per slot (page-data-cache.ts), so each block shows its spinner
 * (docs/content-and-editing.md) and then its content, or the centred error box of §8.
 *
 * This module ships to the browser: it holds types, the context and the block that renders a slot, never
 * the reader, the validation or the Markdown renderer (those are `page-content.server.ts`).
 */
import { pageShowsSection, type Section, type SectionData } from '@auralis/content-manifest';
import { createContext, type ReactNode, Suspense, use, useContext, useEffect, useState } from 'react';

import { Loader } from '~/components/ui/loader';

import { ContentError } from './content-state';

/** A settled read: the section's content, or the message the error box shows. */
export type ContentResult<T = unknown> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly message: string };

/** Settled on a first load; a promise (that never rejects) on an in-app navigation. */
export type ContentSlot<T = unknown> = ContentResult<T> | Promise<ContentResult<T>>;

/** Every slot of a page, by section. */
export type PageContent = Readonly<Record<string, ContentSlot>>;

/** What a content route's loader answers: its slots, or, when the server could not be reached, why not. */
export interface PageData {
  readonly content: PageContent;
  readonly unreachable?: string;
}

/** Whether the page at `pagePath` shows content in `section` (the content model says where it keeps it). */
export const showsContent = (pagePath: string, section: Section): boolean => pageShowsSection(pagePath, section);

/**
 * The sections of `sections` the page at `pagePath` shows content in, in that order: what its loader reads, and the
 * slots the browser waits on while the server answers.
 */
export function sectionKeys(pagePath: string, sections: readonly Section[]): Section[] {
  return sections.filter((section) => showsContent(pagePath, section));
}

const PageContentContext = createContext<PageData>({ content: {} });

export function PageContentProvider({ page, children }: { readonly page: PageData; readonly children: ReactNode }) {
  return <PageContentContext value={page}>{children}</PageContentContext>;
}

const MISSING_MESSAGE = 'This section has no content yet.';

/**
 * The slot of one section, typed by the section. The server built it from exactly that section's shape
 * (page-content.server.ts), which is what makes the one conversion here sound; its `richtext` fields hold
 * sanitized HTML.
 */
export function useSectionContent<T extends Section>(section: T): ContentSlot<SectionData<T>> {
  const page = useContext(PageContentContext);
  const slot = page.content[section];
  return (slot ?? { ok: false, message: page.unreachable ?? MISSING_MESSAGE }) as ContentSlot<SectionData<T>>;
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
  /** A fixed message instead of the error's own (the service-area lists, docs/content-and-editing.md). */
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

/**
 * What a slot's promise settled with, once it has: a page met again (its remembered data, page-data-cache.ts)
 * renders its blocks and headings at once, and React's `use` reads the same mark (`status` and `value`, the
 * convention React documents for a thenable it has seen) instead of suspending for a frame.
 */
interface SettledPromise<T> extends Promise<ContentResult<T>> {
  status?: 'fulfilled';
  value?: ContentResult<T>;
}

/** Marks `slot` with its result as soon as it settles (see SettledPromise); returns it unchanged. */
export function markWhenSettled<T>(slot: Promise<ContentResult<T>>): Promise<ContentResult<T>> {
  const marked = slot as SettledPromise<T>;
  void slot.then((result) => {
    marked.status = 'fulfilled';
    marked.value = result;
  });
  return slot;
}

function resultOf<T>(content: ContentSlot<T>): ContentResult<T> | undefined {
  if (!isPending(content)) return content;
  const marked = content as SettledPromise<T>;
  return marked.status === 'fulfilled' ? marked.value : undefined;
}

/**
 * The data of a slot once it has arrived, for text outside its block (the hero's heading and picture, a section's
 * heading): `undefined` while it is on its way, then the data. The component renders again when the slot's promise
 * settles (issue 33, item 1): an in-app navigation shows what a fresh load shows, once its data is there.
 */
export function useSettledData<T>(content: ContentSlot<T>): T | undefined {
  const [arrived, setArrived] = useState<{ readonly slot: ContentSlot<T>; readonly result: ContentResult<T> }>();
  useEffect(() => {
    if (!isPending(content)) return;
    let current = true;
    // Even when it has settled by now: React may run this effect only once the slot's block has stopped waiting,
    // after the promise settled, and the render that read it as pending must still be followed by one that reads it.
    void content.then((result) => {
      if (current) setArrived((earlier) => (earlier?.slot === content ? earlier : { slot: content, result }));
    });
    return () => {
      current = false;
    };
  }, [content]);
  const result = resultOf(content) ?? (arrived?.slot === content ? arrived.result : undefined);
  return result?.ok ? result.data : undefined;
}
