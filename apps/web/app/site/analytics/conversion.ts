/**
 * Conversion events (docs/analytics.md#what-is-sent): a form that was taken says so here, with its kind only, never
 * what the visitor typed. The forms call `sendConversion` (components/ui/form/use-submission-form.ts); it goes to the
 * analytics provider only once the visitor accepted cookies and the provider's code is running
 * (analytics-runtime.ts sets the sink), and is dropped otherwise. This module is all a form carries of analytics.
 */
import type { ContactFormType } from '@auralis/form-schemas';

export type ConversionEvent =
  | { readonly name: 'newsletter_signup' }
  /** A contact enquiry, by its form's type (project, partner, general, career, agiliti). */
  | { readonly name: 'enquiry'; readonly type: ContactFormType }
  | { readonly name: 'job_application' };

type ConversionSink = (event: ConversionEvent) => void;

let sink: ConversionSink | undefined;

export function sendConversion(event: ConversionEvent): void {
  sink?.(event);
}

/** The analytics runtime's own: set once it runs after Accept, cleared on Decline. */
export function setConversionSink(next: ConversionSink | undefined): void {
  sink = next;
}
