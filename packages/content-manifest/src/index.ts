export * from './content-model';
export * from './server-rendering';
export * from './endpoints';
export * from './sections';
export * from './service-layout';
export * from './shapes';
export * from './strapi-schemas';
