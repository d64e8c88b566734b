export * from './case-study-highlights';
export * from './page-tree';
export * from './service-names';
