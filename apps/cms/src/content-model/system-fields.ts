/**
 * Fields Strapi keeps itself on every document and component: never content. A page's history neither keeps nor
 * compares them (page-history/), and the seed never writes them back (seeding/): `createdBy` and `updatedBy`
 * follow whoever saves, and the timestamps and `publishedAt` are what tells a draft from its published version.
 */
export const SYSTEM_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'firstPublishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);
