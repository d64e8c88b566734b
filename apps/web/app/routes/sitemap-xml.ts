import { jobDetailPath } from '~/features/careers/job-state';
import { canonical } from '~/site/seo';
import { publicPaths } from '~/site/route-table';

import type { Route } from './+types/sitemap-xml';

/**
 * /sitemap.xml: every public route once, every published story and industry page (issue 34, in the team's
 * order), and the detail page of every open role (issue 20), read in process from the recruiting provider as
 * the job pages are; a path the team redirects is left out. Resource routes are not kept in the HTML cache, so a
 * role that closes, a story that is unpublished and a path redirected leave the sitemap at once. If the provider or the content service cannot be asked, the sitemap
 * still lists every other page (the failure is logged by the service) rather than failing as a whole.
 */
export async function loader({ context }: Pick<Route.LoaderArgs, 'context'>) {
  const [openings, industries, stories, redirected] = await Promise.all([
    context.jobs.openings(),
    context.content.listed('industry'),
    context.content.listed('story'),
    context.redirectedPaths?.() ?? new Set<string>(),
  ]);
  const jobPaths = openings.ok ? openings.data.map(jobDetailPath) : [];
  const listedPaths = [industries, stories].flatMap((listed) =>
    listed.ok ? listed.data.map((page) => page.path) : [],
  );
  // A path the team redirects elsewhere is not a page to index (issue 34).
  const urls = [...publicPaths, ...listedPaths, ...jobPaths]
    .filter((path) => !redirected.has(path))
    .map((path) => `  <url><loc>${escapeXml(canonical(path))}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

/** A job id comes from the recruiting provider: `&` and friends must not break the XML. */
function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
