/**
 * The two mails of an application (issue 8): a notice to the careers mailbox (MAIL_TEAM_CAREER) with the
 * record, and a confirmation to the applicant (within the daily cap of thank-you mails per address). Both go through the outbox; the local provider queues them in
 * the transaction that stores the application.
 */
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../settings/runtime-env';
import { enqueueMails } from '../outbox/enqueue';
import { type MailField, renderApplicationTeam, renderApplicationThanks } from '../outbox/templates';
import { withinThankYouCap } from '../outbox/thank-you-cap';
import { collections, rowsOf } from '../content-model/collections';
import type { SubmissionContext } from '../submissions/handle';
import { type JobOpening, locationOf } from './job-opening';
import { RECORD_LABELS, RECRUITING_RECORD_FIELDS, type RecruitingRecord, recordAsText } from './record';

export interface FilesDescription {
  readonly resume: string;
  readonly coverLetter: string;
}

const SUBMISSION_TYPE = 'application';

/** Whether an application's mails are in the outbox: the last step of an application that went through. */
export async function applicationMailsQueued(strapi: Core.Strapi, submissionId: string): Promise<boolean> {
  const where = { submissionType: SUBMISSION_TYPE, submissionId };
  return (await rowsOf(strapi, collections.outboxMail).count({ where })) > 0;
}

export async function queueApplicationMails(
  strapi: Core.Strapi,
  submissionId: string,
  input: { record: RecruitingRecord; job: JobOpening; files: FilesDescription; context: SubmissionContext },
): Promise<void> {
  const config = mailConfig();
  const text = recordAsText(input.record);
  const fields: MailField[] = [
    { label: 'Job', value: `${input.job.Job_Opening_Name} (${locationOf(input.job)}, id ${input.job.id})` },
    ...RECRUITING_RECORD_FIELDS.map((field) => ({ label: RECORD_LABELS[field], value: text[field] })),
    { label: 'Resume', value: input.files.resume },
    { label: 'Cover letter', value: input.files.coverLetter },
  ];
  // The confirmation goes to the typed address only within its daily cap (outbox/thank-you-cap.ts). The count
  // lives outside the transaction this runs in, so a rolled-back application still counts: a refused attempt.
  const mails = await withinThankYouCap(strapi, [
    {
      ...renderApplicationTeam({
        jobName: input.job.Job_Opening_Name,
        firstname: text.First_Name,
        lastname: text.Last_Name,
        fields,
      }),
      recipient: config.teams.career,
      replyTo: text.Email,
    },
    {
      ...renderApplicationThanks({
        jobName: input.job.Job_Opening_Name,
        firstname: text.First_Name,
        lastname: text.Last_Name,
        siteUrl: input.context.origin,
      }),
      recipient: text.Email,
      replyTo: config.teams.career,
    },
  ]);
  await enqueueMails(strapi, { type: SUBMISSION_TYPE, id: submissionId }, mails);
}
