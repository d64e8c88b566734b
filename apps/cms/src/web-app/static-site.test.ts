import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { mapsServiceOrigin } from '../settings/runtime-env';
import { contentSecurityPolicy } from './static-site';

describe('contentSecurityPolicy', () => {
  it('allows exactly the inline scripts of the page, by hash', () => {
    const inline = 'document.documentElement.classList.add("dark")';
    const html = `<html><head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head></html>`;
    const policy = contentSecurityPolicy(html);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("lets only the site's own origin frame a preview link (the admin's preview panel)", () => {
    const policy = contentSecurityPolicy('<html></html>', [], 'self');
    expect(policy.split('; ')).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");
  });

  it('lets the captcha run: Turnstile from Cloudflare, ALTCHA workers from the site itself', () => {
    const policy = contentSecurityPolicy('<html></html>');
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    // No worker-src: workers fall back to script-src, which allows our own files and no blob: URLs.
    expect(directive('worker-src')).toBeUndefined();
  });

  it('lets the application form call the maps service and nothing else outside the site', () => {
    const policy = contentSecurityPolicy('<html></html>', [mapsServiceOrigin({})]);
    expect(policy.split('; ')).toContain("connect-src 'self' https://nominatim.openstreetmap.org");
    const maps = (url: string) => mapsServiceOrigin({ VITE_REVERSE_GEOCODE_URL: url });
    expect(maps('https://maps.internal.example:8443/nominatim/reverse')).toBe('https://maps.internal.example:8443');
    expect(() => maps('javascript:alert(1)')).toThrow(/VITE_REVERSE_GEOCODE_URL/);
    expect(() => maps('not a url')).toThrow(/VITE_REVERSE_GEOCODE_URL/);
  });

  it('lets images and video come from the media bucket only when media live in one', () => {
    const local = contentSecurityPolicy('<html></html>').split('; ');
    expect(local).toContain("img-src 'self' data: blob:");
    expect(local.some((part) => part.startsWith('media-src'))).toBe(false);
    const bucket = contentSecurityPolicy('<html></html>', [], 'none', ['https://media.auralis.example']).split('; ');
    expect(bucket).toContain("img-src 'self' data: blob: https://media.auralis.example");
    expect(bucket).toContain("media-src 'self' https://media.auralis.example");
  });
});
