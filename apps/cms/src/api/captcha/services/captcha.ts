/**
 * The captcha's logic: the configured provider (ALTCHA or Turnstile) decides, and a success becomes a pass
 * stored in the database. The provider is built once, from the configuration validated at start-up.
 */
import type { CaptchaPassKind } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { type CaptchaSettings, captchaSettings } from '../../../settings/runtime-env';
import { type IssuedPass, issuePass } from '../../../captcha/passes';
import { type CaptchaProvider, createCaptchaProvider } from '../../../captcha';
import { recordUsedSolution } from '../../../captcha/tables';

export type VerifyOutcome = ({ readonly success: true } & IssuedPass) | { readonly success: false };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let settings: CaptchaSettings | undefined;
  let provider: CaptchaProvider | undefined;

  const current = () => {
    if (!settings || !provider) {
      settings = captchaSettings();
      provider = createCaptchaProvider(settings, {
        usedSolutions: (challengeId, expiresAtMs) => recordUsedSolution(strapi, challengeId, expiresAtMs),
      });
    }
    return { settings, provider };
  };

  return {
    clientConfig() {
      return current().provider.clientConfig();
    },

    createChallenge() {
      return current().provider.createChallenge();
    },

    async verify(token: string, kind: CaptchaPassKind, clientIp: string): Promise<VerifyOutcome> {
      const { settings, provider } = current();
      const verdict = await provider.verify(token, { ip: clientIp });
      if (!verdict.success) {
        strapi.log.info(`Captcha verify refused (${provider.name}, ${kind}): ${verdict.reason ?? 'no reason'}`);
        return { success: false };
      }
      return { success: true, ...(await issuePass(strapi, kind, settings.passTtlSeconds)) };
    },
  };
};
