import type { AuthSessionDto } from '@tessera/contracts';
import { useState } from 'react';
import { BasicAlert } from '../../components/basic/basic-alert';

interface PasskeySignInButtonProps {
  onSignedIn: (auth: AuthSessionDto) => void;
}

const UNSUPPORTED = 'This browser cannot use passkeys. Sign in with your email and password.';
const NOT_LOADED = 'Passkey sign-in could not be loaded. Check your connection and try again.';

/**
 * Signs in with a passkey the browser holds for this site, no email asked. Plain markup; the
 * sign-in itself and the WebAuthn helper are fetched on click, so the page loads no more for it.
 */
export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setError(null);
    if (typeof window.PublicKeyCredential === 'undefined') {
      setError(UNSUPPORTED);
      return;
    }
    setBusy(true);
    const outcome = await import('./passkey-sign-in-ceremony').then(
      (ceremony) => ceremony.signInWithPasskey(),
      () => ({ error: NOT_LOADED }),
    );
    setBusy(false);
    if ('error' in outcome) setError(outcome.error);
    else onSignedIn(outcome.session);
  };

  return (
    <>
      <div className="auth-card__notice">
        <button
          type="button"
          className="basic-btn basic-btn--default basic-btn--large basic-btn--block"
          onClick={() => void signIn()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy && <span className="basic-btn__spinner" aria-hidden />}
          {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </button>
      </div>
      {error && (
        <BasicAlert
          type="error"
          role="alert"
          className="auth-card__notice"
          title="Passkey sign-in did not work"
          description={error}
        />
      )}
    </>
  );
}
