import type { Core } from '@strapi/strapi';

import { port, publicDir, secret } from '../src/config-support/runtime-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: port(),
  // Public origin, used for absolute URLs (admin links, media) when the service sits behind a proxy.
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('TRUST_PROXY', false),
  // Uploaded media live with the rest of the runtime data (DATA_DIR/public/uploads), never in the repository.
  dirs: { public: publicDir() },
  app: {
    keys: secret('APP_KEYS').split(','),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
