/**
 * Admin-only routes for the submission collections: a CSV export of each (job applications included), and
 * the download of a career enquiry's CV from private storage (private-file-download.ts). They are registered as `type: 'admin'`
 * routes, so Strapi authenticates them with the admin session (an API route of a content API could not:
 * Strapi forces those to the public content API), and each requires the admin's Content Manager read permission on its collection, the same
 * right that shows the collection in the admin. The panel calls them from src/admin/app.tsx.
 */
import { ATTRIBUTION_COLUMNS } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import type { CareerEnquiryFields } from '../api/contact/services/contact';
import { type OutboxMailFields } from '../outbox/enqueue';
import { visibleFileName } from '../private-files/store';
import { RECRUITING_RECORD_FIELDS } from '../recruiting/record';
import { type CsvColumn, csvHeader, csvRows } from '../submissions/csv';
import {
  collections,
  csvExportNames,
  documentsOf,
  type ExportedCollectionUid,
  rowsOf,
} from '../content-model/collections';
import { filtersName, InvalidListQuery, type ListQuery, listQueryOf } from '../submissions/export-query';
import { INBOX_COLLECTIONS, teamMembers } from '../submissions/lead-inbox';
import { type Context, readableBy, sendPrivateFile } from './private-file-download';
import { pluginServiceOf } from '../settings/strapi-services';

/** Where the routes live; the admin panel builds its URLs from the same constants. */
export const SUBMISSIONS_ADMIN_PREFIX = '/submissions-admin';

interface Row extends Record<string, unknown> {
  id: number;
  documentId: string;
  createdAt: string | Date;
}

type Column = CsvColumn<Row>;

const field = (name: string, header = name): Column => ({ header, value: (row) => row[name] });

const common: Column[] = [field('id'), field('documentId'), field('createdAt')];
/** Where the submission came from (docs/forms.md#where-a-submission-came-from), last on every form's row. */
const attribution: Column[] = ATTRIBUTION_COLUMNS.map((name) => field(name));
/** The lead inbox's columns (submissions/lead-inbox.ts), on the leads and the career enquiries. */
const inbox: Column[] = [field('stage'), field('owner'), field('notes'), field('repeatSender')];

interface Export {
  readonly uid: ExportedCollectionUid;
  /** The collection's plural name: the file name and the URL segment. */
  readonly name: string;
  readonly columns: readonly Column[];
  /**
   * Rows left out unless the list filters on `field` itself: the newsletter's export lists only the addresses
   * that receive it (docs/forms.md#newsletter-consent).
   */
  readonly byDefault?: { readonly field: string; readonly filters: Record<string, unknown> };
}

const cvOf = (row: Row) => row['cv'] as CareerEnquiryFields['cv'];

/** A stored file name as the export shows it: without invisible characters, even if stored before they were stripped. */
const visibleName = (name: unknown) => (typeof name === 'string' ? visibleFileName(name) : name);
const fileNameField = (name: string): Column => ({ header: name, value: (row) => visibleName(row[name]) });

export const EXPORTS: readonly Export[] = [
  {
    uid: collections.newsletterSubscriber,
    name: csvExportNames[collections.newsletterSubscriber],
    columns: [
      ...common,
      field('email'),
      ...['consent', 'confirmationSentAt', 'confirmedAt', 'unsubscribedAt'].map((name) => field(name)),
      ...attribution,
    ],
    // Confirmed, or stored before confirmation links existed (no state): src/newsletter-consent/state.ts.
    byDefault: {
      field: 'consent',
      filters: { $or: [{ consent: { $eq: 'confirmed' } }, { consent: { $null: true } }] },
    },
  },
  {
    uid: collections.contactLead,
    name: csvExportNames[collections.contactLead],
    columns: [
      ...common,
      ...['formType', 'firstname', 'lastname', 'email', 'phone', 'company', 'hearAbout', 'message', 'pageUrl'].map(
        (name) => field(name),
      ),
      ...inbox,
      ...attribution,
    ],
  },
  {
    uid: collections.careerEnquiry,
    name: csvExportNames[collections.careerEnquiry],
    columns: [
      ...common,
      ...['firstname', 'lastname', 'email', 'contact', 'company', 'hearAboutUs', 'aboutyou', 'pageUrl'].map((name) =>
        field(name),
      ),
      { header: 'cvOriginalName', value: (row) => visibleName(cvOf(row)?.originalName) },
      { header: 'cvSize', value: (row) => cvOf(row)?.size },
      { header: 'cvSha256', value: (row) => cvOf(row)?.sha256 },
      ...inbox,
      ...attribution,
    ],
  },
  {
    uid: collections.jobApplication,
    name: csvExportNames[collections.jobApplication],
    columns: [
      ...common,
      field('Job_Opening_Id'),
      field('Job_Opening_Name'),
      ...RECRUITING_RECORD_FIELDS.map((name) => field(name)),
      fileNameField('resumeOriginalName'),
      fileNameField('coverLetterOriginalName'),
      ...attribution,
    ],
  },
  {
    uid: collections.outboxMail,
    name: csvExportNames[collections.outboxMail],
    columns: [
      ...common,
      ...(
        [
          'deliveryStatus',
          'attempts',
          'nextAttemptAt',
          'sentAt',
          'lastError',
          'template',
          'submissionType',
          'submissionId',
          'recipient',
          'subject',
          'messageId',
        ] satisfies (keyof OutboxMailFields)[]
      ).map((name) => field(name)),
    ],
  },
];

