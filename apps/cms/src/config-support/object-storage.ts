/**
 * Object storage (issue 23, decision record 014), read from the environment and validated at start-up (docs/engineering-habits.md
 * rule 9). Two independent switches, both off by default so that `npm start` keeps every file on the local disk:
 * - S3_MEDIA_BUCKET: the media library goes to a public bucket through Strapi's own S3 upload provider, and
 *   media URLs point at S3_MEDIA_URL (a CDN or the bucket's own address);
 * - S3_PRIVATE_BUCKET: applicants' files go to a private bucket (src/private-files/s3.ts), read back only by
 *   the content service for an admin's download; they never get a URL of their own.
 * The connection (endpoint, region, credentials, path style) is shared by both.
 */
import { z } from 'zod';

type Env = Readonly<Record<string, string | undefined>>;

export interface S3Connection {
  /** Undefined: AWS's own endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly forcePathStyle: boolean;
  /** Undefined: the AWS SDK's default chain (instance role, AWS_* variables, shared files). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
}

export interface ObjectStorageSettings {
  readonly connection: S3Connection;
  readonly media: { readonly bucket: string; readonly publicUrl: string } | undefined;
  readonly privateFiles: { readonly bucket: string } | undefined;
}

const optional = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()));

// S3's bucket naming rules (lower case, digits, dots and hyphens, 3-63 characters).
const bucketName = optional.pipe(
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'an S3 bucket name (3-63 of a-z, 0-9, "." and "-")' })
    .optional(),
);

const httpUrl = optional.pipe(
  z
    .url({ protocol: /^https?$/, error: 'an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

const schema = z.object({
  S3_ENDPOINT: httpUrl,
  S3_REGION: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: 'a region name such as eu-central-1' })
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(z.enum(['true', 'false'], { error: 'true or false' }).default('false')),
  S3_MEDIA_BUCKET: bucketName,
  S3_MEDIA_URL: httpUrl,
  S3_PRIVATE_BUCKET: bucketName,
});

const configurationError = (name: string, expected: string) =>
  new Error(`Configuration error: ${name} must be ${expected}`);

/** Where a public bucket's objects are read from when S3_MEDIA_URL does not say (no CDN in front). */
function bucketUrl(bucket: string, connection: S3Connection): string {
  if (!connection.endpoint) return `https://${bucket}.s3.${connection.region}.amazonaws.com`;
  if (connection.forcePathStyle) return `${connection.endpoint}/${bucket}`;
  const endpoint = new URL(connection.endpoint);
  return `${endpoint.protocol}//${bucket}.${endpoint.host}`;
}

export function objectStorageSettings(env: Env = process.env): ObjectStorageSettings {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw configurationError(String(issue?.path[0] ?? 'S3 configuration'), issue?.message ?? 'valid');
  }
  const data = result.data;
  if (Boolean(data.S3_ACCESS_KEY_ID) !== Boolean(data.S3_SECRET_ACCESS_KEY)) {
    const missing = data.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw configurationError(missing, 'set together with the other half of the S3 key pair');
  }
  const anyBucket = data.S3_MEDIA_BUCKET ?? data.S3_PRIVATE_BUCKET;
  const connectionSet = [data.S3_ENDPOINT, data.S3_ACCESS_KEY_ID, data.S3_MEDIA_URL].some(Boolean);
  if (!anyBucket && connectionSet) {
    // S3_ENDPOINT without a bucket is a half-done configuration: files would silently stay on one disk.
    throw configurationError('S3_MEDIA_BUCKET or S3_PRIVATE_BUCKET', 'set when other S3_* variables are');
  }
  if (data.S3_MEDIA_URL && !data.S3_MEDIA_BUCKET) {
    throw configurationError('S3_MEDIA_BUCKET', 'set when S3_MEDIA_URL is (the URL is where that bucket is read)');
  }
  if (data.S3_MEDIA_BUCKET && data.S3_MEDIA_BUCKET === data.S3_PRIVATE_BUCKET) {
    // The media bucket is readable by anyone: applicants' files there would be public.
    throw configurationError('S3_PRIVATE_BUCKET', 'a different bucket from S3_MEDIA_BUCKET');
  }
  const connection: S3Connection = {
    endpoint: data.S3_ENDPOINT,
    region: data.S3_REGION,
    forcePathStyle: data.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      data.S3_ACCESS_KEY_ID && data.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: data.S3_ACCESS_KEY_ID, secretAccessKey: data.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
  return {
    connection,
    media: data.S3_MEDIA_BUCKET
      ? {
          bucket: data.S3_MEDIA_BUCKET,
          publicUrl: data.S3_MEDIA_URL ?? bucketUrl(data.S3_MEDIA_BUCKET, connection),
        }
      : undefined,
    privateFiles: data.S3_PRIVATE_BUCKET ? { bucket: data.S3_PRIVATE_BUCKET } : undefined,
  };
}

/** The origin media are served from when it is not the site's own; pages and the admin must allow its images. */
export function mediaOrigin(settings: ObjectStorageSettings = objectStorageSettings()): string | undefined {
  return settings.media ? new URL(settings.media.publicUrl).origin : undefined;
}
