import { describe, expect, it } from 'vitest';

import { encodesBody } from './request-encoding';

describe('request bodies with a content coding', () => {
  it.each(['gzip', 'deflate', 'br', 'GZIP', 'identity, gzip', 'x-gzip'])('refuses %s', (header) => {
    expect(encodesBody(header)).toBe(true);
  });

  it.each(['', 'identity', ' Identity '])('takes %j', (header) => {
    expect(encodesBody(header)).toBe(false);
  });
});
