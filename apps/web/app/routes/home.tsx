import { ContactBlock } from '~/features/contact/contact-block';
import { HomePage } from '~/features/home/home-page';
import { organizationJsonLd, pageMeta } from '~/site/page-meta';
import { homePage } from '~/site/search-data/shell-pages';

import type { Route } from './+types/home';

/**
 * The head's tags, built on the server: the home page's search data and the organization's structured data
 * stay out of the first JavaScript of the site's most visited page.
 */
export function loader() {
  return { meta: pageMeta(homePage.search, { extra: [organizationJsonLd()] }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

// The service pages' marquee (react-fast-marquee) is fetched with the home page's marquee section, not before.
const loadLogoMarquee = () =>
  import('~/features/service-sections/shared/logo-marquee').then((module) => module.LogoMarquee);

/** SPEC.md §1: the home page ends with the contact / start-a-project block. */
export default function HomeRoute() {
  return (
    <>
      <HomePage loadLogoMarquee={loadLogoMarquee} />
      <ContactBlock variant="project" />
    </>
  );
}
