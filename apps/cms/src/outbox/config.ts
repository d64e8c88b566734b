/**
 * Mail configuration, read from the environment once and validated (docs/engineering-habits.md, habit 9): a malformed value stops
 * the start with a message naming the variable. Every variable is optional; with no SMTP_HOST the outbox keeps
 * mails (status `held`) until a start with SMTP delivers them.
 */
import { siteConfig } from '@auralis/site-config';
import { z } from 'zod';

import type { MailTeam } from './templates';

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

export const DEFAULT_MAIL_FROM = `${siteConfig.name} <no-reply@${mailboxDomain}>`;

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(blankAsUndefined, z.coerce.number().int().positive().default(fallback));
const bool = (fallback: boolean) =>
  z.preprocess(
    blankAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  );
const address = z.preprocess(blankAsUndefined, z.email({ error: 'must be an email address' }).optional());

const envSchema = z.object({
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(65535).default(587)),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: z.preprocess(blankAsUndefined, z.string().optional()),
  MAIL_FROM: optionalText,
  MAIL_TEAM_NEWSLETTER: address,
  MAIL_TEAM_PROJECT: address,
  MAIL_TEAM_PARTNER: address,
  MAIL_TEAM_GENERAL: address,
  MAIL_TEAM_AGILITI: address,
  MAIL_TEAM_CAREER: address,
  PUBLIC_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ error: 'must be an origin such as https://www.auralis.example' })
      .optional()
      .transform((value) => (value ?? '').replace(/\/+$/, '')),
  ),
  OUTBOX_POLL_MS: positiveInt(5000),
  OUTBOX_RETRY_BASE_MS: positiveInt(30_000),
  OUTBOX_RETRY_MAX_MS: positiveInt(60 * 60 * 1000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(12),
  OUTBOX_LEASE_MS: positiveInt(2 * 60 * 1000),
});

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error: ${String(issue?.path[0] ?? 'mail settings')} ${issue?.message ?? ''}`);
  }
  const value = parsed.data;
  const teams = { ...DEFAULT_TEAM_ADDRESSES };
  for (const team of Object.keys(TEAM_VARIABLES) as MailTeam[]) {
    const configured = value[TEAM_VARIABLES[team] as keyof typeof value];
    if (typeof configured === 'string') teams[team] = configured;
  }
  return {
    smtp: value.SMTP_HOST
      ? {
          host: value.SMTP_HOST,
          port: value.SMTP_PORT,
          secure: value.SMTP_SECURE,
          user: value.SMTP_USER,
          password: value.SMTP_PASSWORD,
        }
      : undefined,
    from: value.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    teams,
    publicUrl: value.PUBLIC_URL,
    pollMs: value.OUTBOX_POLL_MS,
    retryBaseMs: value.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: value.OUTBOX_RETRY_MAX_MS,
    maxAttempts: value.OUTBOX_MAX_ATTEMPTS,
    leaseMs: value.OUTBOX_LEASE_MS,
  };
}

let cached: MailConfig | undefined;

/** The process's configuration, read on first use. */
export function mailConfig(): MailConfig {
  cached ??= readMailConfig();
  return cached;
}
