/**
 * Every public path of docs/routes-and-shell.md's route table, expanded from the menu data. The sitemap and the route tests
 * come from here, so a page cannot be routed but missing from the sitemap. Neither the job pages nor the stories
 * and industry pages are here: their paths are the open roles of the moment, which the sitemap reads from the
 * recruiting provider, and the team's published entries (issue 34), which it reads from the content service.
 */
import { aboutPages, paths, serviceAreas, servicePages } from './menu';

/** Paths with an entry in the sitemap. */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.contact,
  paths.customWebsiteDevelopment,
  paths.agiliti,
  paths.industries,
  paths.career,
  paths.openRoles,
  paths.lifeAtCompany,
  paths.portfolio,
  paths.about,
  ...aboutPages.map((page) => paths.aboutPage(page.slug)),
  paths.privacy,
  paths.terms,
  paths.services,
  ...serviceAreas.map((area) => paths.serviceOverview(area.slug)),
  ...servicePages.map((page) => page.path),
];

/** Pages kept out of the sitemap and search results. */
export const unlistedPaths: readonly string[] = [paths.testing, '/404'];

/** Files that resource routes answer. */
export const generatedFiles: readonly string[] = ['/sitemap.xml', '/robots.txt'];

/** Every path the server renders (the browser tests visit each). */
export const renderedPaths: readonly string[] = [...publicPaths, ...unlistedPaths, ...generatedFiles];
