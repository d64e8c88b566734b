/**
 * Names the shared single types' entries after their type ("Shared · Marketing services"), so the admin's home
 * page lists them by name among the last edited and published entries instead of by document id. The name is
 * a plain column, written to the draft and the published row alike with one query, so it never publishes an
 * editor's draft; an entry that already has a name keeps it. Runs after the seed, which creates the entries
 * on a first start.
 *
 * The admin shows a list entry's name only to a role that may read that field. A role Strapi created with the
 * content types (the Editor and Author roles on a first start) may; a role created before the name existed
 * lists the fields it may read, so the name is added to its read permission on these types.
 */
import { SHARED_TITLE_FIELD, sharedTypes, sharedTypeUid, type SharedTypeName } from '@auralis/content-manifest';
import type { Core, UID } from '@strapi/strapi';

const READ_ACTION = 'plugin::content-manager.explorer.read';

interface AdminPermission {
  readonly id: number;
  readonly properties?: { readonly fields?: unknown } & Record<string, unknown>;
}

export async function nameSharedEntries(strapi: Core.Strapi): Promise<void> {
  const uids = (Object.keys(sharedTypes) as SharedTypeName[]).map(sharedTypeUid);
  const permissions = strapi.db.query('admin::permission');
  const reads = (await permissions.findMany({
    where: { action: READ_ACTION, subject: { $in: uids } },
  })) as AdminPermission[];
  for (const permission of reads) {
    const fields = permission.properties?.fields;
    if (!Array.isArray(fields) || fields.includes(SHARED_TITLE_FIELD)) continue;
    await permissions.update({
      where: { id: permission.id },
      data: { properties: { ...permission.properties, fields: [...fields, SHARED_TITLE_FIELD] } },
    });
  }
  for (const name of Object.keys(sharedTypes) as SharedTypeName[]) {
    await strapi.db.query(sharedTypeUid(name) as UID.Schema).updateMany({
      where: { $or: [{ [SHARED_TITLE_FIELD]: { $null: true } }, { [SHARED_TITLE_FIELD]: '' }] },
      data: { [SHARED_TITLE_FIELD]: sharedTypes[name].displayName },
    });
  }
}
