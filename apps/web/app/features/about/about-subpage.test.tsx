import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AboutSubpage, LEADER_DISC_COLORS } from './about-subpage';

const hero = { label: 'About', heading: 'Leadership', intro: 'The people who run the company.', buttonLabel: '' };

const leader = (name: string, role: string, photo: { url: string; alternativeText: string } | null = null) => ({
  name,
  role,
  bio: `${name} leads the work.`,
  // The file's name, as the media library keeps it: the last segment of its address.
  photo: photo && { ...photo, name: photo.url.slice(photo.url.lastIndexOf('/') + 1), width: 400, height: 400 },
});

function renderLeadership(leaders: ReturnType<typeof leader>[]) {
  return render(
    <MemoryRouter>
      <AboutSubpage
        slug="leadership"
        hero={hero}
        sections={{ leadership: { heading: 'Our leadership team', intro: 'Six people.', leaders } }}
      />
    </MemoryRouter>,
  );
}

describe('the leadership page’s leaders (issue 33, item 5)', () => {
  it('shows a leader’s uploaded portrait with its alternative text, and initials for one without', () => {
    renderLeadership([
      leader('Meera Raghavan', 'Chief Executive Officer', {
        url: '/uploads/meera_2f1c.jpg',
        alternativeText: 'Meera Raghavan, smiling, in the Bengaluru office',
      }),
      leader('Arjun Kulkarni', 'Chief Technology Officer'),
    ]);
    const [meera, arjun] = screen.getAllByTestId('leader');
    const portrait = within(meera as HTMLElement).getByRole('img');
    expect(portrait).toHaveAttribute('src', '/uploads/meera_2f1c.jpg');
    expect(portrait).toHaveAccessibleName('Meera Raghavan, smiling, in the Bengaluru office');
    expect(within(meera as HTMLElement).queryByTestId('leader-initials')).toBeNull();
    expect(within(arjun as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(arjun as HTMLElement).getByTestId('leader-initials')).toHaveTextContent('AK');
  });

  it('puts every leader’s initials on a disc of a colour the stylesheet defines', () => {
    const names = ['Meera Raghavan', 'Arjun Kulkarni', 'Sofia Marques', 'Daniel Okafor', 'Kavya Iyer', 'Thomas Reid'];
    renderLeadership(names.map((name) => leader(name, 'Lead')));
    const discs = screen.getAllByTestId('leader-initials');
    expect(discs).toHaveLength(names.length);
    // Tailwind writes a colour utility only for a colour its theme (its own palette or app.css's) defines.
    const require = createRequire(import.meta.url);
    const themes = [
      readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8'),
      readFileSync(path.resolve(__dirname, '../../app.css'), 'utf8'),
    ].join('\n');
    const defined = (colour: string) => new RegExp(`--color-${colour}:`).test(themes);
    for (const disc of discs) {
      const colour = /\bbg-([a-z]+-\d{2,3})\b/.exec(disc.className)?.[1];
      expect(colour, `${disc.textContent}'s disc`).toBeDefined();
      expect(defined(colour ?? ''), `--color-${colour ?? ''} is defined`).toBe(true);
    }
    expect(LEADER_DISC_COLORS.every((utility) => defined(utility.replace(/^bg-/, '')))).toBe(true);
  });
});
