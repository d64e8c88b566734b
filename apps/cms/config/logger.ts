import { logSettings } from '../src/settings/runtime-env';

/**
 * LOG_LEVEL and LOG_STARTUP_BANNER, checked in src/settings/runtime-env.ts (not Strapi's env(), which
 * would take a misspelt level as it is). Update checks stay off: the service must start offline.
 */
const config = () => {
  const { level, startupBanner } = logSettings();
  return {
    level,
    updates: { enabled: false },
    startup: { enabled: startupBanner },
  };
};

export default config;
