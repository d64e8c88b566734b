import { sectionTabs, type TabSection } from '@auralis/content-manifest';
import { clsx } from 'clsx';
import { type MouseEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { sectionId } from '../shared/section-props';
import { usePrefersReducedMotion } from '../shared/use-reduced-motion';

/** docs/routes-and-shell.md#the-shell: a tab scrolls its section to 170 px below the top of the viewport. */
export const TAB_SCROLL_OFFSET = 170;
/** How far below the screen the first section still counts as "the page is back above it". */
export const BELOW_THE_FOLD_PX = 100_000;

/**
 * docs/routes-and-shell.md#the-shell: sticks at 70 px under the header, scrolls to a section, highlights the
 * section at the viewport's middle. It is in-page navigation, so a nav of links with aria-current rather
 * than an APG tablist. The page remounts it per pagename (the route keys the page), which resets it.
 */
const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const addressedSection = () => window.location.hash;
/** The server never sees the address's fragment. */
const noSectionOnServer = () => '';

export function SectionMenu({ tabs }: { readonly tabs: readonly TabSection[] }) {
  // Until the middle of the viewport says otherwise, the tab whose section the address points to: a tab followed
  // before the page's code was here (the browser jumped to its section, an in-page link), or a link to a section.
  const hash = useSyncExternalStore(subscribeToHash, addressedSection, noSectionOnServer);
  const [seen, setActive] = useState<TabSection | undefined>(undefined);
  const active = seen ?? tabs.find((tab) => hash === `#${sectionId(tab)}`) ?? tabs[0];
  const reducedMotion = usePrefersReducedMotion();
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // While a clicked tab's smooth scroll runs, the sections it passes must not steal the highlight.
  const scrollingTo = useRef<TabSection | null>(null);

  useEffect(() => {
    const visible = new Map<TabSection, boolean>();
    // A zero-height band at the viewport's middle: the section crossing it is the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          visible.set(entry.target.getAttribute('data-section') as TabSection, entry.isIntersecting);
        }
        if (scrollingTo.current) return;
        const current = tabs.find((tab) => visible.get(tab));
        if (current) {
          setActive(current);
          return;
        }
        // Back above the first section (in the hero): the first tab again, not the last one passed.
        const first = tabs[0] ? document.getElementById(sectionId(tabs[0])) : null;
        if (first && first.getBoundingClientRect().top > window.innerHeight / 2) setActive(tabs[0]);
      },
      { rootMargin: '-50% 0px -50% 0px', threshold: 0 },
    );
    // A jump from far below straight back into the hero crosses no section at the middle, so nothing above
    // fires: watch the first section entering the lower half of the viewport, or anywhere below it (on a
    // phone the hero is taller than the screen, so at the top the first section is not on screen at all).
    const backToTop = new IntersectionObserver(
      ([entry]) => {
        // Ignored during a tab's own scroll: this report may still be about where the page was before the click.
        if (scrollingTo.current) return;
        if (entry?.isIntersecting && entry.boundingClientRect.top > window.innerHeight / 2 && tabs[0]) {
          setActive(tabs[0]);
        }
      },
      { rootMargin: `-50% 0px ${BELOW_THE_FOLD_PX}px 0px`, threshold: 0 },
    );
    const firstSection = tabs[0] ? document.getElementById(sectionId(tabs[0])) : null;
    if (firstSection) backToTop.observe(firstSection);
    for (const tab of tabs) {
      const element = document.getElementById(sectionId(tab));
      if (element) observer.observe(element);
    }
    // A section that mounts later (after the menu) is observed too. Only the sections' own container is
    // watched, and only for added children, so the content loading inside them costs nothing here.
    const mutations = new MutationObserver(() => {
      for (const tab of tabs) {
        const element = document.getElementById(sectionId(tab));
        if (element) observer.observe(element);
      }
    });
    const container = navRef.current?.parentElement;
    if (container) mutations.observe(container, { childList: true });
    return () => {
      observer.disconnect();
      backToTop.disconnect();
      mutations.disconnect();
    };
  }, [tabs]);

  // On a phone the bar scrolls sideways: keep the highlighted tab in view without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`[data-tab="${active}"]`) : null;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' });
  }, [active, reducedMotion]);

  function go(event: MouseEvent<HTMLAnchorElement>, tab: TabSection) {
    const target = document.getElementById(sectionId(tab));
    if (!target) return;
    event.preventDefault();
    setActive(tab);
    scrollingTo.current = tab;
    const release = () => {
      scrollingTo.current = null;
      window.removeEventListener('scrollend', release);
    };
    window.addEventListener('scrollend', release);
    // Browsers without scrollend (and a scroll that does not move) still release the highlight.
    window.setTimeout(release, 1200);
    const top = target.getBoundingClientRect().top + window.scrollY - TAB_SCROLL_OFFSET;
    window.scrollTo({ top, behavior: reducedMotion ? 'instant' : 'smooth' });
    window.history.replaceState(window.history.state, '', `#${sectionId(tab)}`);
    // As a plain in-page link would: the next Tab continues inside the section, not along the menu.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  return (
    <nav
      ref={navRef}
      aria-label="Sections of this page"
      className="sticky top-[var(--spacing-header)] z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
      data-testid="section-menu"
    >
      {/* No scrollbar on a phone: the faded edges show that more tabs lie to the side. */}
      <ul
        ref={listRef}
        role="list"
        className="container-page flex gap-1 overflow-x-auto py-2 [mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%_-_1rem),transparent)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {tabs.map((tab) => (
          <li key={tab} className="shrink-0">
            <a
              href={`#${sectionId(tab)}`}
              data-tab={tab}
              aria-current={active === tab ? 'location' : undefined}
              onClick={(event) => go(event, tab)}
              className={clsx(
                'block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition',
                active === tab
                  ? 'bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {sectionTabs[tab]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
