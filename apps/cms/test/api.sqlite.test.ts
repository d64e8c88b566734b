import { contentApiSuite } from './api-suite';

contentApiSuite('SQLite', async () => ({ env: {} }));
