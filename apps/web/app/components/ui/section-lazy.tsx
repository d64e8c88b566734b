import { type ComponentType, useEffect, useRef, useState } from 'react';

/**
 * Loads and mounts a section when its box comes within `margin` of the viewport. `load` is a dynamic
 * import, so the section's code is fetched only then and stays out of the page's first JavaScript.
 *
 * The code is awaited before anything renders (no Suspense): a Suspense retry is a low-priority render that
 * React keeps postponing while the page is busy with scroll updates, which revealed sections late and on
 * screen. Until the section renders, the box keeps `reserve` (min-height classes per breakpoint, measured
 * from the rendered section), and the margin is wide enough that a section renders while still off screen:
 * the small difference between the reserve and the real height moves nothing the visitor sees, so the
 * cumulative layout shift stays 0. Once rendered, the box is exactly as tall as its section.
 */
export function LazySection({
  name,
  reserve,
  load,
  margin = '150% 0px',
}: {
  /** Names the box in tests (`data-lazy-section`). */
  readonly name: string;
  /** Tailwind min-height classes, e.g. `min-h-[61rem] lg:min-h-[38rem]`. */
  readonly reserve: string;
  /** A stable function (module level or memoized) returning the section component. */
  readonly load: () => Promise<ComponentType>;
  readonly margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Browsers without IntersectionObserver (and jsdom in unit tests) load every section at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && !('IntersectionObserver' in window));
  const [Section, setSection] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    load().then(
      (component) => {
        if (current) setSection(() => component);
      },
      (error: unknown) => {
        // A chunk that fails to load (offline, or a deploy replaced it) leaves the reserved box empty; the
        // rest of the page still works, and the next navigation fetches the new build.
        console.error(`the ${name} section could not be loaded`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [near, load, name]);

  return (
    <div
      ref={box}
      className={Section ? undefined : reserve}
      data-lazy-section={name}
      data-mounted={Section ? 'true' : 'false'}
    >
      {Section ? <Section /> : null}
    </div>
  );
}
