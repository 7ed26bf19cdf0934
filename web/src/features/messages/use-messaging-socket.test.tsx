import type { AuthSessionDto } from '@tessera/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../session/session-context';
import { sessionStore } from '../../session/session-store';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { messagingSocketConnector, onReconnected } from './messaging-socket';
import { useMessagingSocket } from './use-messaging-socket';

type Handler = (...args: unknown[]) => void;

/** A socket.io client stand-in that connects at once and records what reaches the server. */
class FakeConnection {
  connected = true;
  active = true;
  /** The tokens each reconnection's handshake presented. */
  readonly reconnectedWith: string[] = [];
  readonly refreshedWith: string[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(readonly currentToken: () => string) {}

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, payload: { token: string }) => {
        if (event === 'auth:refresh') this.refreshedWith.push(payload.token);
        return { ok: true };
      },
    };
  }

  connect() {
    this.reconnectedWith.push(this.currentToken());
    this.connected = true;
    this.active = true;
    this.fire('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The server closes the connection, as it does when the token expires. */
  closedByServer() {
    this.disconnect();
    this.fire('disconnect', 'io server disconnect');
  }

  private fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const originalConnect = messagingSocketConnector.connect;
let connections: FakeConnection[];

beforeEach(() => {
  connections = [];
  messagingSocketConnector.connect = (currentToken) => {
    const connection = new FakeConnection(currentToken);
    connections.push(connection);
    return connection as unknown as Socket;
  };
});

afterEach(() => {
  messagingSocketConnector.connect = originalConnect;
  sessionStore.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  return <SessionProvider skipValidation>{children}</SessionProvider>;
}

function signedIn(auth: AuthSessionDto = makeAuth()) {
  sessionStore.clear();
  sessionStore.start(auth, false);
  return renderHook(() => useMessagingSocket(), { wrapper });
}

/** Answers the renewal of the access token with `token`, counting the renewals. */
function stubRenewal(token: string) {
  const renewed = { ...makeAuth(), token, refreshToken: `${token}-refresh` };
  return stubApiRoutes({ 'POST /auth/refresh': () => jsonResponse(200, { data: renewed }) });
}

describe('the messaging connection', () => {
  it('presents the token at connection and hands a renewed token to the open connection', async () => {
    signedIn();
    expect(connections).toHaveLength(1);
    expect(connections[0].currentToken()).toBe('access-token');

    act(() => {
      sessionStore.renew({ ...makeAuth(), token: 'renewed-token' });
    });
    await waitFor(() => expect(connections[0].refreshedWith).toEqual(['renewed-token']));
    expect(connections).toHaveLength(1);
    expect(connections[0].reconnectedWith).toEqual([]);
  });

  it('renews the token and connects again after the server closed the connection', async () => {
    const calls = stubRenewal('after-close-token');
    signedIn();
    act(() => connections[0].closedByServer());
    await waitFor(() => expect(connections[0].reconnectedWith).toEqual(['after-close-token']));
    expect(calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
    // The reconnection presented the renewed token: nothing to hand over afterwards.
    expect(connections[0].refreshedWith).toEqual([]);
  });

  it('renews the access token shortly before it expires', async () => {
    const calls = stubRenewal('early-token');
    signedIn({ ...makeAuth(), expiresAt: new Date(Date.now() + 400).toISOString() });
    await waitFor(() => expect(connections[0].refreshedWith).toEqual(['early-token']));
    expect(calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
  });

  it('closes the connection on sign-out', () => {
    const { result } = signedIn();
    act(() => sessionStore.clear());
    expect(connections[0].connected).toBe(false);
    expect(result.current).toBeNull();
  });
});

describe('reconnection listeners', () => {
  it('hear every connection after the first, not the first one', () => {
    const connection = new FakeConnection(() => 'token');
    connection.connected = false;
    let heard = 0;
    const stop = onReconnected(connection as unknown as Socket, () => (heard += 1));
    connection.connect();
    expect(heard).toBe(0);
    connection.closedByServer();
    connection.connect();
    expect(heard).toBe(1);
    stop();
    connection.connect();
    expect(heard).toBe(1);
  });
});
