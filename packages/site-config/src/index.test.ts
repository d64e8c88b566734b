import { describe, expect, it } from 'vitest';

import { formatAddress, phoneHref, siteConfig } from './index';

describe('site configuration', () => {
  it('holds the brand of docs/routes-and-shell.md', () => {
    expect(siteConfig).toMatchObject({
      name: 'Auralis Digital',
      slug: 'auralis',
      phone: '+91 80 4718 2200',
      emails: { info: 'info@auralis.example', careers: 'careers@auralis.example' },
      resourcesUrl: 'https://resources.auralis.example',
    });
    expect(siteConfig.social.map((link) => link.network)).toEqual(['LinkedIn', 'Instagram', 'Facebook', 'X']);
  });

  it('formats the Bengaluru address on one line', () => {
    expect(formatAddress()).toBe('3rd Floor, 12 Residency Road, Bengaluru, Karnataka 560025, India');
  });

  it('builds a tel: link from the display number', () => {
    expect(phoneHref()).toBe('tel:+918047182200');
  });
});
