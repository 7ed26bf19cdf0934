import type { AuthSessionDto, UserDto } from '@tessera/contracts';
import { sessionState, type SessionState } from '@tessera/rules';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../lib/browser-storage';

/** What the browser keeps about a signed-in user. Never a password. */
export interface Session {
  token: string;
  refreshToken: string;
  user: UserDto;
  rememberMe: boolean;
  /** When the session started or was last renewed, in epoch milliseconds. */
  timestamp: number;
  /** ISO time the current access token expires, when the server said so. */
  accessTokenExpiresAt?: string;
}

type Listener = () => void;

/** Active, near expiry (time to refresh) or expired, by the shared session-age rule. */
export function stateOfSession(session: Session, now: number): SessionState {
  return sessionState(
    { startedAt: session.timestamp, rememberMe: session.rememberMe },
    new Date(now),
  );
}

function isStoredSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.timestamp === 'number' &&
    typeof candidate.user === 'object' &&
    candidate.user !== null
  );
}

/**
 * The single source of truth for the session, kept in memory and mirrored to localStorage so a
 * reload or a second tab stays signed in until the maximum age runs out.
 */
export class SessionStore {
  private current: Session | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly now: () => number = Date.now) {
    this.current = this.loadStored();
  }

  get(): Session | null {
    return this.current;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(auth: AuthSessionDto, rememberMe: boolean): Session {
    return this.set({
      token: auth.token,
      refreshToken: auth.refreshToken,
      user: auth.user,
      rememberMe,
      timestamp: this.now(),
      accessTokenExpiresAt: auth.expiresAt,
    });
  }

  /**
   * A refresh rotates both tokens; the session keeps its start time, because the server ends the
   * whole session at its maximum age however often it is refreshed.
   */
  renew(auth: AuthSessionDto): Session | null {
    if (!this.current) return null;
    return this.set({
      ...this.current,
      token: auth.token,
      refreshToken: auth.refreshToken,
      user: auth.user,
      accessTokenExpiresAt: auth.expiresAt,
    });
  }

  updateUser(user: UserDto): void {
    if (this.current) this.set({ ...this.current, user });
  }

  clear(): void {
    if (!this.current) return;
    this.current = null;
    removeKey(STORAGE_KEYS.session);
    this.emit();
  }

  /** Drops the session once it is older than its maximum age; returns whether one remains. */
  expireIfStale(): boolean {
    if (!this.current) return false;
    if (stateOfSession(this.current, this.now()) !== 'expired') return true;
    this.clear();
    return false;
  }

  private set(session: Session): Session {
    this.current = session;
    writeJson(STORAGE_KEYS.session, session);
    this.emit();
    return session;
  }

  private loadStored(): Session | null {
    const stored = readJson<unknown>(STORAGE_KEYS.session);
    if (!isStoredSession(stored)) {
      if (stored !== null) removeKey(STORAGE_KEYS.session);
      return null;
    }
    if (stateOfSession(stored, this.now()) === 'expired') {
      removeKey(STORAGE_KEYS.session);
      return null;
    }
    return stored;
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}

export const sessionStore = new SessionStore();
