/**
 * The event contract (docs/decisions/017-alive-from-the-first-paint.md): the first script of every page, inline in
 * its <head>, so that nothing the visitor does is lost while the page's code is on its way.
 *
 * The page's modules load late on purpose (after the load event and the first paint, server/hydrate-after-load.ts),
 * and each island's code later still (components/ui/island.tsx). Until a part's code has hydrated, nothing of
 * React listens on it. This script listens from the first byte, on the window in the capture phase, and for an
 * event on a part whose code is not live yet:
 * - a press that needs code (a button, a tab, a key on them, Enter in a field, a form's submission) is stopped and
 *   recorded as held, to be played again once the part has hydrated;
 * - what the browser does by itself (typing, ticking a box, choosing an option, moving the focus, following a link,
 *   opening a <details>) goes on as usual and is recorded, so the part's code hears of it when it hydrates;
 * - a form marked `data-inline-action` is answered here at once by a registered action (the cookie choice and the
 *   theme, features/shell/shell-boot.inline.ts); without JavaScript the same form is posted to the server.
 * The first such event also asks for the page's code at once instead of after the load event (`whenWanted`).
 *
 * This file is compiled to a minified string at build time (`?inline-script`, apps/web/inline-script-plugin.ts):
 * it must not import anything at run time.
 */
import type { EventContract, InlineAction, RecordedEvent } from './contract-types';

(() => {
  const types = ['click', 'keydown', 'input', 'change', 'focusin', 'focusout', 'submit'];
  const queue: RecordedEvent[] = [];
  const live = new WeakSet<Element>();
  const listeners: ((recorded: RecordedEvent) => void)[] = [];
  const wantedCallbacks: (() => void)[] = [];
  const actions: Record<string, InlineAction> = {};
  /** The `whenWanted` callbacks have run: a later one runs at once. */
  let called = false;
  const root = document.documentElement;

  /** Keys that act on a focused button or widget (APG): held until its code is there. */
  const widgetKeys = /^(Enter| |Escape|Arrow(Up|Down|Left|Right)|Home|End)$/;
  /** Controls whose click the browser handles itself: never held. */
  const nativeControl = 'input,select,textarea,label,option,summary';
  /** Controls that do nothing without their code: a click on them is held. */
  const pressable = 'button,[role=button],[role=tab],[role=menuitem],[role=switch],[role=option],[role=checkbox]';
  /** Fields where Enter sends the form (not a text area, where it starts a line). */
  const sendsOnEnter = (element: Element) =>
    element instanceof HTMLInputElement &&
    !/^(checkbox|radio|button|submit|reset|file|image|range|color)$/.test(element.type);

  const contract: EventContract = {
    queue,
    take(owner) {
      const taken: RecordedEvent[] = [];
      for (let index = 0; index < queue.length; ) {
        const recorded = queue[index];
        if (recorded && recorded.owner === owner) {
          taken.push(recorded);
          queue.splice(index, 1);
        } else index += 1;
      }
      return taken;
    },
    subscribe(listener) {
      listeners.push(listener);
      return () => {
        const index = listeners.indexOf(listener);
        if (index >= 0) listeners.splice(index, 1);
      };
    },
    markLive(owner) {
      live.add(owner);
    },
    isLive(owner) {
      return live.has(owner);
    },
    wanted: false,
    whenWanted(callback) {
      if (called) setTimeout(callback, 0);
      else wantedCallbacks.push(callback);
    },
    actions,
  };

  /** After the frame that shows what the browser did, so fetching and running the code does not hold it back. */
  const want = () => {
    if (contract.wanted) return;
    (contract as { wanted: boolean }).wanted = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        called = true;
        for (const callback of wantedCallbacks.splice(0)) callback();
      }, 0),
    );
  };

  const capture = (event: Event) => {
    // What the page's own code dispatches (a replay, a `click()`) is not the visitor's.
    if (!event.isTrusted) return;
    const node = event.target;
    const target = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
    if (!target) return;

    // A form the inline script answers itself (the cookie choice, the theme): always, whoever owns it.
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const action = actions[target.dataset.inlineAction ?? ''];
      if (action) {
        event.preventDefault();
        event.stopImmediatePropagation();
        action(target, (event as SubmitEvent).submitter);
        return;
      }
    }

    const owner = target.closest('[data-island]') ?? root;
    if (live.has(owner)) return;

    let held = false;
    if (event.type === 'submit') held = true;
    else if (event.type === 'click') {
      const mouse = event as MouseEvent;
      if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      // A link is followed by the browser; once the page's own code runs, a link in a part that is still on its way
      // waits for it instead, so that the site's router takes the navigation.
      if (target.closest('a[href]')) held = live.has(root) && !target.closest(nativeControl);
      else held = !target.closest(nativeControl) && target.closest(pressable) !== null;
    } else if (event.type === 'keydown') {
      const key = (event as KeyboardEvent).key;
      if ((event as KeyboardEvent).isComposing) return;
      if (key === 'Enter' && sendsOnEnter(target)) held = true;
      else if (widgetKeys.test(key) && target.closest(pressable) && !target.closest(nativeControl)) held = true;
      // Other keys type into fields or move the focus: the browser does that, and input and focus events say so.
      else return;
    }

    if (held) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    const recorded: RecordedEvent = { event, target, owner, held };
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      if (event.type === 'click') (recorded as { checked?: boolean }).checked = target.checked;
    } else if (
      event.type === 'input' &&
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
    ) {
      (recorded as { value?: string }).value = target.value;
    }
    queue.push(recorded);
    for (const listener of listeners.slice()) listener(recorded);
    if (event.type !== 'focusout') want();
  };

  for (const type of types) addEventListener(type, capture, true);
  (window as unknown as Record<string, EventContract>).__eventContract = contract;
})();
