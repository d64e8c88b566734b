/**
 * The newsletter sign-up in the footer's Connect block (SPEC.md §2, §4, §5). This is its final layout; the
 * submission flow (captcha, save, mails) belongs to the forms work. Until the form is changed and valid the
 * submit button stays disabled, as SPEC.md §4 requires, so nothing can be sent from here yet.
 */
import { useId } from 'react';

export function NewsletterForm() {
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      className="w-full max-w-md"
      noValidate
      aria-label="Newsletter sign-up"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-200">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          aria-describedby={hintId}
          className="min-h-11 flex-1 rounded-full border border-slate-600 bg-slate-900 px-4 text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300"
        />
        <button
          type="submit"
          disabled
          className="min-h-11 rounded-full bg-white px-6 font-semibold text-slate-900 transition hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-400">
        One email a month on engineering, data and design. Unsubscribe any time.
      </p>
    </form>
  );
}
