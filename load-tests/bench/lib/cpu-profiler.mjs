import WebSocket from 'ws';

// Samples a process's CPU over the V8 inspector it opened on loopback (`--inspect`), so a profile
// covers exactly the measured window rather than the whole life of the process.

const SAMPLING_INTERVAL_MICROSECONDS = 1_000;

async function inspectorSession(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map();
  let nextId = 1;
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data));
    const settle = waiting.get(reply.id);
    if (!settle) return;
    waiting.delete(reply.id);
    settle(reply);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (reply) =>
        reply.error
          ? reject(new Error(`${method}: ${reply.error.message}`))
          : resolve(reply.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

/** Starts sampling; the returned function stops it and resolves with the V8 CPU profile. */
export async function startCpuProfile(inspectorPort) {
  const session = await inspectorSession(inspectorPort);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_MICROSECONDS });
  await session.call('Profiler.start');
  return async () => {
    try {
      const { profile } = await session.call('Profiler.stop');
      return profile;
    } finally {
      session.close();
    }
  };
}
