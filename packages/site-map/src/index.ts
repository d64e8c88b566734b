export * from './page-tree';
export * from './service-names';
