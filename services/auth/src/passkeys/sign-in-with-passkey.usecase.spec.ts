import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditActions, refusal, requestContext } from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { createPasskeyHarness, type PasskeyHarness } from './passkey-harness.spec-support';
import { PASSKEY_REFUSED, SIGN_IN_EXPIRED } from './sign-in-with-passkey.usecase';
import { SoftwareAuthenticator } from './software-authenticator.spec-support';

let harness: PasskeyHarness;
let user: User;
let authenticator: SoftwareAuthenticator;
let passkeyId: string;

async function addPasskeyWith(device: SoftwareAuthenticator, owner: User): Promise<string> {
  const options = await harness.register.options(owner._id);
  const response = device.register(options, { origin: harness.origin });
  return (await harness.register.verify(owner._id, 'Phone', response, requestContext)).id;
}

beforeEach(async () => {
  harness = createPasskeyHarness();
  user = await harness.auth.seedUser({ email: 'ada@example.com' });
  authenticator = new SoftwareAuthenticator();
  passkeyId = await addPasskeyWith(authenticator, user);
});

async function signInWith(device = authenticator, id = passkeyId, rememberMe = false) {
  const options = await harness.signIn.options();
  const response = device.signIn(id, options, { origin: harness.origin });
  return harness.signIn.verify(response, rememberMe, requestContext);
}

describe('signing in with a passkey', () => {
  it('asks for any passkey of this site, user-verified', async () => {
    const options = await harness.signIn.options();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('starts a session as a password sign-in does, audited as a login by passkey', async () => {
    const session = await signInWith(authenticator, passkeyId, true);

    expect(session.user.id).toBe(user._id);
    expect(session.token).toEqual(expect.any(String));
    expect(session.refreshToken).toEqual(expect.any(String));
    expect(harness.auth.stores.sessions.events).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'user.login',
          userId: user._id,
          details: { method: 'passkey', rememberMe: true },
        }),
      }),
    ]);
    // The session it started refreshes like any other.
    const refreshed = await harness.auth.sessions.refresh(session.refreshToken, requestContext);
    expect(refreshed.user.id).toBe(user._id);
  });

  it('records the use and the counter the passkey reported', async () => {
    await signInWith();
    await signInWith();

    const stored = await harness.store.findById(passkeyId);
    expect(stored?.counter).toBe(2);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
    const [listed] = await harness.manage.list(user._id);
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a counter that did not go up, as a cloned key would send', async () => {
    await signInWith();
    await signInWith();
    const options = await harness.signIn.options();
    const replayed = authenticator.signInWithCounter(passkeyId, 2, options, {
      origin: harness.origin,
    });

    await expect(harness.signIn.verify(replayed, false, requestContext)).rejects.toMatchObject(
      refusal(401, PASSKEY_REFUSED),
    );
    expect((await harness.store.findById(passkeyId))?.counter).toBe(2);
    expect(harness.auth.stores.users.eventsOf(user._id).at(-1)).toMatchObject({
      data: {
        action: 'user.login_failed',
        details: { reason: 'passkey-rejected', method: 'passkey', passkeyId },
      },
    });
  });

  it('accepts authenticators that keep no counter', async () => {
    const uncounted = new SoftwareAuthenticator(0);
    const id = await addPasskeyWith(uncounted, user);

    await signInWith(uncounted, id);
    await expect(signInWith(uncounted, id)).resolves.toMatchObject({ user: { id: user._id } });
  });

  it('takes each challenge once', async () => {
    const options = await harness.signIn.options();
    const response = authenticator.signIn(passkeyId, options, { origin: harness.origin });
    await harness.signIn.verify(response, false, requestContext);

    const again = authenticator.signIn(passkeyId, options, { origin: harness.origin });
    await expect(harness.signIn.verify(again, false, requestContext)).rejects.toMatchObject(
      refusal(401, SIGN_IN_EXPIRED),
    );
  });

  it('refuses a registration challenge offered as a sign-in one', async () => {
    const registration = await harness.register.options(user._id);
    const response = authenticator.signIn(
      passkeyId,
      { challenge: registration.challenge, rpId: 'localhost' },
      { origin: harness.origin },
    );
    await expect(harness.signIn.verify(response, false, requestContext)).rejects.toMatchObject(
      refusal(401, SIGN_IN_EXPIRED),
    );
  });

  it('refuses an answer for another origin or without user verification', async () => {
    for (const browser of [
      { origin: 'https://phishing.example' },
      { origin: harness.origin, withoutUserVerification: true },
    ]) {
      const options = await harness.signIn.options();
      const response = authenticator.signIn(passkeyId, options, browser);
      await expect(harness.signIn.verify(response, false, requestContext)).rejects.toMatchObject(
        refusal(401, PASSKEY_REFUSED),
      );
    }
    expect(harness.auth.stores.sessions.events).toEqual([]);
  });

  it('refuses a signature by another key under a known credential id', async () => {
    const impostor = new SoftwareAuthenticator();
    const impostorId = await addPasskeyWith(impostor, await harness.auth.seedUser());
    const options = await harness.signIn.options();
    const response = impostor.signIn(impostorId, options, { origin: harness.origin });

    await expect(
      harness.signIn.verify(
        { ...response, id: passkeyId, rawId: passkeyId },
        false,
        requestContext,
      ),
    ).rejects.toMatchObject(refusal(401, PASSKEY_REFUSED));
  });

  it('refuses a removed passkey, auditing the attempt without an account', async () => {
    await harness.manage.remove(user._id, passkeyId, requestContext);

    await expect(signInWith()).rejects.toMatchObject(refusal(401, PASSKEY_REFUSED));
    expect(harness.auth.stores.standaloneOutbox.events).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'user.login_failed',
          details: { reason: 'unknown-passkey', method: 'passkey' },
        }),
      }),
    ]);
  });

  it('refuses suspended and banned accounts as a password sign-in does', async () => {
    await harness.auth.stores.users.changeStatus(
      user._id,
      'active',
      {
        status: 'suspended',
        reason: 'Chargebacks',
        changedAt: new Date(),
      },
      [],
    );

    await expect(signInWith()).rejects.toMatchObject({
      status: 403,
      response: { error: expect.stringContaining('This account is suspended: Chargebacks.') },
    });
    await expect(
      harness.auth.signIn.signIn(
        { email: user.email, password: 'correct horse battery' },
        requestContext,
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect(harness.auth.stores.sessions.events).toEqual([]);
  });

  it('refuses a deleted account', async () => {
    await harness.auth.deleteAccount.execute(
      user._id,
      { password: 'correct horse battery' },
      requestContext,
    );
    await expect(signInWith()).rejects.toMatchObject(refusal(401, PASSKEY_REFUSED));
    // Its passkeys were erased with its other credentials.
    expect(await harness.store.findById(passkeyId)).toBeNull();
  });

  it('is both factors: an account with two-factor sign-in on gets a session, no challenge', async () => {
    const setup = await harness.auth.twoFactor.setup(user);
    await harness.auth.twoFactor.enable(
      user._id,
      await generate({ secret: setup.secret }),
      requestContext,
    );
    await expect(
      harness.auth.signIn.signIn(
        { email: user.email, password: 'correct horse battery' },
        requestContext,
      ),
    ).resolves.toMatchObject({ twoFactorRequired: true });

    const session = await signInWith();
    expect(session).toMatchObject({ user: { id: user._id }, token: expect.any(String) });
    expect(auditActions(harness.auth.stores.sessions.events)).toEqual(['user.login']);
  });
});
