import type { MarqueeLogo } from '../shared/logo-marquee';

export interface StackGroup {
  readonly key: string;
  readonly title: string;
  readonly heading?: string | null;
  readonly logos: readonly MarqueeLogo[];
}

/** The tech stack's groups: a card per group with its logos and their names. */
export function StackGroups({ groups }: { readonly groups: readonly StackGroup[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2" data-testid="tech-stack-groups">
      {groups.map((group) => (
        <li
          key={group.key}
          className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        >
          <h3 className="text-lg font-bold">{group.title}</h3>
          {group.heading ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{group.heading}</p> : null}
          <ul role="list" className="mt-5 flex flex-wrap gap-3">
            {group.logos.map((logo) => (
              <li
                key={logo.key}
                className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-medium dark:bg-slate-800"
              >
                <img
                  src={logo.src}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                  className="size-6 dark:rounded dark:bg-white dark:p-0.5"
                />
                {logo.alt}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
