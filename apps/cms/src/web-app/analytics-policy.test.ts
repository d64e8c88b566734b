import { describe, expect, it } from 'vitest';

import { analyticsPolicyOrigins } from './analytics-policy';
import { contentSecurityPolicy } from './static-site';

const HTML = '<html><head><script>1</script></head><body></body></html>';

/** The policy's directive of this name, as a list of its sources. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the page policy and the analytics provider', () => {
  it('is unchanged with no provider configured', () => {
    expect(
      contentSecurityPolicy(HTML, ['https://maps.example'], 'none', [], analyticsPolicyOrigins({ provider: 'none' })),
    ).toBe(contentSecurityPolicy(HTML, ['https://maps.example'], 'none', []));
  });

  it('names Plausible’s server in script-src and connect-src only when it is configured', () => {
    const origins = analyticsPolicyOrigins({
      provider: 'plausible',
      domain: 'x.example',
      origin: 'http://127.0.0.1:4514',
    });
    const policy = contentSecurityPolicy(HTML, [], 'none', [], origins);
    expect(directive(policy, 'script-src')).toContain('http://127.0.0.1:4514');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:4514');
    expect(directive(policy, 'img-src')).not.toContain('http://127.0.0.1:4514');
    expect(contentSecurityPolicy(HTML)).not.toContain('127.0.0.1:4514');
  });

  it('names Matomo’s origin, not its path, in script-src, connect-src and img-src', () => {
    const origins = analyticsPolicyOrigins({ provider: 'matomo', baseUrl: 'https://stats.example/m/', siteId: '1' });
    const policy = contentSecurityPolicy(HTML, [], 'none', [], origins);
    for (const name of ['script-src', 'connect-src', 'img-src'])
      expect(directive(policy, name)).toContain('https://stats.example');
  });

  it('names Google’s tag and collection hosts for GA4', () => {
    const policy = contentSecurityPolicy(
      HTML,
      [],
      'none',
      [],
      analyticsPolicyOrigins({ provider: 'ga4', measurementId: 'G-ABC123' }),
    );
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    expect(contentSecurityPolicy(HTML)).not.toContain('google');
  });
});
