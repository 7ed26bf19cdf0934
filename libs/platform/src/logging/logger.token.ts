/** Injection token of the service's pino logger. */
export const APP_LOGGER = Symbol('APP_LOGGER');
