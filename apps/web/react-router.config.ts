import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Every page is rendered at request time by the content service's process, with its content in the HTML,
  // and kept in its page cache until a publish (docs/decisions/013-pages-rendered-on-the-server.md).
  ssr: true,
} satisfies Config;
