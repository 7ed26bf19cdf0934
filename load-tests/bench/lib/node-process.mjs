import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { REPO_ROOT } from './repo-root.mjs';
import { positiveInteger } from './settings.mjs';

// A machine busy with other work can take minutes to let consumers join their groups.
const READY_TIMEOUT_MS = positiveInteger('BENCH_READY_TIMEOUT_SECONDS', 60) * 1000;
const STOP_TIMEOUT_MS = 10_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `node [nodeOptions] <entry>` as a process of its own listening on 127.0.0.1:<port>, which a bench
 * can start, kill (SIGKILL, as a crash would) and start again with the same settings. Its output
 * goes to .infra/logs/bench-<name>.log: the first start of a run overwrites it, later ones append.
 * The process is stopped at cleanup.
 */
export function nodeProcess({ name, entry, port, env, nodeOptions = [] }) {
  const logFile = path.join(REPO_ROOT, '.infra/logs', `bench-${name}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  let starts = 0;
  const hasExited = () => child === null || child.exitCode !== null || child.signalCode !== null;

  /** Starts the process and resolves once `readyPath` answers 2xx. */
  const start = async (readyPath = '/health/ready') => {
    // The process writes its logs straight to the file: piped through this process, they would
    // cost the load generator time on every request.
    const log = openSync(logFile, starts === 0 ? 'w' : 'a');
    starts += 1;
    child = spawn(process.execPath, [...nodeOptions, path.join(REPO_ROOT, entry)], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (hasExited()) throw new Error(`${name} exited while starting; see ${logFile}`);
      const response = await fetch(url + readyPath).catch(() => null);
      if (response?.ok) return;
      if (Date.now() > deadline)
        throw new Error(
          `${name} was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
        );
      await pause(200);
    }
  };

  /** Sends `signal` and waits until the process has exited; a SIGTERM ignored too long is forced. */
  const kill = async (signal) => {
    if (hasExited()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const forceKill =
      signal === 'SIGKILL' ? null : setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(forceKill);
  };
  onCleanup(() => kill('SIGTERM'));

  return {
    name,
    url,
    logFile,
    start,
    /** A crash: no shutdown hooks, no flushing; whatever was in flight is lost. */
    crash: () => kill('SIGKILL'),
    get pid() {
      return child?.pid;
    },
  };
}

/** Starts a process (see `nodeProcess`) and resolves with its address, log file and pid once ready. */
export async function startNodeProcess({ readyPath, ...options }) {
  const started = nodeProcess(options);
  await started.start(readyPath);
  return { name: options.name, url: started.url, logFile: started.logFile, pid: started.pid };
}
