import { describe, expect, it } from 'vitest';

import { takesFiles } from './multipart-routes';

describe('routes that take files', () => {
  it('take them on the public file routes by POST only, as the router spells paths', () => {
    for (const path of ['/api/contact-for-careers', '/API/Contact-For-Careers/', '/api/zoho-recruit/apply-job']) {
      expect(takesFiles('POST', path), path).toBe(true);
      for (const method of ['PUT', 'PATCH', 'DELETE', 'GET']) expect(takesFiles(method, path), method).toBe(false);
    }
  });

  it("take them on the content API's upload by POST, and in the admin's media library by POST and PUT", () => {
    expect(takesFiles('POST', '/api/upload')).toBe(true);
    expect(takesFiles('PUT', '/api/upload')).toBe(false);
    expect(takesFiles('POST', '/api/upload/x')).toBe(false);
    expect(takesFiles('POST', '/upload')).toBe(true);
    expect(takesFiles('POST', '/upload/files/1/replace')).toBe(true);
    expect(takesFiles('PUT', '/upload/files/1')).toBe(true);
    expect(takesFiles('PATCH', '/upload/files/1')).toBe(false);
  });

  it('take none anywhere else', () => {
    for (const path of [
      '/api/contact-for-projects',
      '/api/save-newsletter-users',
      '/uploads/x',
      '/uploadx',
      '/admin',
    ]) {
      expect(takesFiles('POST', path), path).toBe(false);
    }
  });
});
