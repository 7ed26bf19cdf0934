import type { AuthSessionDto, UserDto } from '@tessera/contracts';
import { SESSION_VALIDITY_CHECK_INTERVAL_MS } from '@tessera/rules';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { authApi } from '../api/auth.api';
import { isApiError } from '../api/api-error';
import { refreshSession } from '../api/http-client';
import { sessionStore, stateOfSession, type Session, type SessionStore } from './session-store';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionContextValue {
  status: AuthStatus;
  session: Session | null;
  user: UserDto | null;
  /**
   * Starts a session. `destination` is where the sign-in screen should lead; the signed-out-only
   * guard follows it instead of its default, so the two never race to navigate.
   */
  signIn: (auth: AuthSessionDto, rememberMe: boolean, destination?: string) => void;
  /** Where the latest sign-in or sign-out asked to go, until the person arrives there. */
  pendingDestination: string | null;
  clearPendingDestination: () => void;
  /**
   * Ends the session here. `destination` is where the signed-in-only guard then leads instead of
   * /login, so a deliberate sign-out never races a navigation.
   */
  signOut: (destination?: string) => void;
  updateUser: (user: UserDto) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Ages out or renews the session: cleared past its maximum age, refreshed when little is left. */
async function checkSession(store: SessionStore): Promise<void> {
  if (!store.expireIfStale()) return;
  const session = store.get();
  if (session && stateOfSession(session, Date.now()) === 'near-expiry') {
    await refreshSession();
  }
}

interface SessionProviderProps {
  children: ReactNode;
  store?: SessionStore;
  /** Skip the start-up profile check (component tests supply a ready session). */
  skipValidation?: boolean;
}

export function SessionProvider({
  children,
  store = sessionStore,
  skipValidation = false,
}: SessionProviderProps) {
  const session = useSyncExternalStore(store.subscribe, () => store.get());
  const [validated, setValidated] = useState(skipValidation || store.get() === null);
  const [pendingDestination, setPendingDestination] = useState<string | null>(null);

  useEffect(() => {
    if (validated) return;
    let cancelled = false;
    // A stored token may have been revoked meanwhile: ask the server before trusting it.
    authApi
      .profile()
      .then((response) => store.updateUser(response.data.user))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) store.clear();
      })
      .finally(() => {
        if (!cancelled) setValidated(true);
      });
    return () => {
      cancelled = true;
    };
  }, [store, validated]);

  useEffect(() => {
    const timer = setInterval(() => void checkSession(store), SESSION_VALIDITY_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [store]);

  const signIn = useCallback(
    (auth: AuthSessionDto, rememberMe: boolean, destination?: string) => {
      setPendingDestination(destination ?? null);
      store.start(auth, rememberMe);
      setValidated(true);
    },
    [store],
  );
  const signOut = useCallback(
    (destination?: string) => {
      setPendingDestination(destination ?? null);
      store.clear();
    },
    [store],
  );
  const clearPendingDestination = useCallback(() => setPendingDestination(null), []);
  const updateUser = useCallback((user: UserDto) => store.updateUser(user), [store]);

  const value = useMemo<SessionContextValue>(() => {
    let status: AuthStatus = session ? 'signed-in' : 'signed-out';
    if (!validated && session) status = 'loading';
    return {
      status,
      session,
      user: session?.user ?? null,
      signIn,
      signOut,
      updateUser,
      pendingDestination,
      clearPendingDestination,
    };
  }, [
    session,
    validated,
    signIn,
    signOut,
    updateUser,
    pendingDestination,
    clearPendingDestination,
  ]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