const PAGE_SIZE = 500;

/** The calls of the Content Manager's permission checker the export makes, as its list view makes them. */
interface PermissionChecker {
  validateQuery(query: ListQuery): Promise<unknown>;
  sanitizedQuery: { read(query: ListQuery): Promise<ListQuery> };
}

interface PermissionCheckers {
  create(params: { userAbility: unknown; model: string }): PermissionChecker;
}

/** What the database layer throws for a value it cannot read as its column's type: the request's fault. */
const BAD_VALUE_ERRORS = new Set(['InvalidDatetimeFormat', 'InvalidDateFormat', 'InvalidTimeFormat']);

/**
 * The rows the list shows (its search, filters and sort: export-query.ts), every page of them, checked and
 * narrowed by the admin's permissions exactly as the Content Manager's list request is. Without a query string
 * that is every row, oldest first, as before the export followed the list.
 */
async function rowsToExport(strapi: Core.Strapi, ctx: Context, target: Export): Promise<Row[]> {
  const query = listQueryOf(ctx.query, strapi.getModel(target.uid));
  const checkers = pluginServiceOf<PermissionCheckers>(strapi, 'content-manager', 'permission-checker');
  const checker = checkers.create({ userAbility: ctx.state.userAbility, model: target.uid });
  // Throws Strapi's ValidationError (400) for a field this admin's role may not read.
  await checker.validateQuery(query);
  const permitted = await checker.sanitizedQuery.read(query);
  // Newest-first pages would shift under a submission arriving mid-export; rows past the last id are left out.
  const [last] = await rowsOf<Row>(strapi, target.uid).findMany({ select: ['id'], orderBy: { id: 'desc' }, limit: 1 });
  if (!last) return [];
  const byDefault =
    target.byDefault && !filtersName(permitted.filters, target.byDefault.field) ? [target.byDefault.filters] : [];
  const filters = { $and: [permitted.filters ?? {}, ...byDefault, { id: { $lte: last.id } }] };
  // id last, so that rows equal in the list's sort keep one order from page to page.
  const sort = [...(permitted.sort ?? []), 'id:asc'];
  const documents = documentsOf<Row>(strapi, target.uid);
  const rows: Row[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const page = await documents.findMany({ filters, _q: permitted._q, sort, limit: PAGE_SIZE, start });
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}

function exportHandler(strapi: Core.Strapi, target: Export) {
  return async (ctx: Context) => {
    let rows: Row[];
    try {
      rows = await rowsToExport(strapi, ctx, target);
    } catch (error) {
      if (error instanceof InvalidListQuery) return ctx.badRequest(error.message);
      if (error instanceof Error && BAD_VALUE_ERRORS.has(error.name)) return ctx.badRequest(error.message);
      throw error;
    }
    const date = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="${target.name}-${date}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csvHeader(target.columns) + csvRows(target.columns, rows);
  };
}

function cvHandler(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    const documentId = String(ctx.params.documentId ?? '');
    const enquiry = await rowsOf<CareerEnquiryFields & Row>(strapi, collections.careerEnquiry).findOne({
      where: { documentId },
    });
    await sendPrivateFile(ctx, enquiry?.cv, 'This enquiry has no CV');
  };
}

export function registerSubmissionAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: SUBMISSIONS_ADMIN_PREFIX,
    routes: [
      ...EXPORTS.map((target) => ({
        method: 'GET' as const,
        path: `/${target.name}/export.csv`,
        handler: exportHandler(strapi, target),
        config: { policies: readableBy(target.uid) },
        info: {},
      })),
      // The lead inbox's owner picker (src/admin/team-member-input.tsx): the active admin users by name, to whoever
      // reads the collection.
      ...INBOX_COLLECTIONS.map((uid) => ({
        method: 'GET' as const,
        path: `/${csvExportNames[uid as ExportedCollectionUid]}/team`,
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await teamMembers(strapi) };
        },
        config: { policies: readableBy(uid) },
        info: {},
      })),
      {
        method: 'GET' as const,
        path: '/career-enquiries/:documentId/cv',
        handler: cvHandler(strapi),
        config: { policies: readableBy(collections.careerEnquiry) },
        info: {},
      },
    ],
  });
}
