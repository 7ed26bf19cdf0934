import { io, type Socket } from 'socket.io-client';

/** How long a send or read waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * Connects to the messaging service through the gateway with the access token in the handshake's
 * `auth`, never in the URL. `currentToken` is asked at every connection attempt, so a reconnection
 * always presents the newest token.
 */
export const messagingSocketConnector = {
  connect(currentToken: () => string): Socket {
    return io({ path: '/socket.io', auth: (send) => send({ token: currentToken() }) });
  },
};

/** An acknowledged emit: resolves with the answer, rejects with its `{ error }` text. */
export async function emitWithAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const answer = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as unknown;
  if (answer && typeof answer === 'object' && 'error' in answer) {
    throw new Error(String((answer as { error: unknown }).error));
  }
  return answer as T;
}

/** Hands an open connection a renewed access token, so it outlives the one it opened with. */
export async function reauthenticate(socket: Socket, token: string): Promise<void> {
  await emitWithAck(socket, 'auth:refresh', { token });
}

/**
 * Calls `listener` whenever the socket connects again after it had been connected: socket.io's
 * own reconnection after a lost link, and a reopening after the server closed it. Events pushed
 * meanwhile were missed, so listeners read the state again. Returns how to stop listening.
 */
export function onReconnected(socket: Socket, listener: () => void): () => void {
  let connectedBefore = socket.connected;
  const onConnect = () => {
    if (connectedBefore) listener();
    connectedBefore = true;
  };
  socket.on('connect', onConnect);
  return () => socket.off('connect', onConnect);
}
