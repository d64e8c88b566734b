/**
 * HubSpot's forms submission API (CRM_PROVIDER=hubspot): each hand-over is submitted to a HubSpot form,
 * `POST {CRM_HUBSPOT_BASE_URL}/submissions/v3/integration/submit/{portalId}/{formGuid}` with
 * `{ submittedAt, fields: [{ name, value }], context: { pageUri, pageName } }`. The endpoint needs no key: the
 * portal and form ids are what HubSpot's own embedded forms send from the browser. HubSpot answers 200
 * `{ inlineMessage }` (or `{ redirectUri }`) once it took the submission, and 400 `{ status: 'error', message,
 * errors: [{ message, errorType }] }` for one it refuses (a field the form lacks, an invalid email).
 *
 * The fields go by HubSpot's contact property names where one exists (email, firstname, lastname, company, phone,
 * message) and by the names docs/forms.md#handing-leads-to-the-crm lists for the rest: the HubSpot form must
 * have a field of each name it is sent, or HubSpot refuses the submission (and the admin shows why). Empty values
 * are left out.
 */
import type { CrmHandoverKind, CrmHubspotSettings } from '../settings/runtime-env';
import { type CrmProvider, postJson } from './delivery';
import type { HandoverPayload } from './payload';

/** Our stored field names, as HubSpot's form field (contact property) names. */
export const HUBSPOT_FIELD_NAMES: Readonly<Record<string, string>> = {
  email: 'email',
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  phone: 'phone',
  contact: 'phone',
  message: 'message',
  aboutyou: 'message',
  formType: 'enquiry_type',
  hearAbout: 'how_did_you_hear_about_us',
  hearAboutUs: 'how_did_you_hear_about_us',
  firstSource: 'first_utm_source',
  firstMedium: 'first_utm_medium',
  firstCampaign: 'first_utm_campaign',
  firstTerm: 'first_utm_term',
  firstContent: 'first_utm_content',
  firstGclid: 'first_gclid',
  firstMsclkid: 'first_msclkid',
  firstLiFatId: 'first_li_fat_id',
  latestSource: 'utm_source',
  latestMedium: 'utm_medium',
  latestCampaign: 'utm_campaign',
  latestTerm: 'utm_term',
  latestContent: 'utm_content',
  latestGclid: 'gclid',
  latestMsclkid: 'msclkid',
  latestLiFatId: 'li_fat_id',
  referrerHost: 'referrer_host',
  landingPage: 'landing_page',
};

/** The page name HubSpot's timeline shows for the submission. */
const PAGE_NAMES: Readonly<Record<CrmHandoverKind, string>> = {
  lead: 'Contact form',
  subscriber: 'Newsletter sign-up',
  'career-enquiry': 'Career enquiry',
};

export interface HubspotField {
  readonly name: string;
  readonly value: string;
}

export interface HubspotSubmission {
  /** Milliseconds since 1970, as HubSpot takes it. */
  readonly submittedAt: string;
  readonly fields: readonly HubspotField[];
  readonly context: { readonly pageUri?: string; readonly pageName: string };
}

export function hubspotSubmission(payload: HandoverPayload): HubspotSubmission {
  const fields: HubspotField[] = [];
  for (const [name, value] of [...Object.entries(payload.fields), ...Object.entries(payload.attribution)]) {
    const hubspotName = HUBSPOT_FIELD_NAMES[name];
    if (hubspotName && value) fields.push({ name: hubspotName, value });
  }
  const formName = payload.fields['formType'];
  return {
    submittedAt: String(Date.parse(payload.submittedAt)),
    fields,
    context: {
      ...(payload.pageUrl ? { pageUri: payload.pageUrl } : {}),
      pageName: formName ? `${PAGE_NAMES[payload.kind]} (${formName})` : PAGE_NAMES[payload.kind],
    },
  };
}

/** HubSpot's refusal in its own words: each error's type and message, else its message. */
export function hubspotReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: { message?: unknown; errorType?: unknown }[] };
    const errors = Array.isArray(parsed.errors)
      ? parsed.errors.map((error) =>
          [error.errorType, error.message].filter((part) => typeof part === 'string').join(': '),
        )
      : [];
    if (errors.some(Boolean)) return errors.filter(Boolean).join('; ');
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON (a proxy's error page): the text itself says more than nothing.
  }
  return body;
}

export function hubspotSubmitUrl(settings: CrmHubspotSettings, kind: CrmHandoverKind): string {
  const path = [settings.portalId, settings.formGuids[kind]].map(encodeURIComponent).join('/');
  return `${settings.baseUrl}/submissions/v3/integration/submit/${path}`;
}

export function hubspotProvider(settings: CrmHubspotSettings, timeoutMs: number): CrmProvider {
  return {
    name: 'hubspot',
    deliver({ payload }) {
      return postJson({
        url: hubspotSubmitUrl(settings, payload.kind),
        body: JSON.stringify(hubspotSubmission(payload)),
        timeoutMs,
        reasonOf: hubspotReason,
      });
    },
  };
}
