/**
 * The icon beside each industry's name in the industries marquee (issue 20, item 6). The seeded badges
 * (`industry-{slug}.svg`) draw the industry's name into the picture, in a fallback font and as a light pill
 * whatever the theme; the marquee now writes the name as text and shows one of the site's own lucide icons
 * beside it, coloured by the theme. The badge's alternative text, which the editors keep in the media
 * library, stays the name shown. Any other image in the list is shown as it was uploaded.
 */
import { Cloud, GraduationCap, HeartPulse, Landmark, Leaf, type LucideIcon, ShoppingCart } from 'lucide-react';

import { industries } from '~/site/menu';

type IndustrySlug = (typeof industries)[number]['slug'];

const iconOfIndustry: Record<IndustrySlug, LucideIcon> = {
  'bfsi-fintech': Landmark,
  healthcare: HeartPulse,
  edtech: GraduationCap,
  'internet-saas': Cloud,
  'digital-commerce': ShoppingCart,
  'green-sustainability': Leaf,
};

const SEEDED_FILE = /^industry-([a-z0-9-]+)\.[a-z0-9]+$/i;

/**
 * The icon of a seeded badge, found by its file's name; none for any other image. An image an editor uploaded is
 * shown as uploaded, with its alternative text (issue 33, item 5): a generic icon labelled with a file name said
 * nothing of what the editor chose.
 */
export function seededIndustryIcon(fileName: string): LucideIcon | undefined {
  const slug = SEEDED_FILE.exec(fileName)?.[1]?.toLowerCase();
  const industry = industries.find((candidate) => candidate.slug === slug);
  return industry ? iconOfIndustry[industry.slug] : undefined;
}
