/**
 * Absolute links for mails: the page a form was sent from ("the page URL", SPEC.md §7) and the site's own
 * address for thank-you mails.
 */
import type { SubmissionContext } from './handle';

export function pageUrlOf(context: SubmissionContext, pagePath: string | undefined): string {
  return pagePath ? `${context.origin}${pagePath}` : 'not given';
}
