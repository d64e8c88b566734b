import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import {
  adminFlags,
  cacheSwitches,
  databaseSettings,
  developmentAccount,
  htmlCacheMaxBytes,
  logSettings,
  publicOrigin,
  publicUrl,
  seedTestHooks,
  serverSettings,
} from './runtime-env';

describe('TRUST_PROXY_HOPS', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to one proxy: the entry the load balancer appended', () => {
    vi.stubEnv('TRUST_PROXY_HOPS', undefined);
    expect(serverSettings().trustProxyHops).toBe(1);
    vi.stubEnv('TRUST_PROXY_HOPS', ' ');
    expect(serverSettings().trustProxyHops).toBe(1);
  });

  it('counts the proxies of a longer chain (a CDN in front of the load balancer)', () => {
    vi.stubEnv('TRUST_PROXY_HOPS', '2');
    expect(serverSettings().trustProxyHops).toBe(2);
  });

  it.each(['0', '-1', '1.5', 'two', '11'])('stops the start on %j, naming it', (value) => {
    vi.stubEnv('TRUST_PROXY_HOPS', value);
    expect(() => serverSettings()).toThrow(/^Configuration error: TRUST_PROXY_HOPS must be/);
  });
});

describe("Strapi's server settings", () => {
  it('default to port 1337 on every interface, no proxy, and the slow-client timeouts', () => {
    expect(serverSettings({})).toEqual({
      host: '0.0.0.0',
      port: 1337,
      publicUrl: '',
      trustProxy: false,
      trustProxyHops: 1,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 300_000,
      keepAliveTimeoutMs: 65_000,
      webhooksPopulateRelations: false,
    });
  });

  it('read what is set, a blank value as unset', () => {
    expect(
      serverSettings({
        HOST: '127.0.0.1',
        PORT: '4317',
        PUBLIC_URL: ' https://www.auralis.example ',
        TRUST_PROXY: 'true',
        HTTP_HEADERS_TIMEOUT_MS: '2000',
        HTTP_REQUEST_TIMEOUT_MS: '',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
      }),
    ).toMatchObject({
      host: '127.0.0.1',
      port: 4317,
      publicUrl: 'https://www.auralis.example',
      trustProxy: true,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 300_000,
      keepAliveTimeoutMs: 75_000,
    });
  });

  it.each([
    [{ PORT: '80a' }, /^Configuration error: PORT must be a whole number from 1 to 65535 \(a TCP port\), got "80a"$/],
    [{ PORT: '70000' }, /PORT must be a whole number from 1 to 65535/],
    [{ TRUST_PROXY: 'yes' }, /^Configuration error: TRUST_PROXY must be true or false, got "yes"$/],
    [{ HTTP_HEADERS_TIMEOUT_MS: '10s' }, /HTTP_HEADERS_TIMEOUT_MS must be a whole number/],
    [
      { PUBLIC_URL: 'www.auralis.example' },
      /PUBLIC_URL must be an http\(s\) URL such as https:\/\/www\.auralis\.example/,
    ],
    [{ PUBLIC_URL: 'ftp://www.auralis.example' }, /PUBLIC_URL must be an http\(s\) URL/],
  ])('stop the start on a bad value: %o', (env, message) => {
    expect(() => serverSettings(env)).toThrow(message);
  });
});

describe('the public origin', () => {
  it('is unset by default, and the origin of PUBLIC_URL otherwise', () => {
    expect(publicUrl({})).toBeUndefined();
    expect(publicOrigin({ PUBLIC_URL: '' })).toBeUndefined();
    expect(publicOrigin({ PUBLIC_URL: 'https://www.auralis.example/site/' })).toBe('https://www.auralis.example');
  });
});

