import { describe, expect, it } from 'vitest';

import { populateOf } from './site-content';

describe('what a page entry read populates', () => {
  it('reaches a leader’s portrait, two levels down (issue 33, item 5)', () => {
    expect(populateOf('leadersSection')).toEqual({ populate: { leaders: { populate: { photo: true } } } });
  });

  it('populates a component of text only as itself, with nothing under it', () => {
    expect(populateOf('pageHero')).toBe(true);
  });
});
