import { readFileSync } from 'node:fs';

/**
 * The machine a run measured on, as the kernel reports it, with its one-minute load average: work
 * other than the bench competes for the same cores.
 */
export function describeMachine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const memTotalKiB = Number(/^MemTotal:\s+(\d+) kB$/m.exec(meminfo)?.[1]);
  return {
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1].trim() ?? 'unknown CPU',
    cores: cpuinfo.match(/^processor\s*:/gm)?.length ?? 0,
    ramGiB: memTotalKiB / 1024 / 1024,
    loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    node: process.version,
  };
}
