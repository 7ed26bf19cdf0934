import { beforeEach, describe, expect, it } from 'vitest';
import { auditActions, refusal, requestContext } from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { PASSKEY_NOT_FOUND } from './manage-passkeys.usecase';
import { createPasskeyHarness, type PasskeyHarness } from './passkey-harness.spec-support';
import { SoftwareAuthenticator } from './software-authenticator.spec-support';

let harness: PasskeyHarness;
let user: User;
let other: User;

async function addPasskey(owner: User, name: string): Promise<string> {
  const options = await harness.register.options(owner._id);
  const response = new SoftwareAuthenticator().register(options, { origin: harness.origin });
  return (await harness.register.verify(owner._id, name, response, requestContext)).id;
}

beforeEach(async () => {
  harness = createPasskeyHarness();
  user = await harness.auth.seedUser({ email: 'ada@example.com' });
  other = await harness.auth.seedUser({ email: 'grace@example.com' });
});

describe("an account's passkeys", () => {
  it('lists only its own, with name, creation and last use, never the key', async () => {
    await addPasskey(user, 'Laptop');
    await addPasskey(other, 'Not yours');

    const passkeys = await harness.manage.list(user._id);
    expect(passkeys).toEqual([
      {
        id: expect.any(String),
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        synced: false,
      },
    ]);
  });

  it('renames and removes one, each audited', async () => {
    const id = await addPasskey(user, 'Laptop');

    await expect(
      harness.manage.rename(user._id, id, 'Old laptop', requestContext),
    ).resolves.toMatchObject({ id, name: 'Old laptop' });
    await harness.manage.remove(user._id, id, requestContext);

    expect(await harness.manage.list(user._id)).toEqual([]);
    expect(auditActions(harness.auth.stores.users.eventsOf(user._id))).toEqual([
      'user.passkey_added',
      'user.passkey_renamed',
      'user.passkey_removed',
    ]);
  });

  it("treats another account's passkey as unknown", async () => {
    const theirs = await addPasskey(other, 'Phone');

    await expect(
      harness.manage.rename(user._id, theirs, 'Mine now', requestContext),
    ).rejects.toMatchObject(refusal(404, PASSKEY_NOT_FOUND));
    await expect(harness.manage.remove(user._id, theirs, requestContext)).rejects.toMatchObject(
      refusal(404, PASSKEY_NOT_FOUND),
    );
    expect(await harness.manage.list(other._id)).toMatchObject([{ id: theirs, name: 'Phone' }]);
  });
});
