import { constants } from 'node:os';

// Whatever a run starts registers how to undo it here. The steps run once, newest first, whether
// the run succeeds, fails or is interrupted.
const steps = [];
let cleaning = null;

export function onCleanup(step) {
  steps.push(step);
}

export function cleanUp() {
  cleaning ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop();
      try {
        await step();
      } catch (error) {
        console.error('cleanup step failed:', error);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C or a kill stops the run, but only after everything it started is stopped too. */
export function cleanUpOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal} received: stopping what the bench started`);
      void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
    });
  }
}
