import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';

import type { SectionHeading } from '~/site/section-headings';

import { ListSection } from '../shared/section-frame';
import type { SectionProps } from '../shared/section-props';

const HEADING: SectionHeading = { title: 'Digital marketing', heading: 'Other digital marketing services' };

/** docs/service-pages.md: the other digital marketing services block (every page but the six development pages). */
export function OtherServicesSection({ pagePath }: SectionProps) {
  return (
    <ListSection
      section="other-services"
      pagePath={pagePath}
      heading={HEADING}
      loadingLabel="other digital marketing services"
    >
      {(items) => (
        <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="other-services-list">
          {items
            .filter((item) => item.path !== pagePath)
            .map((item) => {
              const icon = item.icon;
              const body = (
                <>
                  {icon ? (
                    <img
                      src={icon.url}
                      alt={icon.alternativeText}
                      width={32}
                      height={32}
                      loading="lazy"
                      className="mb-3 size-8"
                    />
                  ) : null}
                  <span className="flex items-start justify-between gap-2 font-semibold">
                    {item.title}
                    {item.path ? <ArrowUpRight aria-hidden className="size-4 shrink-0" /> : null}
                  </span>
                  {item.description ? (
                    <span className="mt-2 block text-sm text-slate-600 dark:text-slate-300">{item.description}</span>
                  ) : null}
                </>
              );
              const className = 'block h-full rounded-2xl border border-slate-200 p-5 dark:border-slate-700';
              return (
                <li key={item.id}>
                  {item.path ? (
                    <Link to={item.path} className={`${className} transition hover:border-brand-400`}>
                      {body}
                    </Link>
                  ) : (
                    <div className={className}>{body}</div>
                  )}
                </li>
              );
            })}
        </ul>
      )}
    </ListSection>
  );
}
