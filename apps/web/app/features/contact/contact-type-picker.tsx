import { CONTACT_FORM_TYPES, type ContactFormType } from '@auralis/form-schemas';

import { useContactEntry } from '~/content/contact-entry';

/**
 * The enquiry types on /contact: native radios in a fieldset, so arrow keys and screen readers just work. Each
 * choice's words are its form's, in the contact entry; a form an editor removed is not offered.
 */
export function ContactTypePicker({
  question,
  value,
  onChange,
}: {
  readonly question: string;
  readonly value: ContactFormType;
  readonly onChange: (formType: ContactFormType) => void;
}) {
  const { forms } = useContactEntry();
  return (
    <fieldset>
      <legend className="mb-3 font-display text-lg font-bold text-slate-900 dark:text-white">{question}</legend>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CONTACT_FORM_TYPES.map((formType) => {
          const copy = forms[formType];
          if (!copy) return null;
          const hintId = `contact-type-${formType}-hint`;
          return (
            <label
              key={formType}
              className="flex cursor-pointer flex-wrap items-start gap-x-3 gap-y-0.5 rounded-2xl border border-slate-200 p-4 transition hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:hover:border-brand-400 dark:has-checked:border-brand-300 dark:has-checked:bg-slate-800 dark:has-focus-visible:outline-brand-300"
            >
              <input
                type="radio"
                name="contact-type"
                value={formType}
                checked={value === formType}
                onChange={() => onChange(formType)}
                aria-describedby={hintId}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus:outline-none dark:accent-brand-300"
              />
              <span className="font-semibold text-slate-900 dark:text-white">{copy.choice}</span>
              <span id={hintId} className="basis-full pl-7 text-sm text-slate-600 dark:text-slate-400">
                {copy.choiceHint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** `?type=partner` and the like preselect a type; anything unknown falls back to a project. */
export function contactTypeFromSearch(value: string | null): ContactFormType | null {
  return CONTACT_FORM_TYPES.find((formType) => formType === value) ?? null;
}
