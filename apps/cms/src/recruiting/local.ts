/**
 * The local recruiting provider (the default): openings are the `job-opening` collection the team edits in
 * the admin, and an application is a `job-application` entry with its resume and cover letter in private
 * storage (src/private-files). Files are copied before the transaction that stores the entry and its mails,
 * and removed again if it fails, so an entry never points at a missing file and no file outlives a refused
 * application. The unique application key (email and job) settles two simultaneous duplicates.
 */
import { type AttributionColumns, attributionColumnsOf } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { wakeOutbox } from '../outbox';
import { removeStored, type StoredFileInfo, storePrivately } from '../private-files/store';
import { collections, documentsOf, isUniqueViolation, rowsOf } from '../content-model/collections';
import { type JobOpening, toJobOpening } from './job-opening';
import { queueApplicationMails } from './mails';
import { type Application, DuplicateApplication, type RecruitingProvider } from './provider';
import { applicationKey, type RecruitingRecordField, recordAsText } from './record';

interface JobOpeningRow extends Record<string, unknown> {
  readonly documentId: string;
  readonly isOpen: boolean;
  readonly createdAt?: unknown;
}

/** The collection has no opening date of its own: a role opened when the team created its entry. */
const asOpening = (row: JobOpeningRow): JobOpening =>
  toJobOpening(row.documentId, { ...row, Date_Opened: row.createdAt });

export type JobApplicationFields = Record<RecruitingRecordField, string> & {
  Job_Opening_Id: string;
  Job_Opening_Name: string;
  resume: StoredFileInfo;
  coverLetter: StoredFileInfo | null;
  resumeOriginalName: string;
  coverLetterOriginalName: string | null;
  applicationKey: string;
} & AttributionColumns;

function describe(file: StoredFileInfo | null, field: string): string {
  if (!file) return 'not attached';
  return `${file.originalName} (${Math.max(1, Math.round(file.size / 1024))} KB): download it from the application in the admin (Job applications, ${field})`;
}

export function localRecruiting(strapi: Core.Strapi): RecruitingProvider {
  const openings = () => rowsOf<JobOpeningRow>(strapi, collections.jobOpening);
  const applications = () => rowsOf<JobApplicationFields>(strapi, collections.jobApplication);

  return {
    name: 'local',

    async openings(): Promise<JobOpening[]> {
      const rows = await openings().findMany({ where: { isOpen: true }, orderBy: { id: 'asc' } });
      return rows.map(asOpening);
    },

    async opening(id: string): Promise<JobOpening | null> {
      const row = await openings().findOne({ where: { documentId: id, isOpen: true } });
      return row ? asOpening(row) : null;
    },

    async hasApplied(email: string, jobId: string): Promise<boolean> {
      return (await applications().count({ where: { applicationKey: applicationKey(email, jobId) } })) > 0;
    },

    async apply({ record, job, resume, coverLetter, attribution }: Application, context): Promise<string> {
      const stored: StoredFileInfo[] = [];
      try {
        const resumeInfo = await storePrivately(resume);
        stored.push(resumeInfo);
        const coverInfo = coverLetter ? await storePrivately(coverLetter) : null;
        if (coverInfo) stored.push(coverInfo);
        const documentId = await strapi.db.transaction(async () => {
          const entry = await documentsOf<JobApplicationFields>(strapi, collections.jobApplication).create({
            data: {
              ...recordAsText(record),
              Job_Opening_Id: job.id,
              Job_Opening_Name: job.Job_Opening_Name,
              resume: resumeInfo,
              coverLetter: coverInfo,
              resumeOriginalName: resumeInfo.originalName,
              coverLetterOriginalName: coverInfo?.originalName ?? null,
              applicationKey: applicationKey(record.Email, job.id),
              ...attributionColumnsOf(attribution),
            },
          });
          await queueApplicationMails(strapi, entry.documentId, {
            record,
            job,
            files: { resume: describe(resumeInfo, 'resume'), coverLetter: describe(coverInfo, 'cover letter') },
            context,
          });
          return entry.documentId;
        });
        wakeOutbox();
        return documentId;
      } catch (error) {
        await Promise.all(stored.map((file) => removeStored(file.storedName)));
        if (isUniqueViolation(error)) throw new DuplicateApplication();
        throw error;
      }
    },
  };
}
