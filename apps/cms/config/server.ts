import type { Core } from '@strapi/strapi';

import { publicDir, secret, serverSettings } from '../src/settings/runtime-env';

// Every value comes from src/settings/runtime-env.ts, which checks it, rather than from Strapi's env()
// helper, which reads a malformed number as NaN and anything but "true" as false.
const config = (): Core.Config.Server => {
  const settings = serverSettings();
  return {
    host: settings.host,
    port: settings.port,
    // Public origin, used for absolute URLs (admin links, media) when the service sits behind a proxy.
    url: settings.publicUrl,
    // Strapi 5 reads `proxy.koa` (a bare boolean is the v4 form and is ignored): with it, ctx.request.ip is the
    // visitor's address from X-Forwarded-For, so rate limits count visitors, not the load balancer. Koa takes the
    // leftmost entry unless `maxIpsCount` says how many entries from the right the proxies wrote; the client
    // writes whatever it likes before those, so without it the rate-limit key would be the client's choice.
    proxy: { koa: settings.trustProxy, maxIpsCount: settings.trustProxyHops },
    // Uploaded media live with the rest of the runtime data (DATA_DIR/public/uploads), never in the repository.
    dirs: { public: publicDir() },
    app: {
      keys: secret('APP_KEYS').split(','),
    },
    // Slow clients (slowloris): a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS (10 s) and the
    // whole request, the 12 MB application upload included, within HTTP_REQUEST_TIMEOUT_MS (5 min); Node checks
    // every second and answers 408. Without these a client dripping header bytes holds a socket for a minute.
    // An idle keep-alive connection stays HTTP_KEEP_ALIVE_TIMEOUT_MS (65 s), longer than the 60 s for which a
    // proxy in front reuses one: closed first by the service, the proxy's next request on it would fail.
    http: {
      serverOptions: {
        headersTimeout: settings.headersTimeoutMs,
        requestTimeout: settings.requestTimeoutMs,
        keepAliveTimeout: settings.keepAliveTimeoutMs,
        connectionsCheckingInterval: 1000,
      },
    },
    webhooks: {
      populateRelations: settings.webhooksPopulateRelations,
    },
  };
};

export default config;
