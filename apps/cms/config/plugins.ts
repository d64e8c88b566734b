import type { Core } from '@strapi/strapi';

import { objectStorageSettings, secret } from '../src/settings/runtime-env';
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

/**
 * Media on the local disk (DATA_DIR/public/uploads) by default; with S3_MEDIA_BUCKET, Strapi's own S3 provider
 * (decision record 014). URLs are always built from S3_MEDIA_URL (or the bucket's address), never from what the
 * server happens to answer, so API answers and pages name the same place on every instance. The bucket must be
 * readable by anyone (a bucket policy, or a CDN in front): the site's pages link to the files directly. Objects
 * are written without an ACL, because S3 buckets made since April 2023 (and R2) refuse ACL headers; the
 * provider would send `public-read` unless `ACL` is present and empty.
 */
function mediaProvider(): Record<string, unknown> {
  const { connection, media } = objectStorageSettings();
  if (!media) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: media.publicUrl,
      s3Options: {
        region: connection.region,
        forcePathStyle: connection.forcePathStyle,
        ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
        ...(connection.credentials ? { credentials: connection.credentials } : {}),
        params: { Bucket: media.bucket, ACL: undefined },
      },
    },
  };
}

const config = (): Core.Config.Plugin => ({
  email: strapiEmailPluginConfig(),
  upload: {
    config: {
      ...mediaProvider(),
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
