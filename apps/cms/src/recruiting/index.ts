/**
 * The recruiting provider the configuration names (settings/runtime-env.ts), built once per service, and
 * the reads the public job-openings endpoints make through it.
 */
import type { Core } from '@strapi/strapi';

import { wakeOutbox } from '../outbox';
import { isUniqueViolation } from '../content-model/collections';
import { recruitingSettings } from '../settings/runtime-env';
import { localRecruiting } from './local';
import { applicationMailsQueued, queueApplicationMails } from './mails';
import { DuplicateApplication, type RecruitingProvider } from './provider';
import { cachedReads, type OpeningReads } from './read-cache';
import { ZohoRecruitClient, zohoRecruiting } from './zoho';

let provider: RecruitingProvider | undefined;
let publicReads: OpeningReads | undefined;

export function recruiting(strapi: Core.Strapi): RecruitingProvider {
  if (provider) return provider;
  const settings = recruitingSettings();
  provider =
    settings.provider === 'local'
      ? localRecruiting(strapi)
      : zohoRecruiting(new ZohoRecruitClient(settings.zoho), {
          queued: (submissionId) => applicationMailsQueued(strapi, submissionId),
          queue: async (submissionId, input) => {
            try {
              await strapi.db.transaction(() => queueApplicationMails(strapi, submissionId, input));
            } catch (error) {
              // Two simultaneous applications of one person to one job: the outbox's unique key lets one through.
              if (isUniqueViolation(error)) throw new DuplicateApplication();
              throw error;
            }
            wakeOutbox();
          },
        });
  return provider;
}

/**
 * What the anonymous job-openings endpoints read: Zoho Recruit's answers are kept a minute (read-cache.ts),
 * since each costs quota. The local provider's are not: they cost a database query, and a role the team
 * closes in the admin leaves the site at once.
 */
export function recruitingReads(strapi: Core.Strapi): OpeningReads {
  if (publicReads) return publicReads;
  const current = recruiting(strapi);
  publicReads = current.name === 'zoho' ? cachedReads(current) : current;
  return publicReads;
}
