export * from './storage-config';
/** @public Thrown to callers of ObjectStorage when a key or an upload no longer exists. */
export { ObjectNotFoundError } from './storage.errors';
export { ObjectTooLargeError } from './storage.errors';
export * from './object-storage';
export * from './object-storage.health';
export * from './object-storage.module';
export { ByteLimit } from './byte-limit';
