import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from '../cleanup.mjs';
import { REPO_ROOT } from '../repo-root.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The billing service as a process the bench can kill with SIGKILL, as a crash would, and start
 * again on the same port with the same settings. Every start appends to one log file.
 */
export function billingProcess({ port, env }) {
  const logFile = path.join(REPO_ROOT, '.infra/logs', 'bench-billing-webhooks-billing.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  let child = null;
  let starts = 0;

  const start = async (readyPath = '/health/ready') => {
    const log = openSync(logFile, starts === 0 ? 'w' : 'a');
    starts += 1;
    child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'services/subscription-billing/dist/main.js')],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
      },
    );
    closeSync(log);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`billing exited while starting; see ${logFile}`);
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`).catch(() => null);
      if (response?.ok) return;
      if (Date.now() > deadline)
        throw new Error(`billing was not ready within 60 s; see ${logFile}`);
      await pause(200);
    }
  };

  const kill = async (signal) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  onCleanup(() => kill('SIGTERM'));
  return {
    url: `http://127.0.0.1:${port}`,
    logFile,
    start,
    /** A crash: no shutdown hooks, no flushing; whatever was in flight is lost. */
    crash: () => kill('SIGKILL'),
  };
}
