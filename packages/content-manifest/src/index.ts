export * from './endpoints';
export * from './shapes';
export * from './strapi-schemas';
