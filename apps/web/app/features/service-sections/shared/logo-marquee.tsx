import { Pause, Play } from 'lucide-react';
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
  /** The file's own size, when the content service knows it: the badge's box is reserved before it loads. */
  readonly width?: number | null;
  readonly height?: number | null;
}

/** SPEC.md §4 and §9: marquees run at speed 55 with delay 1. */
export const MARQUEE_SPEED = 55;
export const MARQUEE_DELAY = 1;

function Logo({ logo, wide }: { readonly logo: MarqueeLogo; readonly wide: boolean }) {
  // Wide logos (the industry badges) carry their own pill with their name: shown as they are, not boxed twice.
  // Their width comes from the file, so they load at once: a badge arriving late would change the loop's length.
  if (wide) {
    const width = logo.width && logo.height ? Math.round((logo.width * 56) / logo.height) : undefined;
    return <img src={logo.src} alt={logo.alt} width={width} height={56} className="mx-3 h-14 w-auto max-w-none" />;
  }
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
  wide = false,
}: {
  readonly logos: readonly MarqueeLogo[];
  readonly label: string;
  /** Badges with their name in the image (industries) need width, not a square. */
  readonly wide?: boolean;
}) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  if (reduced) {
    return (
      <ul role="list" aria-label={label} className="flex flex-wrap justify-center gap-y-6" data-testid="logo-list">
        {logos.map((logo) => (
          <li key={logo.key}>
            <Logo logo={logo} wide={wide} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div role="region" aria-label={label} data-testid="logo-marquee" className="relative">
      <ul role="list" className="sr-only">
        {logos.map((logo) => (
          <li key={logo.key}>{logo.alt}</li>
        ))}
      </ul>
      {/* The edges fade out, so a logo entering or leaving is not cut off by a hard line. */}
      <div
        aria-hidden="true"
        className="[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%_-_3rem),transparent)]"
      >
        <Marquee speed={MARQUEE_SPEED} delay={MARQUEE_DELAY} pauseOnHover autoFill play={!paused}>
          {logos.map((logo) => (
            <Logo key={logo.key} logo={logo} wide={wide} />
          ))}
        </Marquee>
      </div>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
          Pause the logos
        </button>
      </div>
    </div>
  );
}
