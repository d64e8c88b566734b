import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkPublicSurfaceSettings } from './public-surface';

describe('public surface settings at start', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stop a production start without a PREVIEW_SECRET of 32+ characters, naming it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('ALTCHA_HMAC_KEY', 'k'.repeat(40));
    vi.stubEnv('OUTBOX_SIGNING_KEY', 'o'.repeat(32));
    vi.stubEnv('PREVIEW_SECRET', '');
    expect(() => checkPublicSurfaceSettings()).toThrow(/^Configuration error: PREVIEW_SECRET is not set\./);
    vi.stubEnv('PREVIEW_SECRET', 'too-short');
    expect(() => checkPublicSurfaceSettings()).toThrow(
      /^Configuration error: PREVIEW_SECRET must be at least 32 characters/,
    );
    vi.stubEnv('PREVIEW_SECRET', 'p'.repeat(32));
    expect(() => checkPublicSurfaceSettings()).not.toThrow();
  });

  it('stop a production start without an OUTBOX_SIGNING_KEY of 32+ characters, naming it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('ALTCHA_HMAC_KEY', 'k'.repeat(40));
    vi.stubEnv('PREVIEW_SECRET', 'p'.repeat(32));
    vi.stubEnv('OUTBOX_SIGNING_KEY', '');
    expect(() => checkPublicSurfaceSettings()).toThrow(/^Configuration error: OUTBOX_SIGNING_KEY is not set\./);
    vi.stubEnv('OUTBOX_SIGNING_KEY', 'too-short');
    expect(() => checkPublicSurfaceSettings()).toThrow(
      /^Configuration error: OUTBOX_SIGNING_KEY must be at least 32 characters/,
    );
  });

  it('need no variable in development: the secrets are generated into the data folder', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-public-surface-'));
    try {
      vi.stubEnv('NODE_ENV', 'development');
      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('ALTCHA_HMAC_KEY', '');
      vi.stubEnv('PREVIEW_SECRET', '');
      vi.stubEnv('OUTBOX_SIGNING_KEY', '');
      expect(() => checkPublicSurfaceSettings()).not.toThrow();
      const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
      expect(stored.PREVIEW_SECRET?.length).toBeGreaterThanOrEqual(32);
      expect(stored.OUTBOX_SIGNING_KEY?.length).toBeGreaterThanOrEqual(32);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
