/** BRAND.md "People": portraits are initials on a coloured disc, never photographs. */
export const leaders = [
  { name: 'Meera Raghavan', role: 'Co-founder and Chief Executive Officer', color: 'bg-brand-600' },
  { name: 'Arjun Kulkarni', role: 'Co-founder and Chief Technology Officer', color: 'bg-accent-600' },
  { name: 'Sofia Marques', role: 'Chief Operating Officer', color: 'bg-violet-600' },
  { name: 'Daniel Okafor', role: 'Head of Design', color: 'bg-rose-600' },
  { name: 'Kavya Iyer', role: 'Head of Data and AI', color: 'bg-amber-600' },
  { name: 'Thomas Reid', role: 'Managing Director, Europe', color: 'bg-sky-700' },
] as const;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
