/**
 * docs/service-pages.md#where-the-content-comes-from: service-qa-testing-overview, -stands, -we-serves and -stack, fetched in parallel
 * (each its own query, all mounted at once) and shown as their own sections. Pages the manifest gives no such
 * endpoints render nothing here. The lists' headings are the page entry's; a list whose heading the editors
 * removed (or whose entry could not be read) shows without one.
 */
import type { PageSectionValues, SectionItem } from '@auralis/content-manifest';

import { AREA_LIST_ERROR } from '~/content/content-state';
import { ContentBlock, showsContent, useSectionContent } from '~/content/page-content';

export type QaHeadings = Pick<PageSectionValues, 'qaStandsHeading' | 'qaWeServeHeading' | 'qaStackHeading'>;

export function QaSections({
  pagePath,
  headings: { qaStandsHeading, qaWeServeHeading, qaStackHeading },
}: {
  readonly pagePath: string;
  readonly headings: QaHeadings;
}) {
  const shows = (section: 'qa-overview' | QaListSection) => showsContent(pagePath, section);
  return (
    <>
      {shows('qa-overview') ? <QaOverview /> : null}
      {shows('qa-stands') ? (
        <QaList id="qa-stands" heading={qaStandsHeading?.heading} label="what we stand for" columns={2} />
      ) : null}
      {shows('qa-we-serve') ? (
        <QaList id="qa-we-serve" heading={qaWeServeHeading?.heading} label="who we test for" columns={3} />
      ) : null}
      {shows('qa-stack') ? (
        <QaList id="qa-stack" heading={qaStackHeading?.heading} label="the testing stack" columns={2} logos />
      ) : null}
    </>
  );
}

type QaListSection = 'qa-stands' | 'qa-we-serve' | 'qa-stack';

function QaOverview() {
  const content = useSectionContent('qa-overview');
  return (
    <section className="container-page py-16" aria-label="Quality assurance overview">
      <ContentBlock content={content} label="the QA overview" errorMessage={AREA_LIST_ERROR}>
        {(item) => {
          const image = item.image;
          return (
            <div className="grid items-center gap-10 md:grid-cols-2" data-testid="qa-overview">
              <div>
                <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
                  {item.title}
                </p>
                {item.heading ? (
                  <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{item.heading}</h2>
                ) : null}
                <p className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{item.description}</p>
              </div>
              {image ? (
                <img src={image.url} alt="" width={560} height={360} loading="lazy" className="w-full rounded-3xl" />
              ) : null}
            </div>
          );
        }}
      </ContentBlock>
    </section>
  );
}

/** `label` names the list for the loading and error states when it has no heading. */
function QaList({
  id,
  heading,
  label,
  columns,
  logos = false,
}: {
  readonly id: QaListSection;
  readonly heading: string | undefined;
  readonly label: string;
  readonly columns: 2 | 3;
  readonly logos?: boolean;
}) {
  const content = useSectionContent(id);
  return (
    <section className="container-page py-16" {...(heading ? { 'aria-labelledby': `${id}-heading` } : {})}>
      {heading ? (
        <h2 id={`${id}-heading`} className="mb-10 text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
      ) : null}
      <ContentBlock content={content} label={heading ?? label} errorMessage={AREA_LIST_ERROR}>
        {(items) => (
          <ul
            role="list"
            className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}
            data-testid={id}
          >
            {items.map((item) => (
              <QaCard key={item.id} item={item} logos={logos} />
            ))}
          </ul>
        )}
      </ContentBlock>
    </section>
  );
}

function QaCard({ item, logos }: { readonly item: SectionItem<'contentItem'>; readonly logos: boolean }) {
  const icon = item.icon;
  const images = item.images;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      {icon ? <img src={icon.url} alt="" width={40} height={40} loading="lazy" className="mb-4 size-10" /> : null}
      <h3 className="text-lg font-bold">{item.title}</h3>
      {item.heading ? (
        <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-300">{item.heading}</p>
      ) : null}
      {item.description ? (
        <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-300">{item.description}</p>
      ) : null}
      {logos && images.length > 0 ? (
        <ul role="list" className="mt-5 flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={`${index}:${image.url}`}>
              <img
                src={image.url}
                alt={image.alternativeText || image.name.replace(/\.[a-z0-9]+$/i, '')}
                width={32}
                height={32}
                loading="lazy"
                className="size-8 dark:rounded dark:bg-white dark:p-0.5"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
