import { type LucideIcon, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import MarqueeModule from 'react-fast-marquee';

import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * react-fast-marquee ships CommonJS; when the prerender imports it from Node the default export arrives
 * wrapped in a module object. Unwrap it so the prerendered HTML and the browser use the same component.
 */
const Marquee: typeof MarqueeModule =
  (MarqueeModule as unknown as { readonly default?: typeof MarqueeModule }).default ?? MarqueeModule;

export interface MarqueeLogo {
  readonly key: string;
  readonly src: string;
  readonly alt: string;
}

/** A name written as text beside its icon (the industries): the words are the site's, not an image's. */
export interface MarqueeBadge {
  readonly key: string;
  readonly label: string;
  readonly Icon: LucideIcon;
}

type MarqueeItem = MarqueeLogo | MarqueeBadge;

const isBadge = (item: MarqueeItem): item is MarqueeBadge => 'label' in item;
const nameOf = (item: MarqueeItem) => (isBadge(item) ? item.label : item.alt);

/** docs/service-pages.md#when-content-cannot-be-read: marquees run at speed 55 with delay 1. */
export const MARQUEE_SPEED = 55;
export const MARQUEE_DELAY = 1;

function Badge({ badge: { label, Icon } }: { readonly badge: MarqueeBadge }) {
  // Text in the site's font and the theme's colours (slate-900 on brand-50, white on slate-800: both far above
  // WCAG's 4.5:1); the icon is decoration, since the name is written beside it.
  return (
    <span className="mx-3 inline-flex h-14 items-center gap-3 rounded-full border border-brand-100 bg-brand-50 pr-6 pl-2 whitespace-nowrap dark:border-slate-700 dark:bg-slate-800">
      <span className="flex size-10 items-center justify-center rounded-full bg-white text-brand-700 dark:bg-slate-900 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="text-base font-semibold text-slate-900 dark:text-white" data-testid="marquee-badge-label">
        {label}
      </span>
    </span>
  );
}

function Logo({ logo }: { readonly logo: MarqueeItem }) {
  if (isBadge(logo)) return <Badge badge={logo} />;
  return (
    <div className="mx-3 flex items-center justify-center rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-100">
      <img src={logo.src} alt={logo.alt} width={48} height={48} loading="lazy" className="size-12 object-contain" />
    </div>
  );
}

/**
 * A marquee of logos, paused on hover or with its pause button (WCAG 2.2.2: motion that lasts more than five
 * seconds can be stopped, also from the keyboard). Under prefers-reduced-motion nothing moves: the same logos
 * wrap into a static list instead.
 *
 * The moving row repeats its logos (react-fast-marquee fills the width with copies and adds one more for a
 * seamless loop), so it is hidden from screen readers, which get one plain list of the names instead.
 */
export function LogoMarquee({
  logos,
  label,
  itemsName = 'logos',
}: {
  readonly logos: readonly MarqueeItem[];
  readonly label: string;
  /** What the marquee shows, for its button: "Pause the logos", "Play the industries". */
  readonly itemsName?: string;
}) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  if (reduced) {
    return (
      <ul role="list" aria-label={label} className="flex flex-wrap justify-center gap-y-6" data-testid="logo-list">
        {logos.map((logo) => (
          <li key={logo.key}>
            <Logo logo={logo} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div role="region" aria-label={label} data-testid="logo-marquee" className="relative">
      <ul role="list" className="sr-only">
        {logos.map((logo) => (
          <li key={logo.key}>{nameOf(logo)}</li>
        ))}
      </ul>
      {/* The edges fade out, so a logo entering or leaving is not cut off by a hard line. react-fast-marquee
          draws its row only once mounted in the browser: the row's height is kept from the server's HTML on,
          so nothing below moves when the section hydrates (it is an island, possibly while the page scrolls). */}
      <div
        aria-hidden="true"
        className={`[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%_-_3rem),transparent)] ${logos.some(isBadge) ? 'min-h-14' : 'min-h-[82px]'}`}
      >
        <Marquee speed={MARQUEE_SPEED} delay={MARQUEE_DELAY} pauseOnHover autoFill play={!paused}>
          {logos.map((logo) => (
            <Logo key={logo.key} logo={logo} />
          ))}
        </Marquee>
      </div>
      <div className="mt-3 flex justify-end">
        {/* It says what it will do, as its icon shows: "Pause the industries" while they move, "Play the
            industries" once paused (no aria-pressed: a toggle's name must not change with its state). */}
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
          {paused ? `Play the ${itemsName}` : `Pause the ${itemsName}`}
        </button>
      </div>
    </div>
  );
}
