import type { Core } from '@strapi/strapi';

import { adminFlags, previewSecret, secret } from '../src/settings/runtime-env';
import { type PreviewParams, previewUrl } from '../src/preview/handler';

const config = (): Core.Config.Admin => ({
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secret('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: secret('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: secret('ENCRYPTION_KEY'),
  },
  // FLAG_NPS and FLAG_PROMOTE_EE, both off unless set (src/settings/runtime-env.ts).
  flags: adminFlags(),
  // The marketing team's admin; telemetry stays off so the service works offline.
  autoOpen: false,
  // Strapi's Preview (issue 12): the page being edited, on our own site (same origin, so the admin's
  // frame-src needs only 'self'), showing the saved draft through a short-lived signed token.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: ["'self'"],
      handler: (uid: string, params: PreviewParams) => previewUrl(strapi, previewSecret(), uid, params),
    },
  },
});

export default config;
