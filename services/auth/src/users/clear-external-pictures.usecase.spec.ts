import { type TypedEvent, PROFILE_IMAGE_PATH } from '@tessera/contracts';
import { createLogger } from '@tessera/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../testing/in-memory-auth.spec-support';
import { standIn } from '../testing/in-memory-repositories.spec-support';
import { ClearExternalPicturesUseCase } from './clear-external-pictures.usecase';
import type { UsersRepository } from './users.repository';

const googlePicture = 'https://lh3.googleusercontent.com/a/picture-of-someone';
const ownAvatar = `${PROFILE_IMAGE_PATH}media-1`;

let auth: AuthHarness;

beforeEach(() => {
  auth = createAuthHarness();
});

const clearOnce = () =>
  new ClearExternalPicturesUseCase(
    standIn<UsersRepository>(auth.stores.users),
    createLogger('auth', 'silent'),
  ).execute();

const profileUpdates = (userId: string) =>
  auth.stores.users
    .eventsOf(userId)
    .filter((event): event is TypedEvent<'user.updated'> => event.type === 'user.updated')
    .map((event) => event.data.changes);

describe('clearing profile pictures on other hosts', () => {
  it("clears only another host's addresses, each with its event, and finds none the second time", async () => {
    const google = await auth.seedUser({ avatar: googlePicture });
    const pasted = await auth.seedUser({
      avatar: ownAvatar,
      coverImage: 'http://tracker.example/pixel.gif',
    });
    const own = await auth.seedUser({ avatar: ownAvatar, coverImage: '' });

    expect(await clearOnce()).toBe(2);

    expect(await auth.stores.users.findById(google._id)).toMatchObject({ avatar: '' });
    expect(await auth.stores.users.findById(pasted._id)).toMatchObject({
      avatar: ownAvatar,
      coverImage: '',
    });
    expect(profileUpdates(google._id)).toEqual([{ avatar: '' }]);
    expect(profileUpdates(pasted._id)).toEqual([{ coverImage: '' }]);
    expect(profileUpdates(own._id)).toEqual([]);

    expect(await clearOnce()).toBe(0);
    expect(profileUpdates(google._id)).toHaveLength(1);
  });

  it('clears an account once when two replicas run at the same time', async () => {
    const google = await auth.seedUser({ avatar: googlePicture });

    const counts = await Promise.all([clearOnce(), clearOnce()]);

    expect(counts.sort()).toEqual([0, 1]);
    expect(profileUpdates(google._id)).toEqual([{ avatar: '' }]);
  });
});
