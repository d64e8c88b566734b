import { crmHandoverSuite } from './crm-handover-suite';

crmHandoverSuite('SQLite', async () => ({ env: {} }));
