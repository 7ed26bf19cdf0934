import type { AuthSessionDto } from '@tessera/contracts';
import { passkeyFailureMessage, passkeysApi } from '../../api/passkeys.api';

export type PasskeySignInOutcome = { session: AuthSessionDto } | { error: string };

/**
 * The passkey sign-in itself: the server's options, the browser's prompt, the server's check. It
 * is its own chunk, with the WebAuthn helper, fetched by the button on click.
 */
export async function signInWithPasskey(): Promise<PasskeySignInOutcome> {
  try {
    const [{ startAuthentication }, { data }] = await Promise.all([
      import('@simplewebauthn/browser'),
      passkeysApi.signInOptions(),
    ]);
    const response = await startAuthentication({ optionsJSON: data.options });
    return { session: (await passkeysApi.signIn({ response })).data };
  } catch (failure) {
    return { error: passkeyFailureMessage(failure, 'Signing in with a passkey did not work.') };
  }
}
