/**
 * The seed plan: every entry the content service starts with, derived from the content manifest and the copy
 * under seed/. Each manifest endpoint gets its entries (a test proves none is left empty).
 */
import {
  endpoints,
  endpointsByName,
  type ShapeName,
  marketingIndex,
  subServiceEndpoints,
} from '@auralis/content-manifest';
import { industryName } from './industries';

import {
  agilitiFaq,
  agilitiTerms,
  areaLists,
  customWebsiteFaq,
  customWebsiteOverview,
  customWebsiteServices,
  qaOverview,
  qaStack,
  qaStands,
  qaWeServe,
} from './area-pages';
import { glyphNames, icon, illustration, industryBadge, logo, logoTitle, type SvgImage } from './images';
import { dataStrategyPages } from './sub-services/data-strategy';
import { designAiCloudPages } from './sub-services/design-ai-cloud';
import { digitalDevelopmentPages } from './sub-services/digital-development';
import { marketingChannelPages, performanceMetrics } from './sub-services/marketing-channels';
import { marketingOptimizationPages, otherDigitalMarketingServices } from './sub-services/marketing-optimization';
import { qaOperationsPages } from './sub-services/qa-operations';
import type { SubServiceSeed } from './types';

export type FieldValue = string | number | null;

export interface PlannedEntry {
  readonly shape: ShapeName;
  readonly endpoint: string;
  readonly number?: number;
  readonly position: number;
  readonly fields: Readonly<Record<string, FieldValue>>;
  readonly media: Readonly<Record<string, SvgImage | readonly SvgImage[]>>;
}

export const subServiceSeeds: readonly SubServiceSeed[] = [
  ...designAiCloudPages,
  ...digitalDevelopmentPages,
  ...qaOperationsPages,
  ...marketingChannelPages,
  ...marketingOptimizationPages,
  ...dataStrategyPages,
];

const glyph = (index: number) => glyphNames[index % glyphNames.length] ?? 'check';

function entry(
  shape: ShapeName,
  endpoint: string,
  position: number,
  fields: Record<string, FieldValue>,
  media: Record<string, SvgImage | readonly SvgImage[]> = {},
  number?: number,
): PlannedEntry {
  if (!endpointsByName.has(endpoint)) throw new Error(`seed names an endpoint the manifest does not have: ${endpoint}`);
  return { shape, endpoint, position, fields, media, ...(number === undefined ? {} : { number }) };
}

/** Titled items with a decorative icon (benefit tabs, why-choose-us reasons); glyphs start at an offset per section. */
function iconItems(
  shape: ShapeName,
  name: string,
  items: readonly { title: string; description: string }[],
  glyphOffset: number,
  number: number | undefined,
): PlannedEntry[] {
  return items.map((item, index) =>
    entry(
      shape,
      name,
      index + 1,
      { title: item.title, description: item.description },
      { icon: icon(glyph(index + glyphOffset)) },
      number,
    ),
  );
}

function subServiceEntries(seed: SubServiceSeed): PlannedEntry[] {
  const targets = subServiceEndpoints(seed.page);
  if (targets.length === 0) throw new Error(`no endpoints for sub-service page ${seed.page}`);
  return targets.flatMap(({ section, name, number }): PlannedEntry[] => {
    const one = (
      shape: ShapeName,
      fields: Record<string, FieldValue>,
      media: Record<string, SvgImage | readonly SvgImage[]> = {},
    ) => [entry(shape, name, 1, fields, media, number)];
    switch (section) {
      case 'banner':
        return one(
          'serviceBlock',
          { title: seed.banner.title, description: seed.banner.description, CTA: seed.banner.cta, url: '/contact' },
          { image: illustration(`banner-${seed.page}`, seed.banner.title) },
        );
      case 'overview':
        return one(
          'overview',
          { title: seed.overview.title, heading: seed.overview.heading, description: seed.overview.description },
          { image: illustration(`overview-${seed.page}`, seed.overview.heading) },
        );
      case 'services':
        return seed.services.items.map((item, index) =>
          entry(
            'serviceBlock',
            name,
            index + 1,
            { title: item.title, description: item.description, CTA: null, url: null },
            { image: icon(glyph(index)) },
            number,
          ),
        );
      case 'tech-stack':
        return (seed.techStack?.groups ?? []).map((group, index) =>
          entry(
            'techStackGroup',
            name,
            index + 1,
            { title: group.title, heading: group.heading },
            { images: group.logos.map(logo) },
            number,
          ),
        );
      case 'benefits':
        return iconItems('benefitItem', name, seed.benefits.items, 3, number);
      case 'why-choose-us':
        return iconItems('whyChooseItem', name, seed.whyChooseUs.items, 6, number);
      case 'industries': {
        const industries = seed.industries;
        if (!industries) throw new Error(`${seed.page} reads industries but its seed has none`);
        return one(
          'expertise',
          { title: 'Industries', heading: industries.heading, description: industries.description },
          {
            images: industries.items.map((item) => industryBadge(item.industry, industryName(item.industry))),
          },
        );
      }
      case 'faq':
        return seed.faq.map((item, index) => entry('faqItem', name, index + 1, faqFields(item), {}, number));
      default:
        throw new Error(`unexpected section ${section} for ${seed.page}`);
    }
  });
}

