import type { Core } from '@strapi/strapi';

import { secret } from '../src/config-support/runtime-env';

const config = (): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Without it the plugin invents one and writes it to apps/cms/.env on every fresh checkout.
      jwtSecret: secret('JWT_SECRET'),
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
});

export default config;
