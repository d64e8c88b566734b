/**
 * The contract between the content service, which serves every page, and the website's server build, which
 * renders it (decision record 013). The service loads the build (`apps/web/server/app.ts`), calls its
 * handler with a load context, and implements the content reader with the same read path, shapes and read
 * cache as its REST endpoints, so a page's HTML and `GET /api/{name}` always agree.
 */
import type { ListedPageKind } from '@auralis/site-map';

import type { pageEntryFields, PageSectionFieldName } from './content-model';
import type { Section, SectionContent } from './sections';
import type { ShapeName, ShapeValue } from './shapes';

/** One item of a section as the site reads it: its shape's value (shapes.ts), with the item's stable id. */
export type SectionItem<S extends ShapeName> = ShapeValue<S> & { readonly id: number };

/** A section's content: its items for a list section, its one item otherwise (for a union, any of them). */
export type SectionData<T extends Section> = T extends Section
  ? SectionContent<T>['kind'] extends 'list'
    ? readonly SectionItem<SectionContent<T>['shape']>[]
    : SectionItem<SectionContent<T>['shape']>
  : never;

/** A section's read: its content, or what its box says instead (none published, or the read failed). */
export type SectionReadResult =
  | { readonly ok: true; readonly data: SectionData<Section> }
  | { readonly ok: false; readonly message: string };

/** A page's search data as the editors wrote it (the `searchData` shape): the server renders it into <head>. */
export interface PageSearchRecord {
  readonly title: string;
  readonly description: string;
  readonly ogTitle: string;
  readonly ogDescription: string;
  /** Comma-separated, as the editors type them. */
  readonly keywords: string | null;
  readonly canonicalUrl: string;
}

/**
 * A page entry's own fields (issue 21): its search data, its hero where the banner is not its hero, and a policy
 * page's legal text.
 */
export interface PageEntryRecord {
  /** What the marketing team calls the page. */
  readonly title: string;
  /** Null when an editor removed it: the page then falls back to its title. */
  readonly search: PageSearchRecord | null;
  /** Its label, heading, introduction and button words ('' where the editors left a field empty). */
  readonly hero: ShapeValue<'pageHero'> | null;
  /** A policy page's text: Markdown, as the editors wrote it, and the day it last changed (`YYYY-MM-DD`). */
  readonly legal: { readonly lastUpdated: string; readonly body: string } | null;
  /** The page's own sections (the home and about pages'), as the editors wrote them; one an editor removed is absent. */
  readonly sections: PageSectionValues;
}

/** The sections a page entry holds of its own, each as its shape's value (`shapeValueOf`). */
export type PageSectionValues = {
  readonly [F in PageSectionFieldName]?: ShapeValue<(typeof pageEntryFields)[F]['shape']>;
};

/**
 * Page entries' read, one per path asked for: the entry, or null for a path with no entry in the status read
 * (an unpublished page answers 404); or why the read failed.
 */
export type PageEntriesReadResult =
  | { readonly ok: true; readonly data: readonly (PageEntryRecord | null)[] }
  | { readonly ok: false; readonly message: string };

/**
 * A story or an industry page as lists show it (issue 34): the menu's Industries entries, the portfolio's and the
 * home page's cards, the portfolio's filter, the sitemap. Read from the published entries of its kind.
 */
export interface ListedPageRecord {
  readonly path: string;
  readonly slug: string;
  /** Its name in lists; the entry's title when the editors left it empty. */
  readonly name: string;
  /** The team's order: lower first; entries without one come last, by name. */
  readonly order: number | null;
  /** A story's industry (the slug of an industry page); '' for an industry page or a story filed under none. */
  readonly industry: string;
}

export type ListedPagesReadResult =
  | { readonly ok: true; readonly data: readonly ListedPageRecord[] }
  | { readonly ok: false; readonly message: string };

