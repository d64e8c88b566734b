/**
 * Cloudflare Turnstile: the browser's widget gets a token from Cloudflare; we ask siteverify whether it is
 * good. Only `success: true` counts; an error, a timeout or an unreadable answer is a failed verify (the
 * visitor sees the generic error and can try again). Cloudflare spends each token once itself.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
import type { TurnstileSettings } from '../settings/runtime-env';
import type { CaptchaProvider, CaptchaVerdict } from './provider';

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

export function createTurnstileProvider(settings: TurnstileSettings, fetchImpl: typeof fetch): CaptchaProvider {
  return {
    name: 'turnstile',

    clientConfig: () => ({ provider: 'turnstile', siteKey: settings.siteKey }),

    createChallenge: async () => undefined,

    async verify(token, client): Promise<CaptchaVerdict> {
      const form = new URLSearchParams({ secret: settings.secretKey, response: token });
      if (client.ip) form.set('remoteip', client.ip);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetchImpl(settings.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) return { success: false, reason: `siteverify answered HTTP ${response.status}` };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        return { success: false, reason: `siteverify unreachable: ${(error as Error).message}` };
      }
      if (answer.success === true) return { success: true };
      return { success: false, reason: `siteverify refused: ${JSON.stringify(answer['error-codes'] ?? [])}` };
    },
  };
}
