/**
 * The words of the newsletter's confirm and unsubscribe pages (docs/forms.md#newsletter-consent). Like the
 * not-found screen's, they are no page of the content service: nobody reaches these pages but from a link in our
 * own mail, and what each state says is a rule of the consent flow, not marketing copy.
 */
import { siteConfig } from '@auralis/site-config';

export type LinkPageAction = 'confirm' | 'unsubscribe';

/**
 * What the page shows: `ask` before the button is pressed (a GET changes nothing, so a mail scanner opening
 * the link confirms or unsubscribes no one), `done` after it, `already` for a link used twice, and the
 * refusals with their status.
 */
export type LinkPageView = 'ask' | 'done' | 'already' | 'left-since' | 'gone' | 'expired' | 'invalid';

/** What the loader hands the page. */
export interface LinkPageData {
  readonly action: LinkPageAction;
  readonly view: LinkPageView;
  /** Partly hidden (`s•••s@example.com`). */
  readonly email: string | undefined;
  /** The token the button posts back; only for `ask`. */
  readonly token: string | undefined;
}

export interface LinkPageCopy {
  readonly heading: string;
  readonly intro: string;
  /** The button of `ask`. */
  readonly button?: string;
}

export const LINK_PAGE_STATUS: Readonly<Record<LinkPageView, number>> = {
  ask: 200,
  done: 200,
  already: 200,
  'left-since': 409,
  gone: 404,
  expired: 410,
  invalid: 400,
};

const SIGN_UP_AGAIN = 'To subscribe, use the newsletter form at the foot of any page.';
const INVALID: LinkPageCopy = {
  heading: 'This link is not valid',
  intro:
    'It may have been cut off or changed on its way here. Open it again from the email, or copy the whole address into your browser.',
};

export function linkPageCopy(action: LinkPageAction, view: LinkPageView, email: string | undefined): LinkPageCopy {
  const address = email ?? 'This address';
  const newsletter = `the ${siteConfig.name} newsletter`;
  if (view === 'invalid') return INVALID;
  if (action === 'confirm') {
    switch (view) {
      case 'ask':
        return {
          heading: 'Confirm your subscription',
          intro: `Press the button to confirm that ${address} should receive ${newsletter}. Until you do, we send it nothing.`,
          button: 'Confirm my subscription',
        };
      case 'done':
        return {
          heading: 'Your subscription is confirmed',
          intro: `Thank you. ${address} now receives ${newsletter}. Every issue ends with a link to unsubscribe.`,
        };
      case 'already':
        return {
          heading: 'Already confirmed',
          intro: `${address} is already subscribed to ${newsletter}. There is nothing more to do.`,
        };
      case 'left-since':
        return {
          heading: 'This address has unsubscribed',
          intro: `${address} unsubscribed after this link was sent, so it stays off the list. ${SIGN_UP_AGAIN}`,
        };
      case 'gone':
        return { heading: 'We no longer have this sign-up', intro: `It was removed from our list. ${SIGN_UP_AGAIN}` };
      case 'expired':
        return {
          heading: 'This confirmation link has expired',
          intro: `Confirmation links work for 7 days. Sign up again with the form at the foot of any page and we will send a new one.`,
        };
    }
  }
  switch (view) {
    case 'ask':
      return {
        heading: 'Unsubscribe from the newsletter',
        intro: `Press the button and ${address} gets no more of ${newsletter}.`,
        button: 'Unsubscribe',
      };
    case 'done':
      return {
        heading: 'You are unsubscribed',
        intro: `${address} gets no more of ${newsletter}. If this was a mistake, sign up again with the form at the foot of any page.`,
      };
    case 'already':
    case 'left-since':
    case 'gone':
      return {
        heading: 'Already unsubscribed',
        intro: `${address} is not on our newsletter list. There is nothing more to do.`,
      };
    case 'expired':
      return INVALID;
  }
}
