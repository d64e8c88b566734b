import { HeartPulse, Leaf } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { seededIndustryIcon } from './industry-icons';

describe('seededIndustryIcon', () => {
  it("finds the industry by the seeded badge's file name", () => {
    expect(seededIndustryIcon('industry-healthcare.svg')).toBe(HeartPulse);
    expect(seededIndustryIcon('industry-green-sustainability.svg')).toBe(Leaf);
  });

  it('gives an image an editor uploaded no icon: it shows as uploaded (issue 33, item 5)', () => {
    expect(seededIndustryIcon('banking-badge.png')).toBeUndefined();
    expect(seededIndustryIcon('logistics.svg')).toBeUndefined();
    expect(seededIndustryIcon('industry-logistics.svg')).toBeUndefined();
  });
});
