import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const READY_WITHIN_MS = 120_000;
/** How often a starting service is asked whether it is ready: a tier starts about 80 of them. */
const POLL_MS = 100;

export interface RunningService {
  name: string;
  url: string;
  /** The settings it was started with. */
  env: Record<string, string>;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts a built service as its own process, as production runs it, and waits until it is ready. */
export async function startService(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningService> {
  if (await portAnswers(port)) {
    throw new Error(`port ${port} is already in use; stop whatever listens there before testing`);
  }
  const logDir = path.join(REPO_ROOT, '.infra/logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `test-${name}-${port}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [path.join(REPO_ROOT, entry)], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  // Generous: on a busy two-core machine a Nest service can take over a minute to boot.
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await new Promise((resolve) => log.end(resolve));
      throw new Error(
        `${name} exited with code ${child.exitCode}; the end of ${path.relative(REPO_ROOT, logFile)}:\n${lastLines(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/health/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`${name} did not become ready within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { name, url, env, process: child, stop };
}

function lastLines(file: string, count = 15): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
}

/** Waits until a service's consumers have joined their group, so no event published now is missed. */
export async function waitUntilConsuming(service: RunningService): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${service.url}/health/consumers`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `${service.name} consumers did not join their group within ${READY_WITHIN_MS / 1000} s`,
  );
}
