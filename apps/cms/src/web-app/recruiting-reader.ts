/**
 * The job pages' loaders read the open roles through this when the server renders them (issue 20): the very
 * reads of `GET /api/zoho-recruit/job-openings` and `/job-openings/{id}` (src/recruiting's `recruitingReads`,
 * with Zoho Recruit's one-minute read cache), so a job page's HTML and the API always agree.
 *
 * A provider that fails is logged here, as the REST controller logs it, and becomes a result the loader can
 * answer with an error page; it never rejects.
 */
import type { JobOpeningRecord, RecruitingReader, RecruitingReadResult } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { recruitingReads } from '../recruiting';

export function createRecruitingReader(strapi: Core.Strapi): RecruitingReader {
  const settle = async <T>(what: string, read: () => Promise<T>): Promise<RecruitingReadResult<T>> => {
    try {
      return { ok: true, data: await read() };
    } catch (error) {
      strapi.log.error(`Recruiting: reading ${what} for a page failed: ${String(error)}`);
      return { ok: false };
    }
  };
  return {
    openings: () => settle<readonly JobOpeningRecord[]>('the open roles', () => recruitingReads(strapi).openings()),
    opening: (id: string) =>
      settle<JobOpeningRecord | null>(`the job opening ${JSON.stringify(id)}`, () =>
        recruitingReads(strapi).opening(id),
      ),
  };
}
