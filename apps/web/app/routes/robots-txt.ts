import { siteConfig } from '@auralis/site-config';

/** Prerendered to /robots.txt. The admin, the API and the internal test page stay out of search engines. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /testing',
    '',
    `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
