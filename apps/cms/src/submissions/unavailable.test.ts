import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a locked, full or unreachable database on SQLite and PostgreSQL', () => {
    for (const error of [
      withCode('SQLITE_BUSY', 'database is locked'),
      withCode('SQLITE_FULL', 'database or disk is full'),
      withCode('SQLITE_IOERR_WRITE'),
      withCode('SQLITE_READONLY'),
      withCode('53100', 'could not extend file: No space left on device'),
      withCode('55P03', 'could not obtain lock'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('08006', 'connection failure'),
      withCode('ENOSPC'),
      withCode('ECONNREFUSED'),
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
      Object.assign(new Error('insert failed'), { cause: withCode('SQLITE_BUSY') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves bugs and constraint violations alone', () => {
    for (const error of [
      new TypeError('x is undefined'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      withCode('23505', 'duplicate key value'),
      withCode('42P01', 'relation does not exist'),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
