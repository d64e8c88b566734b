import type { Core } from '@strapi/strapi';

/**
 * LOG_LEVEL (default `http`: one line per request). The bench and the browser tests run with `warn` so the
 * terminal is not the bottleneck. Update checks stay off: the service must start offline.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('LOG_LEVEL', 'http'),
  updates: { enabled: false },
  startup: { enabled: env.bool('LOG_STARTUP_BANNER', true) },
});

export default config;
