/** Names the store generates (32 random hex characters and the extension); anything else is refused. */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]+$/;

/** Throws for a name the store did not generate: no path, no guess, no other bucket key gets through. */
export function assertStoredName(storedName: string): void {
  if (!STORED_NAME.test(storedName)) throw new Error('Not a stored file name');
}
