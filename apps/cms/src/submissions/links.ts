/**
 * Absolute links for mails: the page a form was sent from ("the page URL", docs/forms.md#how-a-submission-runs) and the site's own
 * address for thank-you mails.
 */
import type { SubmissionContext } from './handle';

export function pageUrlOf(context: SubmissionContext, pagePath: string | undefined): string {
  return pagePath ? `${context.origin}${pagePath}` : 'not given';
}
