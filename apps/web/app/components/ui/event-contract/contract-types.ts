/**
 * The event contract's shape, shared by its inline script (event-contract.inline.ts, which runs before any of the
 * page's modules) and the code that takes its events once a part of the page has hydrated (island.tsx, root.tsx).
 * See docs/decisions/017-alive-from-the-first-paint.md.
 */

/** The events the contract captures from the first byte. */
export const CAPTURED_EVENT_TYPES = ['click', 'keydown', 'input', 'change', 'focusin', 'focusout', 'submit'] as const;
export type CapturedEventType = (typeof CAPTURED_EVENT_TYPES)[number];

/** One event the visitor made on a part of the page whose code was not there yet. */
export interface RecordedEvent {
  readonly event: Event;
  /** The element the event happened on (a text node's parent for a text node). */
  readonly target: Element;
  /** The part that owns the target: an island's wrapper (`[data-island]`), or the document's root element. */
  readonly owner: Element;
  /**
   * Held: the contract stopped the event (its default action too), so it must be played again once the owner has
   * hydrated. Not held: the browser did what it does (typed the text, ticked the box, moved the focus), and only
   * the owner's code has yet to hear of it.
   */
  readonly held: boolean;
  /**
   * What the visitor left in the field at that moment: a box's or radio's `checked` after a click on it, a text
   * field's `value` after an input event. A form's code may set its fields to their defaults when it hydrates; the
   * replay puts the visitor's back.
   */
  readonly checked?: boolean;
  readonly value?: string;
}

/** A submission the inline script answers itself, with no code of the page: the cookie choice, the theme. */
export type InlineAction = (form: HTMLFormElement, submitter: HTMLElement | null) => void;

export interface EventContract {
  /** Events recorded and not taken yet, in the order they happened. */
  readonly queue: RecordedEvent[];
  /** Takes (removes and returns) the recorded events of one owner, in order. */
  take(owner: Element): RecordedEvent[];
  /** Hears of every event recorded from now on; returns the function that stops listening. */
  subscribe(listener: (recorded: RecordedEvent) => void): () => void;
  /** The owner's code handles its own events from now on: the contract stops recording for it. */
  markLive(owner: Element): void;
  /** Whether the owner's events go to its own code. */
  isLive(owner: Element): boolean;
  /** The visitor has done something that needs the page's code: fetch it now, not after the load event. */
  readonly wanted: boolean;
  whenWanted(callback: () => void): void;
  /** Submissions of `form[data-inline-action="<name>"]` handled in the inline script (see InlineAction). */
  readonly actions: Record<string, InlineAction>;
}

/** Where the inline script leaves the contract for the page's modules. */
export const EVENT_CONTRACT_GLOBAL = '__eventContract';
