/**
 * The smallest real PNG, a transparent pixel, for the suites that upload a picture to the media library: the
 * upload checks a file's first bytes against its type, so it must be a real one.
 */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
