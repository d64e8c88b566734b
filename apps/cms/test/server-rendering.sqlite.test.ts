import { serverRenderingSuite } from './server-rendering';

serverRenderingSuite('SQLite', async () => ({ env: {} }));
