/**
 * Development convenience: on the first start of a fresh database, create the admin account the marketing
 * team (or a developer) logs in with, and print its credentials. Never in production, where the first admin
 * registers through /admin as Strapi intends.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

import { dataDir, isProduction } from '../config-support/runtime-env';

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
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
}

/** A password that satisfies Strapi's rules (8+ characters, upper, lower and a digit). */
function generatePassword(): string {
  return `Aur-${randomBytes(9).toString('base64url')}-7x`;
}

/** Creates the account on a database without admins; returns its credentials only when it created one. */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<AdminCredentials | undefined> {
  if (isProduction()) return undefined;
  const file = path.join(dataDir(), CREDENTIALS_FILE);
  const users = strapi.service('admin::user') as unknown as AdminUserService;
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
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
