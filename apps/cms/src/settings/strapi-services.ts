/**
 * Strapi 5 types every service as `{ [key]: any }` (Core.Service) and its type generator covers content
 * types and components only, so a caller states the service it expects. This is the one place that
 * statement is made; an API's controller names its own service's factory (`ServiceOf<typeof factory>`),
 * a caller of a Strapi plugin's service the few methods it uses.
 */
import type { Core, UID } from '@strapi/strapi';

export type ServiceOf<Factory extends (deps: { strapi: Core.Strapi }) => object> = ReturnType<Factory>;

export function serviceOf<Service extends object>(strapi: Core.Strapi, uid: UID.Service): Service {
  return strapi.service(uid) as Service;
}

export function pluginServiceOf<Service extends object>(strapi: Core.Strapi, plugin: string, name: string): Service {
  return strapi.plugin(plugin).service(name) as Service;
}