/** A page's entry, the sections asked for and the other pages' entries, from one read of each document. */
export interface PageRead {
  /** Null for a page with no entry in the status read: the page answers 404. */
  readonly entry: PageEntryRecord | null;
  /** One per section asked for, in that order. */
  readonly sections: readonly SectionReadResult[];
  /** One per other page asked for (the pages its cards lead to), null where there is no entry. */
  readonly others: readonly (PageEntryRecord | null)[];
}

export type PageReadResult =
  | { readonly ok: true; readonly data: PageRead }
  | { readonly ok: false; readonly message: string };

export interface ContentReader {
  /** The stories or the industry pages, in the team's order, in one read. Never rejects. */
  listed(kind: ListedPageKind): Promise<ListedPagesReadResult>;

  /** The page entries at these site paths (their search data and hero), in one read. Never rejects. */
  pages(paths: readonly string[]): Promise<PageEntriesReadResult>;

  /**
   * The page at `pagePath` by page and field: its entry and the content of `sections`, each from the field of the
   * page (or of the shared block) that holds it (content-model.ts `sectionSource`), and the entries of `others`.
   * Each document is read once, with only the fields asked for. Never rejects: a failed read of the page is a
   * result; a failed read of a shared block fails only the sections it holds.
   */
  page(
    pagePath: string,
    request: { readonly sections?: readonly Section[]; readonly others?: readonly string[] },
  ): Promise<PageReadResult>;
}

/**
 * A job opening as the job pages read it (docs/careers.md), whichever recruiting provider answers
 * (decision record 009): exactly what `GET /api/zoho-recruit/job-openings/{id}` answers at `data.data`.
 */
export interface JobOpeningRecord {
  readonly id: string;
  readonly Job_Opening_Name: string;
  readonly Work_Experience: string;
  readonly Remote_Job: boolean;
  readonly City: string;
  readonly Country: string;
  readonly Banner_description: string;
  /** HTML from the recruiting provider, unsanitised: roles and responsibilities. */
  readonly Job_Description: string;
  /** HTML from the recruiting provider, unsanitised: the must-have skills. */
  readonly Job_details: string;
  /** The day the role opened, `YYYY-MM-DD` (Recruit's Date_Opened; the local entry's creation), or ''. */
  readonly Date_Opened: string;
  /** Recruit's Job_Type ("Full time", "Contract", ...), or '' where the provider does not say. */
  readonly Job_Type: string;
}

/** A recruiting read: its answer, or that the recruiting provider could not be asked (logged by the service). */
export type RecruitingReadResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false };

/**
 * The open roles, read in process through the very service code of the public `/api/zoho-recruit/job-openings`
 * endpoints (their short Zoho read cache included), so a job page's HTML and the API always agree.
 */
export interface RecruitingReader {
  /** The open roles, in the listing's order. */
  openings(): Promise<RecruitingReadResult<readonly JobOpeningRecord[]>>;
  /** One open role; `data` is null when the id is unknown or the role has closed. */
  opening(id: string): Promise<RecruitingReadResult<JobOpeningRecord | null>>;
}

/**
 * What following a newsletter link would do (the content service decides it: apps/cms/src/newsletter-consent/
 * state.ts). The `already-*` outcomes are the link used twice; `left-since`: a confirmation link of an address
 * that unsubscribed afterwards; `gone`: the subscriber was deleted in the admin.
 */
export type NewsletterLinkOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'left-since'
  | 'unsubscribed'
  | 'already-unsubscribed'
  | 'gone';

export type NewsletterLinkAnswer =
  | { readonly ok: true; readonly outcome: NewsletterLinkOutcome; readonly maskedEmail: string | undefined }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/**
 * The newsletter's signed links, checked in process (docs/forms.md#newsletter-consent): what a link would do,
 * without doing it, for the confirm and unsubscribe pages to show before their button is pressed.
 */
export interface NewsletterLinkReader {
  inspect(token: unknown, action: 'confirm' | 'unsubscribe'): Promise<NewsletterLinkAnswer>;
}

