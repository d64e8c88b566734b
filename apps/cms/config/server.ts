import type { Core } from '@strapi/strapi';

import { port, secret } from '../src/config-support/runtime-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: port(),
  // Public origin, used for absolute URLs (admin links, media) when the service sits behind a proxy.
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('TRUST_PROXY', false),
  app: {
    keys: secret('APP_KEYS').split(','),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
