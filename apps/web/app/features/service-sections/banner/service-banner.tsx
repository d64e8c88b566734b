import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '~/components/ui/button-link';
import { HERO_ACTIONS_CLASS, HERO_INTRO_CLASS, PageHero } from '~/components/ui/page-hero';
import { ContentBlock, showsContent, useSectionContent, useSettledData } from '~/content/page-content';

/** Tailwind's `lg`, where PageHero shows its aside. */
const LARGE_BREAKPOINT = '1024px';
/** What the `<img>` holds where the picture is not shown: nothing to fetch. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export interface ServiceBannerProps {
  /** The page whose Banner field this is. */
  readonly pagePath: string;
  /** The page's name: its heading while the banner is on its way, or when it could not be read. */
  readonly pageName: string;
  readonly eyebrow: string;
  readonly breadcrumbs: ReactNode;
}

/**
 * docs/routes-and-shell.md#who-the-site-is-for: a service page's banner, its first section, is the page's hero. The marketing team edits it
 * in the page's Banner field: its title is the page's one <h1>, its text the introduction, its link label and
 * link the button (docs/service-pages.md: service banners end with a call to action to /contact), its picture stands beside
 * the text on wide screens. The heading is there at once, so the page always has one: the page's name until
 * the banner has arrived (an in-app navigation) or when it could not be read, with the block's spinner or its
 * error box under it (docs/service-pages.md#when-content-cannot-be-read).
 */
export function ServiceBanner(props: ServiceBannerProps) {
  return showsContent(props.pagePath, 'banner') ? (
    <Banner {...props} />
  ) : (
    <PageHero heading={props.pageName} eyebrow={props.eyebrow} breadcrumbs={props.breadcrumbs} />
  );
}

function Banner({ pageName, eyebrow, breadcrumbs }: ServiceBannerProps) {
  const content = useSectionContent('banner');
  const banner = useSettledData(content);
  const image = banner?.image;
  return (
    <PageHero
      heading={banner?.title ?? pageName}
      eyebrow={eyebrow}
      breadcrumbs={breadcrumbs}
      aside={
        image ? (
          // Shown from the large breakpoint only (PageHero's aside): a phone, which hides it, never downloads it,
          // and a wide screen, where it is often the largest paint, fetches it at once and first.
          <picture>
            <source media={`(min-width: ${LARGE_BREAKPOINT})`} srcSet={image.url} />
            <img
              src={EMPTY_IMAGE}
              alt=""
              width={image.width ?? 360}
              height={image.height ?? 270}
              fetchPriority="high"
              className="w-full rounded-3xl"
              data-testid="banner-image"
            />
          </picture>
        ) : undefined
      }
      body={
        <ContentBlock content={content} label="the banner" loaderClassName="mt-6 h-[148px]">
          {(loaded) => (
            <>
              <p className={HERO_INTRO_CLASS} data-testid="banner-text">
                {loaded.description}
              </p>
              {loaded.CTA && loaded.url ? (
                <div className={HERO_ACTIONS_CLASS}>
                  <ButtonLink to={loaded.url}>
                    {loaded.CTA} <ArrowRight aria-hidden className="size-5" />
                  </ButtonLink>
                </div>
              ) : null}
            </>
          )}
        </ContentBlock>
      }
    />
  );
}
