import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@tessera/rules';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { presenceApi } from '../api/presence.api';
import { pushNotice } from '../app/notices';
import { useLogout } from '../hooks/use-logout';
import { useSession } from './session-context';

/** Longest the sign-out waits for the presence service before going on without it. */
const SET_OFFLINE_WAIT_MS = 1500;

/**
 * Signs out: tells the person, ends their online presence, forgets the session here and returns
 * to the landing page, then revokes the session on the server with its own tokens. The local
 * session goes first, so no request still in flight can refresh or restore it; it goes even when
 * the server cannot be reached.
 */
export function useSignOut(): () => void {
  const { session, signOut } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();

  return useCallback(() => {
    const ending = session;
    // Through the shell's notice host: the account menu that asked goes away with the session.
    pushNotice({ kind: 'info', title: 'Signing out', description: 'Ending your session…' });
    // While the session still stands: once it is revoked, the server would refuse the call.
    const offline = Promise.race([
      presenceApi.setOffline().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SET_OFFLINE_WAIT_MS)),
    ]);
    setTimeout(() => {
      void offline.then(() => {
        signOut('/');
        navigate('/', { replace: true });
        if (!ending) return;
        logout.mutate(
          { refreshToken: ending.refreshToken, accessToken: ending.token },
          {
            onError: () =>
              pushNotice({
                kind: 'success',
                title: MESSAGES.loggedOut,
                description: MESSAGES.signedOut,
              }),
          },
        );
      });
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [session, signOut, logout, navigate]);
}
