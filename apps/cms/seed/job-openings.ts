/**
 * The open roles the content service starts with when RECRUITING_PROVIDER is local (issue 8): their copy is
 * seed/job-openings.json, one object per role, checked against the job opening collection's own schema (its
 * fields, which are required, and their lengths). Job_Description (roles and responsibilities) and Job_details
 * (must-have skills) are HTML, which the site sanitises before showing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { JobOpeningRecord } from '@auralis/content-manifest';
import { z } from 'zod';

import jobOpeningSchema from '../src/api/job-opening/content-types/job-opening/schema.json';
import { pageFilesDir } from './page-files';

export type JobOpeningSeed = Omit<JobOpeningRecord, 'id' | 'Date_Opened' | 'Job_Type'>;

interface Attribute {
  readonly type: string;
  readonly required?: boolean;
  readonly maxLength?: number;
}

/** A field's check, from its attribute in the collection's schema. */
function attributeSchema({ type, required, maxLength }: Attribute): z.ZodType<string | boolean | undefined> {
  if (type === 'boolean') return required ? z.boolean() : z.boolean().optional();
  if (type !== 'string' && type !== 'text') throw new Error(`a seeded job opening has no ${type} field`);
  const text = maxLength === undefined ? z.string().trim() : z.string().trim().max(maxLength);
  return required ? text.min(1, 'is required') : text.optional();
}

const attributes: Readonly<Record<string, Attribute>> = jobOpeningSchema.attributes;

/** Every field of the collection but `isOpen`: a seeded role is open. */
const jobOpeningFileSchema = z.array(
  z.strictObject(
    Object.fromEntries(
      Object.entries(attributes)
        .filter(([name]) => name !== 'isOpen')
        .map(([name, attribute]) => [name, attributeSchema(attribute)]),
    ),
  ),
);

/** The seeded roles, read and checked; throws an error naming the file, the role and the field at fault. */
export function readJobOpenings(file = path.join(path.dirname(pageFilesDir()), 'job-openings.json')): JobOpeningSeed[] {
  const where = path.relative(path.dirname(path.dirname(file)), file);
  try {
    const parsed = jobOpeningFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
    return parsed.data as unknown as JobOpeningSeed[];
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}

export const jobOpeningSeeds: readonly JobOpeningSeed[] = readJobOpenings();
