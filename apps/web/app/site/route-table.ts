/**
 * Every public path of SPEC.md's route table, expanded from the menu data. The prerender list, the sitemap
 * and the route tests all come from here, so a page cannot be routed but missing from the sitemap.
 */
import { aboutPages, industries, paths, serviceAreas, servicePages } from './menu';
import { portfolioStoryIds } from './search-data/portfolio';

/** Paths with their own prerendered HTML and an entry in the sitemap. */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.contact,
  paths.customWebsiteDevelopment,
  paths.agiliti,
  paths.industries,
  ...industries.map((industry) => paths.industry(industry.slug)),
  paths.career,
  paths.openRoles,
  paths.lifeAtCompany,
  paths.portfolio,
  ...portfolioStoryIds.map((id) => paths.portfolioStory(id)),
  paths.about,
  ...aboutPages.map((page) => paths.aboutPage(page.slug)),
  paths.privacy,
  paths.terms,
  paths.services,
  ...serviceAreas.map((area) => paths.serviceOverview(area.slug)),
  ...servicePages.map((page) => page.path),
];

/** Prerendered but kept out of the sitemap and search results. */
export const unlistedPaths: readonly string[] = [paths.testing, '/404'];

/** Route patterns that only the browser can render: they need navigation state (SPEC.md "Job detail page"). */
export const clientRenderedPatterns: readonly string[] = ['/jobs/:jobId/:jobName', '/jobs/:jobName/ApplyNow'];

/** Files generated at build time by resource routes. */
export const generatedFiles: readonly string[] = ['/sitemap.xml', '/robots.txt', '/__routes.json'];

export const prerenderPaths: readonly string[] = [...publicPaths, ...unlistedPaths, ...generatedFiles];
