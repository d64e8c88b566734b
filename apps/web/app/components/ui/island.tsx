/**
 * Islands (issue 18 item 5, decision record 013): a part of the page whose code the browser loads, and which
 * React hydrates, only when the visitor nears it or reaches for it. Until then the server's HTML stands as it
 * is (links work, text is there), and the part's code is not in the page's first JavaScript.
 *
 * How: the server renders the part inside a Suspense boundary. While hydrating, the browser renders the same
 * boundary, but its content waits on a gate, so React keeps the boundary's server HTML. When the gate opens
 * (the part comes within `margin` of the viewport, or the pointer or the focus enters it, or the visitor
 * navigates), the part's chunk loads and React hydrates the boundary in place: no node is replaced, the focus
 * stays where it is. A click or a key press on the part before that is held and played again once it has
 * hydrated (React itself drops a click on a part it cannot hydrate yet), so the first press is never lost.
 * On an in-app navigation the part is not hydrated but mounted: it renders as soon as its chunk is there.
 */
import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigation } from 'react-router';

/** When a part hydrates: as it nears the viewport, or when the pointer or the focus first reaches it. */
export type IslandTrigger = 'visible' | 'interaction';

interface HeldEvent {
  readonly target: Element;
  readonly event: MouseEvent | KeyboardEvent;
}

const subscribeToNothing = () => () => {};
/** A part rendered without a gate (after an in-app navigation) is React's from the start. */
const alwaysHydrated = () => true;

/** Islands waiting to hydrate, by their wrapper element. */
const waiting = new WeakMap<Element, Gate>();

/** One island on the page while it waits to hydrate. */
class Gate {
  readonly opened: Promise<void>;
  isOpen = false;
  /** The part's code is here: React can hydrate it at once, so a press goes to React, not to the queue. */
  ready = false;
  /** React has hydrated the part: from now on it may take new props. */
  hydrated = false;
  private readonly hydratedListeners = new Set<() => void>();
  failed = false;
  wrapper: Element | undefined;
  readonly held: HeldEvent[] = [];
  private release!: () => void;

  constructor(private readonly preload: () => Promise<unknown>) {
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  /** Holds presses on `element` (the island's wrapper) until the part has hydrated. */
  attach(element: Element): void {
    this.wrapper = element;
    waiting.set(element, this);
  }

  detach(): void {
    if (this.wrapper) waiting.delete(this.wrapper);
  }

  markHydrated(): void {
    this.hydrated = true;
    for (const listener of this.hydratedListeners) listener();
  }

  readonly subscribeToHydrated = (listener: () => void): (() => void) => {
    this.hydratedListeners.add(listener);
    return () => this.hydratedListeners.delete(listener);
  };

  readonly isHydrated = (): boolean => this.hydrated;

  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.preload().then(
      () => {
        this.ready = true;
        this.release();
      },
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: the server's HTML stays, links held in the queue still go.
        console.error('A part of the page could not be loaded', error);
        this.failed = true;
        this.replay();
      },
    );
  }

  /** Plays the held presses again, on the hydrated part (or natively, for links, when its code failed). */
  replay(): void {
    for (const { target, event } of this.held.splice(0)) {
      if (!target.isConnected) continue;
      if (this.failed) {
        const link = target.closest('a[href]');
        if (link instanceof HTMLAnchorElement && event.type === 'click') window.location.assign(link.href);
        continue;
      }
      if (event instanceof KeyboardEvent) {
        const handled = !target.dispatchEvent(new KeyboardEvent('keydown', event));
        if (handled) continue;
        // A key press that the part did not handle does what the browser would have done (the held press lost
        // that): Enter in a field sends its form, Enter follows a link or presses a button, Space presses one.
        if (event.key === 'Enter' && target instanceof HTMLInputElement && target.form) {
          target.form.requestSubmit();
          continue;
        }
        const presses =
          (event.key === 'Enter' && target.closest('a[href], button')) ||
          (event.key === ' ' && target.closest('button'));
        if (presses instanceof HTMLElement) presses.click();
      } else {
        target.dispatchEvent(new MouseEvent('click', event));
      }
    }
  }
}

function gateOf(target: EventTarget | null): { gate: Gate; element: Element } | undefined {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const wrapper = element?.closest('[data-island]');
  const gate = wrapper ? waiting.get(wrapper) : undefined;
  return element && gate ? { gate, element } : undefined;
}

const typesText = (element: Element) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

let listening = false;

