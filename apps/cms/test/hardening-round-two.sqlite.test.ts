import { hardeningRoundTwoSuite } from './hardening-round-two-suite';

hardeningRoundTwoSuite('SQLite', async () => ({ env: {} }));
