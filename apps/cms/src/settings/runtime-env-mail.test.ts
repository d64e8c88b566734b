import { describe, expect, it } from 'vitest';

import { DEFAULT_MAIL_FROM, readMailConfig } from './runtime-env';

describe('mail configuration', () => {
  it('defaults to no SMTP, the brand mailboxes and a 5 s poll', () => {
    const config = readMailConfig({});
    expect(config.smtp).toBeUndefined();
    expect(config.from).toBe(DEFAULT_MAIL_FROM);
    expect(DEFAULT_MAIL_FROM).toBe('Auralis Digital <no-reply@auralis.example>');
    expect(config.teams).toEqual({
      newsletter: 'info@auralis.example',
      project: 'projects@auralis.example',
      partner: 'partners@auralis.example',
      general: 'info@auralis.example',
      agiliti: 'agiliti@auralis.example',
      career: 'careers@auralis.example',
    });
    expect(config.pollMs).toBe(5000);
  });

  it('reads SMTP and team addresses', () => {
    const config = readMailConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'secret',
      SMTP_SECURE: 'true',
      MAIL_TEAM_PROJECT: 'sales@example.com',
      PUBLIC_URL: 'https://www.auralis.example/',
    });
    expect(config.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: true,
      user: 'mailer',
      password: 'secret',
    });
    expect(config.teams.project).toBe('sales@example.com');
    expect(config.publicUrl).toBe('https://www.auralis.example');
  });

  it('stops with a message naming a malformed variable', () => {
    expect(() => readMailConfig({ SMTP_PORT: 'twenty-five' })).toThrow(/SMTP_PORT/);
    expect(() => readMailConfig({ MAIL_TEAM_AGILITI: 'not-an-address' })).toThrow(/MAIL_TEAM_AGILITI/);
    expect(() => readMailConfig({ OUTBOX_POLL_MS: '0' })).toThrow(/OUTBOX_POLL_MS/);
  });
});
