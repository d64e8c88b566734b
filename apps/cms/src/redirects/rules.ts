/**
 * What a redirect may be (issue 34), checked wherever one is written: the admin's save, the CSV import and the
 * redirect a story's or an industry page's new slug leaves behind. Pure, so the rules are tested without a
 * database; the messages are the admin's, in the marketer's words.
 *
 * - `from` is a path of this site, never one the content service owns (/api, /admin, /uploads), never a live page;
 * - `to` is a path of this site or an absolute http(s) address for a 301 or 302, and empty for a 410 (gone);
 * - one hop only: `to` is not itself redirected, and nothing already redirects to `from`; never a loop.
 */

export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectRule {
  readonly from: string;
  /** '' for a 410. */
  readonly to: string;
  readonly status: RedirectStatus;
}

export interface StoredRedirect extends RedirectRule {
  readonly id: number;
}

export interface RedirectProblem {
  readonly field: 'from' | 'to' | 'status';
  readonly message: string;
}

/** Paths the content service answers itself: a redirect there would hide the API, the admin or the media. */
const SERVICE_PREFIXES = ['/api', '/admin', '/uploads'];

/** A site path as redirects compare them: trimmed, without a trailing slash (but `/`), without query or hash. */
export function normalizeSitePath(path: string): string {
  const trimmed = path.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

const isSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !/[\s?#\\]/.test(value) && !value.includes('\0');

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const isRedirectStatus = (value: unknown): value is RedirectStatus =>
  REDIRECT_STATUSES.some((status) => status === Number(value));

export interface RedirectContext {
  /** The other redirects (the one being edited left out). */
  readonly others: readonly RedirectRule[];
  /** Whether a path is a published page of the site. */
  readonly isLivePage: (path: string) => boolean;
}

/** What is wrong with a redirect, field by field ([] when it may be saved). `from` and `to` are normalized first. */
export function redirectProblems(
  input: { readonly from: unknown; readonly to: unknown; readonly status: unknown },
  { others, isLivePage }: RedirectContext,
): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const from = typeof input.from === 'string' ? normalizeSitePath(input.from) : '';
  const rawTo = typeof input.to === 'string' ? input.to.trim() : '';
  const to = rawTo.startsWith('/') ? normalizeSitePath(rawTo) : rawTo;
  const status = Number(input.status);

  if (!isRedirectStatus(status)) {
    problems.push({
      field: 'status',
      message: 'Choose 301 (moved for good), 302 (moved for now) or 410 (gone, with nowhere to send visitors).',
    });
  }
  if (!from || !isSitePath(from)) {
    problems.push({
      field: 'from',
      message: 'From is a path of this site, starting with /, such as /old-campaign (no address, query or spaces).',
    });
  } else if (SERVICE_PREFIXES.some((prefix) => from === prefix || from.startsWith(`${prefix}/`))) {
    problems.push({ field: 'from', message: `${from} belongs to the content service (/api, /admin, /uploads).` });
  } else if (isLivePage(from)) {
    problems.push({
      field: 'from',
      message: `${from} is a live page: unpublish it first, or redirect another path.`,
    });
  } else if (others.some((other) => normalizeSitePath(other.from) === from)) {
    problems.push({ field: 'from', message: `There is already a redirect from ${from}: edit that one.` });
  }

  if (status === 410) {
    if (to) problems.push({ field: 'to', message: 'A 410 says the page is gone: leave To empty.' });
    return problems;
  }
  if (!to) {
    problems.push({
      field: 'to',
      message: 'To is required: a path of this site, such as /portfolio, or a full address.',
    });
    return problems;
  }
  if (!isSitePath(to) && !isAbsoluteUrl(to)) {
    problems.push({
      field: 'to',
      message: 'To is a path of this site starting with /, or a full address starting with https://.',
    });
    return problems;
  }
  if (!from) return problems;
  if (to === from) {
    problems.push({ field: 'to', message: `To is ${from} itself: visitors would go round in a loop.` });
    return problems;
  }
  const onward = others.find((other) => normalizeSitePath(other.from) === to);
  if (onward && normalizeSitePath(onward.to) === from) {
    problems.push({ field: 'to', message: `${to} already redirects to ${from}: visitors would go round in a loop.` });
    return problems;
  }
  if (onward) {
    problems.push({
      field: 'to',
      message: `${to} is itself redirected (to ${onward.to || 'nowhere: 410'}): point straight at the final page, in one hop.`,
    });
  }
  const into = others.find((other) => other.status !== 410 && normalizeSitePath(other.to) === from);
  if (into) {
    problems.push({
      field: 'from',
      message: `${into.from} already redirects to ${from}, which would make a chain: point ${into.from} at ${to} instead.`,
    });
  }
  return problems;
}

/** One row of a CSV import: its number in the file (the header is row 1) and its fields. */
export interface CsvRow {
  readonly row: number;
  readonly from: string;
  readonly to: string;
  readonly status: string;
}

/**
 * The rows of a CSV file of redirects: a header naming `from`, `to` and `status` (in any order, any case), then one
 * redirect per line. Fields may be quoted ("..."), with "" for a quote inside; blank lines are skipped. Throws
 * with a message for a file without those three columns.
 */
export function parseRedirectCsv(text: string): CsvRow[] {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = records.shift();
  if (!header) throw new Error('The file is empty: its first line names the columns from, to and status.');
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  const [fromAt, toAt, statusAt] = [column('from'), column('to'), column('status')];
  if (fromAt < 0 || toAt < 0 || statusAt < 0)
    throw new Error('The first line names the columns: from, to, status (a "note" column may follow).');
  return records
    .filter((record) => record.fields.some((field) => field.trim() !== ''))
    .map((record) => ({
      row: record.line,
      from: record.fields[fromAt]?.trim() ?? '',
      to: record.fields[toAt]?.trim() ?? '',
      status: record.fields[statusAt]?.trim() ?? '',
    }));
}

/** RFC 4180 records with the line each starts on; a comma or semicolon separates fields (spreadsheets write either). */
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}

/**
 * The redirects a story's or an industry page's new path needs (issue 34: a renamed slug leaves a 301 behind):
 * the old path to the new one, every redirect that led to the old path now leading to the new one (one hop), and
 * none from the new path any more (it is a live page again).
 */
export function renameChanges(
  oldPath: string,
  newPath: string,
  existing: readonly StoredRedirect[],
): {
  readonly remove: readonly number[];
  readonly retarget: readonly number[];
  readonly upsert: { readonly id?: number; readonly from: string; readonly to: string };
} {
  const from = normalizeSitePath(oldPath);
  const to = normalizeSitePath(newPath);
  const remove = existing.filter((redirect) => normalizeSitePath(redirect.from) === to).map((redirect) => redirect.id);
  const retarget = existing
    .filter(
      (redirect) =>
        redirect.status !== 410 && normalizeSitePath(redirect.to) === from && normalizeSitePath(redirect.from) !== to,
    )
    .map((redirect) => redirect.id);
  const current = existing.find((redirect) => normalizeSitePath(redirect.from) === from);
  return { remove, retarget, upsert: { ...(current ? { id: current.id } : {}), from, to } };
}
