/**
 * When the database cannot take a submission (locked past its busy wait, disk full, read-only, connection
 * lost, pool exhausted) the visitor gets 503 with Retry-After and the form's generic error, and nothing is
 * half-stored: the record and its mails are written in one transaction, which the failure rolls back.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** SQLite result codes and PostgreSQL SQLSTATEs that mean "not now", not "bad request" or "bug". */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL)/;
const POSTGRES_STATES = new Set([
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '55P03', // lock_not_available
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const SYSTEM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

function codeOf(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = codeOf(current);
    if (SQLITE_CODES.test(code) || SYSTEM_CODES.has(code)) return true;
    if (/^08/.test(code) || POSTGRES_STATES.has(code)) return true;
    const message = current instanceof Error ? current.message : '';
    // knex's pool: every connection busy for acquireConnectionTimeout.
    if (/Knex: Timeout acquiring a connection|Connection terminated|database is locked|disk is full/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
