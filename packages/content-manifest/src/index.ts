export * from './content-model';
export * from './endpoints';
export * from './service-layout';
export * from './shapes';
export * from './strapi-schemas';
