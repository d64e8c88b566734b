/**
 * The Redirects list's CSV import (issue 34): `POST /redirects-admin/import` with `{ "csv": "<the file's text>" }`.
 * Each row (from, to, status) is checked as the admin's save checks it, against the stored redirects, the live
 * pages and the rows before it, and created when it passes; the answer reports every row: created, or refused
 * with the field and the reason. A refused row writes nothing; the others are created.
 *
 * What protects it: an admin session with the Content Manager's create permission on redirects (the Editor
 * has it, the public has no route here), and a body of at most 1 MB (strapi::body's JSON limit) and 5,000 rows.
 */
import type { Core } from '@strapi/strapi';

import { collections } from '../content-model/collections';
import { livePagePaths, storedRedirects } from '../redirects';
import { normalizeSitePath, parseRedirectCsv, redirectProblems, type RedirectRule } from '../redirects/rules';
import type { Context } from './private-file-download';

/** Where the route lives; the admin panel builds its URL from the same prefix (src/admin/redirects-import.tsx). */
export const REDIRECTS_ADMIN_PREFIX = '/redirects-admin';

export const MAX_IMPORT_ROWS = 5000;

export interface ImportedRow {
  readonly row: number;
  readonly from: string;
  readonly to: string;
  readonly status: string;
  readonly result: 'created' | 'refused';
  /** Why a row was refused, field by field. */
  readonly problems: readonly { readonly field: string; readonly message: string }[];
}

async function importCsv(strapi: Core.Strapi, csv: string): Promise<ImportedRow[]> {
  const rows = parseRedirectCsv(csv);
  if (rows.length > MAX_IMPORT_ROWS) throw new Error(`A file holds at most ${MAX_IMPORT_ROWS} redirects.`);
  const [stored, live] = await Promise.all([storedRedirects(strapi), livePagePaths(strapi)]);
  const accepted: RedirectRule[] = [...stored];
  const report: ImportedRow[] = [];
  for (const row of rows) {
    const problems = redirectProblems(
      { from: row.from, to: row.to, status: row.status },
      { others: accepted, isLivePage: (path) => live.has(path) },
    );
    if (problems.length === 0) {
      try {
        // Through the document service, so the save's own check and the cache invalidation run as in the admin.
        await strapi.documents(collections.redirect).create({
          data: {
            from: row.from,
            to: row.to,
            statusCode: Number(row.status),
            note: `Imported from CSV (row ${row.row}).`,
          },
        });
        accepted.push({
          from: normalizeSitePath(row.from),
          to: row.to.startsWith('/') ? normalizeSitePath(row.to) : row.to,
          status: Number(row.status) as RedirectRule['status'],
        });
        report.push({ ...row, result: 'created', problems: [] });
        continue;
      } catch (error) {
        const details = (error as { details?: { errors?: { path: string[]; message: string }[] } }).details;
        const saved = details?.errors?.map((problem) => ({ field: problem.path.join('.'), message: problem.message }));
        report.push({ ...row, result: 'refused', problems: saved ?? [{ field: 'row', message: String(error) }] });
        continue;
      }
    }
    report.push({ ...row, result: 'refused', problems });
  }
  return report;
}

export function registerRedirectAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: REDIRECTS_ADMIN_PREFIX,
    routes: [
      {
        method: 'POST' as const,
        path: '/import',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          const csv = (ctx.request as { body?: { csv?: unknown } }).body?.csv;
          if (typeof csv !== 'string' || csv.trim() === '') {
            ctx.status = 400;
            ctx.body = {
              error: { status: 400, name: 'ValidationError', message: 'Choose a CSV file with redirects.' },
            };
            return;
          }
          try {
            const rows = await importCsv(strapi, csv);
            ctx.body = {
              data: {
                rows,
                created: rows.filter((row) => row.result === 'created').length,
                refused: rows.filter((row) => row.result === 'refused').length,
              },
            };
          } catch (error) {
            ctx.status = 400;
            ctx.body = { error: { status: 400, name: 'ValidationError', message: (error as Error).message } };
          }
        },
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            {
              name: 'admin::hasPermissions',
              config: { actions: [['plugin::content-manager.explorer.create', collections.redirect]] },
            },
          ],
        },
        info: {},
      },
    ],
  });
}
