/**
 * The recruiting provider the configuration names (config.ts), built once per service.
 */
import type { Core } from '@strapi/strapi';

import { wakeOutbox } from '../outbox';
import { recruitingSettings } from './config';
import { localRecruiting } from './local';
import { queueApplicationMails } from './mails';
import type { RecruitingProvider } from './provider';
import { ZohoRecruitClient, zohoRecruiting } from './zoho';

let provider: RecruitingProvider | undefined;

export function recruiting(strapi: Core.Strapi): RecruitingProvider {
  if (provider) return provider;
  const settings = recruitingSettings();
  provider =
    settings.provider === 'local'
      ? localRecruiting(strapi)
      : zohoRecruiting(new ZohoRecruitClient(settings.zoho), async (submissionId, input) => {
          await strapi.db.transaction(() => queueApplicationMails(strapi, submissionId, input));
          wakeOutbox();
        });
  return provider;
}
