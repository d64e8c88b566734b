/**
 * The seed's images, all drawn here: technology logos from simple-icons (CC0), and our own generated SVG
 * illustrations, icons and industry badges in the brand colours. Every image is uploaded through Strapi's
 * upload service, so the content carries real media URLs.
 */
import { createHash } from 'node:crypto';

import * as simpleIcons from 'simple-icons';

export interface SvgImage {
  /** File name in the media library, unique per image. */
  readonly name: string;
  readonly alternativeText: string;
  readonly svg: string;
}

const BRAND = ['#2545eb', '#3b63f6', '#1d33d8', '#14b8a6', '#0d9488', '#608bfa'] as const;

interface SimpleIcon {
  readonly title: string;
  readonly slug: string;
  readonly hex: string;
  readonly path: string;
}

const iconsBySlug: ReadonlyMap<string, SimpleIcon> = new Map(
  Object.values(simpleIcons as unknown as Record<string, SimpleIcon>)
    .filter((icon) => typeof icon === 'object' && icon !== null && 'slug' in icon && 'path' in icon)
    .map((icon) => [icon.slug, icon]),
);

/** A technology logo in its brand colour. */
export function logo(slug: string): SvgImage {
  const icon = iconsBySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no logo "${slug}"`);
  return {
    name: `logo-${slug}.svg`,
    alternativeText: `${icon.title} logo`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escapeXml(icon.title)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`,
  };
}

export function logoTitle(slug: string): string {
  return iconsBySlug.get(slug)?.title ?? slug;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Deterministic pseudo-random numbers from a seed string, so the same page always gets the same drawing. */
function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/** An abstract illustration for an overview, banner or service block: layered panels, nodes and links. */
export function illustration(seed: string, alternativeText: string): SvgImage {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const from = pick(BRAND);
  const to = pick(BRAND.filter((colour) => colour !== from));
  const panels = Array.from({ length: 3 }, (_, index) => {
    const x = 70 + index * 150 + next() * 30;
    const y = 90 + next() * 120;
    const width = 150 + next() * 60;
    const height = 110 + next() * 70;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" rx="18" fill="#ffffff" fill-opacity="${(0.55 + index * 0.15).toFixed(2)}"/><rect x="${(x + 18).toFixed(0)}" y="${(y + 22).toFixed(0)}" width="${(width * 0.5).toFixed(0)}" height="10" rx="5" fill="${from}" fill-opacity="0.7"/><rect x="${(x + 18).toFixed(0)}" y="${(y + 42).toFixed(0)}" width="${(width * 0.7).toFixed(0)}" height="8" rx="4" fill="#94a3b8" fill-opacity="0.6"/>`;
  }).join('');
  const nodes = Array.from({ length: 6 }, () => [40 + next() * 560, 40 + next() * 320] as const);
  const links = nodes
    .slice(1)
    .map(([x, y], index) => {
      const [px, py] = nodes[index] ?? [0, 0];
      return `<line x1="${px.toFixed(0)}" y1="${py.toFixed(0)}" x2="${x.toFixed(0)}" y2="${y.toFixed(0)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`;
    })
    .join('');
  const dots = nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(5 + next() * 7).toFixed(0)}" fill="${pick(['#ffffff', '#2dd4bf', '#bfd3fe'])}"/>`,
    )
    .join('');
  const id = createHash('sha1').update(seed).digest('hex').slice(0, 8);
  return {
    name: `illustration-${seed}.svg`,
    alternativeText,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img"><title>${escapeXml(alternativeText)}</title><defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" rx="28" fill="url(#g${id})"/><circle cx="${(500 + next() * 80).toFixed(0)}" cy="${(60 + next() * 60).toFixed(0)}" r="120" fill="#ffffff" fill-opacity="0.08"/>${links}${panels}${dots}</svg>`,
  };
}

/** Line glyphs (24×24, stroke) for benefit and why-choose-us icons: drawn for this site. */
const GLYPHS: Readonly<Record<string, string>> = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4',
  bolt: 'M13 2L5 14h6l-1 8 8-12h-6l1-8z',
  chart: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  users: 'M16 20v-2a4 4 0 0 0-8 0v2 M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M20 20v-1a3 3 0 0 0-3-3 M4 20v-1a3 3 0 0 1 3-3',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M12 12h.01',
  layers: 'M12 3l9 5-9 5-9-5 9-5z M3 13l9 5 9-5 M3 17l9 5 9-5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  cog: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M5 5l2 2 M17 17l2 2 M5 19l2-2 M17 7l2-2',
  spark: 'M12 3v4 M12 17v4 M3 12h4 M17 12h4 M6 6l2.5 2.5 M15.5 15.5L18 18 M6 18l2.5-2.5 M15.5 8.5L18 6',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M8 12l3 3 5-6',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M15.5 8.5l-2 5-5 2 2-5 5-2z',
};

export const glyphNames = Object.keys(GLYPHS);

/**
 * A round badge with a glyph, for services, benefits and why-choose-us items. Icons are decorative (the item's
 * title says what it is), so their alternative text is empty.
 */
export function icon(glyph: string): SvgImage {
  const path = GLYPHS[glyph];
  if (!path) throw new Error(`no glyph "${glyph}"`);
  return {
    name: `icon-${glyph}.svg`,
    alternativeText: '',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="14" fill="#eef4ff"/><g transform="translate(12 12)" fill="none" stroke="#2545eb" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g></svg>`,
  };
}

const INDUSTRY_GLYPHS: Readonly<Record<string, string>> = {
  'bfsi-fintech': 'M3 10l9-6 9 6 M5 10v8 M9 10v8 M15 10v8 M19 10v8 M3 20h18',
  healthcare: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z M9 11h6 M12 8v6',
  edtech: 'M2 9l10-5 10 5-10 5-10-5z M6 11v5c3 2 9 2 12 0v-5',
  'internet-saas': 'M7 18a4 4 0 0 1-.6-8 6 6 0 0 1 11.5 1.5A3.5 3.5 0 0 1 17.5 18H7z',
  'digital-commerce': 'M3 4h2l2 11h11l2-8H6 M9 20h.01 M17 20h.01',
  'green-sustainability': 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15 M5 19c3-4 6-6 10-8',
};

/** An industry badge for the industries marquee: glyph and name. */
export function industryBadge(slug: string, name: string): SvgImage {
  const path = INDUSTRY_GLYPHS[slug];
  if (!path) throw new Error(`no industry glyph "${slug}"`);
  const width = 84 + name.length * 11;
  return {
    name: `industry-${slug}.svg`,
    alternativeText: name,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" role="img"><title>${escapeXml(name)}</title><rect width="${width}" height="64" rx="32" fill="#eef4ff"/><g transform="translate(20 20)" fill="none" stroke="#2545eb" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g><text x="56" y="40" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="600" fill="#171c54">${escapeXml(name)}</text></svg>`,
  };
}
