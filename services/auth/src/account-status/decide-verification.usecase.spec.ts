import type { DecideVerificationRequest } from '@tessera/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { USER_NOT_FOUND } from '../users/users.service';

const ADMIN_ID = 'admin-1';

let auth: AuthHarness;
let creator: User;

beforeEach(async () => {
  auth = createAuthHarness();
  creator = await auth.seedUser({ username: 'creator', role: 'creator' });
});

const decide = (verificationStatus: DecideVerificationRequest['verificationStatus']) =>
  auth.decideVerification.execute(
    creator._id,
    { verificationStatus, actorId: ADMIN_ID },
    requestContext,
  );

const eventsOfCreator = () => auth.stores.users.eventsOf(creator._id);

describe('deciding verification', () => {
  it('verifies: isVerified turns true, published as a profile change and audited', async () => {
    await decide('pending');
    const result = await decide('verified');

    expect(result).toEqual({
      userId: creator._id,
      verificationStatus: 'verified',
      previousVerificationStatus: 'pending',
      isVerified: true,
      changed: true,
    });
    const [updated, audit] = eventsOfCreator().slice(-2);
    expect(updated).toMatchObject({
      type: 'user.updated',
      actorId: ADMIN_ID,
      data: { changes: { isVerified: true } },
    });
    expect(audit).toMatchObject({
      type: 'audit.log',
      actorId: ADMIN_ID,
      data: {
        action: 'verification.decided',
        before: { verificationStatus: 'pending', isVerified: false },
        after: { verificationStatus: 'verified', isVerified: true },
      },
    });
    expect(await auth.users.me(creator._id)).toMatchObject({
      isVerified: true,
      verificationStatus: 'verified',
    });
  });

  it('records a pending request, published for the admin queue but not audited', async () => {
    await decide('pending');
    expect(eventsOfCreator()).toEqual([
      expect.objectContaining({
        type: 'user.updated',
        data: expect.objectContaining({
          changes: { isVerified: false, verificationStatus: 'pending' },
        }),
      }),
    ]);
    expect((await auth.stores.users.findById(creator._id))?.verificationStatus).toBe('pending');
  });

  it('rejects a verified account: isVerified turns false', async () => {
    await decide('verified');
    await decide('rejected');

    const stored = await auth.stores.users.findById(creator._id);
    expect(stored).toMatchObject({ verificationStatus: 'rejected', isVerified: false });
    expect(eventsOfCreator().at(-2)).toMatchObject({
      type: 'user.updated',
      data: { changes: { isVerified: false } },
    });
  });

  it('reads an account verified before verification statuses existed as verified', async () => {
    const legacy = await auth.seedUser({ username: 'legacy', isVerified: true });
    const result = await auth.decideVerification.execute(
      legacy._id,
      { verificationStatus: 'verified', actorId: ADMIN_ID },
      requestContext,
    );
    expect(result).toMatchObject({ previousVerificationStatus: 'verified', changed: false });
  });

  it('changes and publishes nothing the second time', async () => {
    await decide('verified');
    const count = eventsOfCreator().length;

    await expect(decide('verified')).resolves.toMatchObject({ changed: false });
    expect(eventsOfCreator()).toHaveLength(count);
  });

  it('answers 404 for an unknown account', async () => {
    await expect(
      auth.decideVerification.execute(
        'nobody',
        { verificationStatus: 'verified', actorId: ADMIN_ID },
        requestContext,
      ),
    ).rejects.toMatchObject(refusal(404, USER_NOT_FOUND));
  });
});
