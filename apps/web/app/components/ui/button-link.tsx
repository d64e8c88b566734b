import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

const variants = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300',
  secondary:
    'border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;

export function ButtonLink({
  variant = 'primary',
  children,
  className = '',
  ...props
}: LinkProps & { readonly variant?: keyof typeof variants; readonly children: ReactNode }) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
