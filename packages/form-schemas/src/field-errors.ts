import type { z } from 'zod';

/** One field's first problem, in the shape of Strapi's ValidationError details (`error.details.errors`). */
export interface FieldError {
  readonly path: string[];
  readonly message: string;
  readonly name: 'ValidationError';
}

/**
 * The first message per field, as the server answers a 400 and the browser shows it. Paths drop the
 * payload's `data` wrapper, so `data.email` is reported as `email`.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (path[0] === 'data') path.shift();
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path, message: issue.message, name: 'ValidationError' });
  }
  return errors;
}
