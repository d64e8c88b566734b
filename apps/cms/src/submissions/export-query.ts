/**
 * The part of a Content Manager list's query string that a CSV export repeats: its search (`_q`), its filters
 * and its sort. Paging is left out: the export is every row the list matches, not the page on screen.
 *
 * Strapi's own query layer drops a filter on an unknown field or operator without a word, so a mistyped link
 * would export every row; and a value its database cannot compare (a date that is not one) fails deep in the
 * query as a server error. Both are refused here first, with a message that names the key, so the route answers
 * 400. What is accepted is Strapi's filter syntax (docs: REST API, filters) over the collection's own fields.
 */

/** An attribute as the checks need it: its type (`string`, `datetime`, `relation`, ...). */
export interface QueryAttribute {
  readonly type: string;
}

export interface QueryModel {
  readonly attributes: Readonly<Record<string, QueryAttribute>>;
}

export interface ListQuery {
  readonly _q?: string;
  readonly filters?: Readonly<Record<string, unknown>>;
  /** `field:asc` or `field:desc`, in order. */
  readonly sort?: readonly string[];
}

export class InvalidListQuery extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidListQuery';
  }
}

const LIST_OPERATORS = new Set(['$in', '$notIn', '$between']);
const PRESENCE_OPERATORS = new Set(['$null', '$notNull']);
/** Operators that match text: their operand is text whatever the field's type. */
const TEXT_OPERATORS = new Set([
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$eqi',
  '$nei',
]);
/** Strapi's comparison operators (its `$jsonSupersetOf` is internal, and not one a list sends). */
const OPERATORS = new Set([
  ...['$eq', '$ne', '$lt', '$lte', '$gt', '$gte'],
  ...LIST_OPERATORS,
  ...PRESENCE_OPERATORS,
  ...TEXT_OPERATORS,
]);

/** Types a column comparison or an ORDER BY can use; components, files, JSON and relations cannot. */
const SCALAR_TYPES = new Set([
  'string',
  'text',
  'email',
  'uid',
  'enumeration',
  'richtext',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'time',
  'datetime',
  'timestamp',
]);
const TEXT_TYPES = new Set(['string', 'text', 'email', 'uid', 'enumeration', 'richtext']);
// Written out in digits: PostgreSQL refuses what JavaScript's Number() also reads ('0x10', '1e3', ' 7').
const INTEGER_TYPES = new Set(['integer', 'biginteger']);
const DECIMAL_TYPES = new Set(['float', 'decimal']);
const BOOLEAN_VALUES = new Set(['true', 'false', '1', '0']);
/** The ISO 8601 forms Strapi's date parsing takes (a date, or a date and time with an optional zone). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;
const DATE_TIME_TYPES = new Set(['datetime', 'timestamp']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?$/;

/** `id` and `documentId` are filterable although Strapi does not list `id` among a model's attributes. */
const IDENTIFIERS: Readonly<Record<string, QueryAttribute>> = {
  id: { type: 'integer' },
  documentId: { type: 'string' },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key of the query names a field only as an own property: `constructor` or `__proto__` never does. */
const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

function scalarAttribute(model: QueryModel, key: string): QueryAttribute | undefined {
  const attribute = own(IDENTIFIERS, key)
    ? IDENTIFIERS[key]
    : own(model.attributes, key)
      ? model.attributes[key]
      : undefined;
  return attribute && SCALAR_TYPES.has(attribute.type) ? attribute : undefined;
}

const isIsoDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));

/** A value the database can compare with a field of this type, as the query string carries it (text). */
function checkValue(value: unknown, attribute: QueryAttribute, path: string): void {
  if (typeof value !== 'string') throw new InvalidListQuery(`${path} must be a single value`);
  if (INTEGER_TYPES.has(attribute.type) && !/^-?\d+$/.test(value))
    throw new InvalidListQuery(`${path} must be a whole number`);
  if (DECIMAL_TYPES.has(attribute.type) && !/^-?\d+(\.\d+)?$/.test(value))
    throw new InvalidListQuery(`${path} must be a number`);
  // Strapi takes a datetime as ISO 8601 or as milliseconds since 1970.
  if (DATE_TIME_TYPES.has(attribute.type) && !/^\d+$/.test(value) && !isIsoDate(value))
    throw new InvalidListQuery(`${path} must be a date and time`);
  if (attribute.type === 'date' && !isIsoDate(value.slice(0, 10))) throw new InvalidListQuery(`${path} must be a date`);
  if (attribute.type === 'time' && !TIME.test(value)) throw new InvalidListQuery(`${path} must be a time`);
  if (attribute.type === 'boolean' && !BOOLEAN_VALUES.has(value))
    throw new InvalidListQuery(`${path} must be true or false`);
}

