import type { Core } from '@strapi/strapi';

import { secret } from '../src/config-support/runtime-env';
import { strapiEmailPluginConfig } from '../src/outbox/strapi-email';

/**
 * What the media library accepts (checked by content, not only by name): the images, documents and video the
 * site shows. HTML, scripts and anything else are refused; SVG is allowed for logos and illustrations and is
 * served sandboxed as an attachment (src/middlewares/upload-headers.ts).
 */
export const UPLOAD_ALLOWED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
  'video/mp4',
  'video/webm',
];

const config = (): Core.Config.Plugin => ({
  email: strapiEmailPluginConfig(),
  upload: {
    config: {
      security: {
        allowedTypes: UPLOAD_ALLOWED_TYPES,
        deniedTypes: ['text/html', 'application/xhtml+xml', 'application/javascript', 'text/javascript'],
      },
    },
  },
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
