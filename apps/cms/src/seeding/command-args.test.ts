import type { UID } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';

import { parseSeedArgs, usage } from './command-args';
import { type SeedDocument, type SeedType, seedTypes } from './sources';

const faq = (endpoint: string, number: number | null, position: number): SeedDocument => ({
  identity: { endpoint, number, position },
  fields: { question: `${endpoint} ${number} ${position}` },
  sources: [{ endpoint, ...(number === null ? {} : { number }), field: 'faq' }],
});

const faqItems: SeedType = {
  uid: 'api::faq-item.faq-item' as UID.ContentType,
  name: 'faq-item',
  identityFields: ['endpoint', 'number', 'position'],
  documents: [faq('service-faqs', 9, 1), faq('service-faqs', 10, 1), faq('agiliti-root-faq-contents', null, 1)],
};
const overviews: SeedType = {
  uid: 'api::overview.overview' as UID.ContentType,
  name: 'overview',
  identityFields: ['endpoint', 'number', 'position'],
  documents: [faq('service-overview-contents', 9, 1)],
};
const types = [faqItems, overviews];

describe('npm run seed arguments', () => {
  it('without arguments seeds only the types never seeded', () => {
    expect(parseSeedArgs([], types)).toEqual({ kind: 'new' });
    expect(parseSeedArgs(['--yes'], types)).toEqual({ kind: 'new' });
  });

  it('re-seeds named types, given once, repeated or comma-separated', () => {
    for (const argv of [
      ['--type', 'faq-item,overview'],
      ['--type', 'faq-item', '--type=overview'],
      ['--type', 'api::faq-item.faq-item', '--type', 'overview', '--type', 'faq-item'],
    ]) {
      expect(parseSeedArgs(argv, types)).toEqual({
        kind: 'overwrite',
        types: [faqItems, overviews],
        description: 'the content types faq-item, overview',
        confirmed: false,
      });
    }
  });

  it('re-seeds every type with --all, confirmed by --yes', () => {
    expect(parseSeedArgs(['--all', '--yes'], types)).toMatchObject({
      kind: 'overwrite',
      types,
      confirmed: true,
    });
    expect(parseSeedArgs(['--all'], types)).toMatchObject({ confirmed: false });
  });

  it('re-seeds the entries of an endpoint, or of one number of it', () => {
    expect(parseSeedArgs(['--endpoint', 'service-faqs/9', '--yes'], types)).toEqual({
      kind: 'overwrite',
      types: [faqItems],
      endpoints: [{ endpoint: 'service-faqs', number: 9 }],
      description: 'the entries of service-faqs/9',
      confirmed: true,
    });
    expect(parseSeedArgs(['--endpoint=service-faqs'], types)).toMatchObject({
      endpoints: [{ endpoint: 'service-faqs' }],
    });
  });

  it('explains that an endpoint given as a type is an endpoint, and how to re-seed it', () => {
    const parsed = parseSeedArgs(['--type', 'service-faqs'], types);
    expect(parsed.kind).toBe('error');
    expect(parsed).toMatchObject({ message: expect.stringContaining('--endpoint service-faqs') });
    expect(parsed).toMatchObject({ message: expect.stringContaining('--type faq-item') });
  });

  it('refuses what it does not know, and mixed selections', () => {
    for (const argv of [
      ['--type', 'page'],
      ['--type'],
      ['--type', '--yes'],
      ['--endpoint', 'service-unknown'],
      ['--endpoint', 'service-faqs/99'],
      ['--endpoint', 'Service FAQs'],
      ['--all', '--type', 'faq-item'],
      ['--type', 'faq-item', '--endpoint', 'service-faqs'],
      ['--status', '--all'],
      ['--force'],
      ['faq-item'],
    ]) {
      expect(parseSeedArgs(argv, types).kind, argv.join(' ')).toBe('error');
    }
  });

  it('has help and status', () => {
    expect(parseSeedArgs(['--help'], types)).toEqual({ kind: 'help' });
    expect(parseSeedArgs(['-h', '--all'], types)).toEqual({ kind: 'help' });
    expect(parseSeedArgs(['--status'], types)).toEqual({ kind: 'status' });
  });

  it("says in its help that re-seeding overwrites the editors' work, and lists the real types", () => {
    const text = usage(seedTypes());
    expect(text).toContain("OVERWRITES THE EDITORS' WORK");
    expect(text).toMatch(/never does this/);
    for (const type of seedTypes()) expect(text).toContain(type.name);
  });

  it('knows the real seed: pages are a type, service-faqs an endpoint a page holds', () => {
    const real = seedTypes();
    expect(parseSeedArgs(['--type', 'page'], real)).toMatchObject({ kind: 'overwrite' });
    expect(parseSeedArgs(['--type', 'platform-logos'], real)).toMatchObject({ kind: 'overwrite' });
    expect(parseSeedArgs(['--endpoint', 'service-faqs/9'], real)).toMatchObject({ kind: 'overwrite' });
    expect(parseSeedArgs(['--type', 'service-faqs'], real)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('is an endpoint, not a content type'),
    });
  });
});
