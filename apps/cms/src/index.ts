import type { Core } from '@strapi/strapi';

import { ensureFirstAdmin } from './bootstrap/first-admin';

function publicOrigin(strapi: Core.Strapi): string {
  const configured = strapi.config.get<string>('server.url', '');
  if (configured) return configured.replace(/\/$/, '');
  return `http://localhost:${strapi.config.get<number>('server.port', 1337)}`;
}

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const credentials = await ensureFirstAdmin(strapi);
    const origin = publicOrigin(strapi);
    // Printed after the server listens, so the URLs are the last thing a person sees in the terminal.
    strapi.server.httpServer.once('listening', () => {
      const lines = [
        '',
        `  Site:   ${origin}/`,
        `  Admin:  ${origin}/admin`,
        ...(credentials ? [`  Login:  ${credentials.email} / ${credentials.password}`] : []),
        '',
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    });
  },
};
