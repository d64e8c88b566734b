import { scheduledChangesSuite } from './scheduled-changes-suite';

scheduledChangesSuite('SQLite', async () => ({ env: {} }));
