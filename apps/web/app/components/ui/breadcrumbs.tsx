import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

export function Breadcrumbs({ items }: { readonly items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-500 dark:text-slate-400">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden className="size-3.5" /> : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-700 dark:text-slate-200">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
