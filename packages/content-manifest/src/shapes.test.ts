import { describe, expect, it } from 'vitest';

import { shapeValueOf } from './shapes';

describe('shapeValueOf: a page entry’s component as the site reads it', () => {
  it('gives a leader’s uploaded portrait what an <img> needs (issue 33, item 5)', () => {
    const stored = {
      id: 4,
      itemId: 19,
      name: 'Meera Raghavan',
      role: 'Chief Executive Officer',
      bio: 'Meera leads the company.',
      photo: {
        id: 7,
        documentId: 'f1',
        name: 'meera.jpg',
        url: '/uploads/meera_2f1c.jpg',
        alternativeText: 'Meera Raghavan in the Bengaluru office',
        width: 400,
        height: 400,
        hash: 'meera_2f1c',
      },
    };
    expect(shapeValueOf('leader', stored)).toEqual({
      name: 'Meera Raghavan',
      role: 'Chief Executive Officer',
      bio: 'Meera leads the company.',
      photo: {
        url: '/uploads/meera_2f1c.jpg',
        name: 'meera.jpg',
        alternativeText: 'Meera Raghavan in the Bengaluru office',
        width: 400,
        height: 400,
      },
    });
  });

  it('reads no portrait as null, inside a section’s list too', () => {
    const section = shapeValueOf('leadersSection', {
      heading: 'Our leaders',
      intro: 'Six people.',
      leaders: [{ name: 'Arjun Kulkarni', role: 'CTO', bio: 'Arjun leads engineering.', photo: null }],
    });
    expect(section?.leaders[0]?.photo).toBeNull();
    expect(shapeValueOf('leader', { name: 'A', role: 'B', bio: 'C' })?.photo).toBeNull();
    expect(shapeValueOf('leader', { name: 'A', role: 'B', bio: 'C', photo: { url: '' } })?.photo).toBeNull();
  });

  it('reads a row of logos as its pictures, and drops a file without an address', () => {
    const group = shapeValueOf('techStackGroup', {
      title: 'Testing',
      images: [
        { id: 1, name: 'vwo.svg', url: '/uploads/vwo.svg', alternativeText: 'VWO', width: 120, height: 40 },
        { id: 2, name: 'broken.svg', url: '' },
      ],
    });
    expect(group?.images).toEqual([
      { url: '/uploads/vwo.svg', name: 'vwo.svg', alternativeText: 'VWO', width: 120, height: 40 },
    ]);
    expect(shapeValueOf('techStackGroup', { title: 'Empty' })?.images).toEqual([]);
  });
});
