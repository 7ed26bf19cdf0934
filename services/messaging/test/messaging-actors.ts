import type { EventInput } from '@tessera/contracts';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { type Call, newUser } from '../../../test/support/api-client';
import type { EventProducer } from '../../../test/support/event-producer';

export interface Actor {
  id: string;
  token: string;
}

const DAY_MS = 86_400_000;

export async function register(api: Call, role: 'creator' | 'subscriber'): Promise<Actor> {
  const registered = await api('POST', '/api/auth/register', newUser({ role }));
  expect(registered.status).toBe(201);
  return { id: registered.body.data.user.id, token: registered.body.data.token };
}

/** Billing's word that the user holds a platform plan, active for 30 days. */
export function givePlatformPlan(events: EventProducer, userId: string, tierId: string) {
  const now = Date.now();
  const created: EventInput<'subscription.created'> = {
    subscriptionId: `sub-${userId}-${tierId}`,
    subscriberId: userId,
    tierId,
    status: 'active',
    currentPeriodStart: new Date(now).toISOString(),
    currentPeriodEnd: new Date(now + 30 * DAY_MS).toISOString(),
  };
  return events.send('subscription.created', created, userId);
}

/** Reads until `check` holds or the time is up, then returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

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

/**
 * A socket.io client through the gateway: the token in the handshake's `auth` for the service,
 * and in the query, which is what the gateway checks on a WebSocket upgrade.
 */
export function connectSocket(
  gatewayUrl: string,
  actor: Actor,
  transports = ['websocket'],
): Socket {
  return io(gatewayUrl, {
    path: '/socket.io',
    transports,
    auth: { token: actor.token },
    query: { token: actor.token },
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
