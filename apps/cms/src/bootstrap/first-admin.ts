/**
 * Development convenience: on the first start of a fresh database, create the super admin a developer logs in
 * with and, beside it, an account with Strapi's Editor role as the marketing team would have one (it edits and
 * publishes content; the content-type builder, the marketplace and the settings are not shown to it) and one
 * with our Recruiter role (job openings, applications and career enquiries: admin-roles.ts), and print the
 * credentials. Never in production, where the first admin registers through /admin as Strapi intends and
 * invites the team (docs/content-and-editing.md, "Who may do what").
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

import { dataDir, type DevelopmentAccount, developmentAccount, isProduction } from '../settings/runtime-env';
import { serviceOf } from '../settings/strapi-services';
import { EDITOR_ROLE_CODE, RECRUITER_ROLE_CODE } from './admin-roles';

interface TeamCredentials {
  readonly email: string;
  readonly password: string;
}

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
  /** The development account with Strapi's Editor role. */
  readonly editor?: TeamCredentials;
  /** The development account with the Recruiter role. */
  readonly recruiter?: TeamCredentials;
}

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
  const admin = developmentAccount('admin');
  const credentials: AdminCredentials = { email: admin.email, password: admin.password ?? generatePassword() };
  await users.createFirstAdmin({
    email: credentials.email,
    password: credentials.password,
    firstname: 'Site',
    lastname: 'Admin',
  });
  const editor = await createTeamAccount(strapi, users, TEAM_ACCOUNTS.editor);
  const recruiter = await createTeamAccount(strapi, users, TEAM_ACCOUNTS.recruiter);
  const written: AdminCredentials = {
    ...credentials,
    ...(editor ? { editor } : {}),
    ...(recruiter ? { recruiter } : {}),
  };
  writeFileSync(file, JSON.stringify(written, null, 2), { mode: 0o600 });
  return written;
}

interface TeamAccount {
  readonly roleCode: string;
  /** Its login: EDITOR_EMAIL and EDITOR_PASSWORD, or RECRUITER_EMAIL and RECRUITER_PASSWORD. */
  readonly login: DevelopmentAccount;
  readonly firstname: string;
  readonly lastname: string;
}

const TEAM_ACCOUNTS = {
  editor: {
    roleCode: EDITOR_ROLE_CODE,
    login: 'editor',
    firstname: 'Marketing',
    lastname: 'Editor',
  },
  recruiter: {
    roleCode: RECRUITER_ROLE_CODE,
    login: 'recruiter',
    firstname: 'Talent',
    lastname: 'Recruiter',
  },
} as const satisfies Record<string, TeamAccount>;

/** A team account, active at once (no invitation to accept), as an invited member is once registered. */
async function createTeamAccount(
  strapi: Core.Strapi,
  users: AdminUserService,
  account: TeamAccount,
): Promise<TeamCredentials | undefined> {
  const roles = serviceOf<AdminRoleService>(strapi, 'admin::role');
  const role = await roles.findOne({ code: account.roleCode });
  if (!role) {
    strapi.log.warn(
      `No ${account.roleCode} role: the development ${account.lastname.toLowerCase()} account was not created`,
    );
    return undefined;
  }
  const login = developmentAccount(account.login);
  const created = { email: login.email, password: login.password ?? generatePassword() };
  await users.create({
    ...created,
    firstname: account.firstname,
    lastname: account.lastname,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
  return created;
}
