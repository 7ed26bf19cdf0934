import { MESSAGES } from '@tessera/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import { type PublicPart, standIn } from '../testing/in-memory-repositories.spec-support';
import type { UsersRepository } from '../users/users.repository';
import {
  type GoogleIdentity,
  type GoogleIdTokenVerifier,
  InvalidGoogleTokenError,
} from './google-id-token.verifier';
import { GoogleSignInService } from './google-sign-in.service';

/** Knows which credentials Google signed, and whom they name. */
class KnownCredentials implements PublicPart<GoogleIdTokenVerifier> {
  constructor(
    readonly clientId: string | null,
    private readonly identities: Record<string, GoogleIdentity>,
  ) {}

  async verify(credential: string): Promise<GoogleIdentity> {
    const identity = this.identities[credential];
    if (!identity) throw new InvalidGoogleTokenError('not signed by Google');
    return identity;
  }
}

const ada: GoogleIdentity = {
  googleId: 'google-sub-ada',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
};

let auth: AuthHarness;

beforeEach(() => {
  auth = createAuthHarness();
});

function googleSignIn(clientId: string | null = 'client-id', identity: GoogleIdentity = ada) {
  const verifier = new KnownCredentials(clientId, { 'ada-credential': identity });
  return new GoogleSignInService(
    standIn<GoogleIdTokenVerifier>(verifier),
    standIn<UsersRepository>(auth.stores.users),
    auth.registration,
    auth.twoFactorSignIn,
  );
}

describe('Google sign-in', () => {
  it('says so when Google is not configured', async () => {
    await expect(
      googleSignIn(null).signIn('ada-credential', 'subscriber', requestContext),
    ).rejects.toMatchObject(refusal(503, MESSAGES.googleNotConfigured));
  });

  it('refuses a credential Google did not sign', async () => {
    await expect(
      googleSignIn().signIn('forged-credential', 'subscriber', requestContext),
    ).rejects.toMatchObject(refusal(401, MESSAGES.googleInvalidToken));
  });

  it('creates a verified account with the chosen role, then signs the same person in', async () => {
    const google = googleSignIn();

    const first = await google.signIn('ada-credential', 'creator', requestContext);
    const again = await google.signIn('ada-credential', 'subscriber', requestContext);

    expect(first.user).toMatchObject({
      email: 'ada@example.com',
      username: 'ada',
      displayName: 'Ada Lovelace',
      // Google's picture is a link to Google's hosts: never stored, the initials show instead.
      avatar: '',
      role: 'creator',
      authProvider: 'google',
      emailVerified: true,
    });
    expect(again.user).toMatchObject({ id: first.user.id, role: 'creator' });
    expect((await auth.users.list(1, 10)).total).toBe(1);
    expect(auth.stores.mailer.sent).toEqual([]);
  });

  it('links an existing password account with the same email', async () => {
    const existing = await auth.seedUser({ email: 'ada@example.com', emailVerified: false });

    const session = await googleSignIn().signIn('ada-credential', 'subscriber', requestContext);

    expect(session.user).toMatchObject({ id: existing._id, emailVerified: true });
    expect(await auth.stores.users.findByGoogleId(ada.googleId)).toMatchObject({
      _id: existing._id,
    });
  });

  it.each([
    ['pads a short name', 'jo@example.com', [], /^jo_$/],
    ['replaces characters usernames do not allow', 'a.b-c@example.com', [], /^a_b_c$/],
    ['adds a suffix to a taken name', 'ada@example.com', ['ADA'], /^ada_[0-9a-f]{6}$/],
  ])('derives the username from the email: %s', async (_rule, email, taken, expected) => {
    for (const username of taken) await auth.seedUser({ username });

    const session = await googleSignIn(undefined, { ...ada, email }).signIn(
      'ada-credential',
      'subscriber',
      requestContext,
    );

    expect(session.user.username).toMatch(expected);
  });
});

describe('Google sign-in of an account an admin locked out', () => {
  it('refuses a banned account with the ban and its reason', async () => {
    const account = await auth.seedUser({ email: ada.email, googleId: ada.googleId });
    await auth.changeStatus.execute(
      account._id,
      { status: 'banned', reason: 'Stolen photos', actorId: 'admin-1' },
      requestContext,
    );

    await expect(
      googleSignIn().signIn('ada-credential', 'subscriber', requestContext),
    ).rejects.toMatchObject(
      refusal(403, 'This account is banned: Stolen photos. Check your email for how to appeal.'),
    );
  });
});
