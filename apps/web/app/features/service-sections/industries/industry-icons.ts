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

/**
 * The icons of the industries the seeded badges name, by the badge's slug and by the name it shows. An industry
 * page the team adds later (issue 34) gets the generic icon until one is drawn for it.
 */
const iconOfIndustry: readonly { readonly slug: string; readonly name: string; readonly icon: LucideIcon }[] = [
  { slug: 'bfsi-fintech', name: 'BFSI & Fintech', icon: Landmark },
  { slug: 'healthcare', name: 'Healthcare', icon: HeartPulse },
  { slug: 'edtech', name: 'EdTech', icon: GraduationCap },
  { slug: 'internet-saas', name: 'Internet & SaaS', icon: Cloud },
  { slug: 'digital-commerce', name: 'Digital Commerce', icon: ShoppingCart },
  { slug: 'green-sustainability', name: 'Green & Sustainability', icon: Leaf },
];

const SEEDED_FILE = /^industry-([a-z0-9-]+)\.[a-z0-9]+$/i;

/**
 * The industry's icon: found by the seeded file's name, else by the name shown (an editor may upload another
 * file), else a generic one for an industry the site has no page for.
 */
export function industryIcon(fileName: string, label: string): LucideIcon {
  const slug = SEEDED_FILE.exec(fileName)?.[1]?.toLowerCase();
  const industry =
    iconOfIndustry.find((candidate) => candidate.slug === slug) ??
    iconOfIndustry.find((candidate) => candidate.name.toLowerCase() === label.trim().toLowerCase());
  return industry?.icon ?? BriefcaseBusiness;
}
