/**
 * Typed access to the submission collections: each states here the few calls it uses, once, with the field
 * types its service declares (`strapi.documents(uid)` is typed from apps/cms/types/generated, but callers
 * name their own field types; `strapi.db.query` is not typed per content type).
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

export function documentsOf<Fields>(strapi: Core.Strapi, uid: UID.ContentType): DocumentCollection<Fields> {
  return strapi.documents(uid) as unknown as DocumentCollection<Fields>;
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
