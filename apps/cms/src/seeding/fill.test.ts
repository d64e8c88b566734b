import { describe, expect, it } from 'vitest';

import type { Attributes, SchemaLookup } from './document-data';
import { componentFieldsNeverRecorded, plannedFields, valueAtPath } from './fill';
import type { SeedType } from './sources';

const schemas: Record<string, Attributes> = {
  'api::page.page': {
    path: { type: 'string' },
    title: { type: 'string' },
    hero: { type: 'component', component: 'sections.page-hero', repeatable: false },
    faq: { type: 'component', component: 'sections.faq-item', repeatable: true },
    notes: { type: 'json' },
  },
  'sections.page-hero': { heading: { type: 'string' }, label: { type: 'string' } },
  'sections.faq-item': { question: { type: 'string' } },
};
const lookup: SchemaLookup = (uid) => schemas[uid];

const pages: SeedType = {
  uid: 'api::page.page',
  name: 'page',
  identityFields: ['path'],
  documents: [
    {
      identity: { path: '/' },
      fields: { title: 'Home', hero: { heading: 'Engineering', label: 'Digital' }, faq: [{ question: 'Why?' }] },
      sources: [],
    },
    {
      identity: { path: '/about' },
      fields: { title: 'About', hero: { heading: 'Who we are', buttonLabel: 'Meet us' }, notes: { a: 'b' } },
      sources: [],
    },
  ],
};

describe('the fields a seed plans', () => {
  it("plans each single component's fields on their own, not a repeatable component's nor a JSON field's", () => {
    expect(plannedFields(pages, lookup).sort()).toEqual(
      ['faq', 'hero', 'hero.buttonLabel', 'hero.heading', 'hero.label', 'notes', 'path', 'title'].sort(),
    );
  });

  it('reads a component field by its path, and nothing through a missing component', () => {
    expect(valueAtPath({ hero: { label: 'Digital' } }, 'hero.label')).toBe('Digital');
    expect(valueAtPath({ hero: null }, 'hero.label')).toBeUndefined();
    expect(valueAtPath({ title: 'Home' }, 'title')).toBe('Home');
  });
});

describe("a component's fields on a database seeded before they were planned one by one", () => {
  const planned = ['path', 'title', 'hero', 'hero.heading', 'hero.label'];

  it('are those of a component recorded whole, none of whose fields is recorded', () => {
    expect(componentFieldsNeverRecorded(planned, new Set(['path', 'title', 'hero']))).toEqual([
      'hero.heading',
      'hero.label',
    ]);
  });

  it('are none once any of its fields is recorded: a later field is simply new', () => {
    expect(componentFieldsNeverRecorded(planned, new Set(['path', 'title', 'hero', 'hero.heading']))).toEqual([]);
  });

  it('are none for a component never recorded: it is new as a whole, with its fields', () => {
    expect(componentFieldsNeverRecorded(planned, new Set(['path', 'title']))).toEqual([]);
  });
});
