/**
 * Plays the events the event contract recorded on a part of the page (event-contract.inline.ts) to the part's code,
 * once it has hydrated, in the order the visitor made them: what the contract held is done now, and what the
 * browser already did (text typed, a box ticked, a field left) is told to the handlers that missed it.
 * docs/decisions/017-alive-from-the-first-paint.md.
 */
import type { RecordedEvent } from './contract-types';

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !/^(checkbox|radio|file|submit|button|reset|image)$/.test(element.type));

const isToggle = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * A text field's value, told to React as if typed now: `value`, what the visitor left in it (a form's code may have
 * set the field back to its default as it hydrated). React only reports a change when the field's value differs
 * from the one it last saw, and it may have seen the typed text when it hydrated the field: its tracker is set back
 * first (through the property setter React watches), then the typed text is put in past it.
 */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setWithoutTracker = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setWithoutTracker) return;
  const { selectionStart, selectionEnd } = field;
  field.value = value === '' ? ' ' : '';
  setWithoutTracker.call(field, value);
  if (field.ownerDocument.activeElement === field && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd);
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A box or radio the visitor ticked (or unticked) before the code was there: React learns of it from a click, and a
 * click toggles it. It is set to the other state first, so the click leaves it as the visitor did, whatever a form's
 * code set it to as it hydrated.
 */
function announceChecked(toggle: HTMLInputElement, checked: boolean): void {
  // A radio is never unticked by its own click: the visitor's later choice in its group tells that.
  if (toggle.type === 'radio' && !checked) return;
  toggle.checked = !checked;
  toggle.click();
}

/** What the browser does with a key press on a control, for a press no handler took. */
function keyDefault(target: Element, key: string): void {
  if (key === 'Enter' && target instanceof HTMLInputElement && target.form) {
    target.form.requestSubmit();
    return;
  }
  const pressed = (key === 'Enter' && target.closest('a[href], button')) || (key === ' ' && target.closest('button'));
  if (pressed instanceof HTMLElement) pressed.click();
}

function replayOne({ event, target, held, checked, value }: RecordedEvent): void {
  switch (event.type) {
    case 'click':
      if (held) target.dispatchEvent(new MouseEvent('click', event as MouseEvent));
      else if (isToggle(target)) announceChecked(target, checked ?? target.checked);
      return;
    case 'keydown': {
      if (!held) return;
      const key = (event as KeyboardEvent).key;
      const handled = !target.dispatchEvent(new KeyboardEvent('keydown', event as KeyboardEvent));
      if (!handled) keyDefault(target, key);
      return;
    }
    case 'submit': {
      if (!held || !(target instanceof HTMLFormElement)) return;
      const submitter = (event as SubmitEvent).submitter;
      target.requestSubmit(submitter?.isConnected && target.contains(submitter) ? submitter : null);
      return;
    }
    case 'input':
      if (isTextField(target)) announceValue(target, value ?? target.value);
      return;
    case 'change':
      if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'file')) {
        target.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return;
    case 'focusin':
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return;
    case 'focusout':
      // Left and not come back to: its handlers hear that it was left (a form marks it touched and checks it).
      if (target.ownerDocument.activeElement !== target) {
        target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
      return;
    default:
  }
}

/** A later click chooses again: only the last one on a box, or in a radio's group, says what the visitor left. */
function choiceSupersededLater(recorded: readonly RecordedEvent[], index: number): boolean {
  const current = recorded[index];
  if (!current || current.event.type !== 'click' || current.held || !isToggle(current.target)) return false;
  const toggle = current.target;
  return recorded.slice(index + 1).some(({ event, target, held }) => {
    if (event.type !== 'click' || held || !isToggle(target)) return false;
    if (target === toggle) return true;
    return (
      toggle.type === 'radio' && target.type === 'radio' && target.name === toggle.name && target.form === toggle.form
    );
  });
}

/**
 * Plays `recorded` in order. Typing makes a run of input events on one field: the field's value is told once. Of
 * several clicks on a box or in a radio group, the last tells what the visitor chose.
 * When the part's code could not be loaded (`codeFailed`), only a held click on a link is followed, by the browser;
 * nothing else can be done, and the visitor's text stays in the fields.
 */
export function replayRecordedEvents(recorded: readonly RecordedEvent[], codeFailed = false): void {
  for (let index = 0; index < recorded.length; index += 1) {
    const current = recorded[index];
    if (!current?.target.isConnected) continue;
    if (codeFailed) {
      const link = current.held && current.event.type === 'click' ? current.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
      continue;
    }
    const next = recorded[index + 1];
    if (current.event.type === 'input' && next?.event.type === 'input' && next.target === current.target) continue;
    if (choiceSupersededLater(recorded, index)) continue;
    replayOne(current);
  }
}
