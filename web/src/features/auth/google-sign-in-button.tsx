import { type AuthSessionDto, isTwoFactorChallenge } from '@tessera/contracts';
import { GOOGLE_REDIRECT_DELAY_MS, MESSAGES, type Role } from '@tessera/rules';
import { useEffect, useRef, useState } from 'react';
import { pushNotice } from '../../app/notices';
import { useGoogleAuth } from '../../hooks/use-google-auth';
import { useGoogleConfig } from '../../hooks/use-google-config';
import { useSession } from '../../session/session-context';
import { useThemeMode } from '../../theme/theme-provider';
import { googleErrorMessage } from './google-error-message';
import { loadGoogleIdentity } from './google-identity';

interface GoogleSignInButtonProps {
  mode: 'login' | 'register';
  /** Role for a new account; Google registration creates subscribers unless told otherwise. */
  role?: Role;
  /** Where to go once signed in, decided from the account Google returned. */
  destination: (auth: AuthSessionDto) => string;
  /** Takes the sign-in to its second step when the account has two-factor sign-in on. */
  onTwoFactor?: (challengeToken: string) => void;
}

/** Google's own button, shown only when the server has Google sign-in configured. */
export function GoogleSignInButton({
  mode,
  role = 'subscriber',
  destination,
  onTwoFactor,
}: GoogleSignInButtonProps) {
  const config = useGoogleConfig();
  const googleAuth = useGoogleAuth();
  const { signIn } = useSession();
  const { resolved } = useThemeMode();
  const container = useRef<HTMLDivElement>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  // Google keeps the first callback it is given, so it reads the latest props through a ref.
  const latest = useRef({ mode, role, destination, onTwoFactor });
  latest.current = { mode, role, destination, onTwoFactor };

  const enabled = config.data?.enabled === true && Boolean(config.data.clientId);
  const clientId = config.data?.clientId ?? '';

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const handleCredential = (credential: string | undefined) => {
      if (!credential) {
        pushNotice({
          kind: 'error',
          title: MESSAGES.googleAuthFailedTitle,
          description: MESSAGES.googleCredentialMissing,
        });
        return;
      }
      const { mode: currentMode, role: currentRole, destination: target } = latest.current;
      googleAuth.mutate(
        currentMode === 'login'
          ? { mode: 'login', credential }
          : { mode: 'register', credential, role: currentRole },
        {
          onSuccess: ({ data }) => {
            if (isTwoFactorChallenge(data)) {
              const { onTwoFactor: secondStep } = latest.current;
              if (secondStep) secondStep(data.challengeToken);
              else
                pushNotice({
                  kind: 'info',
                  title: 'Two-factor sign-in is on',
                  description: 'This account already exists. Sign in on the sign-in page.',
                });
              return;
            }
            pushNotice({
              kind: 'success',
              title: MESSAGES.successTitle,
              description: `Signed in as ${data.user.displayName}. Taking you there now…`,
            });
            setTimeout(() => signIn(data, false, target(data)), GOOGLE_REDIRECT_DELAY_MS);
          },
          onError: (error) =>
            pushNotice({
              kind: 'error',
              title: MESSAGES.googleAuthFailedTitle,
              description: googleErrorMessage(error.message),
            }),
        },
      );
    };

    loadGoogleIdentity()
      .then((api) => {
        if (!active || !container.current) return;
        api.initialize({
          client_id: clientId,
          callback: (response) => handleCredential(response.credential),
          ux_mode: 'popup',
          cancel_on_tap_outside: true,
        });
        container.current.replaceChildren();
        api.renderButton(container.current, {
          theme: resolved === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: mode === 'login' ? 'signin_with' : 'signup_with',
          shape: 'pill',
          width: Math.min(container.current.clientWidth || 320, 400),
        });
      })
      .catch(() => {
        if (active) setScriptFailed(true);
      });
    return () => {
      active = false;
    };
    // googleAuth is stable enough; re-rendering Google's button on its identity changes would
    // make it flicker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, clientId, resolved, mode]);

  if (!enabled) return null;
  return (
    <div className="google-sign-in">
      <div ref={container} className="google-sign-in__button" />
      {scriptFailed && (
        <span className="basic-secondary google-sign-in__error">{MESSAGES.googleCancelled}</span>
      )}
      <div className="basic-divider" role="separator">
        or continue with email
      </div>
    </div>
  );
}
