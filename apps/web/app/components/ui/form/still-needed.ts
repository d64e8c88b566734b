/**
 * What a form still needs before it can be sent (issue 33, item 2): the labels of the fields its schema refuses,
 * in the form's order, for the line beside its disabled button (submit-button.tsx).
 */
import { useMemo } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A form's fields in the order it shows them, each with its label. */
export type FieldLabels = readonly (readonly [field: string, label: string])[];

/** The labels of the fields whose values `schema` refuses (the first part of each issue's path), in `labels`' order. */
export function fieldsStillNeeded(schema: ZodType, values: unknown, labels: FieldLabels): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  return labels.filter(([field]) => refused.has(field)).map(([, label]) => label);
}

/** The same, as the form's values change. */
export function useFieldsStillNeeded<V extends FieldValues>(
  schema: ZodType,
  control: Control<V>,
  labels: FieldLabels,
): string[] {
  const values = useWatch({ control });
  return useMemo(() => fieldsStillNeeded(schema, values, labels), [schema, values, labels]);
}
