import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `marginPx` below the viewport (or was focused or pressed first, when
 * `orOnInteraction` is set), so that code only it needs can load just in time instead of with the page.
 * Once true it stays true. Browsers without IntersectionObserver get true at once.
 */
export function useNearViewport<T extends HTMLElement>(marginPx: number, { orOnInteraction = false } = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const arrive = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') {
      arrive();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && arrive(), {
      rootMargin: `0px 0px ${marginPx}px 0px`,
    });
    observer.observe(element);
    if (orOnInteraction) {
      element.addEventListener('focusin', arrive);
      element.addEventListener('pointerdown', arrive);
    }
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', arrive);
      element.removeEventListener('pointerdown', arrive);
    };
  }, [marginPx, near, orOnInteraction]);

  return { ref, near };
}
