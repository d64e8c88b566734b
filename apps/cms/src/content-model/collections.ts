/**
 * The content service's collections by name, and typed access to them: each collection's UID is written
 * here once, for the server and the admin panel (so this module imports types only). A UID is the folder its
 * schema sits in (`api/contact-lead/content-types/contact-lead`), and Strapi stores it with the data: in the
 * admin's URLs, view settings and permissions. So a collection keeps its folder while the endpoints that
 * write it live with their feature (`api/contact` writes contact leads and career enquiries, `api/careers`
 * job applications).
 *
 * `strapi.documents(uid)` is typed from apps/cms/types/generated, but the callers name their own field
 * types (the shared payload types they store); `strapi.db.query` is not typed per content type. Each
 * collection states here the few calls it uses, once.
 */
import type { Core, UID } from '@strapi/strapi';

/** The pages' content types are the content manifest's (`PAGE_UID`, `sharedTypeUid`); these are the service's own. */
export const collections = {
  newsletterSubscriber: 'api::newsletter-subscriber.newsletter-subscriber',
  contactLead: 'api::contact-lead.contact-lead',
  careerEnquiry: 'api::career-enquiry.career-enquiry',
  jobOpening: 'api::job-opening.job-opening',
  jobApplication: 'api::job-application.job-application',
  outboxMail: 'api::outbox-mail.outbox-mail',
  redirect: 'api::redirect.redirect',
  scheduledChange: 'api::scheduled-change.scheduled-change',
  pageVersion: 'api::page-version.page-version',
  dailyJob: 'api::daily-job.daily-job',
  crmHandover: 'api::crm-handover.crm-handover',
} as const satisfies Record<string, UID.CollectionType>;

export type CollectionUid = (typeof collections)[keyof typeof collections];

/**
 * The collections the admin exports as CSV (src/admin-server/submissions.ts, the panel's Export CSV button),
 * each by its plural name: the export's URL segment and file name.
 */
export const csvExportNames = {
  [collections.newsletterSubscriber]: 'newsletter-subscribers',
  [collections.contactLead]: 'contact-leads',
  [collections.careerEnquiry]: 'career-enquiries',
  [collections.jobApplication]: 'job-applications',
  [collections.outboxMail]: 'outbox-mails',
} as const satisfies Partial<Record<CollectionUid, string>>;

export type ExportedCollectionUid = keyof typeof csvExportNames;

export interface StoredDocument {
  readonly id: number;
  readonly documentId: string;
}

export interface DocumentCollection<Fields> {
  create(params: { data: Fields }): Promise<Fields & StoredDocument>;
  findOne(params: { documentId: string }): Promise<(Fields & StoredDocument) | null>;
  /** As the Content Manager's list reads: its filters, search and sort, a page at a time. */
  findMany(params: {
    filters: Readonly<Record<string, unknown>>;
    _q?: string;
    sort: readonly string[];
    limit: number;
    start: number;
  }): Promise<(Fields & StoredDocument)[]>;
}

export interface QueryCollection<Row> {
  findOne(params: { where: Record<string, unknown> }): Promise<Row | null>;
  findMany(params: {
    where?: Record<string, unknown>;
    select?: string[];
    orderBy?: Record<string, 'asc' | 'desc'>;
    limit?: number;
    offset?: number;
  }): Promise<Row[]>;
  count(params: { where?: Record<string, unknown> }): Promise<number>;
  create(params: { data: Partial<Row> }): Promise<Row>;
  updateMany(params: { where: Record<string, unknown>; data: Partial<Row> }): Promise<{ count: number }>;
}

export function documentsOf<Fields>(strapi: Core.Strapi, uid: CollectionUid): DocumentCollection<Fields> {
  return strapi.documents(uid) as unknown as DocumentCollection<Fields>;
}

export function rowsOf<Row>(strapi: Core.Strapi, uid: CollectionUid): QueryCollection<Row> {
  return strapi.db.query(uid) as unknown as QueryCollection<Row>;
}

/** SQLite and PostgreSQL report a unique-index violation differently; both mean "this already exists". */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(message)) return true;
    current = cause;
  }
  return false;
}
