/** `GET /api/cloudflare-captcha/config`: which widget the forms embed, read once per page session. */
import type { CaptchaClientConfig } from '@auralis/form-schemas';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { contentBaseUrl } from '~/content/content-origin';

const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string().min(1) }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string().min(1) }),
]);

export async function fetchCaptchaConfig(signal?: AbortSignal): Promise<CaptchaClientConfig> {
  const response = await fetch(`${contentBaseUrl}/api/cloudflare-captcha/config`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`The captcha configuration answered ${response.status}`);
  return captchaConfigSchema.parse(await response.json());
}

export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha-config'] as const,
    queryFn: ({ signal }) => fetchCaptchaConfig(signal),
    // The provider only changes with a deploy of the content service.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
