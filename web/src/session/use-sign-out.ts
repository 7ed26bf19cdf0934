import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@tessera/rules';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { presenceApi } from '../api/presence.api';
import { useLogout } from '../hooks/use-logout';
import { useSession } from './session-context';

/**
 * Signs out: tells the person, ends their online presence, revokes the refresh token on the
 * server, forgets the session and returns to the landing page. The local session goes even when
 * the server cannot be reached.
 */
export function useSignOut(): () => void {
  const { session, signOut } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { notification } = App.useApp();

  return useCallback(() => {
    const refreshToken = session?.refreshToken;
    notification.info({ title: 'Signing out', description: 'Ending your session…' });
    // While the session still stands: once it is revoked, the server would refuse the call.
    presenceApi.setOffline().catch(() => undefined);
    setTimeout(() => {
      // Leave the signed-in page first: cleared on it, the session would send its guard to /login.
      const finish = () => {
        navigate('/', { replace: true });
        signOut();
      };
      if (!refreshToken) {
        finish();
        return;
      }
      logout.mutate(refreshToken, {
        onSettled: finish,
        onError: () =>
          notification.success({ title: MESSAGES.loggedOut, description: MESSAGES.signedOut }),
      });
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [session, signOut, logout, navigate, notification]);
}
