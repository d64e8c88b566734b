import { type MediaField, mediaOf } from './media';

/** One card of an icon grid (services, why choose us): a decorative icon, a title and a description. */
export function IconCard({
  icon,
  title,
  description,
}: {
  readonly icon: MediaField | undefined;
  readonly title: string;
  readonly description: string;
}) {
  const image = mediaOf(icon);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      {image ? <img src={image.url} alt="" width={40} height={40} loading="lazy" className="mb-4 size-10" /> : null}
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{description}</p>
    </li>
  );
}
