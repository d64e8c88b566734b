/**
 * One interface for where job openings come from and where applications go (issue 8). `local` keeps both
 * in this service's admin; `zoho` reads and writes Zoho Recruit. Configuration chooses
 * (settings/runtime-env.ts).
 */
import { type Attribution, DUPLICATE_APPLICATION_MESSAGE } from '@auralis/form-schemas';

import type { UploadedFile } from '../private-files/store';
import type { SubmissionContext } from '../submissions/handle';
import type { JobOpening } from './job-opening';
import type { RecruitingRecord } from './record';

export interface Application {
  readonly record: RecruitingRecord;
  readonly job: JobOpening;
  /** Checked already (applicationFileRejection): a PDF or DOCX of at most 5 MB. */
  readonly resume: UploadedFile;
  readonly coverLetter?: UploadedFile;
  /**
   * Where the applicant came from, when they accepted cookies (docs/forms.md#where-a-submission-came-from). The
   * local provider stores it with the application; Zoho Recruit has no fields for it, so there it is not kept.
   */
  readonly attribution?: Attribution;
}

export interface RecruitingProvider {
  readonly name: 'local' | 'zoho';
  /** The open roles, in the order the listing shows them. */
  openings(): Promise<JobOpening[]>;
  /** One open role; null when the id is unknown or the role is closed. */
  opening(id: string): Promise<JobOpening | null>;
  /** Whether this address has applied to this job before, where the provider can tell ahead of time. */
  hasApplied(email: string, jobId: string): Promise<boolean>;
  /** Stores or sends the application with its files and queues its mails; resolves with its id. */
  apply(application: Application, context: SubmissionContext): Promise<string>;
}

/** The same address applied to the same job before: docs/careers.md#the-application-form's 'Duplicate data found'. */
export class DuplicateApplication extends Error {
  constructor() {
    super(DUPLICATE_APPLICATION_MESSAGE);
    this.name = 'DuplicateApplication';
  }
}

/** The recruiting service failed or did not answer in time; nothing the visitor can fix. */
export class RecruitingUnavailable extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'RecruitingUnavailable';
  }
}
