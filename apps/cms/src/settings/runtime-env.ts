/**
 * The content service's environment, read and checked in this one module (issue 36; docs/engineering-habits.md,
 * habit 9). Every variable of the service that docs/configuration.md lists is named here once, with its type,
 * its default and the message a bad value stops the start with; no other module of apps/cms reads process.env
 * (environment-in-one-place.test.ts fails where one does).
 *
 * Each reader takes the environment as an argument, process.env by default, and reads it when it is called,
 * never at import: Strapi's config files run after Strapi has loaded .env, and the unit tests change the
 * environment between cases. Only mailConfig() and recruitingSettings(), which requests call, keep what they read
 * for the life of the process.
 *
 * In development a fresh clone needs no .env: missing secrets are generated once and kept in the git-ignored
 * data folder, so sessions and API tokens survive restarts. In production (NODE_ENV=production) every secret
 * must come from the environment, and a missing one stops the start with its name.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { SiteAnalytics } from '@auralis/content-manifest';
import type { ContactFormType } from '@auralis/form-schemas';
import { reverseGeocodeUrl, siteConfig } from '@auralis/site-config';
import { z } from 'zod';

export type Env = Readonly<Record<string, string | undefined>>;

// How a variable is read. Blank is unset. A bad value stops the start with a message that names the variable and
// the form it expects, and repeats the value unless it may be a secret.

const configurationError = (message: string) => new Error(`Configuration error: ${message}`);

const mustBe = (name: string, expected: string, got?: string) =>
  configurationError(`${name} must be ${expected}${got === undefined ? '' : `, got "${got}"`}`);

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

/** A value the configuration cannot do without (a provider's keys); the message never repeats a value. */
function required(env: Env, name: string, hint: string): string {
  const value = text(env, name);
  if (value === undefined) {
    throw configurationError(`${name} is ${env[name] === undefined ? 'not set' : 'empty'} (${hint})`);
  }
  return value;
}

interface WholeNumberRule {
  readonly fallback: number;
  readonly min: number;
  readonly max: number;
  /** What the number counts, for the message. */
  readonly unit: string;
}

/** The one number parser: digits only (no sign, fraction or exponent), within the rule's bounds. */
function wholeNumber(env: Env, name: string, { fallback, min, max, unit }: WholeNumberRule): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw mustBe(name, `a whole number from ${min} to ${max} (${unit})`, raw);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw mustBe(name, 'true or false', raw);
}

/** One of a few lower-case words, whatever the case it is written in. */
function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = values.find((candidate) => candidate === raw.toLowerCase());
  if (value === undefined) {
    throw mustBe(name, values.length === 2 ? values.join(' or ') : `one of ${values.join(', ')}`, raw);
  }
  return value;
}

function matching(env: Env, name: string, pattern: RegExp, expected: string): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined && !pattern.test(raw)) throw mustBe(name, expected, raw);
  return raw;
}

interface UrlRule {
  /** URL.protocol values, with their colon. */
  readonly protocols?: readonly string[];
  readonly expected?: string;
}

function checkedUrl(
  name: string,
  raw: string,
  { protocols = ['http:', 'https:'], expected = 'an http(s) URL' }: UrlRule,
) {
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!parsed || !protocols.includes(parsed.protocol)) throw mustBe(name, expected, raw);
  return parsed;
}

function url(env: Env, name: string, rule: UrlRule = {}): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined) checkedUrl(name, raw, rule);
  return raw;
}

const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, '');

const emailAddress = z.email();

function address(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined && !emailAddress.safeParse(raw).success) throw mustBe(name, 'an email address', raw);
  return raw;
}

/** The longest delay Node's timers keep: past it, setTimeout fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

// ---------------------------------------------------------------------------------------------------------------
// The process: production or not, the folders it keeps its data in, the secrets.

export const isProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production';

/**
 * Runs `load` (synchronous: nothing else can run meanwhile) with NODE_ENV set to production, and puts it back.
 * For the React the built website renders with (site-pages.ts): React picks its production or development build
 * from NODE_ENV when it is first required, and `npm start` runs the service without NODE_ENV=production, which
 * would demand real secrets. The development build renders pages several times slower, with checks meant for a
 * developer's console; the built site is never in development.
 */
