import { z } from 'zod';

import { hasForbiddenControlCharacters } from './control-characters';
import { messages } from './messages';

export { hasForbiddenControlCharacters };

/** A string field that refuses those characters with the field's own message, in the browser and on the server. */
export function plainTextString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasForbiddenControlCharacters(value), { error: messages.controlCharacters });
}
