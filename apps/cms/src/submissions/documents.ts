/**
 * Typed access to the submission collections. Strapi's generic document and query APIs are typed from
 * generated content-type declarations this project does not keep, so each collection states here the few
 * calls it uses, once, instead of casting at every call site.
 */
import type { Core, UID } from '@strapi/strapi';

export interface StoredDocument {
  readonly id: number;
  readonly documentId: string;
}

export interface DocumentCollection<Fields> {
  create(params: { data: Fields }): Promise<Fields & StoredDocument>;
  findOne(params: { documentId: string }): Promise<(Fields & StoredDocument) | null>;
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
  updateMany(params: { where: Record<string, unknown>; data: Partial<Row> }): Promise<{ count: number }>;
}

export function documentsOf<Fields>(strapi: Core.Strapi, uid: string): DocumentCollection<Fields> {
  return strapi.documents(uid as UID.ContentType) as unknown as DocumentCollection<Fields>;
}

export function rowsOf<Row>(strapi: Core.Strapi, uid: string): QueryCollection<Row> {
  return strapi.db.query(uid as UID.Schema) as unknown as QueryCollection<Row>;
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
