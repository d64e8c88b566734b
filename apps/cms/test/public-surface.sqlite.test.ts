import { publicSurfaceSuite } from './public-surface-suite';

publicSurfaceSuite('SQLite', async () => ({ env: {} }));
