/**
 * The `attribution` a form sends (docs/forms.md#where-a-submission-came-from): what visit-attribution.ts kept,
 * only once the visitor accepted cookies, and only what the shared schema accepts, so a value the content service
 * would refuse never costs the visitor their submission.
 */
import { type Attribution, attributionSchema } from '@auralis/form-schemas';

import { attributionToSend } from './visit-attribution';

function checkedAttribution(): Attribution | undefined {
  const attribution = attributionToSend();
  if (!attribution) return undefined;
  const checked = attributionSchema.safeParse(attribution);
  return checked.success ? checked.data : undefined;
}

/** A JSON payload `{ data: { ... } }` with `data.attribution` when there is one to send. */
export function withAttribution<Data extends object>(payload: {
  data: Data;
}): { data: Data & { attribution?: Attribution } } {
  const attribution = checkedAttribution();
  return attribution ? { ...payload, data: { ...payload.data, attribution } } : payload;
}

/** A multipart body (the job application) with an `attribution` part when there is one to send. */
export function appendAttribution(body: FormData): FormData {
  const attribution = checkedAttribution();
  if (attribution) body.append('attribution', JSON.stringify(attribution));
  return body;
}
