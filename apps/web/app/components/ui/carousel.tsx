import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export interface CarouselSlide {
  readonly key: string;
  readonly content: ReactNode;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300';

/**
 * The WAI-ARIA APG carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): previous and next buttons,
 * a rotation control first in the tab order, and slides labelled "n of N". Rotation stops while the pointer
 * is over the carousel or focus is inside it, never starts under prefers-reduced-motion, and while it runs
 * the live region is off so screen readers are not interrupted; once stopped, a slide change is announced.
 *
 * Every slide sits in the same grid cell and only the current one is visible, so the box always has the
 * height of the tallest slide: changing slides moves nothing on the page (no layout shift).
 */
export function Carousel({
  label,
  slides,
  intervalMs = 7000,
}: {
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  readonly intervalMs?: number;
}) {
  const reduced = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const count = slides.length;
  const rotating = !reduced && !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const show = (index: number) => setCurrent((index + count) % count);

  return (
    // The carousel only listens for hover and focus to pause its rotation (APG); its buttons are the controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-rotating={rotating ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="mb-5 flex items-center gap-3">
        {reduced ? null : (
          <button
            type="button"
            className={controlClass}
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
          >
            {stopped ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
          </button>
        )}
        <button
          type="button"
          className={controlClass}
          aria-controls={slidesId}
          aria-label="Previous slide"
          onClick={() => show(current - 1)}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-controls={slidesId}
          aria-label="Next slide"
          onClick={() => show(current + 1)}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
        <p className="ml-auto text-sm font-semibold text-slate-600 tabular-nums dark:text-slate-300" aria-hidden>
          {current + 1} / {count}
        </p>
      </div>
      <div id={slidesId} className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-current={index === current ? 'true' : 'false'}
            className={`[grid-area:1/1] transition-opacity duration-300 motion-reduce:transition-none ${
              index === current ? 'visible opacity-100' : 'invisible opacity-0'
            }`}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
