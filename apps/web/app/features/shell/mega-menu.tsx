/**
 * Desktop mega menu (docs/routes-and-shell.md#the-shell), shown from Tailwind's `lg` breakpoint up.
 *
 * Pointer: hovering a top entry with children opens its panel over a dim overlay; hovering a level-1 entry
 * shows its level 2, hovering a level-2 entry with children shows level 3; leaving closes the panel. An entry
 * the pointer only crosses on its way into the open column does not take over (menu-aim.ts).
 * Keyboard: WAI-ARIA APG "disclosure navigation". Each top entry with children has a button with
 * aria-expanded; focus on an entry acts like hover; arrow keys move within and across levels; Escape closes
 * and returns focus to the button. Deeper levels are nested in the DOM inside their parent item, so Tab
 * walks the open branch in reading order; CSS places them in columns two and three.
 */
import { ArrowRight, ChevronDown, ChevronRight, ExternalLink } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';

import type { MenuEntry, MenuItem } from '~/site/menu';

import { MenuAim, type NearEdge, PointerTrail } from './menu-aim';

interface LevelProps {
  readonly items: readonly MenuItem[];
  readonly level: 1 | 2 | 3;
  readonly onNavigate: () => void;
  /** The pointer's recent positions over the panel, shared by its levels. */
  readonly trail: PointerTrail;
  /** Whether this level has a column of pages open beside it (the panel shows its overview until it has). */
  readonly onColumnOpen?: (open: boolean) => void;
}

const pointOf = (event: MouseEvent) => ({ x: event.clientX, y: event.clientY });

const levelPosition: Record<LevelProps['level'], string> = {
  1: '',
  2: 'absolute inset-y-0 left-1/3 w-1/3 border-l border-slate-200 px-4 py-6 dark:border-slate-800',
  // Level 3 sits inside the (positioned) level-2 column, so it is placed relative to that column.
  3: 'absolute inset-y-0 left-full w-full border-l border-slate-200 px-4 py-6 dark:border-slate-800',
};

/** Arrow-key movement between the links of one level and into the next or previous level. */
function handleArrowKeys(event: KeyboardEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const item = link.closest('li');
  const list = item?.parentElement;
  if (!item || !list) return;
  const siblings = [...list.children].map((child) => child.querySelector<HTMLAnchorElement>(':scope > a'));
  const index = siblings.indexOf(link);
  const focus = (target: HTMLElement | null | undefined) => {
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      return focus(siblings[(index + 1) % siblings.length]);
    case 'ArrowUp':
      return focus(siblings[(index - 1 + siblings.length) % siblings.length]);
    case 'Home':
      return focus(siblings[0]);
    case 'End':
      return focus(siblings[siblings.length - 1]);
    case 'ArrowRight':
      return focus(item.querySelector<HTMLAnchorElement>(':scope > ul a'));
    case 'ArrowLeft':
      return focus(list.closest('li')?.querySelector<HTMLAnchorElement>(':scope > a'));
  }
}

/** The column that the level's active entry has open: its own list nested in the entry. */
function openColumnOf(list: HTMLUListElement | null): NearEdge | null {
  const column = list?.querySelector(':scope > li > ul');
  if (!column) return null;
  const { left, top, bottom } = column.getBoundingClientRect();
  return { left, top, bottom };
}

