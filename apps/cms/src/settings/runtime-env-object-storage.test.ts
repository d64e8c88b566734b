import { describe, expect, it } from 'vitest';

import { mediaOrigin, objectStorageSettings } from './runtime-env';

describe('object storage configuration', () => {
  it('keeps every file on the local disk when nothing is set', () => {
    const settings = objectStorageSettings({});
    expect(settings.media).toBeUndefined();
    expect(settings.privateFiles).toBeUndefined();
    expect(mediaOrigin(settings)).toBeUndefined();
  });

  it('reads an S3-compatible server path-style, with media read from the bucket itself', () => {
    const settings = objectStorageSettings({
      S3_ENDPOINT: 'http://127.0.0.1:4650/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_MEDIA_BUCKET: 'auralis-media',
      S3_PRIVATE_BUCKET: 'auralis-private',
    });
    expect(settings.connection).toEqual({
      endpoint: 'http://127.0.0.1:4650',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(settings.media).toEqual({ bucket: 'auralis-media', publicUrl: 'http://127.0.0.1:4650/auralis-media' });
    expect(settings.privateFiles).toEqual({ bucket: 'auralis-private' });
    expect(mediaOrigin(settings)).toBe('http://127.0.0.1:4650');
  });

  it('uses AWS addresses and the SDK credential chain when no endpoint or keys are given', () => {
    const settings = objectStorageSettings({ S3_MEDIA_BUCKET: 'media.auralis', S3_REGION: 'ap-south-1' });
    expect(settings.connection.credentials).toBeUndefined();
    expect(settings.media?.publicUrl).toBe('https://media.auralis.s3.ap-south-1.amazonaws.com');
  });

  it('points media URLs at a CDN when S3_MEDIA_URL says so', () => {
    const settings = objectStorageSettings({
      S3_MEDIA_BUCKET: 'media',
      S3_MEDIA_URL: 'https://media.auralis.example/',
    });
    expect(settings.media?.publicUrl).toBe('https://media.auralis.example');
    expect(mediaOrigin(settings)).toBe('https://media.auralis.example');
  });

  it.each([
    [{ S3_ENDPOINT: 'ftp://x', S3_MEDIA_BUCKET: 'media' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_MEDIA_BUCKET: 'Media_Bucket' }, /S3_MEDIA_BUCKET must be an S3 bucket name/],
    [{ S3_PRIVATE_BUCKET: 'ab' }, /S3_PRIVATE_BUCKET must be an S3 bucket name/],
    [{ S3_MEDIA_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_MEDIA_BUCKET: 'media', S3_REGION: 'EU West' }, /S3_REGION must be a region name/],
    [{ S3_MEDIA_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY must be set together/],
    [{ S3_MEDIA_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID must be set together/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_MEDIA_BUCKET or S3_PRIVATE_BUCKET must be set/],
    [{ S3_PRIVATE_BUCKET: 'files', S3_MEDIA_URL: 'https://cdn.example' }, /S3_MEDIA_BUCKET must be set/],
    [{ S3_MEDIA_BUCKET: 'shared', S3_PRIVATE_BUCKET: 'shared' }, /S3_PRIVATE_BUCKET must be a different bucket/],
  ])('stops the start on %j, naming the variable', (env, message) => {
    expect(() => objectStorageSettings(env)).toThrow(message);
  });
});