/** qs turns `[0]`..`[20]` into an array and longer lists into an object keyed by index: both are lists. */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) return Object.values(value);
  return undefined;
}

/** One field's condition: a value (equality), or operators with their operands. */
function checkCondition(condition: unknown, attribute: QueryAttribute, path: string): void {
  if (!isPlainObject(condition)) return checkValue(condition, attribute, path);
  const entries = Object.entries(condition);
  if (entries.length === 0) throw new InvalidListQuery(`${path} has no condition`);
  for (const [operator, operand] of entries) {
    const where = `${path}[${operator}]`;
    if (operator === '$not') {
      checkCondition(operand, attribute, where);
    } else if (!OPERATORS.has(operator)) {
      throw new InvalidListQuery(`Invalid operator ${operator} at ${path}`);
    } else if (PRESENCE_OPERATORS.has(operator)) {
      checkValue(operand, { type: 'boolean' }, where);
    } else if (LIST_OPERATORS.has(operator)) {
      const items = listOf(operand) ?? [operand];
      if (operator === '$between' && items.length !== 2) throw new InvalidListQuery(`${where} needs two values`);
      items.forEach((item, index) => checkValue(item, attribute, `${where}[${index}]`));
    } else if (TEXT_OPERATORS.has(operator)) {
      // PostgreSQL has no LIKE on a number or a date column.
      if (!TEXT_TYPES.has(attribute.type)) throw new InvalidListQuery(`${operator} needs a text field at ${path}`);
      checkValue(operand, attribute, where);
    } else {
      checkValue(operand, attribute, where);
    }
  }
}

function checkFilters(filters: unknown, model: QueryModel, path: string): void {
  if (!isPlainObject(filters)) throw new InvalidListQuery(`${path} must be a group of conditions`);
  for (const [key, value] of Object.entries(filters)) {
    const where = `${path}[${key}]`;
    if (key === '$and' || key === '$or') {
      const groups = listOf(value);
      if (!groups) throw new InvalidListQuery(`${where} must be a list of conditions`);
      groups.forEach((group, index) => checkFilters(group, model, `${where}[${index}]`));
    } else if (key === '$not') {
      checkFilters(value, model, where);
    } else {
      const attribute = scalarAttribute(model, key);
      if (!attribute) throw new InvalidListQuery(`Invalid key ${key} at ${path}`);
      checkCondition(value, attribute, where);
    }
  }
}

function sortOf(sort: unknown, model: QueryModel): string[] {
  const parts = typeof sort === 'string' ? sort.split(',') : listOf(sort);
  if (!parts) throw new InvalidListQuery('sort must be field:asc or field:desc');
  return parts.flatMap((part) => {
    if (typeof part !== 'string') throw new InvalidListQuery('sort must be field:asc or field:desc');
    if (part.includes(',')) return sortOf(part, model);
    const [field = '', order = 'asc', ...rest] = part.trim().split(':');
    const direction = order.toLowerCase();
    if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc') || !scalarAttribute(model, field))
      throw new InvalidListQuery(`Invalid sort ${part}`);
    return [`${field}:${direction}`];
  });
}

/** The list's search, filters and sort from a parsed query string (qs); throws InvalidListQuery. */
export function listQueryOf(query: Readonly<Record<string, unknown>>, model: QueryModel): ListQuery {
  const { _q: search, filters, sort } = query;
  if (search !== undefined && typeof search !== 'string') throw new InvalidListQuery('_q must be a single text');
  if (filters !== undefined) checkFilters(filters, model, 'filters');
  return {
    ...(search?.trim() ? { _q: search } : {}),
    ...(isPlainObject(filters) && Object.keys(filters).length > 0 ? { filters } : {}),
    ...(sort !== undefined && sort !== '' ? { sort: sortOf(sort, model) } : {}),
  };
}

/**
 * Whether a list's filters name a field anywhere (inside `$and`, `$or`, `$not` too): an export that leaves some
 * rows out by default (the newsletter's unconfirmed and unsubscribed addresses) follows the list's own filter on
 * that field instead, whatever it is.
 */
export function filtersName(filters: unknown, field: string): boolean {
  if (Array.isArray(filters)) return filters.some((item) => filtersName(item, field));
  if (!isPlainObject(filters)) return false;
  return Object.entries(filters).some(([key, value]) => key === field || filtersName(value, field));
}
