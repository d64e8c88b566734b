/**
 * The content endpoints of docs/content-and-editing.md#the-content-api, one GET route per manifest entry: /api/{name}, or /api/{name}/:number
 * for numbered endpoints. The file sorts first so these routes win over any core route.
 *
 * Reads go through the users-permissions check: the Public role is granted exactly `find` and `findOne` of
 * this API at bootstrap (src/bootstrap/public-permissions.ts). Writes to the same paths have `auth: false`
 * because nothing is accepted there: the handler only answers 405 Method Not Allowed.
 */
import { endpoints } from '@auralis/content-manifest';

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

const routes = endpoints.flatMap((endpoint) => {
  const path = endpoint.numbers ? `/${endpoint.name}/:number` : `/${endpoint.name}`;
  return [
    {
      method: 'GET' as const,
      path,
      handler: endpoint.numbers ? 'site-content.findOne' : 'site-content.find',
      config: { policies: [], middlewares: [] },
    },
    ...WRITE_METHODS.map((method) => ({
      method,
      path,
      handler: 'site-content.refuseWrite',
      config: { auth: false as const, policies: [], middlewares: [] },
    })),
  ];
});

export default { routes };