describe("Strapi's database settings", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-runtime-env-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('use SQLite in the data folder unless DATABASE_URL is set', () => {
    expect(databaseSettings({ DATA_DIR: dataDir })).toEqual({
      client: 'sqlite',
      filename: path.join(dataDir, 'auralis.db'),
      acquireConnectionTimeoutMs: 60_000,
    });
    expect(databaseSettings({ DATA_DIR: dataDir, DATABASE_FILENAME: 'other.db' })).toMatchObject({
      filename: path.join(dataDir, 'other.db'),
    });
  });

  it('read a PostgreSQL URL, its TLS, schema and pool', () => {
    expect(
      databaseSettings({
        DATABASE_URL: 'postgresql://site%40user:p%2Fss@db.internal/auralis',
        DATABASE_SSL: 'true',
        DATABASE_POOL_MAX: '20',
      }),
    ).toEqual({
      client: 'postgres',
      host: 'db.internal',
      port: 5432,
      database: 'auralis',
      user: 'site@user',
      password: 'p/ss',
      ssl: { rejectUnauthorized: true },
      schema: 'public',
      pool: { min: 0, max: 20 },
      acquireConnectionTimeoutMs: 60_000,
    });
  });

  it('stop the start on a bad value, never repeating the URL (it carries the password)', () => {
    expect(() => databaseSettings({ DATABASE_URL: 'mysql://user:secret@db/auralis' })).toThrow(
      /^Configuration error: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
    expect(() => databaseSettings({ DATABASE_URL: 'not a url with secret' })).toThrow(/^[^"]*$/);
    expect(() => databaseSettings({ DATABASE_URL: 'postgres://db/auralis', DATABASE_POOL_MAX: 'ten' })).toThrow(
      /DATABASE_POOL_MAX must be a whole number/,
    );
    expect(() => databaseSettings({ DATABASE_URL: 'postgres://db/auralis', DATABASE_SSL: 'on' })).toThrow(
      /DATABASE_SSL must be true or false/,
    );
  });
});

describe("the log and the admin's flags", () => {
  it('log one line per request, with the banner, and leave both admin flags off by default', () => {
    expect(logSettings({})).toEqual({ level: 'http', startupBanner: true });
    expect(logSettings({ LOG_LEVEL: 'WARN', LOG_STARTUP_BANNER: 'false' })).toEqual({
      level: 'warn',
      startupBanner: false,
    });
    expect(adminFlags({})).toEqual({ nps: false, promoteEE: false });
  });

  it('refuse a level the logger does not know', () => {
    expect(() => logSettings({ LOG_LEVEL: 'warning' })).toThrow(
      /^Configuration error: LOG_LEVEL must be one of error, warn, info, http, verbose, debug, silly, got "warning"$/,
    );
  });
});

describe('the HTML cache, the bench switches and the test hooks', () => {
  it('give the HTML cache 64 MB unless HTML_CACHE_MAX_MB says otherwise', () => {
    expect(htmlCacheMaxBytes({})).toBe(64 * 1024 * 1024);
    expect(htmlCacheMaxBytes({ HTML_CACHE_MAX_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(() => htmlCacheMaxBytes({ HTML_CACHE_MAX_MB: '0' })).toThrow(/HTML_CACHE_MAX_MB must be a whole number/);
  });

  it('let no request skip a cache unless the bench allows it', () => {
    expect(cacheSwitches({})).toEqual({ contentCacheOff: false, contentCacheBypass: false, htmlCacheBypass: false });
    expect(cacheSwitches({ CONTENT_CACHE: 'off', CONTENT_CACHE_BYPASS: 'allow', HTML_CACHE_BYPASS: 'allow' })).toEqual({
      contentCacheOff: true,
      contentCacheBypass: true,
      htmlCacheBypass: true,
    });
  });

  it("never honour the seed's plan patch in production", () => {
    expect(seedTestHooks({})).toEqual({ failAfter: 0, planPatchFile: undefined });
    expect(seedTestHooks({ SEED_FAIL_AFTER_FOR_TESTS: '20', SEED_PLAN_PATCH_FOR_TESTS: '/tmp/patch.json' })).toEqual({
      failAfter: 20,
      planPatchFile: '/tmp/patch.json',
    });
    expect(seedTestHooks({ NODE_ENV: 'production', SEED_PLAN_PATCH_FOR_TESTS: '/tmp/patch.json' }).planPatchFile).toBe(
      undefined,
    );
  });
});

describe('the development accounts', () => {
  it('log in as {account}@auralis.example with a generated password unless the variables say otherwise', () => {
    expect(developmentAccount('admin', {})).toEqual({ email: 'admin@auralis.example', password: undefined });
    expect(developmentAccount('recruiter', { RECRUITER_EMAIL: ' ', RECRUITER_PASSWORD: '' })).toEqual({
      email: 'recruiter@auralis.example',
      password: undefined,
    });
    expect(developmentAccount('editor', { EDITOR_EMAIL: 'e@example.com', EDITOR_PASSWORD: ' Pass word1 ' })).toEqual({
      email: 'e@example.com',
      password: ' Pass word1 ',
    });
  });
});
