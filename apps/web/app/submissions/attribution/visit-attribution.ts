/**
 * Where a visitor came from (docs/forms.md#where-a-submission-came-from), recorded in the browser and sent with
 * every form once the visitor has accepted cookies.
 *
 * - Before an answer, what the page's address and referrer say is kept in memory only, for this page load: a
 *   visitor who lands on a campaign link and accepts on the next page still has it recorded.
 * - After Accept, it is kept in localStorage (`attribution`) for 90 days from the last page seen: the first
 *   campaign ever followed stays; the latest campaign, the referring site and the landing page are the latest
 *   visit's.
 * - Decline, now or later, removes what was kept and sends nothing from then on.
 *
 * A visit begins with a page load whose referrer is not this site; moving between the site's pages, by link or
 * by reload, continues it. This module is in every page's first JavaScript: it holds no schema (the forms check
 * what they send with the shared one, attribution-payload.ts).
 */
import { type Campaign, campaignOfQuery, landingPageOf, referrerHostOf } from '@auralis/form-schemas/campaign-link';

import { COOKIE_CONSENT_NAME } from '~/site/cookie-consent-name';

export const ATTRIBUTION_STORAGE_KEY = 'attribution';
export const ATTRIBUTION_KEPT_DAYS = 90;
const DAY_MS = 86_400_000;

/** What the browser keeps, and sends as the submission's `attribution`. */
export interface VisitAttribution {
  readonly firstCampaign?: Campaign;
  readonly latestCampaign?: Campaign;
  readonly referrerHost?: string;
  readonly landingPage?: string;
}

interface Kept extends VisitAttribution {
  /** When a page was last seen (ms since the epoch): what is kept expires 90 days after it. */
  readonly seenAt: number;
}

/** This page load's own findings, held until the visitor accepts (or forgotten when they decline). */
interface ThisLoad {
  /** The visit began with this page load: its landing page and referrer replace the kept ones. */
  visitStart?: { readonly landingPage?: string; readonly referrerHost?: string };
  firstCampaign?: Campaign;
  latestCampaign?: Campaign;
}

let thisLoad: ThisLoad | undefined;

export type ConsentAnswer = 'accepted' | 'declined' | undefined;

export function consentAnswer(): ConsentAnswer {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_NAME}=([^;]*)`).exec(document.cookie)?.[1];
  return value === 'accepted' || value === 'declined' ? value : undefined;
}

function readKept(now: number): Kept | undefined {
  try {
    const raw = localStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Kept;
    if (typeof kept !== 'object' || kept === null || typeof kept.seenAt !== 'number') return undefined;
    return now - kept.seenAt > ATTRIBUTION_KEPT_DAYS * DAY_MS ? undefined : kept;
  } catch {
    // Storage can be unavailable (private mode) or hold something this code did not write: nothing is kept.
    return undefined;
  }
}

function writeKept(kept: Kept): void {
  try {
    localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Without storage the attribution lasts as long as this page load, which still holds it.
  }
}

function forgetKept(): void {
  try {
    localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Nothing could have been kept either.
  }
}

/** This page load's findings over what was kept: the first campaign stays, the rest is the latest visit's. */
function merged(kept: Kept | undefined, load: ThisLoad, now: number): Kept {
  const visit = load.visitStart ?? { landingPage: kept?.landingPage, referrerHost: kept?.referrerHost };
  return {
    firstCampaign: kept?.firstCampaign ?? load.firstCampaign,
    latestCampaign: load.latestCampaign ?? kept?.latestCampaign,
    referrerHost: visit.referrerHost,
    landingPage: visit.landingPage,
    seenAt: now,
  };
}

/** With the visitor's Accept, this page load's findings go into what is kept. */
function keepIfAccepted(now: number): void {
  if (!thisLoad || consentAnswer() !== 'accepted') return;
  writeKept(merged(readKept(now), thisLoad, now));
}

/**
 * Called by the shell for the page shown first and after each move within the site. The first call of a page
 * load reads the referrer; every call reads the address's campaign parameters.
 */
export function notePage(page: { pathname: string; search: string }, now = Date.now()): void {
  if (consentAnswer() === 'declined') return;
  const campaign = campaignOfQuery(new URLSearchParams(page.search));
  if (!thisLoad) {
    const referrer = document.referrer;
    const fromThisSite = referrer !== '' && referrerHostOf(referrer, location.hostname) === undefined;
    thisLoad = fromThisSite
      ? {}
      : {
          visitStart: {
            landingPage: landingPageOf(page.pathname),
            referrerHost: referrerHostOf(referrer, location.hostname),
          },
        };
  }
  if (campaign) {
    thisLoad.firstCampaign ??= campaign;
    thisLoad.latestCampaign = campaign;
  }
  keepIfAccepted(now);
}

/** The banner's answer, as the shell's inline script announces it (`cookie-consent` on the document). */
export function noteConsent(answer: ConsentAnswer, now = Date.now()): void {
  if (answer === 'accepted') keepIfAccepted(now);
  if (answer === 'declined') {
    thisLoad = undefined;
    forgetKept();
  }
}

/** What a form sends: nothing unless the visitor accepted cookies. */
export function attributionToSend(now = Date.now()): VisitAttribution | undefined {
  if (consentAnswer() !== 'accepted') return undefined;
  keepIfAccepted(now);
  const kept = readKept(now) ?? (thisLoad ? merged(undefined, thisLoad, now) : undefined);
  if (!kept) return undefined;
  const { seenAt: _seenAt, ...attribution } = kept;
  const present = Object.entries(attribution).filter(([, value]) => value !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as VisitAttribution) : undefined;
}

/** For tests: a new page load. */
export function forgetThisLoad(): void {
  thisLoad = undefined;
}
