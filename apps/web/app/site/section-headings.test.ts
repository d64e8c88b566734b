import { describe, expect, it } from 'vitest';

import type { PageEntryRecord } from '@auralis/content-manifest';

import { entryHeading, sectionHeadingsOf } from './section-headings';

const entry = (sectionHeadings: NonNullable<PageEntryRecord['sections']['sectionHeadings']> | undefined) =>
  ({
    title: 'A page',
    search: null,
    hero: null,
    legal: null,
    sections: sectionHeadings ? { sectionHeadings } : {},
  }) satisfies PageEntryRecord;

const written = {
  servicesHeading: 'What we do',
  servicesDescription: 'Plans and builds.',
  techStackHeading: '',
  benefitsHeading: 'What you get',
  whyChooseUsHeading: 'Why us',
};

describe('sectionHeadingsOf', () => {
  it('labels each heading with its section’s tab, and leaves out a section whose heading is empty', () => {
    expect(sectionHeadingsOf(entry(written))).toEqual({
      services: { title: 'Services', heading: 'What we do', description: 'Plans and builds.' },
      benefits: { title: 'Benefits', heading: 'What you get' },
      whyChooseUs: { title: 'Why Choose Us?', heading: 'Why us' },
      industries: { title: 'Industries' },
    });
  });

  it('leaves out an empty introduction, and gives nothing where the editors removed the headings', () => {
    expect(sectionHeadingsOf(entry({ ...written, servicesDescription: '' })).services).toEqual({
      title: 'Services',
      heading: 'What we do',
    });
    expect(sectionHeadingsOf(entry(undefined))).toEqual({});
  });

  it('reads a heading an entry holds with its own label (Agiliti, custom website development)', () => {
    expect(entryHeading({ label: 'Agiliti', heading: 'How Agiliti works', intro: '' })).toEqual({
      title: 'Agiliti',
      heading: 'How Agiliti works',
    });
    expect(entryHeading({ label: 'Services', heading: 'What we build', intro: 'Sites.' })?.description).toBe('Sites.');
    expect(entryHeading(undefined)).toBeUndefined();
  });
});
