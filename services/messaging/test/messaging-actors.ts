import { io, type Socket } from 'socket.io-client';
import type { Call } from '../../../test/support/api-client';
import { type Actor, eventually } from '../../../test/support/actors';

export {
  type Actor,
  eventually,
  givePlatformPlan,
  register,
  subscriptionState,
} from '../../../test/support/actors';

export function messagingApi(api: Call) {
  const call = (actor: Actor | null, method: string, path: string, body?: unknown) =>
    api(method, `/api/messages${path}`, body, actor ? { token: actor.token } : {});
  return {
    call,
    /** Starts a direct conversation once messaging knows both users (their events arrived). */
    direct: async (from: Actor, to: Actor) =>
      eventually(
        () => call(from, 'POST', '/conversations', { type: 'direct', participantId: to.id }),
        (result) => result.status !== 404,
      ),
    send: (from: Actor, conversationId: string, body: Record<string, unknown>) =>
      call(from, 'POST', `/conversations/${conversationId}/messages`, body),
    history: (actor: Actor, conversationId: string, query = '') =>
      call(actor, 'GET', `/conversations/${conversationId}/messages${query}`),
  };
}

/** A `media.processed` payload for an image upload of `ownerId`'s that is ready. */
export function processedMedia(mediaId: string, ownerId: string, mimeType: string, size: number) {
  return {
    mediaId,
    ownerId,
    kind: 'image' as const,
    status: 'ready' as const,
    mimeType,
    size,
    width: 640,
    height: 480,
    duration: null,
    renditions: {
      full: `media/${ownerId}/${mediaId}/full.webp`,
      feed: `media/${ownerId}/${mediaId}/feed.webp`,
      preview: `media/${ownerId}/${mediaId}/preview.webp`,
    },
    processedAt: new Date().toISOString(),
  };
}

/** A socket.io client through the gateway, with the token in the handshake's `auth` only. */
export function connectSocket(
  gatewayUrl: string,
  actor: Actor,
  transports = ['websocket'],
): Socket {
  return io(gatewayUrl, {
    path: '/socket.io',
    transports,
    auth: { token: actor.token },
    reconnection: false,
    forceNew: true,
  });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** The next `event` on the socket that `match` accepts. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T, ack?: (answer: unknown) => void) => {
      if (typeof ack === 'function') ack({ ok: true });
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
