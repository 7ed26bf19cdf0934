export * from './storage-config';
export { ObjectNotFoundError, ObjectTooLargeError } from './storage.errors';
export * from './object-storage';
export * from './object-storage.health';
export * from './object-storage.module';
export { ByteLimit } from './byte-limit';
