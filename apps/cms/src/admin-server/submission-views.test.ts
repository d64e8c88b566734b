import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ATTRIBUTION_COLUMNS } from '@auralis/form-schemas';
import { describe, expect, it } from 'vitest';

import { collections } from '../content-model/collections';
import { EXPORTS } from './submissions';

import { type Configuration, merge } from './view-layouts';
import { SUBMISSION_VIEWS, submissionWanted } from './submission-views';

/** The attributes of a collection's schema.json, as Strapi reads them. */
function attributesOf(uid: string): Record<string, { type: string; private?: boolean }> {
  const name = uid.split('.').at(-1) ?? '';
  const file = path.join(import.meta.dirname, '..', 'api', name, 'content-types', name, 'schema.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, { type: string }> }).attributes;
}

describe.each(SUBMISSION_VIEWS.map((view) => [view.uid, view] as const))('the admin view of %s', (_uid, view) => {
  const attributes = attributesOf(view.uid);
  const internal = Object.entries(view.fields)
    .filter(([, field]) => field.internal)
    .map(([name]) => name);
  const inEdit = view.edit.flat();

  it('labels and describes every field of the schema, and only those (and when it was received)', () => {
    expect(Object.keys(view.fields).sort()).toEqual([...Object.keys(attributes), 'createdAt'].sort());
    for (const [name, field] of Object.entries(view.fields)) {
      // A stored name is fine as a label only when it already is a plain word ('City', 'Email').
      if (!/^[A-Z][a-z]+$/.test(name)) expect(field.label, name).not.toBe(name);
      expect(field.label, name).toMatch(/^[A-Z][^_]*$/);
      expect(field.description.length, name).toBeGreaterThan(10);
    }
  });

  it('shows every field a person reads once in the edit view, and none the site keeps for itself', () => {
    expect([...inEdit].sort()).toEqual(
      Object.keys(attributes)
        .filter((name) => !internal.includes(name))
        .sort(),
    );
    expect(new Set(inEdit).size).toBe(inEdit.length);
    // A private attribute is one the site keeps for itself, except the resume and CV names a person reads.
    for (const [name, attribute] of Object.entries(attributes))
      if (attribute.private) expect(internal, `${name} is private`).toContain(name);
  });

  it('lists readable columns, newest first, named by a text field', () => {
    for (const column of view.list) expect(view.fields[column]?.internal, column).toBeUndefined();
    expect(view.list).toContain('createdAt');
    expect(attributes[view.mainField]?.type).toBe('string');
    expect(submissionWanted(view).settings).toMatchObject({
      mainField: view.mainField,
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    });
  });

  it('keeps each row of the edit view within the form width', () => {
    const { sizes = {} } = submissionWanted(view);
    for (const row of view.edit) {
      const width = row.reduce((sum, name) => sum + (sizes[name] ?? (attributes[name]?.type === 'boolean' ? 4 : 6)), 0);
      expect(width, row.join(', ')).toBeLessThanOrEqual(12);
    }
  });
});

describe('writing a submission view into the stored configuration', () => {
  const [view] = SUBMISSION_VIEWS.filter((candidate) => candidate.uid.endsWith('.contact-lead'));
  if (!view) throw new Error('no contact lead view');
  const stored: Configuration = {
    settings: { pageSize: 50, mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC', searchable: true },
    metadatas: {
      email: { edit: { label: 'email', placeholder: 'name@example.com' }, list: { label: 'email', sortable: true } },
    },
    layouts: {
      list: ['id', 'email'],
      edit: [
        [
          { name: 'message', size: 6 },
          { name: 'email', size: 4 },
        ],
      ],
    },
  };
  const written = merge(stored, submissionWanted(view));

  it("sets the labels, columns and sort, and keeps an editor's page size and other choices", () => {
    expect(written.settings).toEqual({
      pageSize: 50,
      searchable: true,
      mainField: 'email',
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    });
    expect(written.metadatas.email).toEqual({
      edit: {
        label: 'Email',
        description: "The visitor's address. Replies go here.",
        placeholder: 'name@example.com',
        // A lead inbox: what the visitor sent is read-only, the status, owner and notes are the team's.
        editable: false,
      },
      list: { label: 'Email', sortable: true },
    });
    expect(written.metadatas.stage?.edit).toMatchObject({ label: 'Status', editable: true });
    expect(written.metadatas.notes?.edit).toMatchObject({ label: 'Notes', editable: true });
    expect(written.metadatas.createdAt?.list).toEqual({ label: 'Received' });
    expect(written.layouts.list).toEqual([
      'firstname',
      'lastname',
      'email',
      'formType',
      'stage',
      'repeatSender',
      'createdAt',
    ]);
  });

  it('lays the edit view out in its rows: a stored width kept, a long text across the form, a pair sharing a row', () => {
    const widths = Object.fromEntries(written.layouts.edit.flat().map((entry) => [entry.name, entry.size]));
    expect(widths).toMatchObject({ email: 4, message: 12, firstname: 6, lastname: 6, formType: 12 });
    expect(written.layouts.edit.map((row) => row.map((entry) => entry.name))).toEqual(view.edit);
  });

  it('hides an internal field from the edit view without removing it from the configuration', () => {
    const [subscribers] = SUBMISSION_VIEWS;
    if (!subscribers) throw new Error('no views');
    const hidden = merge(
      {
        settings: {},
        metadatas: { emailNormalized: { edit: { label: 'emailNormalized', visible: true }, list: {} } },
        layouts: {
          list: [],
          edit: [
            [
              { name: 'email', size: 6 },
              { name: 'emailNormalized', size: 6 },
            ],
          ],
        },
      },
      submissionWanted(subscribers),
    );
    expect(hidden.metadatas.emailNormalized?.edit).toMatchObject({ visible: false, editable: false });
    expect(hidden.layouts.edit.flat().map((entry) => entry.name)).not.toContain('emailNormalized');
    expect(hidden.layouts.edit.flat().map((entry) => entry.name)).toContain('email');
  });
});

// docs/forms.md#where-a-submission-came-from: a sign-up, every stored enquiry and an application carry it.
describe.each([
  collections.newsletterSubscriber,
  collections.contactLead,
  collections.careerEnquiry,
  collections.jobApplication,
])('where a submission came from, in %s', (uid) => {
  it('has a string column for each value, which the admin reads in words and the export names', () => {
    const attributes = attributesOf(uid);
    for (const column of ATTRIBUTION_COLUMNS) expect(attributes[column], column).toEqual({ type: 'string' });
    const view = SUBMISSION_VIEWS.find((candidate) => candidate.uid === uid);
    for (const column of ATTRIBUTION_COLUMNS) expect(view?.fields[column]?.label, column).toMatch(/^[A-Z]/);
    const exported = EXPORTS.find((candidate) => candidate.uid === uid)?.columns.map((column) => column.header);
    expect(exported).toEqual(expect.arrayContaining([...ATTRIBUTION_COLUMNS]));
  });
});
