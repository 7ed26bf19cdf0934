import { Header } from '@nestjs/common';

/**
 * For responses that carry tokens: no browser, proxy or CDN may keep a copy, where a later user
 * of the same machine or cache could read it.
 */
export const NoStore = () => Header('Cache-Control', 'no-store');
