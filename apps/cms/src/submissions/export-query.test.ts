import { describe, expect, it } from 'vitest';

import { filtersName, InvalidListQuery, listQueryOf, type QueryModel } from './export-query';

const model: QueryModel = {
  attributes: {
    documentId: { type: 'string' },
    email: { type: 'string' },
    formType: { type: 'enumeration' },
    attempts: { type: 'integer' },
    isOpen: { type: 'boolean' },
    createdAt: { type: 'datetime' },
    cv: { type: 'json' },
    createdBy: { type: 'relation' },
  },
};

const refused = (query: Record<string, unknown>) => () => listQueryOf(query, model);

describe('the list query an export repeats', () => {
  it('is empty for a list without search, filters or sort, and ignores paging', () => {
    expect(listQueryOf({}, model)).toEqual({});
    expect(listQueryOf({ page: '3', pageSize: '10', _q: '  ', sort: '' }, model)).toEqual({});
  });

  it('keeps the search, the filters and the sort as the Content Manager sends them', () => {
    const filters = {
      $and: [{ email: { $containsi: 'example.com' } }, { createdAt: { $gt: '2026-11-25T00:00:00.000Z' } }],
    };
    expect(listQueryOf({ _q: 'Asha', filters, sort: 'createdAt:DESC', page: '1' }, model)).toEqual({
      _q: 'Asha',
      filters,
      sort: ['createdAt:desc'],
    });
  });

  it('reads a sort of several fields, as text or as a list', () => {
    expect(listQueryOf({ sort: 'formType:asc,email' }, model).sort).toEqual(['formType:asc', 'email:asc']);
    expect(listQueryOf({ sort: ['id:DESC', 'documentId:asc'] }, model).sort).toEqual(['id:desc', 'documentId:asc']);
  });

  it('accepts every filter form the list builds: operators, lists, negation, presence, nested groups', () => {
    const filters = {
      $or: { 0: { formType: { $in: ['project', 'partner'] } }, 1: { $not: { email: { $endsWithi: '.org' } } } },
      attempts: { $between: ['1', '5'], $not: { $eq: '3' } },
      isOpen: 'true',
      email: { $notNull: 'true' },
      id: { $lte: '40' },
      createdAt: { $lt: '1764028800000' },
    };
    expect(listQueryOf({ filters }, model).filters).toEqual(filters);
  });

  it('refuses a field the collection does not have, or one a filter cannot compare', () => {
    expect(refused({ filters: { nope: { $eq: 'x' } } })).toThrow('Invalid key nope');
    expect(refused({ filters: { $and: [{ emial: { $containsi: 'x' } }] } })).toThrow('Invalid key emial');
    expect(refused({ filters: { cv: { $null: 'true' } } })).toThrow(InvalidListQuery);
    expect(refused({ filters: { createdBy: { id: { $eq: '1' } } } })).toThrow(InvalidListQuery);
    expect(refused({ filters: { constructor: { $eq: 'x' } } })).toThrow(InvalidListQuery);
  });

  it('refuses an unknown operator, and a text operator on a number or a date', () => {
    expect(refused({ filters: { email: { $like: 'x' } } })).toThrow('Invalid operator $like');
    expect(refused({ filters: { email: { $jsonSupersetOf: 'x' } } })).toThrow(InvalidListQuery);
    expect(refused({ filters: { attempts: { $containsi: '1' } } })).toThrow('$containsi needs a text field');
    expect(refused({ filters: { createdAt: { $startsWith: '2026' } } })).toThrow(InvalidListQuery);
  });

  it('refuses values the database could not read as the field type', () => {
    expect(refused({ filters: { createdAt: { $gt: 'yesterday' } } })).toThrow('must be a date and time');
    expect(refused({ filters: { createdAt: { $gt: '2026-13-45' } } })).toThrow(InvalidListQuery);
    expect(refused({ filters: { attempts: { $eq: '0x10' } } })).toThrow('must be a whole number');
    expect(refused({ filters: { id: { $in: ['1', 'two'] } } })).toThrow(InvalidListQuery);
    expect(refused({ filters: { isOpen: { $eq: 'yes' } } })).toThrow('must be true or false');
    expect(refused({ filters: { attempts: { $between: ['1'] } } })).toThrow('needs two values');
  });

  it('refuses malformed structure', () => {
    expect(refused({ filters: 'email' })).toThrow('must be a group of conditions');
    expect(refused({ filters: { $and: { email: 'x' } } })).toThrow('must be a list of conditions');
    expect(refused({ filters: { email: {} } })).toThrow('has no condition');
    expect(refused({ filters: { email: { $eq: { nested: 'x' } } } })).toThrow('must be a single value');
    expect(refused({ _q: ['a', 'b'] })).toThrow('_q must be a single text');
  });

  it('refuses a sort on an unknown or unsortable field, or in another direction', () => {
    expect(refused({ sort: 'nope:asc' })).toThrow('Invalid sort nope:asc');
    expect(refused({ sort: 'cv:asc' })).toThrow(InvalidListQuery);
    expect(refused({ sort: 'email:sideways' })).toThrow(InvalidListQuery);
    expect(refused({ sort: { email: 'asc' } })).toThrow(InvalidListQuery);
  });
});

describe('filtersName (an export that follows the list on the field it leaves rows out by)', () => {
  it('finds the field at the top, under $and, $or and $not, and nowhere else', () => {
    expect(filtersName({ consent: { $eq: 'unconfirmed' } }, 'consent')).toBe(true);
    expect(filtersName({ $and: [{ email: { $contains: 'a' } }, { consent: { $null: 'true' } }] }, 'consent')).toBe(
      true,
    );
    expect(filtersName({ $or: { 0: { $not: { consent: 'confirmed' } } } }, 'consent')).toBe(true);
    expect(filtersName({ email: { $eq: 'consent' } }, 'consent')).toBe(false);
    expect(filtersName(undefined, 'consent')).toBe(false);
  });
});
