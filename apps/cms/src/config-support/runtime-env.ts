/**
 * Start-up configuration for the content service, validated once (docs/engineering-habits.md, habit 9).
 *
 * In development a fresh clone needs no .env: missing secrets are generated once and kept in the git-ignored
 * data folder, so sessions and API tokens survive restarts. In production (NODE_ENV=production) every secret
 * must come from the environment, and a missing one stops the start with its name.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * Secrets of our own modules, generated like Strapi's in development. Kept apart from SECRET_NAMES because
 * production asks for them only when the module that uses them is configured (ALTCHA_HMAC_KEY: only with the
 * default captcha provider).
 */
export const MODULE_SECRET_NAMES = ['ALTCHA_HMAC_KEY', 'PREVIEW_SECRET', 'OUTBOX_SIGNING_KEY'] as const;
export type ModuleSecretName = (typeof MODULE_SECRET_NAMES)[number];
type GeneratedSecretName = SecretName | ModuleSecretName;

const MODULE_SECRET_HINTS: Record<ModuleSecretName, string> = {
  ALTCHA_HMAC_KEY:
    'it signs the captcha challenges: a random string of at least 32 characters ' +
    '(e.g. `openssl rand -base64 32`), or set CAPTCHA_PROVIDER=turnstile',
  PREVIEW_SECRET:
    "it signs the admin's short-lived preview links to draft content: a random string of at least 32 " +
    'characters (e.g. `openssl rand -base64 32`)',
  OUTBOX_SIGNING_KEY:
    'it signs every mail the server puts into the outbox, and the outbox sends only mails it signed: a random ' +
    'string of at least 32 characters (e.g. `openssl rand -base64 32`), the same on every instance',
};

export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

/** The repository root: Strapi always runs with apps/cms as its working directory. */
const repoRoot = (): string => path.resolve(process.cwd(), '..', '..');

/** Where the SQLite database, generated secrets and first-start credentials live (git-ignored). */
export function dataDir(): string {
  const dir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot(), 'data'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Strapi's public folder; media uploads go to its uploads/ subfolder. */
export function publicDir(): string {
  const dir = path.resolve(process.env.PUBLIC_DIR ?? path.join(dataDir(), 'public'));
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  return dir;
}

/** The website's build (client/ and server/) that this process serves next to /api and /admin. */
export function webBuildDir(): string {
  return path.resolve(process.env.WEB_BUILD_DIR ?? path.join(repoRoot(), 'apps', 'web', 'build'));
}

function generate(name: GeneratedSecretName): string {
  const value = () => randomBytes(24).toString('base64');
  return name === 'APP_KEYS' ? [value(), value(), value(), value()].join(',') : value();
}

let localSecrets: Partial<Record<GeneratedSecretName, string>> | undefined;

function readLocalSecrets(): Partial<Record<GeneratedSecretName, string>> {
  if (localSecrets) return localSecrets;
  const file = path.join(dataDir(), 'secrets.json');
  const stored: Partial<Record<GeneratedSecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<GeneratedSecretName, string>>)
    : {};
  let changed = false;
  for (const name of [...SECRET_NAMES, ...MODULE_SECRET_NAMES]) {
    if (!stored[name]) {
      stored[name] = generate(name);
      changed = true;
    }
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  localSecrets = stored;
  return stored;
}

export function secret(name: GeneratedSecretName): string {
  const fromEnv = process.env[name];
  if (fromEnv && fromEnv.trim() !== '') return fromEnv;
  if (isProduction() && name in MODULE_SECRET_HINTS) {
    throw new Error(
      `Configuration error: ${name} is not set. In production it comes from the environment: ` +
        MODULE_SECRET_HINTS[name as ModuleSecretName],
    );
  }
  if (isProduction()) {
    throw new Error(
      `Configuration error: ${name} is not set. In production every secret comes from the environment ` +
        `(${SECRET_NAMES.join(', ')}); APP_KEYS is a comma-separated list of random strings.`,
    );
  }
  const value = readLocalSecrets()[name];
  if (!value) throw new Error(`Configuration error: could not generate ${name}`);
  return value;
}

const PREVIEW_SECRET_MIN_LENGTH = 32;

/**
 * The key to draft content. Checked at start (bootstrap/public-surface.ts), so a production service without it
 * stops there instead of answering 500 to the first request that carries a preview token.
 */
export function previewSecret(): string {
  const value = secret('PREVIEW_SECRET');
  if (value.length < PREVIEW_SECRET_MIN_LENGTH) {
    throw new Error(
      `Configuration error: PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters of random text`,
    );
  }
  return value;
}

const OUTBOX_SIGNING_KEY_MIN_LENGTH = 32;

/**
 * The key of the outbox's signatures (src/outbox/signature.ts). Checked at start like PREVIEW_SECRET, so a
 * production service without it stops there instead of refusing every mail it queues.
 */
export function outboxSigningKey(): string {
  const value = secret('OUTBOX_SIGNING_KEY');
  if (value.length < OUTBOX_SIGNING_KEY_MIN_LENGTH) {
    throw new Error(
      `Configuration error: OUTBOX_SIGNING_KEY must be at least ${OUTBOX_SIGNING_KEY_MIN_LENGTH} characters of random text`,
    );
  }
  return value;
}

/**
 * With TRUST_PROXY, how many proxies in front of the service append to X-Forwarded-For. The client's address
 * is the entry this many places from the right: everything left of it the client may have written itself.
 * 0 (Koa's "trust every entry") would hand the rate-limit key to the client, so it is refused.
 */
export function trustProxyHops(): number {
  const raw = (process.env.TRUST_PROXY_HOPS ?? '').trim() || '1';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 10) {
    throw new Error(
      `Configuration error: TRUST_PROXY_HOPS must be the number of proxies that append to X-Forwarded-For ` +
        `(1-10), got "${raw}"`,
    );
  }
  return value;
}

/** PORT must be a TCP port number; anything else stops the start with a message naming it. */
export function port(): number {
  const raw = process.env.PORT ?? '1337';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`Configuration error: PORT must be a TCP port number (1-65535), got "${raw}"`);
  }
  return value;
}
