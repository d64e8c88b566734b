import path from 'node:path';

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the Vite server proxies the content service's paths to Strapi (DESIGN.md "One origin").
const cmsOrigin = process.env.CMS_ORIGIN ?? `http://127.0.0.1:${process.env.CMS_PORT ?? '1338'}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'app') },
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