/** One set of listeners for every island, on the window, so they run before React's own on the document. */
function listen(): void {
  if (listening) return;
  listening = true;
  const reach = (event: Event) => gateOf(event.target)?.gate.open();
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
    window.addEventListener(type, reach, { capture: true, passive: true });
  }
  const hold = (event: MouseEvent | KeyboardEvent) => {
    const found = gateOf(event.target);
    // With the part's code here, React hydrates it on the press and handles the press itself.
    if (!found || found.gate.ready) return;
    // Typing into a field needs no code: the browser keeps the text, and the part reads it once hydrated.
    // Enter in a field is held (it sends the form, which needs the part's code); other keys type as usual.
    if (event instanceof KeyboardEvent && event.key === 'Tab') return;
    const sends = event instanceof KeyboardEvent && event.key === 'Enter' && !event.isComposing;
    if (
      event instanceof KeyboardEvent &&
      typesText(found.element) &&
      !(sends && found.element instanceof HTMLInputElement)
    ) {
      return;
    }
    if (event instanceof MouseEvent && event.button !== 0) return;
    event.preventDefault();
    found.gate.held.push({ target: found.element, event });
    found.gate.open();
  };
  window.addEventListener('click', hold, { capture: true });
  window.addEventListener('keydown', hold, { capture: true });
}

function Hydrated({ gate }: { readonly gate: Gate }) {
  useLayoutEffect(() => {
    gate.detach();
    gate.markHydrated();
  }, [gate]);
  useEffect(() => {
    // After the renders that follow hydration (a value that differs in the browser, as the theme), so a held
    // press meets the part in its browser state.
    const replay = window.setTimeout(() => gate.replay(), 0);
    return () => window.clearTimeout(replay);
  }, [gate]);
  return null;
}

function Gated({ gate, children }: { readonly gate: Gate; readonly children: ReactNode }) {
  use(gate.opened);
  return (
    <>
      {children}
      <Hydrated gate={gate} />
    </>
  );
}

/**
 * `load`'s component as an island: `when` says what makes it hydrate, `margin` how near the viewport counts
 * as near (CSS margin, as IntersectionObserver takes it), `fallback` what an in-app navigation shows while
 * the part's code arrives. The wrapper is `display: contents`, so it does not change the layout. The island
 * is memoized: a parent's re-render with the same props does not reach a part still waiting.
 */
export function island<Props extends object = Record<string, never>>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  {
    when,
    margin = '200px 0px',
    fallback = null,
  }: { readonly when: IslandTrigger; readonly margin?: string; readonly fallback?: ReactNode },
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const Part = lazy(() => preload().then((component) => ({ default: component })));

  function Island(props: Props) {
    const id = useId();
    const wrapper = useRef<HTMLDivElement>(null);
    // The wrapper is already in the document only while React hydrates the server's HTML: the ids that useId
    // gives while hydrating are the server's, and an in-app navigation's are never among them.
    const [gate] = useState(() =>
      typeof document !== 'undefined' && document.getElementById(id) ? new Gate(preload) : null,
    );
    // A navigation updates what the part reads from the router; React can only do that to a hydrated part,
    // and would hold the navigation until it is. So a navigation, from its start, hydrates every waiting part.
    const navigation = useNavigation();
    const { key } = useLocation();
    const [firstKey] = useState(key);
    // New props (the island is memoized: it renders for new props only when they differ) would reach the waiting
    // part, and React would drop its server HTML to render it afresh, waiting for a gate nothing opens.
    // A re-render for a context (the router's state changes after hydration too) keeps the same props object.
    const [firstProps] = useState(props);
    if (gate && (navigation.state !== 'idle' || key !== firstKey || props !== firstProps)) gate.open();
    // So until the part has hydrated it keeps the props it was hydrating with (the same element, which React
    // leaves alone), and takes the new ones right after, in the commit that hydrated it. A type picked on /contact
    // while the form's code was still on its way otherwise rendered a new, empty form over what had been typed.
    const partHydrated = useSyncExternalStore(
      gate?.subscribeToHydrated ?? subscribeToNothing,
      gate?.isHydrated ?? alwaysHydrated,
      gate?.isHydrated ?? alwaysHydrated,
    );
    const shownProps = partHydrated ? props : firstProps;

    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!gate || gate.isOpen || !element) return undefined;
      listen();
      gate.attach(element);
      const box = element.firstElementChild;
      let observer: IntersectionObserver | undefined;
      if (when === 'visible') {
        if (typeof IntersectionObserver === 'undefined' || !box) gate.open();
        else {
          observer = new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) gate.open();
            },
            { rootMargin: margin },
          );
          observer.observe(box);
        }
      }
      void gate.opened.then(() => observer?.disconnect());
      return () => {
        observer?.disconnect();
        gate.detach();
      };
    }, [gate]);

    // The same element while the props are the same: a re-render of the island must not reach a waiting part.
    const part = useMemo(
      () =>
        gate ? (
          <Suspense fallback={null}>
            <Gated gate={gate}>
              <Part {...shownProps} />
            </Gated>
          </Suspense>
        ) : (
          <Suspense fallback={fallback}>
            <Part {...shownProps} />
          </Suspense>
        ),
      [gate, shownProps],
    );
    return (
      <div ref={wrapper} id={id} data-island={name} className="contents">
        {part}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return memo(Island);
}
