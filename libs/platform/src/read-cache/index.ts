export * from './cache-invalidations';
export * from './read-cache';
export * from './read-cache.module';
