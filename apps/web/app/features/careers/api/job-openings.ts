/**
 * The open roles from the recruiting integration (SPEC.md §3 "Job opening", §7 "Reads"), as the open-roles
 * listing fetches them: `GET /api/zoho-recruit/job-openings`, under `data`, checked with zod, with TanStack
 * Query options. One job (`/job-openings/{id}`) is no longer fetched by the browser: the job pages are rendered
 * on the server from their address (routes/job-detail.tsx, issue 20).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { CONTENT_STALE_TIME, ContentFetchError, contentBaseUrl } from '~/content/content-origin';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A job opening as the content service answers it, whichever recruiting provider is behind it. */
export const jobOpeningSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  Job_Opening_Name: z.string().min(1),
  Work_Experience: optionalText,
  Remote_Job: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  City: optionalText,
  Country: optionalText,
  Banner_description: optionalText,
  /** HTML: roles and responsibilities; sanitised before it is shown. */
  Job_Description: optionalText,
  /** HTML: the must-have skills; sanitised before it is shown. */
  Job_details: optionalText,
});
export type JobOpening = z.output<typeof jobOpeningSchema>;

const jobOpeningsResponseSchema = z.object({ data: z.array(jobOpeningSchema) });

/** GET a recruiting path on the content service and validate its body; failures become ContentFetchError. */
async function fetchRecruiting<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${contentBaseUrl}${path}`, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ContentFetchError('The content service could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    throw new ContentFetchError(`The content service answered ${response.status} for ${path}.`, response.status);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContentFetchError(`The answer for ${path} is incomplete or malformed.`);
  return parsed.data;
}

export const JOB_OPENINGS_PATH = '/api/zoho-recruit/job-openings';

export function jobOpeningsQueryOptions() {
  return queryOptions({
    queryKey: ['careers', 'job-openings'] as const,
    queryFn: async ({ signal }) =>
      (await fetchRecruiting(`${JOB_OPENINGS_PATH}?populate=*`, jobOpeningsResponseSchema, signal)).data,
    staleTime: CONTENT_STALE_TIME,
    gcTime: CONTENT_STALE_TIME,
  });
}

export function useJobOpenings() {
  return useQuery(jobOpeningsQueryOptions());
}
