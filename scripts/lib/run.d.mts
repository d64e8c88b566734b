export const repoRoot: string;
export function freePort(): Promise<number>;
