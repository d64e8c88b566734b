/** Our own illustration for the dedicated-developers FAQ: two speech bubbles over a laptop. Decorative. */
export function FaqIllustration({ className }: { readonly className?: string }) {
  return (
    <svg viewBox="0 0 320 260" aria-hidden focusable="false" className={className} data-testid="faq-illustration">
      <rect x="40" y="150" width="240" height="90" rx="14" className="fill-brand-100 dark:fill-slate-800" />
      <rect x="60" y="162" width="200" height="64" rx="8" className="fill-white dark:fill-slate-900" />
      <rect x="20" y="236" width="280" height="12" rx="6" className="fill-brand-200 dark:fill-slate-700" />
      <path
        d="M70 30h130a16 16 0 0 1 16 16v44a16 16 0 0 1-16 16h-86l-26 22v-22h-18a16 16 0 0 1-16-16V46a16 16 0 0 1 16-16z"
        className="fill-brand-600 dark:fill-brand-500"
      />
      <text x="135" y="80" textAnchor="middle" className="fill-white font-display" fontSize="40" fontWeight="800">
        ?
      </text>
      <path
        d="M196 92h86a14 14 0 0 1 14 14v34a14 14 0 0 1-14 14h-12v18l-22-18h-52a14 14 0 0 1-14-14v-34a14 14 0 0 1 14-14z"
        className="fill-accent-400 dark:fill-accent-500"
      />
      <rect x="206" y="112" width="66" height="8" rx="4" className="fill-white/90" />
      <rect x="206" y="128" width="46" height="8" rx="4" className="fill-white/90" />
      <rect x="76" y="178" width="120" height="8" rx="4" className="fill-brand-200 dark:fill-slate-700" />
      <rect x="76" y="196" width="160" height="8" rx="4" className="fill-brand-100 dark:fill-slate-800" />
    </svg>
  );
}
