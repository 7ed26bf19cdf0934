import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { REPO_ROOT } from './repo-root.mjs';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `node [nodeOptions] <entry>` as its own process listening on 127.0.0.1:<port>, and resolves
 * once `readyPath` answers 2xx. Its output goes to .infra/logs/bench-<name>.log, which each run
 * overwrites. The process is stopped at cleanup.
 */
export async function startNodeProcess({ name, entry, port, env, readyPath, nodeOptions = [] }) {
  const logFile = path.join(REPO_ROOT, '.infra/logs', `bench-${name}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  // The process writes its logs straight to the file: piped through this process, they would
  // cost the load generator time on every request.
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeOptions, path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(forceKill);
  };
  onCleanup(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited()) throw new Error(`${name} exited while starting; see ${logFile}`);
    const response = await fetch(url + readyPath).catch(() => null);
    if (response?.ok) break;
    if (Date.now() > deadline) throw new Error(`${name} was not ready within 60 s; see ${logFile}`);
    await pause(250);
  }
  return { url, logFile, pid: child.pid };
}
