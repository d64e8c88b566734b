import type { EntryPicture, Section } from '@auralis/content-manifest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { type ContentResult, type ContentSlot, type PageContent, PageContentProvider } from '~/content/page-content';

/**
 * What the page's loader hands the sections in these tests: `stubContent` answers by section name (`faq`,
 * `overview`, `area-list`, ...), the key a page's loader data has its slots under, as the server would after
 * reading the content; anything unanswered stays on its way, like a block whose content is still streaming in.
 */
let answer: (key: string) => ContentSlot = () => new Promise<ContentResult>(() => undefined);
/** One slot per key, as a loader's data has: a new promise on every render would never settle for React. */
const slots = new Map<string, ContentSlot>();

const pageContent: PageContent = new Proxy(
  {},
  {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      const slot = slots.get(key) ?? answer(key);
      slots.set(key, slot);
      return slot;
    },
  },
);

/** Render a section at a page path, with the content `stubContent` (or `pending`) set. */
export function renderAt(path: string, element: ReactNode) {
  // jsdom has no ResizeObserver; the marquee measures its content with one.
  if (typeof globalThis.ResizeObserver === 'undefined') {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <PageContentProvider page={{ content: pageContent }}>
      <RouterProvider router={router} />
    </PageContentProvider>,
  );
  return { ...result, router };
}

/** One item of a section as the loader sends it (`SectionItem`): its stable id and its shape's fields, flat. */
export const item = <T extends Record<string, unknown>>(id: number, fields: T): T & { readonly id: number } => ({
  id,
  ...fields,
});

/** A picture field's value (`EntryPicture`): the file at `url`, named after its last path segment unless told. */
export const media = (url: string, name = url.split('/').pop() ?? 'file.svg'): EntryPicture => ({
  url,
  name,
  alternativeText: '',
  width: null,
  height: null,
});

/**
 * The page's content: the data per section name (the section's shape value: its items for a list section, its
 * one item otherwise), or, for a status other than 200, the error the server reports for a failed read, settled
 * as a first load has it (the server read it).
 */
export function stubContent(
  answers: Readonly<Partial<Record<Section, unknown>>>,
  status = 200,
  { keep = false }: { readonly keep?: boolean } = {},
) {
  slots.clear();
  // `keep`: these answers come on top of the ones stubbed before (a page whose reads fare differently).
  const before = keep ? answer : undefined;
  const bySection: Readonly<Record<string, unknown>> = answers;
  answer = (section) => {
    if (!Object.hasOwn(bySection, section)) {
      return before ? before(section) : new Promise<ContentResult>(() => undefined);
    }
    return status === 200
      ? { ok: true, data: bySection[section] }
      : { ok: false, message: `The content service answered ${status} for ${section}.` };
  };
}

/** Every block still on its way. */
export const pending = () => {
  slots.clear();
  answer = () => new Promise<ContentResult>(() => undefined);
};
