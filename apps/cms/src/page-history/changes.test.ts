import { describe, expect, it } from 'vitest';

import { describeChange, type FieldLabels, pageChanges, SHOWN_TEXT_LENGTH, shortLabel, spoken } from './changes';
import { DEFAULT_PAGE_HISTORY_LIMIT, pageHistoryLimit } from '../settings/runtime-env';

/** A page as the edit view labels it: a hero, a leaders list named by the leader's name, a picture. */
const labels: FieldLabels = {
  title: { kind: 'value', label: 'Title' },
  hero: {
    kind: 'group',
    label: 'Hero · the top of this page',
    repeatable: false,
    fields: {
      heading: { kind: 'value', label: 'Heading' },
      intro: { kind: 'value', label: 'Introduction' },
    },
  },
  leaders: {
    kind: 'group',
    label: 'Leadership team · the people under the story',
    repeatable: true,
    itemName: 'name',
    fields: {
      name: { kind: 'value', label: 'Name' },
      bio: { kind: 'value', label: 'Biography' },
      photo: { kind: 'media', label: 'Photo', multiple: false },
    },
  },
};

const page = {
  id: 7,
  documentId: 'abc',
  title: 'Home page',
  hero: { id: 1, heading: 'Old headline', intro: 'We build software.' },
  leaders: [
    { id: 2, itemId: 10, name: 'Asha Rao', bio: 'Founder.', photo: { id: 5, name: 'asha.jpg' } },
    { id: 3, itemId: 11, name: 'Ben Okafor', bio: 'Engineer.', photo: null },
  ],
};

const described = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  pageChanges(labels, before, after).map(describeChange);

describe("a page's changes in the edit view's words", () => {
  it('names a changed field by its group and label, with the old and new words', () => {
    const after = { ...page, id: 9, hero: { id: 4, heading: 'New headline', intro: 'We build software.' } };
    expect(described(page, after)).toEqual(["Hero › Heading: 'Old headline' → 'New headline'"]);
  });

  it('ignores the row ids Strapi rewrites on every save, and reports nothing for the same content', () => {
    const copy = {
      ...page,
      id: 99,
      hero: { ...page.hero, id: 50 },
      leaders: page.leaders.map((leader) => ({ ...leader, id: leader.id + 100 })),
    };
    expect(described(page, copy)).toEqual([]);
  });

  it('names a list item by its naming field, and reports items added, removed and reordered', () => {
    const [asha, ben] = page.leaders;
    if (!asha || !ben) throw new Error('fixture');
    const after = {
      ...page,
      leaders: [
        { ...ben, bio: 'Head of engineering.' },
        { id: 8, itemId: 12, name: 'Chen Li', bio: 'Designer.', photo: null },
        asha,
      ],
    };
    expect(described(page, after)).toEqual([
      "Leadership team › 'Ben Okafor' › Biography: 'Engineer.' → 'Head of engineering.'",
      "Leadership team › 'Chen Li': not there → added",
      "Leadership team: in the order 'Asha Rao', 'Ben Okafor' → in the order 'Ben Okafor', 'Asha Rao'",
    ]);
    expect(described(after, page)).toContain("Leadership team › 'Chen Li': there → removed");
  });

  it('names a picture by its file name, and an empty value as empty', () => {
    const [asha, ben] = page.leaders;
    if (!asha || !ben) throw new Error('fixture');
    const after = { ...page, title: '', leaders: [{ ...asha, photo: { id: 6, name: 'asha-2026.jpg' } }, ben] };
    expect(described(page, after)).toEqual([
      "Title: 'Home page' → (empty)",
      "Leadership team › 'Asha Rao' › Photo: 'asha.jpg' → 'asha-2026.jpg'",
    ]);
  });

  it('compares a group one side lacks field by field', () => {
    expect(described({ ...page, hero: null }, page)).toEqual([
      "Hero › Heading: (empty) → 'Old headline'",
      "Hero › Introduction: (empty) → 'We build software.'",
    ]);
  });

  it('falls back to the place in the list when items have no ids or names', () => {
    const unnamed: FieldLabels = {
      points: { kind: 'group', label: 'Points', repeatable: true, fields: { text: { kind: 'value', label: 'Text' } } },
    };
    const changes = pageChanges(unnamed, { points: [{ text: 'a' }] }, { points: [{ text: 'b' }, { text: 'c' }] });
    expect(changes.map(describeChange)).toEqual([
      "Points › item 1 › Text: 'a' → 'b'",
      'Points › item 2: not there → added',
    ]);
  });

  it('shows a label without its hint, and a long text by its beginning', () => {
    expect(shortLabel('Banner · the hero at the top of this page')).toBe('Banner');
    expect(shortLabel('Title')).toBe('Title');
    const long = spoken('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(SHOWN_TEXT_LENGTH + 2);
    expect(long.endsWith("…'")).toBe(true);
    expect(spoken('  ')).toBe('(empty)');
    expect(spoken(3)).toBe('3');
  });
});

describe('PAGE_HISTORY_LIMIT', () => {
  it('keeps 50 versions unless set, and refuses anything but a whole number from 1 to 1000', () => {
    expect(pageHistoryLimit({})).toBe(DEFAULT_PAGE_HISTORY_LIMIT);
    expect(DEFAULT_PAGE_HISTORY_LIMIT).toBe(50);
    expect(pageHistoryLimit({ PAGE_HISTORY_LIMIT: ' 3 ' })).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'ten', '1001']) {
      expect(() => pageHistoryLimit({ PAGE_HISTORY_LIMIT: bad })).toThrow(/PAGE_HISTORY_LIMIT must be a whole number/);
    }
  });
});
