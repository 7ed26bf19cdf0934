// What one messaging bench run measures with, each overridable from the environment so the same
// bench can prove itself at a small size first.

import { positiveInteger } from '../lib/settings.mjs';

export function messagingBenchSettings() {
  const settings = {
    sockets: positiveInteger('BENCH_SOCKETS', 10_000),
    holdSeconds: positiveInteger('BENCH_HOLD_SECONDS', 300),
    rate: positiveInteger('BENCH_RATE', 1_000),
    sendSeconds: positiveInteger('BENCH_SEND_SECONDS', 60),
    // One gateway process relays a socket with two file descriptors (client and replica side), so
    // the per-process descriptor limit bounds the sockets one gateway can hold.
    gateways: positiveInteger('BENCH_GATEWAYS', 1),
    replicas: 2,
  };
  if (settings.sockets % 2 !== 0) throw new Error('BENCH_SOCKETS must be even: sockets pair up');
  return settings;
}
