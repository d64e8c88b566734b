export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  readonly adminUrl: string;
  drop(): Promise<void>;
}

export function createTestDatabase(options?: {
  template?: string;
  adminUrl?: string;
  prefix?: string;
}): Promise<TestDatabase>;
