/**
 * The icon beside each industry's name in the industries marquee (issue 20, item 6). The seeded badges
 * (`industry-{slug}.svg`) draw the industry's name into the picture, in a fallback font and as a light pill
 * whatever the theme; the marquee now writes the name as text and shows one of the site's own lucide icons
 * beside it, coloured by the theme. The badge's alternative text, which the editors keep in the media
 * library, stays the name shown.
 */
import {
  BriefcaseBusiness,
  Cloud,
  GraduationCap,
  HeartPulse,
  Landmark,
  Leaf,
  type LucideIcon,
  ShoppingCart,
} from 'lucide-react';

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
 * The industry's icon: found by the seeded file's name, else by the name shown (an editor may upload another
 * file), else a generic one for an industry the site has no page for.
 */
export function industryIcon(fileName: string, label: string): LucideIcon {
  const slug = SEEDED_FILE.exec(fileName)?.[1]?.toLowerCase();
  const industry =
    industries.find((candidate) => candidate.slug === slug) ??
    industries.find((candidate) => candidate.name.toLowerCase() === label.trim().toLowerCase());
  return industry ? iconOfIndustry[industry.slug] : BriefcaseBusiness;
}
