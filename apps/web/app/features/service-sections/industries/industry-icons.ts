/**
 * The icon beside each industry's name in the industries marquee (issue 20, item 6). The seeded badges
 * (`industry-{slug}.svg`) draw the industry's name into the picture, in a fallback font and as a light pill
 * whatever the theme; the marquee now writes the name as text and shows one of the site's own lucide icons
 * beside it, coloured by the theme. The badge's alternative text, which the editors keep in the media
 * library, stays the name shown. Any other image in the list is shown as it was uploaded.
 */
import { Cloud, GraduationCap, HeartPulse, Landmark, Leaf, type LucideIcon, ShoppingCart } from 'lucide-react';

/**
 * The icons of the industries the seeded badges name, by the badge's slug. An image the team uploads for an
 * industry page added later (issue 34) is shown as uploaded.
 */
const iconOfIndustry: readonly { readonly slug: string; readonly icon: LucideIcon }[] = [
  { slug: 'bfsi-fintech', icon: Landmark },
  { slug: 'healthcare', icon: HeartPulse },
  { slug: 'edtech', icon: GraduationCap },
  { slug: 'internet-saas', icon: Cloud },
  { slug: 'digital-commerce', icon: ShoppingCart },
  { slug: 'green-sustainability', icon: Leaf },
];

const SEEDED_FILE = /^industry-([a-z0-9-]+)\.[a-z0-9]+$/i;

/**
 * The icon of a seeded badge, found by its file's name; none for any other image. An image an editor uploaded is
 * shown as uploaded, with its alternative text (issue 33, item 5): a generic icon labelled with a file name said
 * nothing of what the editor chose.
 */
export function seededIndustryIcon(fileName: string): LucideIcon | undefined {
  const slug = SEEDED_FILE.exec(fileName)?.[1]?.toLowerCase();
  return iconOfIndustry.find((candidate) => candidate.slug === slug)?.icon;
}
