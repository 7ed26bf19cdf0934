import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { type ApiCall, jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { PasskeySignInButton } from './passkey-sign-in-button';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const signedIn = makeAuth();

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'POST /auth/passkeys/sign-in/options': () =>
      jsonResponse(200, {
        data: {
          options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' },
        },
      }),
    'POST /auth/passkeys/sign-in/verify': () => jsonResponse(200, { data: signedIn }),
  });
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

function stubCredentialsGet(get: () => Promise<unknown>) {
  vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
}

describe('PasskeySignInButton', () => {
  it("signs in with the browser's passkey answer", async () => {
    stubCredentialsGet(async () => ({
      id: 'cred-laptop',
      rawId: bytes('cred-laptop'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: bytes('{"type":"webauthn.get"}'),
        authenticatorData: bytes('auth-data'),
        signature: bytes('signature'),
        userHandle: bytes('user-1'),
      },
      getClientExtensionResults: () => ({}),
    }));
    const onSignedIn = vi.fn();
    renderFeature(<PasskeySignInButton onSignedIn={onSignedIn} />, { route: '/login' });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(calls.find((call) => call.path === '/auth/passkeys/sign-in/verify')?.body).toEqual({
      response: expect.objectContaining({
        id: 'cred-laptop',
        response: expect.objectContaining({ userHandle: 'dXNlci0x' }),
      }),
    });
  });

  it('says so plainly when the prompt is closed', async () => {
    stubCredentialsGet(async () => {
      throw new DOMException(
        'The operation either timed out or was not allowed.',
        'NotAllowedError',
      );
    });
    renderFeature(<PasskeySignInButton onSignedIn={vi.fn()} />, { route: '/login' });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed or timed out.',
    );
  });
});
