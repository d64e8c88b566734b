/**
 * The list of blocks on the services root and the service-area pages (docs/service-pages.md#where-the-content-comes-from "Service root and area
 * pages"): each block's image alternates left and right, and ends with a link to its page.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { AREA_LIST_ERROR } from '~/content/content-state';
import { ContentBlock, useSectionContent } from '~/content/page-content';

/**
 * The page's list of blocks (its 'area-list' section: the content model says which pages have one), under the
 * page entry's heading where it has one (none where the editors removed it or the entry could not be read).
 */
export function ServiceAreaList({ heading }: { readonly heading: string | undefined }) {
  const content = useSectionContent('area-list');
  const headingId = 'area-list-heading';
  return (
    <section className="container-page py-16" {...(heading ? { 'aria-labelledby': headingId } : {})}>
      {heading ? (
        <h2 id={headingId} className="mb-10 text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
      ) : null}
      <ContentBlock content={content} label={heading ?? 'the services'} errorMessage={AREA_LIST_ERROR}>
        {(blocks) => (
          <ul role="list" className="space-y-16" data-testid="service-area-list">
            {blocks.map((block, index) => {
              const image = block.image;
              return (
                <li key={block.id} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
                  {image ? (
                    <img
                      src={image.url}
                      alt=""
                      width={image.width ?? 640}
                      height={image.height ?? 400}
                      loading="lazy"
                      className={`aspect-[8/5] w-full rounded-3xl object-cover shadow-sm ${index % 2 === 1 ? 'md:order-2' : ''}`}
                    />
                  ) : null}
                  <div>
                    <h3 className="text-2xl font-bold">{block.title}</h3>
                    <p className="mt-4 leading-relaxed text-slate-600 dark:text-slate-300">{block.description}</p>
                    {block.url ? (
                      <Link
                        to={block.url}
                        className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {block.CTA || `More on ${block.title}`}
                        <ArrowRight aria-hidden className="size-4" />
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ContentBlock>
    </section>
  );
}
