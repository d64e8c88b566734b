import { hardeningRoundThreeSuite } from './hardening-round-three-suite';

hardeningRoundThreeSuite('SQLite', async () => ({ env: {} }));
