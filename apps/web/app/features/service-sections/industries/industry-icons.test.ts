import { BriefcaseBusiness, HeartPulse, Landmark, Leaf } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { industryIcon } from './industry-icons';

describe('industryIcon', () => {
  it("finds the industry by the seeded file's name, whatever the name shown", () => {
    expect(industryIcon('industry-healthcare.svg', 'Hospitals and clinics')).toBe(HeartPulse);
    expect(industryIcon('industry-green-sustainability.svg', 'Green & Sustainability')).toBe(Leaf);
  });

  it('finds it by the name shown when an editor uploaded another file', () => {
    expect(industryIcon('banking-badge.png', ' BFSI & Fintech ')).toBe(Landmark);
  });

  it('gives an industry the site has no page for a generic icon', () => {
    expect(industryIcon('logistics.svg', 'Logistics')).toBe(BriefcaseBusiness);
  });
});
