/**
 * The public write surface is exactly the forms (docs/security.md: no login, no roles). At every start:
 * - the captcha, rate-limit, preview and object-storage configuration is checked, so a bad variable stops the start with its
 *   name (PREVIEW_SECRET too: every content read may carry a preview token, and the answer must not be a 500);
 * - the captcha's tables exist;
 * - the Public role loses every users-permissions action (register, login, password reset, email
 *   confirmation, providers, refresh, logout, users, roles), even if someone granted one in the admin, and
 *   the plugin's own switches for sign-up and confirmation are off. Those routes then answer 403.
 * The Public role's content reads (public-permissions.ts) are left as they are.
 */
import type { Core } from '@strapi/strapi';

import { ensureCaptchaTables } from '../captcha/tables';
import { captchaSettings, objectStorageSettings, outboxSigningKey, previewSecret } from '../settings/runtime-env';
import { rateLimitSettings } from '../rate-limit/settings';

export const USERS_PERMISSIONS_ACTION_PREFIX = 'plugin::users-permissions.';

interface AdvancedSettings {
  allow_register?: boolean;
  email_confirmation?: boolean;
  [setting: string]: unknown;
}

export async function revokePublicAccountActions(strapi: Core.Strapi): Promise<number> {
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })) as {
    id: number;
  } | null;
  if (!role) throw new Error('The users-permissions Public role is missing');
  const { count } = await strapi.db.query('plugin::users-permissions.permission').deleteMany({
    where: { role: role.id, action: { $startsWith: USERS_PERMISSIONS_ACTION_PREFIX } },
  });
  return count;
}

export async function disableSignUp(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const current = ((await store.get()) ?? {}) as AdvancedSettings;
  if (current.allow_register === false && current.email_confirmation === false) return;
  await store.set({ value: { ...current, allow_register: false, email_confirmation: false } });
}

/**
 * Throws, naming the variable, when the public surface's configuration is missing or malformed. In development
 * the secrets come from DATA_DIR/secrets.json (generated on first use), so `npm start` needs none of them.
 */
export function checkPublicSurfaceSettings(): void {
  captchaSettings();
  rateLimitSettings();
  previewSecret();
  outboxSigningKey();
  objectStorageSettings();
}

export async function securePublicSurface(strapi: Core.Strapi): Promise<void> {
  checkPublicSurfaceSettings();
  await ensureCaptchaTables(strapi);
  const revoked = await revokePublicAccountActions(strapi);
  if (revoked > 0) strapi.log.info(`Public role: revoked ${revoked} account actions (there is no public login)`);
  await disableSignUp(strapi);
}
