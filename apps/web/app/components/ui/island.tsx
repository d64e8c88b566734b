/**
 * Islands (issue 18 item 5, decision records 013 and 017): a part of the page whose code the browser loads, and
 * which React hydrates, only when the visitor nears it or reaches for it. Until then the server's HTML stands as it
 * is (links work, text is there), and the part's code is not in the page's first JavaScript.
 *
 * How: the server renders the part inside a Suspense boundary. While hydrating, the browser renders the same
 * boundary, but its content waits on a gate, so React keeps the boundary's server HTML. When the gate opens
 * (the part comes within `margin` of the viewport, or the pointer or the focus enters it, or the visitor
 * navigates), the part's chunk loads and React hydrates the boundary in place: no node is replaced, the focus
 * stays where it is. What the visitor did on the part before that, from the page's first byte on, the event
 * contract recorded (event-contract/event-contract.inline.ts): the island takes those events when it hydrates and
 * plays them to its code in order (event-contract/replay.ts), then tells the contract that its own code listens.
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

import { eventContract, handOver } from './event-contract/contract';
import type { RecordedEvent } from './event-contract/contract-types';

/** When a part hydrates: as it nears the viewport, or when the pointer or the focus first reaches it. */
export type IslandTrigger = 'visible' | 'interaction';

const subscribeToNothing = () => () => {};
/** A part rendered without a gate (after an in-app navigation) is React's from the start. */
const alwaysHydrated = () => true;

/** Islands waiting to hydrate, by their wrapper element. */
const waiting = new WeakMap<Element, Gate>();

/** One island on the page while it waits to hydrate. */
class Gate {
  readonly opened: Promise<void>;
  isOpen = false;
  /** React has hydrated the part: from now on it may take new props. */
  hydrated = false;
  private readonly hydratedListeners = new Set<() => void>();
  failed = false;
  wrapper: Element | undefined;
  /** What the visitor did on the part before it hydrated, as the event contract recorded it. */
  private readonly recorded: RecordedEvent[] = [];
  private release!: () => void;

  constructor(private readonly preload: () => Promise<unknown>) {
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  /** Takes what the contract recorded on `element` (the island's wrapper) so far, and from now on. */
  attach(element: Element): void {
    this.wrapper = element;
    waiting.set(element, this);
    const contract = eventContract();
    const earlier = contract?.take(element) ?? [];
    if (earlier.length > 0) this.record(earlier);
  }

  detach(): void {
    if (this.wrapper) waiting.delete(this.wrapper);
  }

  /** Events the visitor made on the part: the first one opens the gate (the visitor reached for the part). */
  record(events: readonly RecordedEvent[]): void {
    this.recorded.push(...events);
    this.open();
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
      () => this.release(),
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: the server's HTML stays, links held in the queue still go.
        console.error('A part of the page could not be loaded', error);
        this.failed = true;
        this.handOver();
      },
    );
  }

  /**
   * The part's code listens from now on: the contract stops recording for it, and what it recorded is played to
   * the part (or, when its code failed, a held link is followed). Events arrive in one task, so none is missed
   * or played twice.
   */
  handOver(): void {
    if (this.wrapper) handOver(this.wrapper, this.recorded.splice(0), this.failed);
  }
}

let listening = false;

/**
 * Opens the gate of an island the visitor reaches for: the contract's recorded events (a press, a key, typing,
 * the focus) hand themselves to the island's gate, and a pointer moving over a part, or a touch starting on it,
 * fetches its code early.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  eventContract()?.subscribe((recorded) => {
    const gate = waiting.get(recorded.owner);
    if (!gate) return;
    // The gate keeps it, in order with what it already has: the contract must not play it twice.
    eventContract()?.take(recorded.owner);
    gate.record([recorded]);
  });
  const reach = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    const wrapper = element?.closest('[data-island]');
    if (wrapper) waiting.get(wrapper)?.open();
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart']) {
    window.addEventListener(type, reach, { capture: true, passive: true });
  }
}

function Hydrated({ gate }: { readonly gate: Gate }) {
  useLayoutEffect(() => {
    gate.detach();
    gate.markHydrated();
  }, [gate]);
  useEffect(() => {
    // After the renders that follow hydration (a value that differs in the browser), so a held press meets the part
    // in its browser state.
    const replay = window.setTimeout(() => gate.handOver(), 0);
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
      if (!element) return undefined;
      // Mounted by an in-app navigation: its own code listens from the start.
      if (!gate) {
        eventContract()?.markLive(element);
        return undefined;
      }
      if (gate.hydrated) return undefined;
      listen();
      gate.attach(element);
      const box = element.firstElementChild;
      let observer: IntersectionObserver | undefined;
      if (when === 'visible' && !gate.isOpen) {
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
