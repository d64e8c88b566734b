import { siteOperationsSuite } from './site-operations-suite';

siteOperationsSuite('SQLite', async () => ({ env: {} }));
