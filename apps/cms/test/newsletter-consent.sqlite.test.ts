import { newsletterConsentSuite } from './newsletter-consent-suite';

newsletterConsentSuite('SQLite', async () => ({ env: {} }));
