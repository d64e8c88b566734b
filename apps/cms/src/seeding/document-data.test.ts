import { describe, expect, it } from 'vitest';

import {
  type Attributes,
  isDraftModified,
  isEmptyValue,
  populateAll,
  populateFields,
  type SchemaLookup,
  toInputData,
} from './document-data';
import { describeFill } from './fill';

/** A page type shaped like ours, plus what a later model may bring: nesting, a dynamic zone, a relation. */
const schemas: Record<string, Attributes> = {
  'api::page.page': {
    title: { type: 'string' },
    path: { type: 'string' },
    hero: { type: 'component', component: 'sections.hero', repeatable: false },
    faq: { type: 'component', component: 'sections.faq-item', repeatable: true },
    blocks: { type: 'dynamiczone', components: ['sections.faq-item', 'sections.hero'] },
    author: { type: 'relation', relation: 'manyToOne', target: 'api::person.person' },
    tags: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    publishedAt: { type: 'datetime' },
    createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user' },
  },
  'sections.faq-item': { question: { type: 'string' }, itemId: { type: 'integer' } },
  'sections.hero': {
    heading: { type: 'string' },
    image: { type: 'media', multiple: false },
    logos: { type: 'media', multiple: true },
    cta: { type: 'component', component: 'sections.faq-item', repeatable: false },
    itemId: { type: 'integer' },
  },
};
const lookup: SchemaLookup = (uid) => schemas[uid];

describe('reading a stored document through the schemas', () => {
  it('counts missing, null, empty strings and empty lists as empty, and anything written as a value', () => {
    expect([undefined, null, '', []].map(isEmptyValue)).toEqual([true, true, true, true]);
    expect([0, false, ' ', [{}], {}].map(isEmptyValue)).toEqual([false, false, false, false, false]);
  });

  it("uses Strapi's rule for an unpublished change: the draft was saved after the published version", () => {
    expect(isDraftModified('2026-01-01T10:00:00.001Z', '2026-01-01T10:00:00.000Z')).toBe(true);
    // Publishing copies the draft's updatedAt to the published version.
    expect(isDraftModified('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')).toBe(false);
    expect(isDraftModified(new Date(5), new Date(9))).toBe(false);
    expect(isDraftModified(1_700_000_000_001, 1_700_000_000_000)).toBe(true);
    expect(isDraftModified(null, '2026-01-01T10:00:00.000Z')).toBe(false);
  });

  it('populates the fields asked for one level, and everything for a full read', () => {
    const page = lookup('api::page.page') ?? {};
    expect(populateFields(page, ['title', 'faq', 'hero', 'tags', 'createdBy', 'unknown'])).toEqual({
      faq: true,
      hero: true,
      tags: true,
    });
    expect(populateAll(lookup, 'api::page.page')).toEqual({
      hero: { populate: { image: true, logos: true, cta: true } },
      faq: true,
      blocks: {
        on: {
          'sections.faq-item': { populate: {} },
          'sections.hero': { populate: { image: true, logos: true, cta: true } },
        },
      },
      author: true,
      tags: true,
    });
  });

  it('turns a version read in full into the data that writes it again', () => {
    const stored = {
      id: 12,
      documentId: 'abc',
      title: 'B2B SEO',
      path: '/b2b-seo',
      hero: {
        id: 301,
        heading: 'Edited by marketing',
        image: { id: 7, url: '/uploads/a.svg' },
        logos: [
          { id: 8, url: '/uploads/b.svg' },
          { id: 9, url: '/uploads/c.svg' },
        ],
        cta: { id: 302, question: 'Talk to us?', itemId: 41 },
        itemId: 40,
      },
      faq: [
        { id: 303, question: 'One?', itemId: 42 },
        { id: 304, question: 'Two?', itemId: 43 },
      ],
      blocks: [{ id: 305, __component: 'sections.faq-item', question: 'Three?', itemId: 44 }],
      author: { id: 3, documentId: 'person-1', name: 'Ann' },
      tags: [{ id: 4, documentId: 'tag-1' }],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      publishedAt: null,
      createdBy: { id: 1 },
    };
    expect(toInputData(lookup, 'api::page.page', stored)).toEqual({
      title: 'B2B SEO',
      path: '/b2b-seo',
      hero: {
        heading: 'Edited by marketing',
        image: 7,
        logos: [8, 9],
        cta: { question: 'Talk to us?', itemId: 41 },
        itemId: 40,
      },
      faq: [
        { question: 'One?', itemId: 42 },
        { question: 'Two?', itemId: 43 },
      ],
      blocks: [{ __component: 'sections.faq-item', question: 'Three?', itemId: 44 }],
      author: 'person-1',
      tags: ['tag-1'],
    });
    // Empty values are written as empty; fields the version does not hold are left out.
    expect(toInputData(lookup, 'api::page.page', { title: 'T', hero: null, faq: [], author: null, tags: [] })).toEqual({
      title: 'T',
      hero: null,
      faq: [],
      author: null,
      tags: [],
    });
  });

  it('logs each field filled in plain words', () => {
    expect(describeFill({ type: 'page', field: 'search', documents: 57, keptDrafts: 2 })).toBe(
      "Seed: filled the new field search of page on 57 documents (kept 2 editors' drafts unpublished)",
    );
    expect(describeFill({ type: 'job-opening', field: 'City', documents: 1, keptDrafts: 0 })).toBe(
      'Seed: filled the new field City of job-opening on 1 document',
    );
    expect(describeFill({ type: 'page', field: 'faq', documents: 0, keptDrafts: 0 })).toMatch(/needed no filling/);
  });
});
