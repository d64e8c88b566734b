import { hardeningSuite } from './hardening-suite';

hardeningSuite('SQLite', async () => ({ env: {} }));
