import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { type IndustrySlug, industries, paths } from '~/site/menu';
import { industryPageContent } from '~/site/page-content';

/** One shared industry page; the content is chosen by slug (SPEC.md §2). */
export function IndustryPage({ slug }: { readonly slug: IndustrySlug }) {
  const { heading, intro } = industryPageContent[slug];
  const name = industries.find((industry) => industry.slug === slug)?.name ?? heading;
  return (
    <>
      <PageHero
        eyebrow={name}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Industries', to: paths.industries }, { label: name }]} />}
      />
      <CallToAction heading={`Working in ${name.toLowerCase().replace('&', 'and')}?`} />
    </>
  );
}
