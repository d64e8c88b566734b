/**
 * The Public role may read the content endpoints and nothing else (issue: content is read-only to the
 * public). The actions are the site-content API's find and findOne, which serve every manifest endpoint.
 */
import type { Core } from '@strapi/strapi';

export const PUBLIC_READ_ACTIONS = ['api::site-content.site-content.find', 'api::site-content.site-content.findOne'];

export async function grantPublicReads(strapi: Core.Strapi): Promise<void> {
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })) as {
    id: number;
  } | null;
  if (!role) throw new Error('The users-permissions Public role is missing');
  for (const action of PUBLIC_READ_ACTIONS) {
    const existing = await strapi.db
      .query('plugin::users-permissions.permission')
      .findOne({ where: { action, role: role.id } });
    if (!existing)
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
}
