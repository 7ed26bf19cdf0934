import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vite.config.ts';

export default defineConfig({
  // Paths below are relative to web/, also when run from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      ...workspaceAliases,
      // The build the app bundles (XMLHttpRequest, localStorage), not the Node one jsdom would get.
      'tus-js-client': 'tus-js-client/lib.esm/browser/index.js',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // One jsdom window and one module graph for all files: starting jsdom and loading Ant Design
    // per file cost more than the tests. Each test cleans up after itself (src/test/setup.ts).
    isolate: false,
    testTimeout: 20_000,
  },
});
