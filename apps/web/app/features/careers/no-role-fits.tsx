import type { PageSectionValues } from '@auralis/content-manifest';
import { siteConfig } from '@auralis/site-config';
import { Mail } from 'lucide-react';

export type NoRoleFitsCopy = NonNullable<PageSectionValues['noRoleFits']>;

/**
 * docs/careers.md#the-pages: the careers mailbox for a resume, and the message for when no job fits. Its heading and text are
 * the open roles page's entry (issue 21), shown there and under every job's details; the mailbox is the
 * company's address.
 */
export function NoRoleFits({ copy }: { readonly copy: NoRoleFitsCopy }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-8 dark:border-slate-800" data-testid="no-role-fits">
      <h2 className="text-xl font-bold">{copy.heading}</h2>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{copy.intro}</p>
      <a
        href={`mailto:${siteConfig.emails.careers}`}
        className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        <Mail aria-hidden className="size-5" /> {siteConfig.emails.careers}
      </a>
    </div>
  );
}
