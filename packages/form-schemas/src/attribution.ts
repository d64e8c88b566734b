import { z } from 'zod';

import {
  CAMPAIGN_PARAMETER_NAMES,
  CAMPAIGN_PARAMETERS,
  CAMPAIGN_VALUE_MAX_LENGTH,
  type CampaignParameter,
  HOST_NAME,
  LANDING_PAGE_MAX_LENGTH,
  REFERRER_HOST_MAX_LENGTH,
  SITE_PATH_WITHOUT_QUERY,
} from './campaign-link';
import { hasForbiddenControlCharacters } from './text';

/**
 * Where a lead came from (docs/forms.md#where-a-submission-came-from): the campaign parameters of the visit's
 * first and latest campaign link, the host of the site that sent the visitor, and the page of this site the
 * visit began on. The browser records them only once the visitor has accepted cookies and sends them with a
 * newsletter sign-up, an enquiry of any type and a job application; the content service checks them with this
 * schema and stores them flat, one column per value, so the admin's list can filter on each.
 */

const campaignValue = z
  .string()
  .min(1)
  .max(CAMPAIGN_VALUE_MAX_LENGTH)
  .refine((value) => value.trim() === value && !hasForbiddenControlCharacters(value), 'Not a campaign value');

/** One campaign link's parameters: the known ones only, each optional, at least one present. */
export const campaignSchema = z
  .strictObject(
    Object.fromEntries(CAMPAIGN_PARAMETER_NAMES.map((name) => [name, campaignValue.optional()])) as Record<
      CampaignParameter,
      z.ZodOptional<typeof campaignValue>
    >,
  )
  .refine((campaign) => Object.values(campaign).some((value) => value !== undefined), 'An empty campaign');

export const attributionSchema = z.strictObject({
  firstCampaign: campaignSchema.optional(),
  latestCampaign: campaignSchema.optional(),
  referrerHost: z.string().max(REFERRER_HOST_MAX_LENGTH).regex(HOST_NAME, 'Must be a host name').optional(),
  landingPage: z
    .string()
    .max(LANDING_PAGE_MAX_LENGTH)
    .regex(SITE_PATH_WITHOUT_QUERY, 'Must be a path on this site')
    .optional(),
});
export type Attribution = z.output<typeof attributionSchema>;

/**
 * The `attribution` field of a submission's payload: absent when the visitor has not accepted cookies. The
 * browser builds it with the functions of campaign-link.ts, which keep only what this schema accepts, so a refusal means a
 * payload the site's own forms did not write.
 */
export const attributionField = attributionSchema.optional();

/** The stored columns: `firstSource` … `latestLiFatId`, then `referrerHost` and `landingPage`. */
type CampaignColumn<Touch extends string> = `${Touch}${(typeof CAMPAIGN_PARAMETERS)[CampaignParameter]}`;
export type AttributionColumn = CampaignColumn<'first'> | CampaignColumn<'latest'> | 'referrerHost' | 'landingPage';

const campaignColumns = <Touch extends 'first' | 'latest'>(touch: Touch) =>
  CAMPAIGN_PARAMETER_NAMES.map((name) => `${touch}${CAMPAIGN_PARAMETERS[name]}` as CampaignColumn<Touch>);

export const ATTRIBUTION_COLUMNS: readonly AttributionColumn[] = [
  ...campaignColumns('first'),
  ...campaignColumns('latest'),
  'referrerHost',
  'landingPage',
];

export type AttributionColumns = Record<AttributionColumn, string | null>;

/** An attribution as its columns: every column present, null where nothing was recorded. */
export function attributionColumnsOf(attribution: Attribution | undefined): AttributionColumns {
  const columns = Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, null])) as AttributionColumns;
  if (!attribution) return columns;
  for (const touch of ['first', 'latest'] as const) {
    const campaign = touch === 'first' ? attribution.firstCampaign : attribution.latestCampaign;
    for (const name of CAMPAIGN_PARAMETER_NAMES) {
      columns[`${touch}${CAMPAIGN_PARAMETERS[name]}`] = campaign?.[name] ?? null;
    }
  }
  columns.referrerHost = attribution.referrerHost ?? null;
  columns.landingPage = attribution.landingPage ?? null;
  return columns;
}
