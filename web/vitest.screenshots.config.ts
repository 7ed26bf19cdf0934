import { defineConfig } from 'vitest/config';
import e2eConfig from './vitest.e2e.config';

/**
 * The screenshot journeys: the key and money screens at 1280 and 390 px, light and dark, written
 * to web/test-results/screenshots for a person to look at. They only capture, so they run on demand
 * (`npm run screenshots`) rather than in `npm test`.
 */
export default defineConfig({
  ...e2eConfig,
  test: { ...e2eConfig.test, include: ['e2e/**/*.screenshots.ts'] },
});
