export function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }>;
