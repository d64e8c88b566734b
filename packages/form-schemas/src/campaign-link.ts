import { hasForbiddenControlCharacters } from './control-characters';

/**
 * What a campaign link and the page a visit began on say (docs/forms.md#where-a-submission-came-from), read in the
 * browser: the shell records them on every page, so this module holds no schema (attribution.ts has it) and
 * keeps zod out of every page's first JavaScript.
 */

/** The query parameters of a campaign link that are kept, and the word each is stored under. */
export const CAMPAIGN_PARAMETERS = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_term: 'Term',
  utm_content: 'Content',
  gclid: 'Gclid',
  msclkid: 'Msclkid',
  li_fat_id: 'LiFatId',
} as const;
export type CampaignParameter = keyof typeof CAMPAIGN_PARAMETERS;
export const CAMPAIGN_PARAMETER_NAMES = Object.keys(CAMPAIGN_PARAMETERS) as CampaignParameter[];

/**
 * The longest value kept. Each is stored in a Strapi `string` column (varchar(255) on PostgreSQL); a Google click
 * id is about a hundred characters, and a campaign name longer than this is not one a team types.
 */
export const CAMPAIGN_VALUE_MAX_LENGTH = 200;
/** A host name's longest (RFC 1035). */
export const REFERRER_HOST_MAX_LENGTH = 253;
/** As the page a form was sent from (contact.ts, PAGE_URL_MAX_LENGTH). */
export const LANDING_PAGE_MAX_LENGTH = 255;

export type Campaign = Partial<Record<CampaignParameter, string>>;

/** A host name, lower case, with no scheme, port, path or query: `www.linkedin.com`, never a URL. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A path of this site without its query: a query may hold what a visitor typed into another site's form. */
export const SITE_PATH_WITHOUT_QUERY = /^\/(?![/\\])[^\s?#]*$/;

/** Control characters out, spaces trimmed, cut to the longest kept: what a campaign link's value becomes. */
function cleanCampaignValue(value: string): string | undefined {
  const cleaned = [...value]
    .filter((character) => !hasForbiddenControlCharacters(character))
    .join('')
    .trim()
    .slice(0, CAMPAIGN_VALUE_MAX_LENGTH)
    .trim();
  return cleaned === '' ? undefined : cleaned;
}

/** The campaign a page's query names, or undefined when it names none. Other parameters are ignored. */
export function campaignOfQuery(query: URLSearchParams): Campaign | undefined {
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMETER_NAMES) {
    const value = query.get(name);
    const cleaned = value === null ? undefined : cleanCampaignValue(value);
    if (cleaned !== undefined) campaign[name] = cleaned;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/**
 * The host of the page that sent the visitor (`document.referrer`), or undefined when there is none, it is not
 * a web page, or it is this site itself (a visitor moving between its pages was not referred).
 */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === ownHost.toLowerCase() || !HOST_NAME.test(host)) return undefined;
  return host;
}

/** The landing page as kept: its path only, or undefined when that is not one the schema accepts. */
export function landingPageOf(pathname: string): string | undefined {
  return pathname.length <= LANDING_PAGE_MAX_LENGTH && SITE_PATH_WITHOUT_QUERY.test(pathname) ? pathname : undefined;
}
