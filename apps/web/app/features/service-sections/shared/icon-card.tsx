import type { EntryPicture } from '@auralis/content-manifest';
import type { HTMLAttributes } from 'react';

/** One card of an icon grid (services, why choose us): a decorative icon, a title and a description. */
export function IconCard({
  icon,
  title,
  description,
}: {
  readonly icon: EntryPicture | null;
  readonly title: string;
  readonly description: string;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      {icon ? <img src={icon.url} alt="" width={40} height={40} loading="lazy" className="mb-4 size-10" /> : null}
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{description}</p>
    </li>
  );
}

/** An entry an icon card shows. */
interface IconCardEntry {
  readonly id: number;
  readonly title: string;
  readonly description: string;
}

/** A section's entries as a grid of icon cards; `iconOf` is the field that holds an entry's icon. */
export function IconCardGrid<Entry extends IconCardEntry>({
  items,
  iconOf,
  ...list
}: {
  readonly items: readonly Entry[];
  readonly iconOf: (item: Entry) => EntryPicture | null;
} & Omit<HTMLAttributes<HTMLUListElement>, 'role' | 'children'>) {
  return (
    <ul role="list" {...list}>
      {items.map((item) => (
        <IconCard key={item.id} icon={iconOf(item)} title={item.title} description={item.description} />
      ))}
    </ul>
  );
}
