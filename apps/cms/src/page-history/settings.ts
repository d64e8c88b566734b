/**
 * How many versions each page keeps (PAGE_HISTORY_LIMIT, 50 by default, as the Payload website template keeps):
 * read once at start, so a bad value stops the start with a message rather than pruning a page's history to
 * an unexpected length later.
 */

export const DEFAULT_PAGE_HISTORY_LIMIT = 50;
/** A page published many times a day for years still stays a few megabytes of history at this bound. */
export const MAX_PAGE_HISTORY_LIMIT = 1000;

/** PAGE_HISTORY_LIMIT: a whole number from 1 to 1000; empty or unset means 50. */
export function pageHistoryLimit(env: NodeJS.ProcessEnv = process.env): number {
  const text = (env.PAGE_HISTORY_LIMIT ?? '').trim();
  if (text === '') return DEFAULT_PAGE_HISTORY_LIMIT;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > MAX_PAGE_HISTORY_LIMIT) {
    throw new Error(
      `Configuration error: PAGE_HISTORY_LIMIT must be a whole number from 1 to ${MAX_PAGE_HISTORY_LIMIT} (versions kept per page), got "${text}"`,
    );
  }
  return value;
}
