/**
 * docs/forms.md#validation: "A list of 38 service names is embedded as static data." This is that list, written once: the
 * footer, the contact page and the home page list services from it, and nothing else spells the names.
 *
 * Each entry is a service page of the page tree, so its name and path come from there and a renamed or
 * removed page fails the type check (the slug type) or the unit test (the lookup), never a dead link. The
 * list holds the 45 leaf pages of the Services menu except the five phases of a digital-strategy engagement
 * (reached through the Digital Strategy overview) and two narrow marketing add-ons (App Store Optimization,
 * Targeted Email Marketing), which are sold with a wider marketing engagement rather than on their own.
 */
import { type ServiceAreaSlug, servicePage, type SubServiceSlug } from './page-tree';

const serviceNameSlugs = [
  'ui-design-services',
  'ux-design-services',
  'cx-design',
  'responsive-web-development-services',
  'cms-development-services',
  'progressive-web-app-development-services',
  'ios-development-services',
  'android-application-development-services',
  'hybrid-app-development-services',
  'erp-integration-service',
  'ecommerce-services',
  'chatbot-development-services',
  'rpa-services',
  'automation-testing-services',
  'security-testing-services',
  'performance-testing-services',
  'functional-testing-services',
  'quality-assurance-consulting',
  'cloud-migration-services',
  'cloud-application-development-services',
  'branding-design-services',
  'b2b-content-marketing-services',
  'social-media-strategy-services',
  'ecommerce-marketing-solution',
  'performance-marketing-services',
  'marketing-automation-strategy',
  'b2b-seo-services',
  'orm-service',
  'cro-services',
  'business-intelligence-consulting',
  'digital-intelligence-services',
  'marketing-intelligence-solutions',
  'customer-360-analytics',
  'sales-intelligence-solutions',
  'product-development-and-innovation',
  'website-management',
  'cloud-management-solutions',
  'maintenance-support-services',
] as const satisfies readonly SubServiceSlug[];

export type ServiceNameSlug = (typeof serviceNameSlugs)[number];

export interface ServiceName {
  readonly slug: ServiceNameSlug;
  readonly name: string;
  readonly path: string;
  readonly area: ServiceAreaSlug;
}

/** The 38 services, in the order of the Services menu. */
export const serviceNames: readonly ServiceName[] = serviceNameSlugs.map((slug) => {
  const page = servicePage(slug);
  return { slug, name: page.name, path: page.path, area: page.area };
});

/** The named services of one area, in menu order (an area may have none, such as Digital Strategy). */
export function serviceNamesOf(area: ServiceAreaSlug): readonly ServiceName[] {
  return serviceNames.filter((service) => service.area === area);
}
