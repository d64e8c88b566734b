/**
 * The mobile menu's drawer (docs/routes-and-shell.md#the-shell): a modal dialog that drills down one level at a time, with a back
 * button. Its own chunk (Radix Dialog and its focus and scroll locks): mobile-menu.tsx loads it when the
 * visitor reaches for the toggle, so a first visit does not download it.
 * Built on Radix Dialog for the APG dialog pattern: focus trap, Escape, focus returned to the toggle.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { MenuEntry, MenuItem } from '~/site/menu';

interface Level {
  readonly title: string;
  readonly path: string;
  readonly items: readonly MenuItem[];
}

const rowClass =
  'flex min-h-12 flex-1 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-900';

export interface MobileMenuDrawerProps {
  readonly entries: readonly MenuEntry[];
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The toggle outside this chunk: focus returns to it when the drawer closes. */
  readonly toggleRef: RefObject<HTMLButtonElement | null>;
  readonly contentId: string;
}

export default function MobileMenuDrawer({ entries, open, onOpenChange, toggleRef, contentId }: MobileMenuDrawerProps) {
  // Closing and reopening starts again at the first level (docs/routes-and-shell.md#the-shell).
  const [trail, setTrail] = useState<readonly Level[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setTrail([]);
  }

  const current = trail.at(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const movedByUser = useRef(false);
  const drill = (level: Level) => {
    movedByUser.current = true;
    setTrail((levels) => [...levels, level]);
  };
  const back = () => {
    movedByUser.current = true;
    setTrail((levels) => levels.slice(0, -1));
  };

  // The button that drilled in or out is gone after the level changes: keep focus inside the new level.
  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [trail]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 motion-safe:animate-[fade-in_200ms_ease-out] lg:hidden" />
        <Dialog.Content
          id={contentId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col sm:max-w-sm bg-white shadow-2xl outline-none motion-safe:animate-[slide-in-right_250ms_ease-out] lg:hidden dark:bg-slate-950"
          aria-describedby={undefined}
          data-testid="mobile-menu"
          data-level={trail.length}
          onClick={(event) => {
            // The menu closes on a navigation by watching the path, and a link to the page already shown
            // changes none: close on any link, leaving the drill-down buttons alone.
            if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
          }}
        >
          <div className="flex h-[var(--spacing-header)] shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
            {current ? (
              <button
                type="button"
                onClick={back}
                className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-900"
              >
                <ArrowLeft aria-hidden className="size-5" /> Back
              </button>
            ) : (
              <span aria-hidden />
            )}
            <div className="flex items-center gap-1">
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close menu"
                  className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-900"
                >
                  <X aria-hidden className="size-6" />
                </button>
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Title className="px-6 pt-5 pb-2 font-display text-xl font-bold">
            {current?.title ?? 'Menu'}
          </Dialog.Title>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 pb-6">
            <ul ref={listRef} role="list" className="space-y-1" key={trail.length}>
              {current
                ? [
                    // The area's own page opens its level (issue 33, item 6): the row that led here drills down.
                    <li key={`${current.path}#overview`} className="flex">
                      <Link to={current.path} className={`${rowClass} font-semibold`}>
                        {current.title} overview
                      </Link>
                    </li>,
                    ...current.items.map((item) => (
                      <MobileRow
                        key={item.path}
                        name={item.name}
                        path={item.path}
                        items={item.children}
                        onDrill={drill}
                      />
                    )),
                  ]
                : entries.map((entry) =>
                    entry.external ? (
                      <li key={entry.menu} className="flex">
                        <a href={entry.path} target="_blank" rel="noopener" className={`${rowClass} gap-2`}>
                          {entry.menu}
                          <ExternalLink aria-hidden className="size-4" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ) : (
                      <MobileRow
                        key={entry.menu}
                        name={entry.menu}
                        path={entry.path}
                        items={entry.children}
                        onDrill={drill}
                      />
                    ),
                  )}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-4 dark:border-slate-800">
            <Link
              to="/contact"
              className="flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              Discuss your project
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A row of the menu: a link, or, for an entry with pages under it, a button that drills down to them (its label as
 * well as its arrow: a finger on "Services" expects the services, issue 33, item 6). The entry's own page is then
 * the first row of the next level.
 */
function MobileRow({
  name,
  path,
  items,
  onDrill,
}: {
  readonly name: string;
  readonly path: string;
  readonly items: readonly MenuItem[] | undefined;
  readonly onDrill: (level: Level) => void;
}) {
  return (
    <li className="flex">
      {items?.length ? (
        <button
          type="button"
          onClick={() => onDrill({ title: name, path, items })}
          className={`${rowClass} justify-between gap-2 text-left`}
          data-drills-down
        >
          {name}
          <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-600 dark:text-slate-300" />
        </button>
      ) : (
        <Link to={path} className={rowClass}>
          {name}
        </Link>
      )}
    </li>
  );
}
