/**
 * A form whose code arrives after the visitor started on its server HTML (a form in an island hydrates when the
 * visitor reaches for it, components/ui/island.tsx). react-hook-form (7.92) keeps the text already in a field
 * when it registers it, and counts it as a change. What it does not know is which of those fields the visitor
 * has already left: a field left before the code arrived would show no message until left again, beside a
 * disabled submit button that says nothing. And the captcha, which starts when the visitor starts on the form,
 * would wait for the submit.
 *
 * `registerKeepingTyped` notes, on the first commit only, the text in each field and where the focus is, in the
 * moment before react-hook-form registers the field; the layout effect then marks the fields with text that
 * the visitor left as touched and checks them, as a blur would have, and calls `onStarted`.
 */
import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldPath, FieldPathValue, FieldValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTypedField = (element: unknown): element is TypedField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * Whether the visitor changed the field from what the server rendered: the default the HTML carries is the
 * form's own, not the visitor's. A radio counts for the one now checked; checkboxes and files are left out.
 */
function changedByVisitor(element: TypedField): boolean {
  if (element instanceof HTMLSelectElement) {
    // With no option marked selected in the HTML, a select shows its first.
    const rendered = Math.max(
      0,
      [...element.options].findIndex((option) => option.defaultSelected),
    );
    return element.selectedIndex !== rendered;
  }
  if (element instanceof HTMLInputElement) {
    if (element.type === 'file' || element.type === 'checkbox') return false;
    if (element.type === 'radio') return element.checked && !element.defaultChecked;
  }
  return element.value !== element.defaultValue;
}

export function useTypedBeforeHydration<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  setValue: UseFormSetValue<Values>,
  /** Called once after the first commit when the visitor had already started on the form. */
  onStarted?: () => void,
): UseFormRegister<Values> {
  const firstCommitDone = useRef(false);
  const typed = useRef(new Map<FieldPath<Values>, { readonly value: string; readonly focused: boolean }>());
  const formHadFocus = useRef(false);

  const registerKeepingTyped = useCallback<UseFormRegister<Values>>(
    (name, options) => {
      const registration = register(name, options);
      const ref: RefCallback<unknown> = (element) => {
        if (!firstCommitDone.current && isTypedField(element)) {
          const focused = element.ownerDocument.activeElement === element;
          formHadFocus.current ||= focused;
          if (changedByVisitor(element)) typed.current.set(name, { value: element.value, focused });
        }
        registration.ref(element);
      };
      return { ...registration, ref };
    },
    [register],
  );

  useLayoutEffect(() => {
    firstCommitDone.current = true;
    for (const [name, { value, focused }] of typed.current) {
      setValue(name, value as FieldPathValue<Values, typeof name>, {
        shouldDirty: true,
        shouldTouch: !focused,
        shouldValidate: !focused,
      });
    }
    if (typed.current.size > 0 || formHadFocus.current) onStarted?.();
    typed.current.clear();
    // Once, on the first commit: later renders register fields whose values the form already holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return registerKeepingTyped;
}
