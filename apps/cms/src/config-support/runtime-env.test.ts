import { afterEach, describe, expect, it, vi } from 'vitest';

import { trustProxyHops } from './runtime-env';

describe('TRUST_PROXY_HOPS', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to one proxy: the entry the load balancer appended', () => {
    vi.stubEnv('TRUST_PROXY_HOPS', undefined);
    expect(trustProxyHops()).toBe(1);
    vi.stubEnv('TRUST_PROXY_HOPS', ' ');
    expect(trustProxyHops()).toBe(1);
  });

  it('counts the proxies of a longer chain (a CDN in front of the load balancer)', () => {
    vi.stubEnv('TRUST_PROXY_HOPS', '2');
    expect(trustProxyHops()).toBe(2);
  });

  it.each(['0', '-1', '1.5', 'two', '11'])('stops the start on %j, naming it', (value) => {
    vi.stubEnv('TRUST_PROXY_HOPS', value);
    expect(() => trustProxyHops()).toThrow(/^Configuration error: TRUST_PROXY_HOPS must be/);
  });
});
