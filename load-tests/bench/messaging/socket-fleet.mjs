import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const CONNECT_TIMEOUT_MS = 20_000;

/**
 * Opens one user's socket through a gateway over WebSocket only, as a Node client: the gateway
 * relays the upgrade and messaging checks the handshake's `auth.token`, as for a browser. It never
 * reconnects, so every lost socket shows as a disconnect.
 */
function openSocket(gatewayUrl, user, token, handlers) {
  return new Promise((resolve, reject) => {
    const socket = io(gatewayUrl, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
      auth: { token },
    });
    socket.on('message:new', (message, ack) => {
      // Acknowledging is what marks the message delivered, as the web app does.
      if (typeof ack === 'function') ack({ ok: true });
      handlers.onMessage(user, message);
    });
    socket.once('connect', () => {
      socket.on('disconnect', (reason) => handlers.onDisconnect(user, reason));
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * Connects every pair's two users through the same gateway at the same moment, one pair at a time
 * per gateway. Nothing else connects to a gateway meanwhile, so the pair takes two consecutive
 * turns of its round-robin over the two replicas: sender and recipient land on different ones.
 * The gateways' lanes run side by side.
 */
export async function connectPairs({ pairs, tokens, gateways, handlers }) {
  const connectMs = [];
  const failures = [];
  const connected = [];
  const open = async (gatewayUrl, user) => {
    const started = performance.now();
    try {
      const socket = await openSocket(gatewayUrl, user, tokens.get(user.id), handlers);
      connectMs.push(performance.now() - started);
      return socket;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      return null;
    }
  };
  const started = performance.now();
  await Promise.all(
    gateways.map(async (gateway, lane) => {
      for (let index = lane; index < pairs.length; index += gateways.length) {
        const pair = pairs[index];
        const [a, b] = await Promise.all([open(gateway.url, pair.a), open(gateway.url, pair.b)]);
        if (a && b) connected.push({ ...pair, sockets: { [pair.a.id]: a, [pair.b.id]: b } });
        else for (const socket of [a, b]) socket?.close();
      }
    }),
  );
  return { connected, connectMs, failures, seconds: (performance.now() - started) / 1000 };
}

export function closeAll(connectedPairs) {
  for (const pair of connectedPairs)
    for (const socket of Object.values(pair.sockets)) socket.close();
}
