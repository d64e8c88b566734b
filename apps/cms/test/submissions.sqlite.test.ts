import { submissionsSuite } from './submissions-suite';

submissionsSuite('SQLite', async () => ({ env: {} }));
