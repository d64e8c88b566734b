import path from 'node:path';

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// In development the Vite server proxies the content service's paths to Strapi (DESIGN.md "One origin").
const cmsOrigin = process.env.CMS_ORIGIN ?? `http://127.0.0.1:${process.env.CMS_PORT ?? '1338'}`;

/**
 * React Router's plugin pre-bundles `react-router-dom` whenever it resolves. Here it resolves to Strapi's
 * v6 copy (the admin needs it), which does not fit React Router 7: the site never imports it, so skip it.
 */
function skipStrapisReactRouterDom(): Plugin {
  return {
    name: 'auralis:skip-strapi-react-router-dom',
    configResolved(config) {
      const include = config.optimizeDeps.include;
      const index = include?.indexOf('react-router-dom') ?? -1;
      if (include && index >= 0) include.splice(index, 1);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), skipStrapisReactRouterDom()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      // The site bundles the shared packages from source (ES modules); Strapi requires their CommonJS builds.
      '@auralis/site-config': path.resolve(import.meta.dirname, '../../packages/site-config/src/index.ts'),
      '@auralis/content-manifest': path.resolve(import.meta.dirname, '../../packages/content-manifest/src/index.ts'),
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': cmsOrigin,
      '/uploads': cmsOrigin,
      '/admin': cmsOrigin,
    },
  },
  build: {
    // Keep the client build reproducible and small; sourcemaps would ship the source to every visitor.
    sourcemap: false,
  },
});
