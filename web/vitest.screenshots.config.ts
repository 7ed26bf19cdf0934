import { defineConfig } from 'vitest/config';
import e2eConfig from './vitest.e2e.config';

/**
 * Every screen at 1280 and 390 px, light and dark, written to web/test-results/screenshots for a
 * person to look at: the screenshot journeys (key and money screens), which only capture, and the
 * browser journeys in every viewport (`npm test` runs them in one). On demand, through
 * `npm run screenshots`.
 */
export default defineConfig({
  ...e2eConfig,
  test: {
    ...e2eConfig.test,
    include: ['e2e/**/*.screenshots.ts', 'e2e/**/*.e2e.ts'],
    env: { E2E_EVERY_VIEWPORT: '1' },
  },
});
