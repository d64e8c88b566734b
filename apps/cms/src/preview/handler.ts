/**
 * The admin's Preview (config/admin.ts `preview.config.handler`): which page of our own site shows the
 * document being edited, opened in the admin's side panel with a fresh preview token when it shows the draft.
 */
import { contentSources, PAGE_UID, sharedTypes, sharedTypeUid, type SharedTypeName } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { signPreviewToken } from './token';

export interface PreviewParams {
  readonly documentId?: string;
  readonly status?: string;
}

/** A page that shows a shared block: the first page of the first endpoint it answers. */
function pageShowing(type: SharedTypeName): string | undefined {
  const found = contentSources().find(({ source }) => source.kind === 'shared' && source.type === type);
  return found?.endpoint.pages[0];
}

/** The site path to preview, or undefined when the content type is not shown on a page (no preview button). */
async function pathOf(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<string | undefined> {
  if (uid === PAGE_UID) {
    if (!documentId) return undefined;
    const page = await strapi.documents(PAGE_UID).findOne({ documentId, status: 'draft', fields: ['path'] });
    return page?.path ?? undefined;
  }
  const shared = (Object.keys(sharedTypes) as SharedTypeName[]).find((name) => sharedTypeUid(name) === uid);
  return shared ? pageShowing(shared) : undefined;
}

export async function previewUrl(
  strapi: Core.Strapi,
  secret: string,
  uid: string,
  params: PreviewParams,
): Promise<string | null> {
  const sitePath = await pathOf(strapi, uid, params.documentId);
  if (!sitePath) return null;
  // The published tab shows the public page; the draft tab (the default) the saved draft, with a token.
  if (params.status === 'published') return sitePath;
  return `${sitePath}?preview=${encodeURIComponent(signPreviewToken(secret))}`;
}
