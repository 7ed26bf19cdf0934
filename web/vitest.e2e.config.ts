import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys in real Chromium against a stack the global setup starts (or the one
 * E2E_BASE_URL points at). Two files at a time, each with its own browser: a journey spends most
 * of its time waiting on the stack, so a second one fills the other core. Journeys keep apart by
 * their own accounts and posts (docs/testing.md has the measured run).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../test/support/e2e-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
