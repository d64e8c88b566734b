import { clientRenderedPatterns } from '~/site/route-table';

/**
 * Prerendered to /__routes.json for the server in front of the build: which paths get the SPA fallback
 * (client-rendered routes) rather than the not-found page with status 404.
 */
export function loader() {
  return Response.json({ clientRendered: clientRenderedPatterns });
}
