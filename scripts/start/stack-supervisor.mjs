import { spawn } from 'node:child_process';

/**
 * The wait before starting a crashed process again: one second after a process that had run
 * steadily, doubling for each crash that follows soon after its start, up to a ceiling, so a
 * process that cannot start does not spin while one that crashed once is back at once.
 */
export function nextBackoffMs(previousMs, ranForMs, { minMs, maxMs, steadyAfterMs }) {
  if (previousMs === 0 || ranForMs >= steadyAfterMs) return minMs;
  return Math.min(previousMs * 2, maxMs);
}

const DEFAULTS = { minMs: 1_000, maxMs: 30_000, steadyAfterMs: 60_000, stopGraceMs: 10_000 };

/**
 * Runs the stack's processes and keeps them running: a process that exits while the stack is up
 * is logged with its exit code or signal and started again after a backoff, while the others keep
 * serving. `stop()` ends every process (SIGTERM, then SIGKILL after a grace period) and starts none
 * again.
 */
export class StackSupervisor {
  #processes = new Map();
  #stopping = false;

  constructor({ log = (line) => console.error(line), timing = {} } = {}) {
    this.log = log;
    this.timing = { ...DEFAULTS, ...timing };
  }

  /** Starts `command args` under `name`, with `env` added to this process's environment. */
  run(name, command, args, env = {}) {
    const entry = {
      name,
      command,
      args,
      env,
      child: null,
      startedAt: 0,
      backoffMs: 0,
      timer: null,
    };
    this.#processes.set(name, entry);
    this.#spawn(entry);
  }

  /** The pid of a running process, for operators and tests. */
  pidOf(name) {
    return this.#processes.get(name)?.child?.pid;
  }

  async stop() {
    this.#stopping = true;
    const exits = [];
    for (const entry of this.#processes.values()) {
      clearTimeout(entry.timer);
      const { child } = entry;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      exits.push(
        new Promise((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), this.timing.stopGraceMs);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
      );
    }
    await Promise.all(exits);
  }

  #spawn(entry) {
    entry.startedAt = Date.now();
    entry.child = spawn(entry.command, entry.args, {
      env: { ...process.env, ...entry.env },
      stdio: 'inherit',
    });
    entry.child.once('exit', (code, signal) => this.#exited(entry, code, signal));
  }

  #exited(entry, code, signal) {
    if (this.#stopping) return;
    const ranForMs = Date.now() - entry.startedAt;
    entry.backoffMs = nextBackoffMs(entry.backoffMs, ranForMs, this.timing);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    this.log(
      `[supervisor] ${entry.name} stopped (${how}) after ${Math.round(ranForMs / 1000)} s; ` +
        `starting it again in ${entry.backoffMs / 1000} s`,
    );
    entry.timer = setTimeout(() => {
      if (this.#stopping) return;
      this.log(`[supervisor] starting ${entry.name} again`);
      this.#spawn(entry);
    }, entry.backoffMs);
  }
}
