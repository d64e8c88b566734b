import { afterEach, describe, expect, it } from 'vitest';

import { isStrapiUpdate, previewToken, startPreview } from './preview';

afterEach(() => startPreview(''));

describe('preview mode', () => {
  it('is on only with a preview token in the address', () => {
    startPreview('?preview=123.abc&x=1');
    expect(previewToken()).toBe('123.abc');
    startPreview('?preview=');
    expect(previewToken()).toBeUndefined();
    startPreview('');
    expect(previewToken()).toBeUndefined();
  });

  it("reloads only on the admin's save message from its own origin", () => {
    const message = (origin: string, data: unknown) => new MessageEvent('message', { origin, data });
    expect(isStrapiUpdate(message('http://site.test', { type: 'strapiUpdate' }), 'http://site.test')).toBe(true);
    expect(isStrapiUpdate(message('http://evil.test', { type: 'strapiUpdate' }), 'http://site.test')).toBe(false);
    expect(isStrapiUpdate(message('http://site.test', { type: 'other' }), 'http://site.test')).toBe(false);
    expect(isStrapiUpdate(message('http://site.test', 'strapiUpdate'), 'http://site.test')).toBe(false);
  });
});
