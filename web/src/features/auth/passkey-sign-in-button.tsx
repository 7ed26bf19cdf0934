import type { AuthSessionDto } from '@tessera/contracts';
import { useState } from 'react';
import { passkeyFailureMessage, passkeysApi } from '../../api/passkeys.api';
import { BasicAlert } from '../../components/basic/basic-alert';

interface PasskeySignInButtonProps {
  onSignedIn: (auth: AuthSessionDto) => void;
}

const UNSUPPORTED = 'This browser cannot use passkeys. Sign in with your email and password.';

/**
 * Signs in with a passkey the browser holds for this site, no email asked. Plain markup, and the
 * WebAuthn helper is fetched on click, so the sign-in page loads nothing more for it.
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
    try {
      const [{ startAuthentication }, { data }] = await Promise.all([
        import('@simplewebauthn/browser'),
        passkeysApi.signInOptions(),
      ]);
      const response = await startAuthentication({ optionsJSON: data.options });
      onSignedIn((await passkeysApi.signIn({ response })).data);
    } catch (failure) {
      setError(passkeyFailureMessage(failure, 'Signing in with a passkey did not work.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
