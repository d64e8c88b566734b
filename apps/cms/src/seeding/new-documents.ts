/**
 * Documents a later release adds to a seeded content type, such as new pages (docs/decisions/011-seed-ownership.md,
 * "Documents added later"). A seeded type belongs to the editors, so a start cannot tell a page the team deleted
 * from a page this release planned just by looking at the pages. The seed therefore records which planned
 * documents it created or found (ownership.ts, `auralis_seed_documents`), and a start creates only the planned
 * documents never recorded: a recorded document that is gone was deleted by the editors and stays deleted.
 *
 * This module holds what that needs besides the writes themselves (run.ts creates the documents, as a first seed
 * would): the identities a type plans, the identities that exist, and the log line.
 */
import type { Core } from '@strapi/strapi';

import { identityKey, type SeedDocument, type SeedType } from './sources';
import { documentsOf, hasDraftAndPublish, type Status } from './writes';

/** The identity key of a planned document, as recorded and as compared with the documents that exist. */
export const plannedKey = (type: SeedType, document: SeedDocument): string =>
  identityKey(type.identityFields, document.identity);

/** The identity keys of every document the seed plans for a type. */
export const plannedIdentities = (type: SeedType): string[] => [
  ...new Set(type.documents.map((document) => plannedKey(type, document))),
];

/** What a person reads for a planned document: its identity values (a page's path), or '' for a single type. */
export const identityLabel = (type: SeedType, document: SeedDocument): string =>
  type.identityFields.map((field) => String(document.identity[field] ?? '')).join(' / ');

/**
 * The identity keys of the type's documents that exist, in a draft or a published version: either means the
 * document is there (an unpublished page is the editors' choice, not a missing page).
 */
export async function existingIdentities(strapi: Core.Strapi, type: SeedType): Promise<Set<string>> {
  const service = documentsOf(strapi, type);
  const statuses: (Status | undefined)[] = hasDraftAndPublish(strapi, type) ? ['draft', 'published'] : [undefined];
  const keys = new Set<string>();
  for (const status of statuses) {
    const rows = (await service.findMany({
      fields: [...type.identityFields],
      ...(status ? { status } : {}),
      limit: 1_000_000,
    })) as Record<string, unknown>[];
    for (const row of rows) keys.add(identityKey(type.identityFields, row));
  }
  return keys;
}

/** What a start did about the planned documents of one seeded type that were not recorded yet. */
export interface DocumentsAdded {
  readonly type: string;
  /** The documents it created, by identity label (see identityLabel). */
  readonly created: readonly string[];
  /** Unrecorded documents that existed already (made by the editors, or before records were kept): recorded only. */
  readonly recorded: number;
  /** True when the type had no document records at all: a database seeded before they were kept. */
  readonly adopted: boolean;
}

const documentsWord = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** "a, b, c, d, e and 3 more": enough to recognise the pages in a log line that stays one line. */
export function listLabels(labels: readonly string[], shown = 5): string {
  const named = labels.filter((label) => label !== '');
  if (named.length === 0) return '';
  const head = named.slice(0, shown).join(', ');
  return named.length > shown ? `${head} and ${named.length - shown} more` : head;
}

/**
 * One line per type: "Seed: created 4 new documents of page (/services/ai-services, ...)", with what was only
 * recorded, and a note on the first start with document records.
 */
export function describeAdded(added: DocumentsAdded): string {
  const count = added.created.length;
  const labels = listLabels(added.created);
  const created = `created ${count} new ${count === 1 ? 'document' : 'documents'} of ${added.type}${labels ? ` (${labels})` : ''}`;
  if (added.adopted) {
    const recorded = `recorded the ${documentsWord(added.recorded)} of ${added.type} that exist as seeded`;
    const missing =
      count === 0 ? '' : `; ${created}, planned but missing (new, or deleted before document records were kept)`;
    return `Seed: ${recorded}${missing}; from now on only documents added later are created`;
  }
  // Made by the editors, or created by an earlier start that failed before recording them.
  const existed = (of: string) =>
    `${added.recorded === 1 ? '1 new document' : `${added.recorded} new documents`}${of} existed already: ` +
    `recorded as seeded, left as ${added.recorded === 1 ? 'it is' : 'they are'}`;
  if (count === 0) return `Seed: ${existed(` of ${added.type}`)}`;
  if (added.recorded === 0) return `Seed: ${created}`;
  return `Seed: ${created}; ${existed('')}`;
}
