/**
 * What the admin may do to a page's path and listing (issue 34), checked on every save of a page entry, so a
 * marketer adds client stories and industry pages themselves and cannot break a page the site's routes need:
 *
 * - a new page lives at `/portfolio/{slug}` (a client story) or `/industries/{slug}` (an industry page); the seed
 *   also creates the route table's pages at their own paths;
 * - a story's or an industry page's path may change within its kind (the slug), which leaves a redirect behind
 *   (src/redirects); every other page's path is fixed;
 * - a story's industry names an industry page that exists.
 *
 * A refusal is Strapi's ValidationError with the field's message, which the admin shows at the field.
 */
import { contentPages, PAGE_UID } from '@auralis/content-manifest';
import { listedPageKindOf, listedPageKinds, LISTED_PAGE_SLUG, paths } from '@auralis/site-map';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export interface PageWrite {
  /** The path the save asks for (undefined: the save leaves it as it is). */
  readonly path: string | undefined;
  /** The document's path before the save; undefined for a new page. */
  readonly previousPath: string | undefined;
  /** A story's industry as the save asks for it (undefined: left as it is). */
  readonly industry: string | undefined;
}

export interface FieldProblem {
  readonly field: 'path' | 'industry';
  readonly message: string;
}

export const NEW_PAGE_PATH_MESSAGE =
  'A new page is a client story at /portfolio/{slug} or an industry page at /industries/{slug}; the slug is lowercase letters, digits and single hyphens, such as /portfolio/clinic-booking.';
export const FIXED_PATH_MESSAGE = "This page's path is fixed: the site's menus and links depend on it.";
export const KIND_CHANGE_MESSAGE =
  'A client story stays under /portfolio/ and an industry page under /industries/: change only the slug after it.';

let fixed: ReadonlySet<string> | undefined;

/** The paths of the pages the route table has (seeded at these paths, never moved); computed once. */
const fixedPaths = (): ReadonlySet<string> => (fixed ??= new Set(contentPages().map((page) => page.path)));

/** What is wrong with a save of a page entry, field by field; `industryExists` answers for a story's industry. */
export async function pageWriteProblems(
  write: PageWrite,
  industryExists: (slug: string) => Promise<boolean>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const nextPath = write.path?.trim();
  if (nextPath !== undefined && nextPath !== write.previousPath) {
    const kind = listedPageKindOf(nextPath);
    if (write.previousPath === undefined) {
      if (!kind && !fixedPaths().has(nextPath)) problems.push({ field: 'path', message: NEW_PAGE_PATH_MESSAGE });
    } else {
      const previousKind = listedPageKindOf(write.previousPath);
      if (!previousKind) problems.push({ field: 'path', message: FIXED_PATH_MESSAGE });
      else if (kind !== previousKind) problems.push({ field: 'path', message: KIND_CHANGE_MESSAGE });
    }
  }
  const industry = write.industry?.trim();
  const storyPath = nextPath ?? write.previousPath ?? '';
  if (industry && listedPageKindOf(storyPath) === 'story') {
    if (!LISTED_PAGE_SLUG.test(industry) || !(await industryExists(industry))) {
      problems.push({
        field: 'industry',
        message: `No industry page ${paths.industry(industry)}: write the slug of an industry page, such as healthcare.`,
      });
    }
  }
  return problems;
}

type DocumentParams = { readonly data?: Record<string, unknown>; readonly documentId?: string } | undefined;

/** Registers the check for every create and update of a page entry (the admin's saves and the seed's). */
export function registerPageRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAGE_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as DocumentParams;
    const data = params?.data ?? {};
    const previous =
      context.action === 'update' && params?.documentId
        ? ((await strapi.db.query(PAGE_UID).findOne({
            where: { documentId: params.documentId },
            select: ['path'],
          })) as { path?: string } | null)
        : null;
    const problems = await pageWriteProblems(
      {
        path: typeof data.path === 'string' ? data.path : undefined,
        previousPath: previous?.path,
        industry: typeof data.industry === 'string' ? data.industry : undefined,
      },
      async (slug) =>
        (await strapi.db.query(PAGE_UID).count({
          where: { path: `${listedPageKinds.industry.prefix}${slug}` },
        })) > 0,
    );
    if (problems.length > 0) {
      throw new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
        errors: problems.map((problem) => ({
          path: [problem.field],
          message: problem.message,
          name: 'ValidationError',
        })),
      });
    }
    if (typeof data.path === 'string') data.path = data.path.trim();
    return next();
  });
}
