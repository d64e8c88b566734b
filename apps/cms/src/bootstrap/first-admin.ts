/**
 * Development convenience: on the first start of a fresh database, create the super admin a developer logs in
 * with and, beside it, an account with Strapi's Editor role as the marketing team would have one (it edits and
 * publishes content; the content-type builder, the marketplace and the settings are not shown to it), and print
 * both credentials. Never in production, where the first admin registers through /admin as Strapi intends and
 * invites the team (README, "The marketing team in the admin").
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

import { dataDir, isProduction } from '../config-support/runtime-env';
import { serviceOf } from '../config-support/strapi-services';

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
  /** The development account with Strapi's Editor role. */
  readonly editor?: { readonly email: string; readonly password: string };
}

/** Strapi's built-in Editor role (created with the first admin): content, media and publishing, no schema. */
export const EDITOR_ROLE_CODE = 'strapi-editor';

const CREDENTIALS_FILE = 'admin-credentials.json';

interface AdminUserService {
  exists(attributes?: Record<string, unknown>): Promise<boolean>;
  createFirstAdmin(attributes: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
  }): Promise<unknown>;
  create(attributes: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
    isActive: boolean;
    registrationToken: null;
    roles: number[];
  }): Promise<unknown>;
}

interface AdminRoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
}

/** A password that satisfies Strapi's rules (8+ characters, upper, lower and a digit). */
function generatePassword(): string {
  return `Aur-${randomBytes(9).toString('base64url')}-7x`;
}

/** Creates the account on a database without admins; returns its credentials only when it created one. */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<AdminCredentials | undefined> {
  if (isProduction()) return undefined;
  const file = path.join(dataDir(), CREDENTIALS_FILE);
  const users = serviceOf<AdminUserService>(strapi, 'admin::user');
  if (await users.exists()) return undefined;
  const credentials: AdminCredentials = {
    email: process.env.ADMIN_EMAIL ?? 'admin@auralis.example',
    password: process.env.ADMIN_PASSWORD ?? generatePassword(),
  };
  await users.createFirstAdmin({
    email: credentials.email,
    password: credentials.password,
    firstname: 'Site',
    lastname: 'Admin',
  });
  const editor = await createEditor(strapi, users);
  const written: AdminCredentials = editor ? { ...credentials, editor } : credentials;
  writeFileSync(file, JSON.stringify(written, null, 2), { mode: 0o600 });
  return written;
}

/** The Editor account, active at once (no invitation to accept), as an invited editor is once registered. */
async function createEditor(
  strapi: Core.Strapi,
  users: AdminUserService,
): Promise<AdminCredentials['editor'] | undefined> {
  const roles = serviceOf<AdminRoleService>(strapi, 'admin::role');
  const role = await roles.findOne({ code: EDITOR_ROLE_CODE });
  if (!role) {
    strapi.log.warn(`No ${EDITOR_ROLE_CODE} role: the development editor account was not created`);
    return undefined;
  }
  const editor = {
    email: process.env.EDITOR_EMAIL ?? 'editor@auralis.example',
    password: process.env.EDITOR_PASSWORD ?? generatePassword(),
  };
  await users.create({
    ...editor,
    firstname: 'Marketing',
    lastname: 'Editor',
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
  return editor;
}
