import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readCrmSettings } from '../settings/runtime-env';

const SECRET = 'x'.repeat(32);
const GUID = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

describe('CRM_PROVIDER and its variables (docs/configuration.md)', () => {
  it('is none by default', () => {
    expect(readCrmSettings({})).toMatchObject({ provider: 'none', pollMs: 5_000, timeoutMs: 10_000 });
  });

  it('refuses a webhook without its URL or secret, or with a short secret, naming the variable', () => {
    expect(() => readCrmSettings({ CRM_PROVIDER: 'webhook', CRM_WEBHOOK_SECRET: SECRET })).toThrow(
      /CRM_WEBHOOK_URL is not set \(required with CRM_PROVIDER=webhook\)/,
    );
    expect(() => readCrmSettings({ CRM_PROVIDER: 'webhook', CRM_WEBHOOK_URL: 'https://crm.example/in' })).toThrow(
      /CRM_WEBHOOK_SECRET is not set/,
    );
    expect(() =>
      readCrmSettings({
        CRM_PROVIDER: 'webhook',
        CRM_WEBHOOK_URL: 'https://crm.example/in',
        CRM_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/CRM_WEBHOOK_SECRET must be at least 32 characters/);
    expect(() =>
      readCrmSettings({ CRM_PROVIDER: 'webhook', CRM_WEBHOOK_URL: 'ftp://crm.example', CRM_WEBHOOK_SECRET: SECRET }),
    ).toThrow(/CRM_WEBHOOK_URL must be an http\(s\) URL/);
  });

  it('reads a webhook', () => {
    expect(
      readCrmSettings({
        CRM_PROVIDER: 'Webhook',
        CRM_WEBHOOK_URL: 'https://crm.example/in',
        CRM_WEBHOOK_SECRET: SECRET,
      }),
    ).toMatchObject({ provider: 'webhook', webhook: { url: 'https://crm.example/in', secret: SECRET } });
  });

  it('reads HubSpot: one form for every kind, or one per kind', () => {
    const settings = readCrmSettings({
      CRM_PROVIDER: 'hubspot',
      CRM_HUBSPOT_PORTAL_ID: '123456',
      CRM_HUBSPOT_FORM_GUID: GUID,
      CRM_HUBSPOT_FORM_GUID_CAREER: GUID.replace('0a', 'ff'),
    });
    expect(settings).toMatchObject({
      provider: 'hubspot',
      hubspot: {
        baseUrl: 'https://api.hsforms.com',
        portalId: '123456',
        formGuids: { lead: GUID, subscriber: GUID, 'career-enquiry': GUID.replace('0a', 'ff') },
      },
    });
  });

  it('refuses HubSpot without its portal or a form for a kind', () => {
    expect(() => readCrmSettings({ CRM_PROVIDER: 'hubspot', CRM_HUBSPOT_FORM_GUID: GUID })).toThrow(
      /CRM_HUBSPOT_PORTAL_ID is not set/,
    );
    expect(() =>
      readCrmSettings({ CRM_PROVIDER: 'hubspot', CRM_HUBSPOT_PORTAL_ID: '1', CRM_HUBSPOT_FORM_GUID_LEAD: GUID }),
    ).toThrow(/CRM_HUBSPOT_FORM_GUID_SUBSCRIBER is not set/);
    expect(() =>
      readCrmSettings({ CRM_PROVIDER: 'hubspot', CRM_HUBSPOT_PORTAL_ID: '1', CRM_HUBSPOT_FORM_GUID: 'not-a-guid' }),
    ).toThrow(/CRM_HUBSPOT_FORM_GUID must be a HubSpot form's GUID/);
  });

  it('refuses a lease no longer than the timeout: a claim must outlive its request', () => {
    expect(() => readCrmSettings({ CRM_LEASE_MS: '5000', CRM_TIMEOUT_MS: '5000' })).toThrow(
      /CRM_LEASE_MS must be longer than CRM_TIMEOUT_MS/,
    );
    expect(() => readCrmSettings({ CRM_PROVIDER: 'salesforce' })).toThrow(
      /CRM_PROVIDER must be one of none, webhook, hubspot/,
    );
  });
});

describe('docs/configuration.md', () => {
  it('lists every CRM_ variable the service reads', () => {
    const source = readFileSync(path.join(import.meta.dirname, '..', 'settings', 'runtime-env.ts'), 'utf8');
    const docs = readFileSync(
      path.join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'configuration.md'),
      'utf8',
    );
    const read = new Set(source.match(/'CRM_[A-Z_]+'/g)?.map((name) => name.slice(1, -1)));
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) {
      // `CRM_HUBSPOT_FORM_GUID_LEAD` / `_SUBSCRIBER` / `_CAREER` share a row.
      const suffix = name.replace(/^CRM_HUBSPOT_FORM_GUID(?=_)/, '');
      expect(docs.includes(`\`${name}\``) || docs.includes(`\`${suffix}\``), name).toBe(true);
    }
  });
});
