import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditActions, refusal, requestContext } from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { PASSKEY_CHALLENGE_TTL_SECONDS } from './passkey-challenges';
import { createPasskeyHarness, type PasskeyHarness } from './passkey-harness.spec-support';
import {
  MAX_PASSKEYS_PER_ACCOUNT,
  PASSKEY_NOT_VERIFIED,
  REGISTRATION_EXPIRED,
  TOO_MANY_PASSKEYS,
} from './register-passkey.usecase';
import { SoftwareAuthenticator } from './software-authenticator.spec-support';

let harness: PasskeyHarness;
let user: User;
let authenticator: SoftwareAuthenticator;

beforeEach(async () => {
  harness = createPasskeyHarness();
  user = await harness.auth.seedUser({ email: 'ada@example.com', displayName: 'Ada Lovelace' });
  authenticator = new SoftwareAuthenticator();
});

afterEach(() => {
  vi.useRealTimers();
});

async function addPasskey(name = 'Laptop') {
  const options = await harness.register.options(user._id);
  const response = authenticator.register(options, { origin: harness.origin });
  return harness.register.verify(user._id, name, response, requestContext);
}

describe('adding a passkey', () => {
  it('offers options for a discoverable, user-verified credential of this account', async () => {
    const options = await harness.register.options(user._id);

    expect(options.rp).toEqual({ id: 'localhost', name: 'Tessera' });
    expect(options.user).toMatchObject({ name: 'ada@example.com', displayName: 'Ada Lovelace' });
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe(user._id);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.attestation).toBe('none');
    expect(options.excludeCredentials).toEqual([]);
  });

  it('verifies the attestation and stores the public key with its name, audited', async () => {
    const passkey = await addPasskey('Work laptop');

    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null, synced: false });
    const stored = await harness.store.findById(passkey.id);
    expect(stored).toMatchObject({ userId: user._id, counter: 0, transports: ['internal'] });
    expect(stored?.publicKey.length).toBeGreaterThan(80);
    expect(auditActions(harness.auth.stores.users.eventsOf(user._id))).toEqual([
      'user.passkey_added',
    ]);
  });

  it('names the passkeys the account has so an authenticator is not asked twice', async () => {
    const first = await addPasskey();
    const options = await harness.register.options(user._id);
    expect(options.excludeCredentials).toEqual([
      { id: first.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('takes each challenge once', async () => {
    const options = await harness.register.options(user._id);
    const response = authenticator.register(options, { origin: harness.origin });
    await harness.register.verify(user._id, 'Laptop', response, requestContext);

    const again = authenticator.register(options, { origin: harness.origin });
    await expect(
      harness.register.verify(user._id, 'Laptop', again, requestContext),
    ).rejects.toMatchObject(refusal(400, REGISTRATION_EXPIRED));
    expect(await harness.manage.list(user._id)).toHaveLength(1);
  });

  it('refuses a challenge older than two minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const options = await harness.register.options(user._id);
    vi.setSystemTime(Date.now() + (PASSKEY_CHALLENGE_TTL_SECONDS + 1) * 1000);
    const response = authenticator.register(options, { origin: harness.origin });

    await expect(
      harness.register.verify(user._id, 'Laptop', response, requestContext),
    ).rejects.toMatchObject(refusal(400, REGISTRATION_EXPIRED));
  });

  it("refuses another account's challenge", async () => {
    const other = await harness.auth.seedUser({ email: 'grace@example.com' });
    const options = await harness.register.options(other._id);
    const response = authenticator.register(options, { origin: harness.origin });

    await expect(
      harness.register.verify(user._id, 'Laptop', response, requestContext),
    ).rejects.toMatchObject(refusal(400, REGISTRATION_EXPIRED));
  });

  it('refuses an answer made for another origin, or without user verification', async () => {
    const foreign = authenticator.register(await harness.register.options(user._id), {
      origin: 'https://phishing.example',
    });
    await expect(
      harness.register.verify(user._id, 'Laptop', foreign, requestContext),
    ).rejects.toMatchObject(refusal(400, PASSKEY_NOT_VERIFIED));

    const unverified = authenticator.register(await harness.register.options(user._id), {
      origin: harness.origin,
      withoutUserVerification: true,
    });
    await expect(
      harness.register.verify(user._id, 'Laptop', unverified, requestContext),
    ).rejects.toMatchObject(refusal(400, PASSKEY_NOT_VERIFIED));
    expect(await harness.manage.list(user._id)).toEqual([]);
  });

  it('refuses an answer whose client data names a challenge that was never issued', async () => {
    const options = await harness.register.options(user._id);
    const response = authenticator.register(options, {
      origin: harness.origin,
      challenge: Buffer.from('made up').toString('base64url'),
    });
    await expect(
      harness.register.verify(user._id, 'Laptop', response, requestContext),
    ).rejects.toMatchObject(refusal(400, REGISTRATION_EXPIRED));
  });

  it(`stops at ${MAX_PASSKEYS_PER_ACCOUNT} passkeys`, async () => {
    for (let count = 0; count < MAX_PASSKEYS_PER_ACCOUNT; count += 1)
      await addPasskey(`Key ${count}`);

    await expect(harness.register.options(user._id)).rejects.toMatchObject(
      refusal(409, TOO_MANY_PASSKEYS),
    );
  });
});
