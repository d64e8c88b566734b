import { siteConfig } from '@auralis/site-config';
import { useId } from 'react';
import { Link } from 'react-router';

/** The mark is our own drawing: an aurora arc over a baseline, in the brand gradient. */
export function LogoMark({ className = 'size-9' }: { readonly className?: string }) {
  // One id per drawn mark: the header and the footer both draw it, and an id must be unique in the document.
  const gradientId = `${useId()}auralis-mark`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#2545eb" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path
        d="M9 28c2.5-9 6.4-14 11-14s8.5 5 11 14"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="20" cy="24" r="2.6" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2.5 rounded-md text-slate-900 dark:text-white"
      aria-label={`${siteConfig.name} home`}
    >
      <LogoMark />
      <span className="font-display text-lg font-extrabold tracking-tight">
        {siteConfig.shortName}
        <span className="hidden font-semibold text-brand-600 min-[375px]:inline dark:text-brand-300">
          {' '}
          {siteConfig.name.slice(siteConfig.shortName.length).trim()}
        </span>
      </span>
    </Link>
  );
}
