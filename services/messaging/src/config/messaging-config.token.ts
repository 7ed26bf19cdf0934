import { SERVICE_CONFIG } from '@tessera/platform';

/** The validated messaging configuration; the platform provides it under SERVICE_CONFIG. */
export const MESSAGING_CONFIG = SERVICE_CONFIG;