/** What every loader receives (React Router's `AppLoadContext`). */
export interface SiteLoadContext {
  /** Published content, or the saved drafts behind a valid preview token. */
  readonly content: ContentReader;
  /** The open roles of the recruiting provider (never drafts: recruiting has none). */
  readonly jobs: RecruitingReader;
  /** The newsletter's links, for its confirm and unsubscribe pages. Absent in tests of single routes. */
  readonly newsletterLinks?: NewsletterLinkReader;
  /**
   * True for an in-app navigation's data request: it has no markup, so the texts a first load carries in its markup
   * only travel in the data, and slow reads of other systems (the open roles) answer with a promise.
   */
  readonly deferContent: boolean;
  /**
   * The paths the team's redirects send elsewhere (issue 34): the sitemap leaves them out. Absent where no
   * redirect can apply (tests of single routes).
   */
  readonly redirectedPaths?: () => Promise<ReadonlySet<string>>;
  /**
   * The analytics provider the operator configured (docs/analytics.md), public settings only: the site loads its
   * script after the visitor's Accept. Absent or `none`: no analytics at all.
   */
  readonly analytics?: SiteAnalytics;
}

/**
 * The public part of the analytics configuration (settings/runtime-env.ts `analyticsSettings`), as the page needs it.
 * `origin`s are bare origins (`https://plausible.io`); Matomo's `baseUrl` ends with a slash.
 */
export type SiteAnalytics =
  | { readonly provider: 'none' }
  | { readonly provider: 'plausible'; readonly origin: string; readonly domain: string }
  | { readonly provider: 'matomo'; readonly baseUrl: string; readonly siteId: string }
  | { readonly provider: 'ga4'; readonly measurementId: string };

/**
 * The forms the site answers itself, for a visitor without JavaScript: the cookie banner's choice and the theme
 * toggle (docs/decisions/017-alive-from-the-first-paint.md). The service passes their POSTs to the site.
 */
export const SITE_PREFERENCE_PATHS: readonly string[] = ['/preferences/cookie-consent', '/preferences/theme'];

/** What the website's server build exports. */
export interface SiteServerModule {
  /** React Router's request handler: pages, navigation data requests and route discovery. */
  readonly handleRequest: (request: Request, loadContext: SiteLoadContext) => Promise<Response>;
  /**
   * The path of the site's page at this path, spelled as its route declares it, or undefined when no route but
   * the catch-all not-found route matches. Routes match regardless of case, so `/TERMS` gives `/terms`, which
   * the service redirects to: one path, one page, one cache entry (issue 32, item 4). A route parameter keeps
   * the spelling it was given; its loader decides whether it names anything.
   */
  readonly pagePathOf: (pathname: string) => string | undefined;
  /**
   * Whether the page at a path may be kept in the HTML cache, which only a publish clears. False for pages
   * whose route says so (`handle.htmlCache === false`): the job pages, whose content is the recruiting
   * provider's and changes with no publish.
   */
  readonly isCacheablePagePath: (pathname: string) => boolean;
  /**
   * For a page path whose route parameters name nothing the route knows (`/industries/x`), the key its
   * not-found page is kept under, one per route, so that any number of made-up ids share one cache entry and
   * one render; undefined for any other path. `livePagePaths`: the published pages' paths, for routes whose
   * pages the team adds in the admin.
   */
  readonly sharedNotFoundKey: (pathname: string, livePagePaths: ReadonlySet<string>) => string | undefined;
  /** Changes with every build, so cached pages of an older build are never served. */
  readonly buildId: string;
  /**
   * Which rendering of a page a request gets, from its `Cookie` header: the theme and whether a cookie choice is
   * stored change the HTML a browser without JavaScript sees. One HTML cache entry per variant, and only these few.
   */
  readonly pageVariant: (cookieHeader: string | undefined) => string;
}

/** How the content service gets the server build: loaded once in production, per request through Vite in development. */
export type SiteServerLoader = () => Promise<SiteServerModule>;