/** service-expertise-contents/{n}: a titled set of platform logos. */
function platformLogos(number: number, title: string, heading: string, slugs: readonly string[]): PlannedEntry {
  return entry(
    'expertise',
    'service-expertise-contents',
    1,
    { title, heading, description: slugs.map(logoTitle).join(', ') },
    { images: slugs.map(logo) },
    number,
  );
}

/** FAQ copy to faq-item fields. */
function faqFields(item: {
  question: string;
  answer: string;
  cta?: { label: string; path: string };
}): Record<string, FieldValue> {
  return { question: item.question, answer: item.answer, cta: item.cta?.label ?? null, path: item.cta?.path ?? null };
}

const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'pinterest', 'reddit', 'threads'];
const COMMERCE_PLATFORMS = ['shopify', 'woocommerce', 'bigcommerce', 'wix', 'squarespace', 'prestashop', 'medusa'];

/** Service blocks with a decorative icon and no link (a page's "services" list). */
function blocksWithIcons(name: string, items: readonly { title: string; description?: string }[]): PlannedEntry[] {
  return items.map((item, index) =>
    entry(
      'serviceBlock',
      name,
      index + 1,
      { title: item.title, description: item.description ?? '', CTA: null, url: null },
      { image: icon(glyph(index)) },
    ),
  );
}

function sharedEntries(): PlannedEntry[] {
  return [
    ...Object.entries(areaLists).flatMap(([name, blocks]) =>
      blocks.map((block, index) =>
        entry(
          'serviceBlock',
          name,
          index + 1,
          { title: block.title, description: block.description, CTA: block.cta, url: block.path },
          { image: illustration(`${name}-${index + 1}`, block.title) },
        ),
      ),
    ),
    entry(
      'contentItem',
      'service-qa-testing-overview',
      1,
      { title: qaOverview.title, heading: qaOverview.heading ?? null, description: qaOverview.description },
      { image: illustration('qa-overview', qaOverview.title) },
    ),
    ...qaStands.map((item, index) =>
      entry(
        'contentItem',
        'service-qa-testing-stands',
        index + 1,
        { title: item.title, heading: item.heading ?? null, description: item.description },
        { icon: icon(glyph(index)) },
      ),
    ),
    ...qaWeServe.map((item, index) =>
      entry(
        'contentItem',
        'service-qa-testing-we-serves',
        index + 1,
        { title: item.title, heading: item.heading ?? null, description: item.description },
        { icon: icon(glyph(index + 4)) },
      ),
    ),
    ...qaStack.map((item, index) =>
      entry(
        'contentItem',
        'service-qa-testing-stack',
        index + 1,
        { title: item.title, heading: item.heading ?? null, description: item.description },
        { images: item.logos.map(logo) },
      ),
    ),
    ...otherDigitalMarketingServices.map((item, index) =>
      entry(
        'otherService',
        'service-others',
        index + 1,
        { title: item.title, description: item.description, path: item.path },
        { icon: icon(glyph(index)) },
      ),
    ),
    ...performanceMetrics.map((item, index) =>
      entry('performanceMetric', 'service-metric-contents', index + 1, {
        title: item.title,
        description: item.description,
      }),
    ),
    platformLogos(1, 'Social media', 'The networks we plan, publish and report on', SOCIAL_PLATFORMS),
    platformLogos(2, 'E-commerce platforms', 'The storefronts we market and measure', COMMERCE_PLATFORMS),
    ...agilitiFaq.map((item, index) => entry('faqItem', 'agiliti-root-faq-contents', index + 1, faqFields(item))),
    ...blocksWithIcons('agiliti-root-service-contents', agilitiTerms),
    entry(
      'overview',
      'custom-website-development-overview',
      1,
      {
        title: customWebsiteOverview.title,
        heading: customWebsiteOverview.heading,
        description: customWebsiteOverview.description,
      },
      { image: illustration('overview-custom-website-development', customWebsiteOverview.heading) },
    ),
    ...blocksWithIcons('custom-website-development-service-contents', customWebsiteServices),
    ...customWebsiteFaq.map((item, index) =>
      entry('faqItem', 'custom-website-development-faq-contents', index + 1, faqFields(item)),
    ),
  ];
}

export function seedPlan(): PlannedEntry[] {
  const missing = [...Object.keys(marketingIndex)].filter(
    (slug) => !subServiceSeeds.some((seed) => seed.page === slug),
  );
  if (missing.length > 0) throw new Error(`no seed copy for ${missing.join(', ')}`);
  return [...subServiceSeeds.flatMap(subServiceEntries), ...sharedEntries()];
}

/** Endpoint paths (with numbers) that the plan leaves without an entry: must be empty. */
export function uncoveredEndpoints(plan: readonly PlannedEntry[]): string[] {
  const covered = new Set(plan.map((planned) => `${planned.endpoint}/${planned.number ?? ''}`));
  return endpoints.flatMap((endpoint) =>
    (endpoint.numbers ?? [undefined]).map((n) => `${endpoint.name}/${n ?? ''}`).filter((key) => !covered.has(key)),
  );
}
