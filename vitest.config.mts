import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC emits the decorator metadata Nest needs; the default transform does not.
const decorators = swc.vite({ module: { type: 'es6' } });

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [decorators],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'libs/*/src/**/*.spec.ts',
            'services/*/src/**/*.spec.ts',
            'gateway/src/**/*.spec.ts',
            'infra/**/*.spec.mjs',
            'scripts/**/*.spec.mjs',
            'test/support/**/*.spec.ts',
          ],
          // One module graph per worker: importing Nest, mongoose and kafkajs again for each of the
          // ~160 files took 170 s of a 176 s tier; the tests themselves take 13 s. Unit tests keep
          // no state in modules (each builds its own doubles), so sharing the graph is safe.
          isolate: false,
        },
      },
      {
        plugins: [decorators],
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'libs/*/test/**/*.int.spec.ts',
            'services/*/test/**/*.int.spec.ts',
            'gateway/test/**/*.int.spec.ts',
            'infra/local/*.int.spec.ts',
            'scripts/**/*.int.spec.ts',
          ],
          // Picks the infrastructure and serves the services the files share (test/support).
          globalSetup: ['test/support/integration-setup.ts'],
          setupFiles: ['test/support/integration-env.ts'],
          // Two files at a time: most of a file's time is waiting on Kafka, services and polls, so a
          // second file fills the other core. Files keep apart by their own users and ids
          // (docs/testing.md has the measured run).
          maxWorkers: 2,
          testTimeout: 60_000,
          // The first file to ask for shared services waits for them to start, one after another.
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [decorators],
        test: {
          name: 'contract',
          environment: 'node',
          include: ['test/contract/**/*.contract.spec.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
