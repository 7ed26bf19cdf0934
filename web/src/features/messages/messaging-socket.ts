import { io, type Socket } from 'socket.io-client';

/** How long a send or read waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * Connects to the messaging service through the gateway. The service reads the token from the
 * handshake's `auth`; the gateway checks a browser's WebSocket upgrade by its `token` query.
 */
export const messagingSocketConnector = {
  connect(token: string): Socket {
    return io({ path: '/socket.io', auth: { token }, query: { token } });
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