export function withProductionNodeEnv<T>(load: () => T): T {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return load();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The repository root: Strapi always runs with apps/cms as its working directory. */
const repoRoot = (): string => path.resolve(process.cwd(), '..', '..');

/** Where the SQLite database, generated secrets and first-start credentials live (git-ignored). */
export function dataDir(env: Env = process.env): string {
  const dir = path.resolve(text(env, 'DATA_DIR') ?? path.join(repoRoot(), 'data'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Strapi's public folder; media uploads go to its uploads/ subfolder. */
export function publicDir(env: Env = process.env): string {
  const dir = path.resolve(text(env, 'PUBLIC_DIR') ?? path.join(dataDir(env), 'public'));
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  return dir;
}

/** The website's build (client/ and server/) that this process serves next to /api and /admin. */
export function webBuildDir(env: Env = process.env): string {
  return path.resolve(text(env, 'WEB_BUILD_DIR') ?? path.join(repoRoot(), 'apps', 'web', 'build'));
}

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
    throw configurationError(
      `${name} is not set. In production it comes from the environment: ` +
        MODULE_SECRET_HINTS[name as ModuleSecretName],
    );
  }
  if (isProduction()) {
    throw configurationError(
      `${name} is not set. In production every secret comes from the environment ` +
        `(${SECRET_NAMES.join(', ')}); APP_KEYS is a comma-separated list of random strings.`,
    );
  }
  const value = readLocalSecrets()[name];
  if (!value) throw configurationError(`could not generate ${name}`);
  return value;
}

const SIGNING_KEY_MIN_LENGTH = 32;

/** A key that signs what the service hands out and takes back: long enough not to be guessed. */
function signingKey(name: ModuleSecretName, value: string): string {
  if (value.length < SIGNING_KEY_MIN_LENGTH) {
    throw mustBe(name, `at least ${SIGNING_KEY_MIN_LENGTH} characters of random text`);
  }
  return value;
}

/**
 * The key to draft content. Checked at start (bootstrap/public-surface.ts), so a production service without it
 * stops there instead of answering 500 to the first request that carries a preview token.
 */
export const previewSecret = (): string => signingKey('PREVIEW_SECRET', secret('PREVIEW_SECRET'));

/**
 * The key of the outbox's signatures (src/outbox/signature.ts). Checked at start like PREVIEW_SECRET, so a
 * production service without it stops there instead of refusing every mail it queues.
 */
export const outboxSigningKey = (): string => signingKey('OUTBOX_SIGNING_KEY', secret('OUTBOX_SIGNING_KEY'));

/**
 * The key of the newsletter's confirmation and unsubscribe links (src/newsletter-consent/links.ts): derived from
 * OUTBOX_SIGNING_KEY with a label of its own, so no new secret is needed, a link's MAC is never a valid mail
 * MAC, and every instance signs and checks links alike. Changing OUTBOX_SIGNING_KEY ends the links already sent.
 */
export const newsletterLinkKey = (): string =>
  createHmac('sha256', outboxSigningKey()).update('newsletter-links:v1').digest('base64url');

/**
 * NEWSLETTER_DOUBLE_OPT_IN (default true, docs/forms.md#newsletter-consent): a new subscriber counts only once
 * they follow the confirmation link of their thank-you mail. False: a sign-up is confirmed at once.
 */
export function newsletterDoubleOptIn(env: Env = process.env): boolean {
  return flag(env, 'NEWSLETTER_DOUBLE_OPT_IN', true);
}

export type DevelopmentAccount = 'admin' | 'editor' | 'recruiter';

const DEVELOPMENT_ACCOUNTS: Readonly<Record<DevelopmentAccount, readonly [string, string]>> = {
  admin: ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  editor: ['EDITOR_EMAIL', 'EDITOR_PASSWORD'],
  recruiter: ['RECRUITER_EMAIL', 'RECRUITER_PASSWORD'],
};

/**
 * The development accounts' logins (bootstrap/first-admin.ts): `{account}@auralis.example` and, without a
 * password, undefined (one is generated). A password is taken as written, spaces and all.
 */
export function developmentAccount(
  account: DevelopmentAccount,
  env: Env = process.env,
): { readonly email: string; readonly password: string | undefined } {
  const [emailVariable, passwordVariable] = DEVELOPMENT_ACCOUNTS[account];
  return {
    email: text(env, emailVariable) ?? `${account}@auralis.example`,
    password: env[passwordVariable] || undefined,
  };
}

/** Test hooks of the seed (apps/cms/test/seed-retry.test.ts, seed-ownership.test.ts); unset in every real start. */
export interface SeedTestHooks {
  /** Stop the seed with an error after this many new entries, as a crash half-way would; 0: never. */
  readonly failAfter: number;
  /** A JSON file of copy changes applied to the seed's plan; never honoured in production. */
  readonly planPatchFile: string | undefined;
}

export function seedTestHooks(env: Env = process.env): SeedTestHooks {
  return {
    failAfter: wholeNumber(env, 'SEED_FAIL_AFTER_FOR_TESTS', {
      fallback: 0,
      min: 0,
      max: 1_000_000,
      unit: 'new entries',
    }),
    planPatchFile: isProduction(env) ? undefined : text(env, 'SEED_PLAN_PATCH_FOR_TESTS'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Strapi's own configuration (apps/cms/config): the server, the database, the admin's flags, the log.

export interface ServerSettings {
  readonly host: string;
  readonly port: number;
  /** PUBLIC_URL as written, or '' (Strapi's `url`). */
  readonly publicUrl: string;
  readonly trustProxy: boolean;
  /**
   * With TRUST_PROXY, how many proxies in front of the service append to X-Forwarded-For. The client's address
   * is the entry this many places from the right: everything left of it the client may have written itself.
   * 0 (Koa's "trust every entry") would hand the rate-limit key to the client, so it is refused.
   */
  readonly trustProxyHops: number;
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /**
   * How long an idle keep-alive connection stays open. A proxy or load balancer in front reuses its idle
   * connections for up to 60 s (nginx's upstream keepalive_timeout, most cloud load balancers): if the service
   * closed them first, the proxy would send a visitor's request down a socket the service is closing, and the
   * visitor would get a 502. Node's default, 5 s, is shorter than every one of them.
   */
  readonly keepAliveTimeoutMs: number;
  readonly webhooksPopulateRelations: boolean;
}

export function serverSettings(env: Env = process.env): ServerSettings {
  return {
    host: text(env, 'HOST') ?? '0.0.0.0',
    port: wholeNumber(env, 'PORT', { fallback: 1337, min: 1, max: 65_535, unit: 'a TCP port' }),
    publicUrl: publicUrl(env) ?? '',
    trustProxy: flag(env, 'TRUST_PROXY', false),
    trustProxyHops: wholeNumber(env, 'TRUST_PROXY_HOPS', {
      fallback: 1,
      min: 1,
      max: 10,
      unit: 'proxies that append to X-Forwarded-For',
    }),
    headersTimeoutMs: wholeNumber(env, 'HTTP_HEADERS_TIMEOUT_MS', {
      fallback: 10_000,
      min: 0,
      max: MAX_TIMER_MS,
      unit: 'milliseconds',
    }),
    requestTimeoutMs: wholeNumber(env, 'HTTP_REQUEST_TIMEOUT_MS', {
      fallback: 300_000,
      min: 0,
      max: MAX_TIMER_MS,
      unit: 'milliseconds',
    }),
    keepAliveTimeoutMs: wholeNumber(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', {
      fallback: 65_000,
      min: 0,
      max: MAX_TIMER_MS,
      unit: 'milliseconds',
    }),
    webhooksPopulateRelations: flag(env, 'WEBHOOKS_POPULATE_RELATIONS', false),
  };
}

export interface PostgresSettings {
  readonly client: 'postgres';
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  readonly password: string;
  readonly ssl: false | { readonly rejectUnauthorized: boolean };
  readonly schema: string;
  readonly pool: { readonly min: number; readonly max: number };
  readonly acquireConnectionTimeoutMs: number;
}

export interface SqliteSettings {
  readonly client: 'sqlite';
  readonly filename: string;
  readonly acquireConnectionTimeoutMs: number;
}

/** SQLite in the data folder by default; DATABASE_URL=postgres://... switches to PostgreSQL. */
export function databaseSettings(env: Env = process.env): PostgresSettings | SqliteSettings {
  const acquireConnectionTimeoutMs = wholeNumber(env, 'DATABASE_CONNECTION_TIMEOUT', {
    fallback: 60_000,
    min: 1,
    max: MAX_TIMER_MS,
    unit: 'milliseconds',
  });
  const raw = text(env, 'DATABASE_URL');
  if (raw === undefined) {
    return {
      client: 'sqlite',
      filename: path.join(dataDir(env), text(env, 'DATABASE_FILENAME') ?? 'auralis.db'),
      acquireConnectionTimeoutMs,
    };
  }
  // Never repeated in the message: the URL carries the password.
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw mustBe('DATABASE_URL', 'a postgres:// or postgresql:// URL');
  }
  return {
    client: 'postgres',
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    ssl: flag(env, 'DATABASE_SSL', false)
      ? { rejectUnauthorized: flag(env, 'DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false,
    schema: text(env, 'DATABASE_SCHEMA') ?? 'public',
    pool: {
      min: wholeNumber(env, 'DATABASE_POOL_MIN', { fallback: 0, min: 0, max: 1000, unit: 'connections' }),
      max: wholeNumber(env, 'DATABASE_POOL_MAX', { fallback: 10, min: 1, max: 1000, unit: 'connections' }),
    },
    acquireConnectionTimeoutMs,
  };
}

/** Strapi's admin flags: its survey and its Enterprise Edition promotion, both off. */
export function adminFlags(env: Env = process.env): { readonly nps: boolean; readonly promoteEE: boolean } {
  return { nps: flag(env, 'FLAG_NPS', false), promoteEE: flag(env, 'FLAG_PROMOTE_EE', false) };
}

/** Strapi's log levels (winston's npm levels), most severe first. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL (default `http`: one line per request; the bench and the browser tests run with `warn` so the
 * terminal is not the bottleneck) and LOG_STARTUP_BANNER (Strapi's table at start; default on).
 */
export function logSettings(env: Env = process.env): { readonly level: LogLevel; readonly startupBanner: boolean } {
  return { level: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'http'), startupBanner: flag(env, 'LOG_STARTUP_BANNER', true) };
}

// ---------------------------------------------------------------------------------------------------------------
// The site the service serves: its public origin, the maps service its pages call, the HTML cache and renders.

/** PUBLIC_URL as written (trimmed), when set; a value that is not an http(s) URL stops the start. */
export function publicUrl(env: Env = process.env): string | undefined {
  return url(env, 'PUBLIC_URL', { expected: 'an http(s) URL such as https://www.auralis.example' });
}

/** PUBLIC_URL's origin: the one origin CORS grants (middlewares/site-cors.ts). */
export function publicOrigin(env: Env = process.env): string | undefined {
  const configured = publicUrl(env);
  return configured === undefined ? undefined : new URL(configured).origin;
}

/**
 * The origin of the maps service the job application form calls from the browser (VITE_REVERSE_GEOCODE_URL,
 * the same variable the website build reads, or Nominatim). A value that is not an http(s) URL stops the start.
 */
export function mapsServiceOrigin(env: Env = process.env): string {
  return checkedUrl('VITE_REVERSE_GEOCODE_URL', reverseGeocodeUrl(env.VITE_REVERSE_GEOCODE_URL), {}).origin;
}

/** HTML_CACHE_MAX_MB: how big the HTML cache may grow (all pages, with their compressed copies), in bytes. */
export function htmlCacheMaxBytes(env: Env = process.env): number {
  return wholeNumber(env, 'HTML_CACHE_MAX_MB', { fallback: 64, min: 1, max: 16_384, unit: 'megabytes' }) * 1024 * 1024;
}

export interface RenderLimitSettings {
  /** Renders at once (RENDER_CONCURRENCY). */
  readonly concurrency: number;
  /** Renders waiting for a place (RENDER_QUEUE); past it, a request is refused at once. */
  readonly queue: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimitSettings = { concurrency: 2, queue: 16 };

/** RENDER_CONCURRENCY (1-1000) and RENDER_QUEUE (0-1000), validated at start (web-app/render-limit.ts). */
export function renderLimitSettings(env: Env = process.env): RenderLimitSettings {
  const { concurrency, queue } = DEFAULT_RENDER_LIMITS;
  return {
    concurrency: wholeNumber(env, 'RENDER_CONCURRENCY', {
      fallback: concurrency,
      min: 1,
      max: 1000,
      unit: 'renders at once',
    }),
    queue: wholeNumber(env, 'RENDER_QUEUE', { fallback: queue, min: 0, max: 1000, unit: 'renders waiting' }),
  };
}

/**
 * The bench's switches (scripts/bench.mjs), read on each request: CONTENT_CACHE=off skips the content cache;
 * CONTENT_CACHE_BYPASS=allow and HTML_CACHE_BYPASS=allow let a request ask to skip a cache with a header.
 */
export function cacheSwitches(env: Env = process.env): {
  readonly contentCacheOff: boolean;
  readonly contentCacheBypass: boolean;
  readonly htmlCacheBypass: boolean;
} {
  return {
    contentCacheOff: text(env, 'CONTENT_CACHE') === 'off',
    contentCacheBypass: text(env, 'CONTENT_CACHE_BYPASS') === 'allow',
    htmlCacheBypass: text(env, 'HTML_CACHE_BYPASS') === 'allow',
  };
}

/** `npm run dev` asks for the website through Vite (web-app/vite-dev.ts); never outside development. */
export function siteDevServerRequested(env: Env = process.env): boolean {
  return text(env, 'WEB_DEV_SERVER') === 'vite' && env.NODE_ENV === 'development';
}

/** How many versions each page keeps (page-history/), as the Payload website template keeps 50. */
export const DEFAULT_PAGE_HISTORY_LIMIT = 50;
/** A page published many times a day for years still stays a few megabytes of history at this bound. */
export const MAX_PAGE_HISTORY_LIMIT = 1000;

/**
 * PAGE_HISTORY_LIMIT: read at start, so a bad value stops the start rather than pruning a page's history to an
 * unexpected length later.
 */
export function pageHistoryLimit(env: Env = process.env): number {
  return wholeNumber(env, 'PAGE_HISTORY_LIMIT', {
    fallback: DEFAULT_PAGE_HISTORY_LIMIT,
    min: 1,
    max: MAX_PAGE_HISTORY_LIMIT,
    unit: 'versions kept per page',
  });
}

export interface ScheduleSettings {
  /** Between two looks for due changes; a change is carried out at most this long after its time. */
  readonly pollMs: number;
  /** How long a claim holds; far above the few hundred milliseconds a publish takes. */
  readonly leaseMs: number;
}

export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = { pollMs: 5_000, leaseMs: 120_000 };

const HOUR_MS = 3_600_000;

/**
 * How often each instance looks for scheduled changes that are due (SCHEDULE_POLL_MS, 100 ms to 1 hour) and how
 * long a claim on one holds (SCHEDULE_LEASE_MS, 1 s to 1 hour); scheduled-changes/ reads them once at start.
 */
export function scheduleSettings(env: Env = process.env): ScheduleSettings {
  const { pollMs, leaseMs } = DEFAULT_SCHEDULE_SETTINGS;
  return {
    pollMs: wholeNumber(env, 'SCHEDULE_POLL_MS', { fallback: pollMs, min: 100, max: HOUR_MS, unit: 'milliseconds' }),
    leaseMs: wholeNumber(env, 'SCHEDULE_LEASE_MS', {
      fallback: leaseMs,
      min: 1_000,
      max: HOUR_MS,
      unit: 'milliseconds',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Daily jobs (src/retention): once a day, by one instance under a lease, whatever the number of instances.

export interface RetentionSettings {
  /** How long a submission keeps where the visitor came from (docs/forms.md#where-a-submission-came-from). */
  readonly attributionMonths: number;
  /** Between two looks for a daily job that is due; a job runs at most this long after its day is up. */
  readonly pollMs: number;
  /** How long a claim on a job holds; far above the seconds a run takes. */
  readonly leaseMs: number;
}

export const DEFAULT_RETENTION_SETTINGS: RetentionSettings = {
  attributionMonths: 24,
  pollMs: 15 * 60_000,
  leaseMs: 10 * 60_000,
};

/**
 * ATTRIBUTION_RETENTION_MONTHS (1 to 120, 24 by default, as the privacy policy says), DAILY_JOBS_POLL_MS (100 ms to
 * 1 hour) and DAILY_JOBS_LEASE_MS (1 s to 1 hour); retention/ reads them once at start.
 */
export function retentionSettings(env: Env = process.env): RetentionSettings {
  const defaults = DEFAULT_RETENTION_SETTINGS;
  return {
    attributionMonths: wholeNumber(env, 'ATTRIBUTION_RETENTION_MONTHS', {
      fallback: defaults.attributionMonths,
      min: 1,
      max: 120,
      unit: 'months',
    }),
    pollMs: wholeNumber(env, 'DAILY_JOBS_POLL_MS', {
      fallback: defaults.pollMs,
      min: 100,
      max: HOUR_MS,
      unit: 'milliseconds',
    }),
    leaseMs: wholeNumber(env, 'DAILY_JOBS_LEASE_MS', {
      fallback: defaults.leaseMs,
      min: 1_000,
      max: HOUR_MS,
      unit: 'milliseconds',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Captcha (decision record 008). ALTCHA, our own proof of work, is the default so that a fresh clone works
// offline; Cloudflare Turnstile needs both keys. Only the chosen provider's variables are read.

export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface AltchaSettings {
  readonly provider: 'altcha';
  readonly hmacKey: string;
  readonly challengeTtlSeconds: number;
  /**
   * About how many attempts a solve takes: the key prefix has the number of hex digits whose 16^digits is
   * closest (1,000 gives 2 digits, 256 attempts on average). The work grows with it; the server's does not.
   */
  readonly maxNumber: number;
  /** PBKDF2 iterations per attempt, and of the one derivation a verify costs the server. */
  readonly cost: number;
}

export interface TurnstileSettings {
  readonly provider: 'turnstile';
  readonly siteKey: string;
  readonly secretKey: string;
  readonly verifyUrl: string;
  readonly timeoutMs: number;
}

export type CaptchaSettings = (AltchaSettings | TurnstileSettings) & {
  /** How long a pass from a successful verify may wait for its submission. */
  readonly passTtlSeconds: number;
};

const DAY_SECONDS = 86_400;
const TURNSTILE_KEY_HINT = 'required with CAPTCHA_PROVIDER=turnstile; see docs/forms.md for Cloudflare test keys';

/**
 * Reads and checks the captcha configuration; throws an Error naming the first bad variable. The ALTCHA key
 * comes from ALTCHA_HMAC_KEY, generated into DATA_DIR/secrets.json in development.
 */
export function captchaSettings(
  env: Env = process.env,
  altchaKey: () => string = () => secret('ALTCHA_HMAC_KEY'),
): CaptchaSettings {
  const provider = oneOf(env, 'CAPTCHA_PROVIDER', CAPTCHA_PROVIDERS, 'altcha');
  const passTtlSeconds = wholeNumber(env, 'CAPTCHA_PASS_TTL_SECONDS', {
    fallback: 600,
    min: 1,
    max: DAY_SECONDS,
    unit: 'seconds',
  });
  if (provider === 'turnstile') {
    return {
      provider,
      siteKey: required(env, 'TURNSTILE_SITE_KEY', TURNSTILE_KEY_HINT),
      secretKey: required(env, 'TURNSTILE_SECRET_KEY', TURNSTILE_KEY_HINT),
      verifyUrl: url(env, 'TURNSTILE_VERIFY_URL') ?? DEFAULT_TURNSTILE_VERIFY_URL,
      timeoutMs: wholeNumber(env, 'TURNSTILE_TIMEOUT_MS', {
        fallback: 5_000,
        min: 1,
        max: 60_000,
        unit: 'milliseconds',
      }),
      passTtlSeconds,
    };
  }
  const challengeTtlSeconds = wholeNumber(env, 'ALTCHA_CHALLENGE_TTL_SECONDS', {
    fallback: 300,
    min: 1,
    max: DAY_SECONDS,
    unit: 'seconds',
  });
  // About a second on a recent phone with the widget's workers: ~256 PBKDF2 derivations of 15,000 rounds, as
  // much work as the ~750 derivations of 5,000 rounds of the deterministic challenges before (issue 19).
  const maxNumber = wholeNumber(env, 'ALTCHA_MAX_NUMBER', {
    fallback: 1_000,
    min: 1,
    max: 1_000_000,
    unit: 'attempts per solve',
  });
  const cost = wholeNumber(env, 'ALTCHA_COST', { fallback: 15_000, min: 1, max: 1_000_000, unit: 'PBKDF2 rounds' });
  return {
    provider,
    hmacKey: signingKey('ALTCHA_HMAC_KEY', altchaKey()),
    challengeTtlSeconds,
    maxNumber,
    cost,
    passTtlSeconds,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rate limits (issues 6 and 19); rate-limit/settings.ts makes them budgets.

/** The defaults, as docs/configuration.md states them. */
export const RATE_LIMIT_DEFAULTS = {
  captchaPerMinute: 30,
  submissionsPerMinute: 10,
  captchaGlobalPerMinute: 600,
  thankYouMailsPerDay: 3,
  concurrentUploadsPerClient: 2,
} as const;

export type RateLimits = { readonly [Limit in keyof typeof RATE_LIMIT_DEFAULTS]: number } & {
  /** Counters in Redis when set (otherwise PostgreSQL when the service runs on it, memory on SQLite). */
  readonly redisUrl: string | undefined;
};

const budget = (env: Env, name: string, fallback: number, unit: string) =>
  wholeNumber(env, name, { fallback, min: 1, max: 100_000, unit });

export function rateLimits(env: Env = process.env): RateLimits {
  const defaults = RATE_LIMIT_DEFAULTS;
  return {
    // Each form submit costs one challenge and one verify; 30 leaves room for retries and several tabs.
    captchaPerMinute: budget(env, 'RATE_LIMIT_CAPTCHA_PER_MINUTE', defaults.captchaPerMinute, 'requests per minute'),
    submissionsPerMinute: budget(
      env,
      'RATE_LIMIT_SUBMISSIONS_PER_MINUTE',
      defaults.submissionsPerMinute,
      'requests per minute',
    ),
    // 600 a minute is 300 form submits a minute from everyone together: far above this site's traffic, far
    // below what a flood of captcha requests from many addresses would cost.
    captchaGlobalPerMinute: budget(
      env,
      'RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE',
      defaults.captchaGlobalPerMinute,
      'requests per minute',
    ),
    // A person sends a form or two; three thank-you mails a day to one address is enough for anybody, and makes
    // the forms useless for flooding somebody else's inbox.
    thankYouMailsPerDay: budget(
      env,
      'RATE_LIMIT_THANK_YOU_MAILS_PER_DAY',
      defaults.thankYouMailsPerDay,
      'mails per day',
    ),
    // A form has one file upload; two at once leaves room for a second tab, not for a hundred slow uploads.
    concurrentUploadsPerClient: budget(
      env,
      'RATE_LIMIT_CONCURRENT_UPLOADS',
      defaults.concurrentUploadsPerClient,
      'uploads at once',
    ),
    redisUrl: url(env, 'REDIS_URL', { protocols: ['redis:', 'rediss:'], expected: 'a redis:// or rediss:// URL' }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Object storage (issue 23, decision record 014). Two independent switches, both off by default so that
// `npm start` keeps every file on the local disk:
// - S3_MEDIA_BUCKET: the media library goes to a public bucket through Strapi's own S3 upload provider, and
//   media URLs point at S3_MEDIA_URL (a CDN or the bucket's own address);
// - S3_PRIVATE_BUCKET: applicants' files go to a private bucket (src/private-files/s3.ts), read back only by
//   the content service for an admin's download; they never get a URL of their own.
// The connection (endpoint, region, credentials, path style) is shared by both.

export interface S3Connection {
  /** Undefined: AWS's own endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly forcePathStyle: boolean;
  /** Undefined: the AWS SDK's default chain (instance role, AWS_* variables, shared files). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
}

export interface ObjectStorageSettings {
  readonly connection: S3Connection;
  readonly media: { readonly bucket: string; readonly publicUrl: string } | undefined;
  readonly privateFiles: { readonly bucket: string } | undefined;
}

// S3's bucket naming rules (lower case, digits, dots and hyphens, 3-63 characters).
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_BUCKET_RULE = 'an S3 bucket name (3-63 of a-z, 0-9, "." and "-")';

/** Where a public bucket's objects are read from when S3_MEDIA_URL does not say (no CDN in front). */
function bucketUrl(bucket: string, connection: S3Connection): string {
  if (!connection.endpoint) return `https://${bucket}.s3.${connection.region}.amazonaws.com`;
  if (connection.forcePathStyle) return `${connection.endpoint}/${bucket}`;
  const endpoint = new URL(connection.endpoint);
  return `${endpoint.protocol}//${bucket}.${endpoint.host}`;
}

export function objectStorageSettings(env: Env = process.env): ObjectStorageSettings {
  const endpoint = url(env, 'S3_ENDPOINT');
  const region = matching(env, 'S3_REGION', /^[a-z0-9-]+$/, 'a region name such as eu-central-1') ?? 'us-east-1';
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  const forcePathStyle = flag(env, 'S3_FORCE_PATH_STYLE', false);
  const mediaBucket = matching(env, 'S3_MEDIA_BUCKET', S3_BUCKET_NAME, S3_BUCKET_RULE);
  const mediaUrl = url(env, 'S3_MEDIA_URL');
  const privateBucket = matching(env, 'S3_PRIVATE_BUCKET', S3_BUCKET_NAME, S3_BUCKET_RULE);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw mustBe(missing, 'set together with the other half of the S3 key pair');
  }
  if (!mediaBucket && !privateBucket && [endpoint, accessKeyId, mediaUrl].some(Boolean)) {
    // S3_ENDPOINT without a bucket is a half-done configuration: files would silently stay on one disk.
    throw mustBe('S3_MEDIA_BUCKET or S3_PRIVATE_BUCKET', 'set when other S3_* variables are');
  }
  if (mediaUrl && !mediaBucket) {
    throw mustBe('S3_MEDIA_BUCKET', 'set when S3_MEDIA_URL is (the URL is where that bucket is read)');
  }
  if (mediaBucket && mediaBucket === privateBucket) {
    // The media bucket is readable by anyone: applicants' files there would be public.
    throw mustBe('S3_PRIVATE_BUCKET', 'a different bucket from S3_MEDIA_BUCKET');
  }
  const connection: S3Connection = {
    endpoint: endpoint && withoutTrailingSlashes(endpoint),
    region,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
  return {
    connection,
    media: mediaBucket
      ? {
          bucket: mediaBucket,
          publicUrl: mediaUrl ? withoutTrailingSlashes(mediaUrl) : bucketUrl(mediaBucket, connection),
        }
      : undefined,
    privateFiles: privateBucket ? { bucket: privateBucket } : undefined,
  };
}

/** The origin media are served from when it is not the site's own; pages and the admin must allow its images. */
export function mediaOrigin(settings: ObjectStorageSettings = objectStorageSettings()): string | undefined {
  return settings.media ? new URL(settings.media.publicUrl).origin : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Mail (decision record 006). Every variable is optional; with no SMTP_HOST the outbox keeps mails (status
// `held`) until a start with SMTP delivers them.

/** Who gets a form's first mail: one team address per form (outbox/templates.ts names the same teams). */
type MailTeam = 'newsletter' | ContactFormType;

const mailboxDomain = siteConfig.emails.info.split('@')[1] ?? 'auralis.example';

/** Where each form's first mail goes when MAIL_TEAM_* is not set. */
export const DEFAULT_TEAM_ADDRESSES: Readonly<Record<MailTeam, string>> = {
  newsletter: siteConfig.emails.info,
  project: `projects@${mailboxDomain}`,
  partner: `partners@${mailboxDomain}`,
  general: siteConfig.emails.info,
  agiliti: `agiliti@${mailboxDomain}`,
  career: siteConfig.emails.careers,
};

const TEAM_VARIABLES: Readonly<Record<MailTeam, string>> = {
  newsletter: 'MAIL_TEAM_NEWSLETTER',
  project: 'MAIL_TEAM_PROJECT',
  partner: 'MAIL_TEAM_PARTNER',
  general: 'MAIL_TEAM_GENERAL',
  agiliti: 'MAIL_TEAM_AGILITI',
  career: 'MAIL_TEAM_CAREER',
};

export const DEFAULT_MAIL_FROM = `${siteConfig.name} <no-reply@${mailboxDomain}>`;

export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string | undefined;
  readonly password: string | undefined;
}

export interface MailConfig {
  /** Undefined when SMTP_HOST is not set: mails wait in the outbox. */
  readonly smtp: SmtpConfig | undefined;
  readonly from: string;
  readonly teams: Readonly<Record<MailTeam, string>>;
  /** Origin for the page URLs in the team's mails and the links in thank-you mails; empty: siteConfig.siteUrl. */
  readonly publicUrl: string;
  readonly pollMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly maxAttempts: number;
  readonly leaseMs: number;
}

const milliseconds = (env: Env, name: string, fallback: number) =>
  wholeNumber(env, name, { fallback, min: 1, max: MAX_TIMER_MS, unit: 'milliseconds' });

export function readMailConfig(env: Env = process.env): MailConfig {
  const host = text(env, 'SMTP_HOST');
  const port = wholeNumber(env, 'SMTP_PORT', { fallback: 587, min: 1, max: 65_535, unit: 'a TCP port' });
  const secure = flag(env, 'SMTP_SECURE', false);
  const user = text(env, 'SMTP_USER');
  // Taken as written: a password may begin or end with a space.
  const password = env.SMTP_PASSWORD?.trim() ? env.SMTP_PASSWORD : undefined;
  const from = text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const teams = { ...DEFAULT_TEAM_ADDRESSES };
  for (const team of Object.keys(TEAM_VARIABLES) as MailTeam[]) {
    teams[team] = address(env, TEAM_VARIABLES[team]) ?? teams[team];
  }
  return {
    smtp: host ? { host, port, secure, user, password } : undefined,
    from,
    teams,
    publicUrl: withoutTrailingSlashes(publicUrl(env) ?? ''),
    pollMs: milliseconds(env, 'OUTBOX_POLL_MS', 5_000),
    retryBaseMs: milliseconds(env, 'OUTBOX_RETRY_BASE_MS', 30_000),
    retryMaxMs: milliseconds(env, 'OUTBOX_RETRY_MAX_MS', 60 * 60 * 1000),
    maxAttempts: wholeNumber(env, 'OUTBOX_MAX_ATTEMPTS', { fallback: 12, min: 1, max: 1_000_000, unit: 'attempts' }),
    leaseMs: milliseconds(env, 'OUTBOX_LEASE_MS', 2 * 60 * 1000),
  };
}

let mail: MailConfig | undefined;

/** The process's mail configuration, read on first use. */
export function mailConfig(): MailConfig {
  mail ??= readMailConfig();
  return mail;
}

// ---------------------------------------------------------------------------------------------------------------
// Recruiting (issue 8, decision record 009): `local` (default; openings and applications live in this service's
// admin) or `zoho` (Zoho Recruit) with a self-client's refresh token with ZohoRecruit.modules.ALL.
// ZOHO_ACCOUNTS_URL and ZOHO_RECRUIT_URL replace the data centre's addresses (tests point them at a stand-in).

export const RECRUITING_PROVIDERS = ['local', 'zoho'] as const;
export type RecruitingProviderName = (typeof RECRUITING_PROVIDERS)[number];

export const ZOHO_DATA_CENTRES = ['com', 'eu', 'in', 'com.au', 'jp'] as const;
export type ZohoDataCentre = (typeof ZOHO_DATA_CENTRES)[number];

export interface ZohoSettings {
  readonly accountsUrl: string;
  readonly recruitUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly refreshToken: string;
  readonly timeoutMs: number;
}

export type RecruitingSettings =
  | { readonly provider: 'local' }
  | { readonly provider: 'zoho'; readonly zoho: ZohoSettings };

const ZOHO_HINT = 'required with RECRUITING_PROVIDER=zoho';

export function readRecruitingSettings(env: Env = process.env): RecruitingSettings {
  const provider = oneOf(env, 'RECRUITING_PROVIDER', RECRUITING_PROVIDERS, 'local');
  // The Zoho variables are checked with either provider, so a bad one never waits for the switch to zoho.
  const dataCentre = oneOf(env, 'ZOHO_DATA_CENTRE', ZOHO_DATA_CENTRES, 'com');
  const accountsUrl = url(env, 'ZOHO_ACCOUNTS_URL');
  const recruitUrl = url(env, 'ZOHO_RECRUIT_URL');
  const timeoutMs = wholeNumber(env, 'ZOHO_TIMEOUT_MS', {
    fallback: 10_000,
    min: 100,
    max: 120_000,
    unit: 'milliseconds',
  });
  if (provider === 'local') return { provider };
  return {
    provider,
    zoho: {
      accountsUrl: accountsUrl ? withoutTrailingSlashes(accountsUrl) : `https://accounts.zoho.${dataCentre}`,
      recruitUrl: recruitUrl ? withoutTrailingSlashes(recruitUrl) : `https://recruit.zoho.${dataCentre}`,
      clientId: required(env, 'ZOHO_CLIENT_ID', ZOHO_HINT),
      clientSecret: required(env, 'ZOHO_CLIENT_SECRET', ZOHO_HINT),
      refreshToken: required(env, 'ZOHO_REFRESH_TOKEN', ZOHO_HINT),
      timeoutMs,
    },
  };
}

let recruitingChoice: RecruitingSettings | undefined;

/** The process's recruiting configuration, read on first use (checked at start by api/careers/index.ts). */
export function recruitingSettings(): RecruitingSettings {
  recruitingChoice ??= readRecruitingSettings();
  return recruitingChoice;
}

// ---------------------------------------------------------------------------------------------------------------
// The team's CRM (issue 35, item 3; docs/forms.md#handing-leads-to-the-crm): `none` (default: nothing is handed
// over), `webhook` (a signed JSON POST to CRM_WEBHOOK_URL) or `hubspot` (HubSpot's forms submission API). Every
// lead, subscriber and career enquiry then gets a hand-over row that src/crm delivers at least once, with retries.

export const CRM_PROVIDERS = ['none', 'webhook', 'hubspot'] as const;
export type CrmProviderName = (typeof CRM_PROVIDERS)[number];

/** What is handed over: a contact lead (project, partner, general), a newsletter subscriber, a career enquiry. */
export const CRM_HANDOVER_KINDS = ['lead', 'subscriber', 'career-enquiry'] as const;
export type CrmHandoverKind = (typeof CRM_HANDOVER_KINDS)[number];

export const DEFAULT_HUBSPOT_BASE_URL = 'https://api.hsforms.com';

/** How the hand-overs are delivered, whatever the provider: the outbox's rules (outbox/retry.ts) with their own numbers. */
export interface CrmDeliverySettings {
  readonly pollMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly maxAttempts: number;
  readonly leaseMs: number;
  /** Per request: past it the attempt counts as failed and is retried. */
  readonly timeoutMs: number;
}

export interface CrmWebhookSettings {
  readonly url: string;
  readonly secret: string;
}

export interface CrmHubspotSettings {
  readonly baseUrl: string;
  readonly portalId: string;
  /** The HubSpot form each kind is submitted to. */
  readonly formGuids: Readonly<Record<CrmHandoverKind, string>>;
}

export type CrmSettings = CrmDeliverySettings &
  (
    | { readonly provider: 'none' }
    | { readonly provider: 'webhook'; readonly webhook: CrmWebhookSettings }
    | { readonly provider: 'hubspot'; readonly hubspot: CrmHubspotSettings }
  );

const CRM_WEBHOOK_HINT = 'required with CRM_PROVIDER=webhook';
const CRM_HUBSPOT_HINT = 'required with CRM_PROVIDER=hubspot';
const CRM_WEBHOOK_SECRET_MIN_LENGTH = 32;
const HUBSPOT_FORM_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HUBSPOT_FORM_GUID_RULE = "a HubSpot form's GUID (8-4-4-4-12 hexadecimal digits)";

const HUBSPOT_FORM_VARIABLES: Readonly<Record<CrmHandoverKind, string>> = {
  lead: 'CRM_HUBSPOT_FORM_GUID_LEAD',
  subscriber: 'CRM_HUBSPOT_FORM_GUID_SUBSCRIBER',
  'career-enquiry': 'CRM_HUBSPOT_FORM_GUID_CAREER',
};

export function readCrmSettings(env: Env = process.env): CrmSettings {
  const provider = oneOf(env, 'CRM_PROVIDER', CRM_PROVIDERS, 'none');
  const delivery: CrmDeliverySettings = {
    pollMs: milliseconds(env, 'CRM_POLL_MS', 5_000),
    retryBaseMs: milliseconds(env, 'CRM_RETRY_BASE_MS', 30_000),
    retryMaxMs: milliseconds(env, 'CRM_RETRY_MAX_MS', 60 * 60 * 1000),
    maxAttempts: wholeNumber(env, 'CRM_MAX_ATTEMPTS', { fallback: 12, min: 1, max: 1_000_000, unit: 'attempts' }),
    leaseMs: milliseconds(env, 'CRM_LEASE_MS', 2 * 60 * 1000),
    timeoutMs: wholeNumber(env, 'CRM_TIMEOUT_MS', { fallback: 10_000, min: 100, max: 120_000, unit: 'milliseconds' }),
  };
  // A claim that ran out while its request was still waiting would let a second instance deliver it too.
  if (delivery.leaseMs <= delivery.timeoutMs) {
    throw mustBe('CRM_LEASE_MS', `longer than CRM_TIMEOUT_MS (${delivery.timeoutMs})`, String(delivery.leaseMs));
  }
  if (provider === 'webhook') {
    const webhookUrl = required(env, 'CRM_WEBHOOK_URL', CRM_WEBHOOK_HINT);
    checkedUrl('CRM_WEBHOOK_URL', webhookUrl, {});
    const secret = required(
      env,
      'CRM_WEBHOOK_SECRET',
      `${CRM_WEBHOOK_HINT}: the receiver checks each request's signature with it`,
    );
    if (secret.length < CRM_WEBHOOK_SECRET_MIN_LENGTH) {
      throw mustBe(
        'CRM_WEBHOOK_SECRET',
        `at least ${CRM_WEBHOOK_SECRET_MIN_LENGTH} characters of random text (e.g. \`openssl rand -hex 32\`)`,
      );
    }
    return { ...delivery, provider, webhook: { url: webhookUrl, secret } };
  }
  if (provider === 'hubspot') {
    const portalId = required(env, 'CRM_HUBSPOT_PORTAL_ID', CRM_HUBSPOT_HINT);
    if (!/^\d+$/.test(portalId))
      throw mustBe('CRM_HUBSPOT_PORTAL_ID', 'the HubSpot account (portal) id: digits only', portalId);
    const fallbackGuid = matching(env, 'CRM_HUBSPOT_FORM_GUID', HUBSPOT_FORM_GUID, HUBSPOT_FORM_GUID_RULE);
    const formGuids = Object.fromEntries(
      CRM_HANDOVER_KINDS.map((kind) => {
        const name = HUBSPOT_FORM_VARIABLES[kind];
        const guid = matching(env, name, HUBSPOT_FORM_GUID, HUBSPOT_FORM_GUID_RULE) ?? fallbackGuid;
        if (guid === undefined) {
          throw configurationError(
            `${name} is not set (${CRM_HUBSPOT_HINT}: the form ${kind} submissions go to; CRM_HUBSPOT_FORM_GUID sets one for every kind)`,
          );
        }
        return [kind, guid];
      }),
    ) as Record<CrmHandoverKind, string>;
    const baseUrl = url(env, 'CRM_HUBSPOT_BASE_URL') ?? DEFAULT_HUBSPOT_BASE_URL;
    return {
      ...delivery,
      provider,
      hubspot: { baseUrl: withoutTrailingSlashes(baseUrl), portalId, formGuids },
    };
  }
  return { ...delivery, provider };
}

let crmChoice: CrmSettings | undefined;

/** The process's CRM configuration, read on first use (at start, by src/crm/index.ts: a bad one stops the start). */
export function crmSettings(): CrmSettings {
  crmChoice ??= readCrmSettings();
  return crmChoice;
}

// ---------------------------------------------------------------------------------------------------------------
// Analytics (issue 35, item 2; docs/analytics.md): none by default. The page loads the chosen provider's script only
// after the visitor's Accept, and its Content-Security-Policy names the provider's origins only when one is chosen.
// Only the chosen provider's variables are read; all of them are public (they end up in the page).

export const ANALYTICS_PROVIDERS = ['none', 'plausible', 'matomo', 'ga4'] as const;

export const DEFAULT_PLAUSIBLE_URL = 'https://plausible.io';

/** A host name, or several separated by commas (Plausible's "roll-up" of one site under more than one domain). */
const PLAUSIBLE_DOMAINS = /^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i;
/** Matomo numbers its sites. */
const MATOMO_SITE_ID = /^\d{1,9}$/;
/** A GA4 web stream's measurement id. */
const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** An http(s) URL whose path is `/`: the provider's server, without a page of it. */
function serverOrigin(env: Env, name: string, fallback?: string): string | undefined {
  const raw = text(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  const parsed = checkedUrl(name, raw, {});
  if (parsed.pathname !== '/' || parsed.search !== '')
    throw mustBe(name, 'an origin such as https://plausible.io', raw);
  return parsed.origin;
}

/**
 * ANALYTICS_PROVIDER (none, plausible, matomo or ga4) and the chosen provider's variables; throws an Error naming
 * the first bad or missing one.
 */
export function analyticsSettings(env: Env = process.env): SiteAnalytics {
  const provider = oneOf(env, 'ANALYTICS_PROVIDER', ANALYTICS_PROVIDERS, 'none');
  const hint = `required with ANALYTICS_PROVIDER=${provider}; see docs/analytics.md`;
  if (provider === 'plausible') {
    required(env, 'PLAUSIBLE_DOMAIN', hint);
    return {
      provider,
      domain: matching(env, 'PLAUSIBLE_DOMAIN', PLAUSIBLE_DOMAINS, 'a host name such as www.auralis.example') ?? '',
      origin: serverOrigin(env, 'PLAUSIBLE_URL', DEFAULT_PLAUSIBLE_URL) ?? DEFAULT_PLAUSIBLE_URL,
    };
  }
  if (provider === 'matomo') {
    const baseUrl = checkedUrl('MATOMO_URL', required(env, 'MATOMO_URL', hint), {
      expected: 'the http(s) URL of the Matomo server, such as https://matomo.auralis.example/',
    });
    if (baseUrl.search !== '' || baseUrl.hash !== '') throw mustBe('MATOMO_URL', 'a URL without a query', baseUrl.href);
    required(env, 'MATOMO_SITE_ID', hint);
    return {
      provider,
      baseUrl: `${withoutTrailingSlashes(baseUrl.href)}/`,
      siteId: matching(env, 'MATOMO_SITE_ID', MATOMO_SITE_ID, "the site's number in Matomo, such as 1") ?? '',
    };
  }
  if (provider === 'ga4') {
    required(env, 'GA4_MEASUREMENT_ID', hint);
    return {
      provider,
      measurementId:
        matching(env, 'GA4_MEASUREMENT_ID', GA4_MEASUREMENT_ID, 'a measurement id such as G-ABC123XYZ') ?? '',
    };
  }
  return { provider };
}