function MenuLevel({ items, level, onNavigate, trail, onColumnOpen }: LevelProps) {
  const [active, setActive] = useState<number | null>(null);
  const columnOpen = active !== null && Boolean(items[active]?.children?.length);
  useEffect(() => onColumnOpen?.(columnOpen), [columnOpen, onColumnOpen]);
  const listRef = useRef<HTMLUListElement>(null);
  // Made on the first pointer event (a ref is not read while rendering); its pending switch ends with the level.
  const aimRef = useRef<MenuAim | null>(null);
  const aim = () =>
    (aimRef.current ??= new MenuAim({ trail, openColumn: () => openColumnOf(listRef.current), activate: setActive }));
  useEffect(() => () => aimRef.current?.cancel(), []);
  return (
    <ul ref={listRef} className={levelPosition[level]} data-level={level} role="list">
      {items.map((item, index) => {
        const isActive = active === index;
        const hasChildren = Boolean(item.children?.length);
        return (
          <li key={item.path}>
            <NavLink
              to={item.path}
              onMouseEnter={(event) => aim().enter(index, pointOf(event), isActive)}
              onMouseLeave={() => aim().leave(index)}
              // The keyboard means the entry it lands on (APG): no intent delay.
              onFocus={() => {
                aimRef.current?.cancel();
                setActive(index);
              }}
              onKeyDown={handleArrowKeys}
              onClick={onNavigate}
              aria-current={undefined}
              className={({ isActive: isCurrent }) =>
                `flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-[15px] font-medium transition ${
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200'
                    : 'text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-900'
                } ${isCurrent ? 'underline decoration-2 underline-offset-4' : ''}`
              }
            >
              <span>{item.name}</span>
              {hasChildren ? <ChevronRight aria-hidden className="size-4 shrink-0 opacity-70" /> : null}
            </NavLink>
            {hasChildren && isActive && item.children ? (
              <MenuLevel items={item.children} level={level === 1 ? 2 : 3} onNavigate={onNavigate} trail={trail} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function MegaPanel({
  entry,
  id,
  onNavigate,
}: {
  readonly entry: MenuEntry;
  readonly id: string;
  readonly onNavigate: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [trail] = useState(() => new PointerTrail());
  const [columnOpen, setColumnOpen] = useState(false);
  // The pointer's path over the whole panel, gaps between the columns included, gives its heading.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const record = (event: globalThis.MouseEvent) => trail.record({ x: event.clientX, y: event.clientY });
    panel.addEventListener('mousemove', record, { passive: true });
    return () => panel.removeEventListener('mousemove', record);
  }, [trail]);
  return (
    <div
      ref={panelRef}
      id={id}
      className="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-950"
      data-testid="mega-panel"
    >
      <div className="container-page">
        <div className="relative min-h-80 py-6">
          <div className="w-1/3 pr-4">
            <Link
              to={entry.path}
              onClick={onNavigate}
              className="mb-3 inline-flex items-center gap-2 px-3 text-sm font-semibold uppercase tracking-wider text-brand-700 hover:underline dark:text-brand-300"
            >
              All of {entry.menu} <ArrowRight aria-hidden className="size-4" />
            </Link>
            <MenuLevel
              items={entry.children ?? []}
              level={1}
              onNavigate={onNavigate}
              trail={trail}
              onColumnOpen={setColumnOpen}
            />
          </div>
          {/* The area's overview fills the rest of the panel until a column of pages opens there (issue 33, item 6):
              a panel never opens two-thirds empty. It comes after the columns, so Tab reaches the pages first. */}
          {entry.summary && !columnOpen ? (
            <div
              className="absolute inset-y-0 left-1/3 flex w-2/3 flex-col justify-center border-l border-slate-200 px-10 py-6 dark:border-slate-800"
              data-testid="mega-overview"
            >
              <p className="font-display text-2xl font-bold text-slate-900 dark:text-white">{entry.menu}</p>
              <p className="mt-3 max-w-xl text-base text-slate-700 dark:text-slate-300">{entry.summary}</p>
              <Link
                to={entry.path}
                onClick={onNavigate}
                className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
              >
                Explore {entry.menu} <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function TopEntry({
  entry,
  open,
  onOpen,
  onToggle,
  onClose,
}: {
  readonly entry: MenuEntry;
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onToggle: () => void;
  readonly onClose: () => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkClass =
    'rounded-md px-2 py-1.5 text-[15px] font-semibold text-slate-700 transition hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-300';

  if (entry.external) {
    return (
      <li className="flex h-full items-center">
        <a href={entry.path} target="_blank" rel="noopener" className={`${linkClass} inline-flex items-center gap-1`}>
          {entry.menu}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    );
  }
  if (!entry.children?.length) {
    return (
      <li className="flex h-full items-center">
        <NavLink to={entry.path} className={linkClass}>
          {entry.menu}
        </NavLink>
      </li>
    );
  }
  return (
    // The list item is the hover region of the entry and its panel (docs/routes-and-shell.md: leaving closes the panel); the
    // keyboard reaches the same states through the disclosure button, focus and Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="flex h-full items-center"
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose();
          buttonRef.current?.focus();
        }
      }}
      data-testid={`menu-entry-${entry.menu}`}
    >
      <NavLink to={entry.path} className={linkClass} onClick={onClose}>
        {entry.menu}
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        // The panel exists only while open: a reference to a missing element is no reference (as the mobile menu).
        aria-controls={open ? panelId : undefined}
        aria-label={`${entry.menu} submenu`}
        onClick={onToggle}
        className="-ml-1 inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
      >
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? <MegaPanel entry={entry} id={panelId} onNavigate={onClose} /> : null}
    </li>
  );
}

export function MegaMenu({ entries }: { readonly entries: readonly MenuEntry[] }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  // A panel opened by hovering stays open when its button is then clicked: the pointer is already on the
  // button, so the click confirms the menu rather than toggling it shut. A second click closes it.
  const [pinned, setPinned] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);

  // A navigation closes the panel (state adjusted during render, as React recommends over an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpenMenu(null);
  }

  return (
    <>
      <nav aria-label="Main" className="hidden h-full lg:block">
        <ul className="flex h-full items-center gap-3 xl:gap-5" role="list">
          {entries.map((entry) => (
            <TopEntry
              key={entry.menu}
              entry={entry}
              open={openMenu === entry.menu}
              onOpen={() => {
                setOpenMenu(entry.menu);
                setPinned(false);
              }}
              onToggle={() => {
                const closing = openMenu === entry.menu && pinned;
                setOpenMenu(closing ? null : entry.menu);
                setPinned(!closing);
              }}
              onClose={() => setOpenMenu((current) => (current === entry.menu ? null : current))}
            />
          ))}
        </ul>
      </nav>
      {/* In a portal: the header's backdrop filter would otherwise become the overlay's containing block. */}
      {openMenu
        ? createPortal(
            <div
              aria-hidden
              data-testid="menu-overlay"
              className="fixed inset-x-0 top-[var(--spacing-header)] bottom-0 z-30 hidden bg-slate-950/50 motion-safe:animate-[fade-in_150ms_ease-out] lg:block"
              onMouseEnter={() => setOpenMenu(null)}
              onClick={() => setOpenMenu(null)}
            />,
            document.body,
          )
        : null}
    </>
  );
}
