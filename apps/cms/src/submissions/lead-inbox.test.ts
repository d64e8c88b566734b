import { describe, expect, it } from 'vitest';

import { changedSubmissionFields } from './lead-inbox';

const attributes = {
  email: { type: 'string' },
  message: { type: 'text' },
  stage: { type: 'enumeration' },
  owner: { type: 'customField' },
  notes: { type: 'text' },
  repeatSender: { type: 'boolean' },
  createdAt: { type: 'datetime' },
};
const stored = {
  email: 'ines@example.com',
  message: 'We need a portal.',
  stage: 'new',
  owner: null,
  notes: null,
  repeatSender: true,
  createdAt: '2026-11-29T08:00:00.000Z',
};

describe('what an update of a lead inbox entry changes (docs/forms.md#the-lead-inbox)', () => {
  it('is nothing when only the status, owner and notes differ, or a field is left out', () => {
    expect(
      changedSubmissionFields(attributes, stored, {
        ...stored,
        stage: 'won',
        owner: 'maya@auralis.example',
        notes: 'Signed.',
        // The Content Manager sends Strapi's own fields back in its own format.
        createdAt: '2026-11-29T08:00:00Z',
      }),
    ).toEqual([]);
    expect(changedSubmissionFields(attributes, stored, { stage: 'contacted' })).toEqual([]);
    // Empty is empty, whether null or ''.
    expect(changedSubmissionFields(attributes, { ...stored, message: null }, { message: '' })).toEqual([]);
  });

  it('names every field of the visitor’s that the update would change', () => {
    expect(
      changedSubmissionFields(attributes, stored, { ...stored, email: 'x@example.com', repeatSender: false }),
    ).toEqual(['email', 'repeatSender']);
  });
});
