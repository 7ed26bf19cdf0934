import { isTwoFactorChallenge, type SignInOutcomeDto } from '@tessera/contracts';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { CHALLENGE_EXPIRED } from './two-factor-sign-in.service';
import { ALREADY_ENABLED, RECOVERY_CODE_COUNT, WRONG_CODE } from './two-factor.service';

const PASSWORD = 'correct horse battery';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ password: PASSWORD });
});

/** Sets two-factor sign-in up and on; answers the secret and the recovery codes. */
async function turnOn() {
  const { secret } = await auth.twoFactor.setup(user);
  const { recoveryCodes } = await auth.twoFactor.enable(
    user._id,
    await generate({ secret }),
    requestContext,
  );
  return { secret, recoveryCodes };
}

/** A code of the next 30-second window, so it differs from the one `enable` already used. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

function challengeOf(outcome: SignInOutcomeDto): string {
  if (!isTwoFactorChallenge(outcome)) throw new Error('expected a two-factor challenge');
  return outcome.challengeToken;
}

const signIn = () => auth.signIn.signIn({ email: user.email, password: PASSWORD }, requestContext);

describe('turning two-factor sign-in on', () => {
  it('answers a secret and its otpauth address, stored only encrypted', async () => {
    const setup = await auth.twoFactor.setup(user);

    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Tessera:${encodeURIComponent(user.email)}?secret=${setup.secret}&issuer=Tessera`,
    );
    const stored = await auth.stores.twoFactor.findByUserId(user._id);
    expect(JSON.stringify(stored)).not.toContain(setup.secret);
    expect(await auth.twoFactor.status(user._id)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
  });

  it('needs a right code, then gives ten distinct recovery codes stored as hashes', async () => {
    const { secret } = await auth.twoFactor.setup(user);
    await expect(auth.twoFactor.enable(user._id, '000000', requestContext)).rejects.toMatchObject(
      refusal(400, WRONG_CODE),
    );

    const { recoveryCodes } = await auth.twoFactor.enable(
      user._id,
      await generate({ secret }),
      requestContext,
    );

    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = JSON.stringify(await auth.stores.twoFactor.findByUserId(user._id));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect(await auth.twoFactor.status(user._id)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toContain('user.two_factor_enabled');
    await expect(auth.twoFactor.setup(user)).rejects.toMatchObject(refusal(409, ALREADY_ENABLED));
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers a challenge instead of tokens, and tokens for a right code', async () => {
    const { secret } = await turnOn();

    const first = await signIn();
    expect(first).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });

    const session = await auth.twoFactorSignIn.verify(
      challengeOf(first),
      { code: await nextCode(secret) },
      requestContext,
    );
    expect(session).toMatchObject({ user: { id: user._id }, token: expect.any(String) });
  });

  it('accepts a code once: the same code in its window is refused', async () => {
    const { secret } = await turnOn();
    const code = await nextCode(secret);
    await auth.twoFactorSignIn.verify(challengeOf(await signIn()), { code }, requestContext);

    await expect(
      auth.twoFactorSignIn.verify(challengeOf(await signIn()), { code }, requestContext),
    ).rejects.toMatchObject(refusal(401, WRONG_CODE));
  });

  it('takes each recovery code once, and the challenge once', async () => {
    const { recoveryCodes } = await turnOn();
    const challenge = challengeOf(await signIn());

    await auth.twoFactorSignIn.verify(
      challenge,
      { recoveryCode: recoveryCodes[0].toUpperCase() },
      requestContext,
    );

    await expect(
      auth.twoFactorSignIn.verify(challenge, { recoveryCode: recoveryCodes[1] }, requestContext),
    ).rejects.toMatchObject(refusal(401, CHALLENGE_EXPIRED));
    await expect(
      auth.twoFactorSignIn.verify(
        challengeOf(await signIn()),
        { recoveryCode: recoveryCodes[0] },
        requestContext,
      ),
    ).rejects.toMatchObject(refusal(401, WRONG_CODE));
    expect((await auth.twoFactor.status(user._id)).recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes like wrong passwords, and spends the challenge after five', async () => {
    await turnOn();
    const challenge = challengeOf(await signIn());
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        auth.twoFactorSignIn.verify(challenge, { code: '000000' }, requestContext),
      ).rejects.toMatchObject(refusal(401, WRONG_CODE));
    }

    await expect(
      auth.twoFactorSignIn.verify(challenge, { code: '000000' }, requestContext),
    ).rejects.toMatchObject(refusal(401, CHALLENGE_EXPIRED));
    await expect(signIn()).rejects.toMatchObject({ status: 429 });
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toContain('user.two_factor_failed');
  });

  it('refuses a challenge token that was never issued', async () => {
    await expect(
      auth.twoFactorSignIn.verify(
        'a7d3c7c6-0000-4000-8000-000000000000.not-a-real-secret-at-all',
        { code: '123456' },
        requestContext,
      ),
    ).rejects.toMatchObject(refusal(401, CHALLENGE_EXPIRED));
  });
});

describe('turning two-factor sign-in off', () => {
  it('takes the password, after which sign-in answers tokens again', async () => {
    await turnOn();
    await expect(
      auth.accountProof.confirm(user, { password: 'not the password' }, requestContext),
    ).rejects.toMatchObject({ status: 401 });

    await auth.accountProof.confirm(user, { password: PASSWORD }, requestContext);
    await auth.twoFactor.disable(user._id, requestContext);

    expect(await signIn()).toMatchObject({ token: expect.any(String) });
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toContain(
      'user.two_factor_disabled',
    );
  });
});
