import { careersSuite, zohoCareersSuite } from './careers-suite';

careersSuite('SQLite', async () => ({ env: {} }));
zohoCareersSuite();
