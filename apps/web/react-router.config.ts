import type { Config } from '@react-router/dev/config';

import { prerenderPaths } from './app/site/route-table';

export default {
  appDirectory: 'app',
  // SPEC.md's site is a static SPA in front of the content service: no server rendering at request time,
  // but every static route is rendered at build time so its HTML carries its own title, meta and JSON-LD.
  ssr: false,
  prerender: () => [...prerenderPaths],
} satisfies Config;
