import { pageHistorySuite } from './page-history-suite';

pageHistorySuite('SQLite', async () => ({ env: {} }));
