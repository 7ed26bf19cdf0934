import { randomBytes } from 'node:crypto';
import { cleanUp, cleanUpOnSignals } from './cleanup.mjs';
import { describeMachine } from './machine.mjs';
import { recordRun } from './run-results.mjs';
import { describeSourceRevision } from './source-revision.mjs';

/** An id for one run, in the names of its databases, consumer groups and Redis keys. */
export function newRunId() {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A logger of progress lines, prefixed with the bench's name. */
export function progressLog(bench) {
  return (line) => console.error(`[bench:${bench}] ${line}`);
}

/**
 * Runs a bench's `main`: Ctrl-C or a kill, a failure and success alike stop everything the run
 * started (see cleanup.mjs) before the process ends; a failure ends it with status 1.
 */
export async function runBench(bench, main) {
  cleanUpOnSignals();
  try {
    await main();
  } catch (error) {
    console.error(`\nBENCH FAILED: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
    progressLog(bench)('stopped everything it started');
  }
}

/**
 * What every recorded run says about where and on what it measured, read when the run starts:
 * the sources may change, and other work may start, while a bench runs. `record` appends the
 * rendered run to load-tests/results/<bench>.jsonl.
 */
export function startRunReport(bench) {
  const machine = describeMachine();
  const revision = describeSourceRevision();
  const startedAt = new Date();
  return {
    machine,
    revision,
    startedAt,
    /** The run's heading: when it started, and a title when it has one. */
    heading(title) {
      const date = startedAt.toISOString().slice(0, 16).replace('T', ' ');
      return `### ${date} UTC${title ? ` — ${title}` : ''}`;
    },
    /** `- Machine: …`, with `more` appended to the sentence. */
    machineLine(more = '') {
      return (
        `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB RAM; ` +
        `one-minute load average ${machine.loadAverage} when the run started; ` +
        `Node ${machine.node}${more}.`
      );
    },
    /** `- Code: commit …`, with `more` appended (e.g. `. Database: …`). */
    codeLine(more = '') {
      return `- Code: commit ${revision}${more}.`;
    },
    record(section) {
      return recordRun(bench, section);
    },
  };
}

/** The value at `fraction` (0 to 1) of ascending `sorted` values; NaN when there are none. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
