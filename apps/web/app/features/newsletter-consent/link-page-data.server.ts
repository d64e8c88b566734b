/**
 * The loader of the newsletter's confirm and unsubscribe pages (docs/forms.md#newsletter-consent): checks the
 * link's token in process (the content service's newsletter-consent module, through the load context) and says
 * what pressing the button would do, changing nothing. The button posts to the content service, which does it
 * and sends the browser back here with `result`, shown only when the stored state agrees.
 */
import type { NewsletterLinkAnswer } from '@auralis/content-manifest';
import { type AppLoadContext, data } from 'react-router';

import { LINK_PAGE_STATUS, type LinkPageAction, type LinkPageData, type LinkPageView } from './link-page-copy';

/** The view of an answer; `result` is what the button's post reported (`confirmed`, `unsubscribed`). */
export function linkPageView(
  action: LinkPageAction,
  answer: NewsletterLinkAnswer,
  result: string | null,
): LinkPageView {
  if (!answer.ok) return answer.reason;
  switch (answer.outcome) {
    case 'confirmed':
    case 'unsubscribed':
      return 'ask';
    case 'already-confirmed':
      return action === 'confirm' && result === 'confirmed' ? 'done' : 'already';
    case 'already-unsubscribed':
      return action === 'unsubscribe' && result === 'unsubscribed' ? 'done' : 'already';
    case 'left-since':
    case 'gone':
      return answer.outcome;
  }
}

export async function loadLinkPage(request: Request, context: AppLoadContext, action: LinkPageAction) {
  if (!context.newsletterLinks) throw new Error('The newsletter pages need the content service (its load context)');
  const query = new URL(request.url).searchParams;
  const token = query.get('token');
  const answer = await context.newsletterLinks.inspect(token, action);
  const view = linkPageView(action, answer, query.get('result'));
  const page: LinkPageData = {
    action,
    view,
    email: answer.ok ? answer.maskedEmail : undefined,
    token: view === 'ask' && token ? token : undefined,
  };
  return data(page, { status: LINK_PAGE_STATUS[view] });
}
