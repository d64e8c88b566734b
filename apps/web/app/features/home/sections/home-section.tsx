import type { ReactNode } from 'react';

/** A home-page section: its h2, a short introduction and the content, on the page's tone of background. */
export function HomeSection({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly tone?: 'plain' | 'tinted';
  readonly children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={`home-${id}`}
      className={tone === 'tinted' ? 'bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/40' : 'py-16 sm:py-20'}
    >
      <div className="container-page">
        <h2 id={`${id}-heading`} className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">{intro}</p>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
