/**
 * Recruiting configuration (issue 8), read from the environment once and validated at start-up (docs/engineering-habits.md
 * rule 9): a bad value stops the start with the variable's name.
 * - RECRUITING_PROVIDER: `local` (default; openings and applications live in this service's admin) or
 *   `zoho` (Zoho Recruit).
 * - With `zoho`: ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET and ZOHO_REFRESH_TOKEN (a self-client's refresh token
 *   with ZohoRecruit.modules.ALL), ZOHO_DATA_CENTRE (com, eu, in, com.au or jp; default com), and
 *   ZOHO_TIMEOUT_MS (per call, default 10000). ZOHO_ACCOUNTS_URL and ZOHO_RECRUIT_URL replace the data
 *   centre's addresses (tests point them at a local stand-in).
 */
import { z } from 'zod';

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

type Env = Readonly<Record<string, string | undefined>>;

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().optional());
const optionalOrigin = z.preprocess(
  blankAsUndefined,
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
);

const schema = z.object({
  RECRUITING_PROVIDER: z.preprocess(
    blankAsUndefined,
    z.enum(RECRUITING_PROVIDERS, { error: 'must be local or zoho' }).default('local'),
  ),
  ZOHO_DATA_CENTRE: z.preprocess(
    blankAsUndefined,
    z.enum(ZOHO_DATA_CENTRES, { error: 'must be one of com, eu, in, com.au, jp' }).default('com'),
  ),
  ZOHO_CLIENT_ID: optionalText,
  ZOHO_CLIENT_SECRET: optionalText,
  ZOHO_REFRESH_TOKEN: optionalText,
  ZOHO_ACCOUNTS_URL: optionalOrigin,
  ZOHO_RECRUIT_URL: optionalOrigin,
  ZOHO_TIMEOUT_MS: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(100, { error: 'must be at least 100' })
      .max(120_000, { error: 'must be at most 120000' })
      .default(10_000),
  ),
});

export function readRecruitingSettings(env: Env = process.env): RecruitingSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error: ${String(issue?.path[0] ?? 'recruiting settings')} ${issue?.message ?? ''}`);
  }
  const value = parsed.data;
  if (value.RECRUITING_PROVIDER === 'local') return { provider: 'local' };
  const required = ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET', 'ZOHO_REFRESH_TOKEN'] as const;
  const missing = required.find((name) => !value[name]);
  if (missing) throw new Error(`Configuration error: ${missing} must be set when RECRUITING_PROVIDER is zoho`);
  return {
    provider: 'zoho',
    zoho: {
      accountsUrl: value.ZOHO_ACCOUNTS_URL ?? `https://accounts.zoho.${value.ZOHO_DATA_CENTRE}`,
      recruitUrl: value.ZOHO_RECRUIT_URL ?? `https://recruit.zoho.${value.ZOHO_DATA_CENTRE}`,
      clientId: value.ZOHO_CLIENT_ID ?? '',
      clientSecret: value.ZOHO_CLIENT_SECRET ?? '',
      refreshToken: value.ZOHO_REFRESH_TOKEN ?? '',
      timeoutMs: value.ZOHO_TIMEOUT_MS,
    },
  };
}

let cached: RecruitingSettings | undefined;

export function recruitingSettings(): RecruitingSettings {
  cached ??= readRecruitingSettings();
  return cached;
}
