import type { UID } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';

import { describeAdded, identityLabel, listLabels, plannedIdentities } from './new-documents';
import type { SeedDocument, SeedType } from './sources';

const page = (path: string): SeedDocument => ({ identity: { path }, fields: { title: path }, sources: [] });

const pages: SeedType = {
  uid: 'api::page.page' as UID.ContentType,
  name: 'page',
  identityFields: ['path'],
  documents: [page('/about'), page('/contact'), page('/about')],
};

describe('documents added later', () => {
  it('identifies the planned documents as the records and the existing documents do, once each', () => {
    expect(plannedIdentities(pages)).toEqual(['["/about"]', '["/contact"]']);
    expect(identityLabel(pages, page('/contact'))).toBe('/contact');
    const header: SeedType = {
      uid: 'api::header.header' as UID.ContentType,
      name: 'header',
      identityFields: [],
      documents: [{ identity: {}, fields: { logo: 'x' }, sources: [] }],
    };
    expect(plannedIdentities(header)).toEqual(['[]']);
  });

  it('lists at most five identities in a line', () => {
    expect(listLabels(['/a', '/b'])).toBe('/a, /b');
    expect(listLabels(['/a', '/b', '/c', '/d', '/e', '/f', '/g'])).toBe('/a, /b, /c, /d, /e and 2 more');
    expect(listLabels(['', ''])).toBe('');
  });

  it('says in one line what a start created and recorded', () => {
    const created = ['/services/ai-services', '/services/experience-design-services'];
    expect(describeAdded({ type: 'page', created, recorded: 0, adopted: false })).toBe(
      'Seed: created 2 new documents of page (/services/ai-services, /services/experience-design-services)',
    );
    expect(describeAdded({ type: 'page', created: ['/about'], recorded: 1, adopted: false })).toBe(
      'Seed: created 1 new document of page (/about); 1 new document existed already: recorded as seeded, left as it is',
    );
    expect(describeAdded({ type: 'page', created: [], recorded: 2, adopted: false })).toBe(
      'Seed: 2 new documents of page existed already: recorded as seeded, left as they are',
    );
    expect(describeAdded({ type: 'header', created: [''], recorded: 0, adopted: false })).toBe(
      'Seed: created 1 new document of header',
    );
    expect(describeAdded({ type: 'page', created: [], recorded: 57, adopted: true })).toBe(
      'Seed: recorded the 57 documents of page that exist as seeded; from now on only documents added later are created',
    );
    expect(describeAdded({ type: 'page', created: ['/about'], recorded: 56, adopted: true })).toMatch(
      /^Seed: recorded the 56 documents of page that exist as seeded; created 1 new document of page \(\/about\), planned but missing .*; from now on only documents added later are created$/,
    );
  });
});
