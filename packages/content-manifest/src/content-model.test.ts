import { paths, servicePage } from '@auralis/site-map';
import { describe, expect, it } from 'vitest';

import {
  contentPages,
  contentSource,
  contentSources,
  entryFieldsOf,
  pageFields,
  sectionSource,
  sharedTypes,
} from './content-model';
import { endpointsByName, pageShowsSection, restPaths } from './endpoints';
import { sections } from './sections';
import { subServiceLayout } from './service-layout';
import { strapiSchemas } from './strapi-schemas';

const endpoint = (name: string) => {
  const found = endpointsByName.get(name);
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
};
const SEO = servicePage('b2b-seo-services').path;

describe('content model: every endpoint resolves to one field of one page or shared block', () => {
  it('gives every REST path exactly one source, and no two paths the same field', () => {
    const sources = contentSources();
    expect(sources).toHaveLength([...endpointsByName.values()].flatMap(restPaths).length);
    const keys = sources.map(({ source }) =>
      source.kind === 'page' ? `${source.path}#${source.field}` : `${source.type}#${source.field}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("resolves numbered marketing endpoints by docs/content-and-editing.md's index table", () => {
    expect(contentSource(endpoint('service-faqs'), 9)).toEqual({ kind: 'page', path: SEO, field: 'faq' });
    expect(contentSource(endpoint('service-overview-contents'), 9)).toEqual({
      kind: 'page',
      path: SEO,
      field: 'overview',
    });
    // b2b-content-marketing reads overview 2 but FAQ 1; app store optimization the other way round.
    const content = servicePage('b2b-content-marketing-services').path;
    expect(contentSource(endpoint('service-overview-contents'), 2)).toMatchObject({ path: content });
    expect(contentSource(endpoint('service-faqs'), 1)).toMatchObject({ path: content });
    expect(contentSource(endpoint('service-faqs'), 11)).toBeUndefined();
    expect(contentSource(endpoint('service-faqs'))).toBeUndefined();
    expect(contentSource(endpoint('service-exp-design-ui-faq-contents'), 1)).toBeUndefined();
  });

  it('resolves shared blocks to their single types', () => {
    expect(contentSource(endpoint('service-others'))).toEqual({
      kind: 'shared',
      type: 'otherServices',
      field: 'services',
    });
    expect(contentSource(endpoint('service-metric-contents'))).toMatchObject({ type: 'performanceMetrics' });
    expect(contentSource(endpoint('service-expertise-contents'), 1)).toMatchObject({ field: 'socialMedia' });
    expect(contentSource(endpoint('service-expertise-contents'), 2)).toMatchObject({ field: 'ecommercePlatforms' });
  });

  it('addresses each section of a page by page and field, the same field its REST path reads', () => {
    // The marketing pages' numbered endpoints come down to the page's own fields.
    expect(sectionSource(SEO, 'faq')).toEqual({ kind: 'page', path: SEO, field: 'faq' });
    expect(sectionSource(SEO, 'faq')).toEqual(contentSource(endpoint('service-faqs'), 9));
    // Shared blocks: the platform logos by the page that shows them, the other services on every page that does.
    const social = servicePage('social-media-strategy-services').path;
    expect(sectionSource(social, 'expertise')).toEqual({ kind: 'shared', type: 'platformLogos', field: 'socialMedia' });
    expect(sectionSource(SEO, 'other-services')).toEqual({ kind: 'shared', type: 'otherServices', field: 'services' });
    // A section the page does not show has no address.
    expect(sectionSource(SEO, 'expertise')).toBeUndefined();
    expect(sectionSource(servicePage('orm-service').path, 'tech-stack')).toBeUndefined();
    expect(sectionSource('/no-such-page', 'faq')).toBeUndefined();
    // The browser's check, which does without the content model, agrees on every page and section.
    for (const page of contentPages()) {
      for (const section of sections) {
        expect(pageShowsSection(page.path, section), `${page.path} ${section}`).toBe(
          sectionSource(page.path, section) !== undefined,
        );
      }
    }
    // Every REST path's page field is some page's section.
    for (const { endpoint: found, source } of contentSources()) {
      if (source.kind === 'page') expect(sectionSource(source.path, found.section), found.name).toEqual(source);
    }
  });

  it('reads only the entry fields a page has', () => {
    expect(entryFieldsOf(SEO)).toEqual(['search', 'sectionHeadings']);
    expect(entryFieldsOf(paths.privacy)).toEqual(['search', 'hero', 'legal']);
    expect(entryFieldsOf('/portfolio/a-story-added-today')).toContain('storyFacts');
    expect(entryFieldsOf('/portfolio/a-story-added-today')).not.toContain('journey');
  });

  it('has one page per path, with the sections its layout shows, in page order', () => {
    const pages = contentPages();
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    const seo = pages.find((page) => page.path === SEO);
    expect(seo?.title).toBe('B2B SEO Services');
    expect(seo?.fields).toEqual([
      'banner',
      'overview',
      'services',
      'techStack',
      'benefits',
      'whyChooseUs',
      'industries',
      'faq',
    ]);
    const orm = pages.find((page) => page.path === servicePage('orm-service').path);
    expect(orm?.fields).not.toContain('techStack');
    expect(subServiceLayout('orm-service').sections).not.toContain('tech-stack');
    expect(pages.find((page) => page.path === paths.agiliti)?.fields).toEqual(['services', 'faq']);
    expect(pages.find((page) => page.path === paths.services)?.fields).toEqual(['areaBlocks']);
  });

  it('gives the pages around lists of other fields the headings over those lists, in page order (issue 21)', () => {
    const pages = contentPages();
    const sectionsOf = (pagePath: string) =>
      pages
        .find((page) => page.path === pagePath)
        ?.entryFields.filter((field) => field !== 'search' && field !== 'hero');
    expect(sectionsOf(paths.services)).toEqual(['servicesList']);
    expect(sectionsOf(paths.serviceOverview('quality-assurance-services'))).toEqual([
      'qaStandsHeading',
      'qaWeServeHeading',
      'qaStackHeading',
      'servicesList',
    ]);
    // An area with neither a list of blocks nor service pages shows no list, so it has no heading for one.
    expect(sectionsOf(paths.serviceOverview('it-services-consulting'))).toEqual([]);
    expect(sectionsOf(paths.serviceOverview('ai-services'))).toEqual(['servicesList']);
    expect(sectionsOf(paths.agiliti)).toEqual(['agilitiServicesHeading', 'agilitiFaqHeading']);
    expect(sectionsOf(paths.customWebsiteDevelopment)).toEqual([
      'websiteServicesHeading',
      'websiteTechStackHeading',
      'websiteRelatedPages',
    ]);
    expect(sectionsOf(paths.openRoles)).toEqual(['openRolesList', 'noRoleFits', 'applicationIntro']);
    expect(sectionsOf(paths.portfolio)).toEqual(['storiesList', 'moreStories']);
    // The contact page's own sections, then the forms' and the closing blocks' words that other pages show.
    expect(sectionsOf(paths.contact)).toEqual([
      'inquiryForm',
      'projectForm',
      'partnerForm',
      'generalForm',
      'agilitiForm',
      'careerForm',
      'contactDetails',
      'projectBlock',
      'careerBlock',
      'agilitiBlock',
      'callToAction',
    ]);
    // The two other career pages show nothing of their own beyond the hero and the shared contact block.
    expect(sectionsOf(paths.career)).toEqual([]);
    expect(sectionsOf(paths.lifeAtCompany)).toEqual([]);
  });

  it('generates a pages collection whose sections show only on the pages that have them', () => {
    const schema = strapiSchemas().find((generated) => generated.uid === 'api::page.page');
    const attributes = schema?.json.attributes as Record<
      string,
      { conditions?: { visible: { in: [unknown, string[]] } } }
    >;
    for (const field of Object.keys(pageFields)) {
      const visibleOn = attributes[field]?.conditions?.visible.in[1] ?? [];
      expect(visibleOn.sort(), field).toEqual(
        contentPages()
          .filter((page) => page.fields.includes(field as keyof typeof pageFields))
          .map((page) => page.path)
          .sort(),
      );
    }
    expect(Object.keys(sharedTypes)).toHaveLength(3);
  });
});
