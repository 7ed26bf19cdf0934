import {
  type AccessTokenVerifier,
  accessTokenExpiresAtMs,
  type AuthenticatedUser,
  NO_TOKEN_MESSAGE,
  SESSION_ENDED_MESSAGE,
  type SessionRevocations,
  unauthorized,
} from '@tessera/platform';
import type { Server, Socket } from 'socket.io';

/** The socket.io room holding the connections of one sign-in session on this replica. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Why the server closed a socket, sent as `session:ended` just before it closes. */
export type SessionEndReason = 'revoked' | 'expired';

export const TOKEN_EXPIRED_MESSAGE = 'Access token expired. Reconnect with a fresh token.';
export const OTHER_USER_MESSAGE = 'The token belongs to another user';

/** What a connection proved, kept on the socket and replaced by each `auth:refresh`. */
interface SocketCredentials {
  user: AuthenticatedUser;
  expiresAtMs: number | null;
  expiryTimer?: NodeJS.Timeout;
}

/**
 * Ties each socket to the sign-in session and access token that opened it. A socket lives no
 * longer than either: when any process ends the session, every replica closes its sockets of that
 * session; when the token expires the socket closes unless the client sent a fresh token first
 * (`auth:refresh`). Both first send `session:ended` with the reason.
 */
export class SocketSessions {
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly revocations: SessionRevocations,
  ) {}

  /** Starts closing the sockets of sessions that end; each replica closes only its own. */
  listen(io: Server): void {
    this.stopListening = this.revocations.onRevoked((sessionId) => {
      const sockets = io.local.in(sessionRoom(sessionId));
      sockets.emit('session:ended', endNotice('revoked'));
      sockets.disconnectSockets(true);
    });
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  /** Verifies the handshake's `auth.token` and remembers what it proved on the socket. */
  async admit(socket: Socket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : '';
    if (!token) throw unauthorized(NO_TOKEN_MESSAGE);
    const user = await this.verifier.verify(token);
    socket.data.credentials = { user, expiresAtMs: accessTokenExpiresAtMs(token) };
  }

  /**
   * Puts an admitted socket in its session's room and arms its expiry. A revocation that arrived
   * between the handshake's check and this join found no socket to close, hence the second check.
   */
  connected(socket: Socket): void {
    const credentials = credentialsOf(socket);
    void socket.join(sessionRoom(credentials.user.sessionId));
    socket.once('disconnect', () => clearTimeout(credentialsOf(socket).expiryTimer));
    if (this.revocations.isRevoked(credentials.user.sessionId)) return end(socket, 'revoked');
    armExpiry(socket, credentials);
  }

  /**
   * Replaces the socket's token with a fresh one of the same user, moving it to the new token's
   * session and expiry. A refused token leaves the socket as it was.
   */
  async refresh(socket: Socket, token: string): Promise<{ ok: true; expiresAt: string | null }> {
    const user = await this.verifier.verify(token);
    const current = credentialsOf(socket);
    if (user.id !== current.user.id) throw unauthorized(OTHER_USER_MESSAGE);
    const expiresAtMs = accessTokenExpiresAtMs(token);
    const answer = {
      ok: true as const,
      expiresAt: expiresAtMs === null ? null : new Date(expiresAtMs).toISOString(),
    };
    // The socket may have closed while the token was checked: nothing is left to renew.
    if (socket.disconnected) return answer;
    clearTimeout(current.expiryTimer);
    if (user.sessionId !== current.user.sessionId) {
      void socket.leave(sessionRoom(current.user.sessionId));
      void socket.join(sessionRoom(user.sessionId));
    }
    const credentials: SocketCredentials = { user, expiresAtMs };
    socket.data.credentials = credentials;
    armExpiry(socket, credentials);
    return answer;
  }
}

/** The caller as the socket's latest token proves it. */
export function socketUser(socket: Socket): AuthenticatedUser {
  return credentialsOf(socket).user;
}

function credentialsOf(socket: Socket): SocketCredentials {
  return socket.data.credentials as SocketCredentials;
}

function armExpiry(socket: Socket, credentials: SocketCredentials): void {
  if (credentials.expiresAtMs === null) return;
  const remainingMs = Math.max(0, credentials.expiresAtMs - Date.now());
  credentials.expiryTimer = setTimeout(() => end(socket, 'expired'), remainingMs);
}

function endNotice(reason: SessionEndReason): { reason: SessionEndReason; error: string } {
  return { reason, error: reason === 'revoked' ? SESSION_ENDED_MESSAGE : TOKEN_EXPIRED_MESSAGE };
}

function end(socket: Socket, reason: SessionEndReason): void {
  socket.emit('session:ended', endNotice(reason));
  socket.disconnect(true);
}
