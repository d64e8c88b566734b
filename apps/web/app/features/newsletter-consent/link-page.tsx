import { CircleCheck, Home, Link2Off, MailCheck, MailX } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';

import { linkPageCopy, type LinkPageData, type LinkPageView } from './link-page-copy';

/** Where the button posts: the content service's endpoints (apps/cms/src/api/newsletter-subscriber). */
const ACTION_PATHS = { confirm: '/api/newsletter/confirm', unsubscribe: '/api/newsletter/unsubscribe' } as const;

const BUTTON_CLASS =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300';

function ViewIcon({ view, action }: { readonly view: LinkPageView; readonly action: LinkPageData['action'] }) {
  const className = 'mb-8 size-16 text-brand-600 dark:text-brand-300';
  if (view === 'invalid' || view === 'expired') return <Link2Off aria-hidden className={className} />;
  if (view === 'done' || view === 'already') return <CircleCheck aria-hidden className={className} />;
  return action === 'confirm' ? (
    <MailCheck aria-hidden className={className} />
  ) : (
    <MailX aria-hidden className={className} />
  );
}

/**
 * A newsletter link's page (docs/forms.md#newsletter-consent): what the link does, and for `ask` a button in a plain
 * form that posts to the content service, so it works with no JavaScript; the page itself changes nothing.
 */
export function NewsletterLinkPage({ action, view, email, token }: LinkPageData) {
  const copy = linkPageCopy(action, view, email);
  return (
    <section
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
      data-testid="newsletter-link-page"
      data-view={view}
    >
      <ViewIcon view={view} action={action} />
      <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{copy.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        {copy.button && token ? (
          <form method="post" action={ACTION_PATHS[action]}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="from" value="page" />
            <button type="submit" className={BUTTON_CLASS}>
              {copy.button}
            </button>
          </form>
        ) : null}
        <ButtonLink to="/" variant={copy.button ? 'secondary' : 'primary'}>
          <Home aria-hidden className="size-5" /> Back to Homepage
        </ButtonLink>
      </div>
    </section>
  );
}
