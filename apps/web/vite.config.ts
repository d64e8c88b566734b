import path from 'node:path';

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { FontaineTransform } from 'fontaine';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

import { inlineScripts } from './build-support/inline-script-plugin.mjs';

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

/**
 * `npm run analyze` (ANALYZE=1): where the client bundle's bytes go, as raw data for scripts/analyze.mjs and
 * as a treemap to open in a browser. Only the client build: the prerender build is never downloaded.
 */
function bundleStats(): PluginOption[] {
  if (!process.env.ANALYZE) return [];
  const clientOnly = (plugin: Plugin): Plugin => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  });
  const shared = { gzipSize: true, brotliSize: true, projectRoot: path.resolve(import.meta.dirname, '../..') };
  return [
    clientOnly(visualizer({ ...shared, filename: 'build/bundle-stats.json', template: 'raw-data' }) as Plugin),
    clientOnly(visualizer({ ...shared, filename: 'build/bundle-stats.html', template: 'treemap' }) as Plugin),
  ];
}

/**
 * Fallback faces with the web fonts' metrics (size-adjust, ascent, descent and line-gap overrides over Arial,
 * which Debian's fontconfig maps to the metric-compatible Liberation Sans): text first paints in the fallback
 * at the web font's size, so the swap moves nothing (the hero paragraph is the largest paint on most pages).
 * The names it generates ('Inter Variable fallback', 'Manrope Variable fallback') are listed in app.css's
 * font stacks, because Tailwind keeps them in custom properties, which fontaine does not rewrite.
 */
const metricMatchedFallbacks = FontaineTransform.vite({ fallbacks: ['Arial'] }) as PluginOption;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    inlineScripts(),
    metricMatchedFallbacks,
    tailwindcss(),
    reactRouter(),
    skipStrapisReactRouterDom(),
    ...bundleStats(),
  ],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      // The site bundles the shared packages from source (ES modules); Strapi requires their CommonJS builds.
      '@auralis/site-config': path.resolve(import.meta.dirname, '../../packages/site-config/src/index.ts'),
      '@auralis/site-map': path.resolve(import.meta.dirname, '../../packages/site-map/src/index.ts'),
      '@auralis/content-manifest': path.resolve(import.meta.dirname, '../../packages/content-manifest/src/index.ts'),
      // What every page's shell reads of a campaign link, without the schemas (and zod) of the rest: first, since
      // the entry below would take the subpath for its own.
      '@auralis/form-schemas/campaign-link': path.resolve(
        import.meta.dirname,
        '../../packages/form-schemas/src/campaign-link.ts',
      ),
      '@auralis/form-schemas': path.resolve(import.meta.dirname, '../../packages/form-schemas/src/index.ts'),
    },
  },
  // No `server` options: in development the content service runs this config's Vite in middleware mode, in its
  // own process and on its own port (apps/cms/src/web-app/vite-dev.ts, `npm run dev`).
  build: {
    // Keep the client build reproducible and small; sourcemaps would ship the source to every visitor.
    sourcemap: false,
    // The server build's entry is our own module around React Router's (server/app.ts): the content service
    // loads it to render pages in its process.
    rolldownOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : {
          output: {
            codeSplitting: {
              // Fewer, larger files: on a phone's connection each request costs a round trip, and a page of twenty
              // small chunks waited for them in waves. Higher priority captures a module first; a group also takes
              // the modules its members import, unless a higher group already has them.
              groups: [
                // React and the router: on every page.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                // TanStack Query: the forms and the open roles use it (submissions/query-client.tsx), the shell does not.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 12 },
                // The shell: root.tsx and everything it imports statically (header, menus, footer, theme).
                { name: 'shell', test: /app[\\/]root\.tsx$/, priority: 10 },
                // zod: the content reads and the forms both validate with it.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 9 },
              ],
            },
          },
        },
  },
}));
