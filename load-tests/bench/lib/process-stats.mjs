import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './repo-root.mjs';

// What the kernel says about processes on this machine: their memory, the CPU time they used and
// the connections they hold. Read from /proc, so it costs the processes measured nothing.

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)[1]) * 1024;
}

/** User plus system CPU seconds the process has used since it started. */
export function cpuSeconds(pid) {
  // The command name in parentheses may hold spaces; the fields after it are fixed.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** CPU seconds the whole machine spent busy (not idle or waiting for I/O) since boot. */
export function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS_PER_SECOND;
}

/** The local infrastructure's processes, by the pid files infra/local keeps. */
export function infrastructurePids() {
  const pids = {};
  for (const part of ['mongo', 'redis', 'kafka', 'stripe-mock']) {
    try {
      pids[part] = Number(readFileSync(path.join(REPO_ROOT, '.infra/run', `${part}.pid`), 'utf8'));
    } catch {
      // Infrastructure run elsewhere (MONGO_URL and the like set): not measured.
    }
  }
  return pids;
}

/** Established TCP connections that process `pid` holds to `port` on loopback. */
export function connectionsFromProcessTo(pid, port) {
  const socketInodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    const target = readlinkOrNull(`/proc/${pid}/fd/${fd}`);
    const inode = /^socket:\[(\d+)\]$/.exec(target ?? '')?.[1];
    if (inode) socketInodes.add(inode);
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const ESTABLISHED = '01';
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => {
      const fields = line.trim().split(/\s+/);
      return (
        fields[2]?.endsWith(`:${hexPort}`) &&
        fields[3] === ESTABLISHED &&
        socketInodes.has(fields[9])
      );
    }).length;
}

/** A descriptor may close between listing and reading it. */
function readlinkOrNull(file) {
  try {
    return readlinkSync(file);
  } catch {
    return null;
  }
}

/**
 * Starts measuring the CPU time of each `{ name, pid }` from now; the function returned ends the
 * window and gives each process's CPU seconds and average cores, and the whole machine's cores.
 */
export function startCpuWindow(processes) {
  const started = performance.now();
  const machineBefore = machineBusySeconds();
  const before = processes.map((entry) => cpuSeconds(entry.pid));
  return () => {
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      machineCores: (machineBusySeconds() - machineBefore) / seconds,
      processes: processes.map((entry, index) => {
        const used = cpuSeconds(entry.pid) - before[index];
        return { name: entry.name, cpuSeconds: used, cores: used / seconds };
      }),
    };
  };
}
