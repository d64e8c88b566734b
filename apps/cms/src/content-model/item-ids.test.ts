import { describe, expect, it } from 'vitest';

import { itemsNeedingIds } from './item-ids';

describe('stable item ids', () => {
  it('keeps the ids items have and asks new ones for new items and for copies', () => {
    const kept = { itemId: 4, question: 'kept' };
    const added = { question: 'added' };
    const copy = { itemId: 4, question: 'a copy of kept' };
    const other = { itemId: 9, question: 'other' };
    const invalid = { itemId: 0, question: 'zero is no id' };
    expect(itemsNeedingIds([kept, added, copy, other, invalid])).toEqual([added, copy, invalid]);
  });

  it('asks nothing when every item has its own id', () => {
    expect(itemsNeedingIds([{ itemId: 1 }, { itemId: 2 }])).toEqual([]);
  });
});
