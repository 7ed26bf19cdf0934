import type { UpdateUserRequest } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USERNAME_TAKEN } from '../auth/registration.service';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
  sessionRevocations,
} from '../testing/in-memory-auth.spec-support';
import type { User } from './user.schema';
import { NOT_YOUR_ACCOUNT, ONLY_ADMINS_CHANGE, USER_NOT_FOUND } from './users.service';

let auth: AuthHarness;
let owner: User;
let admin: User;

beforeEach(async () => {
  auth = createAuthHarness();
  owner = await auth.seedUser({ username: 'owner', role: 'subscriber' });
  admin = await auth.seedUser({ username: 'the_admin', role: 'admin' });
});

afterEach(() => {
  vi.useRealTimers();
});

const callerOf = (user: User): AuthenticatedUser => ({
  id: user._id,
  role: user.role,
  sessionId: 'session-of-caller',
});

const update = (caller: User, target: User, request: UpdateUserRequest) =>
  auth.users.update(callerOf(caller), target._id, request, requestContext);

const startSession = (user: User) =>
  auth.sessions.start(user, {
    rememberMe: false,
    context: requestContext,
    action: 'user.login',
    method: 'password',
  });

describe('who may change what', () => {
  it('lets the owners edit their profile, announcing only the fields they changed', async () => {
    const updated = await update(owner, owner, { displayName: 'New Name', bio: 'Hello' });

    expect(updated).toMatchObject({ displayName: 'New Name', bio: 'Hello', role: 'subscriber' });
    const events = auth.stores.users.eventsOf(owner._id);
    expect(events[0]).toMatchObject({
      type: 'user.updated',
      actorId: owner._id,
      data: { userId: owner._id, changes: { displayName: 'New Name', bio: 'Hello' } },
    });
    expect(events[1]).toMatchObject({
      type: 'audit.log',
      data: { action: 'user.profile_updated', details: { fields: ['displayName', 'bio'] } },
    });
  });

  it("refuses a non-admin editing someone else's account", async () => {
    await expect(update(owner, admin, { bio: 'hijacked' })).rejects.toMatchObject(
      refusal(403, NOT_YOUR_ACCOUNT),
    );
    expect(auth.stores.users.events).toEqual([]);
  });

  it.each<[string, UpdateUserRequest]>([
    ['role', { role: 'admin' }],
    ['verification', { isVerified: true }],
    ['username', { username: 'new_name' }],
  ])('refuses a non-admin changing their own %s', async (_field, request) => {
    await expect(update(owner, owner, { bio: 'fine', ...request })).rejects.toMatchObject(
      refusal(403, ONLY_ADMINS_CHANGE),
    );

    expect(await auth.stores.users.findById(owner._id)).toMatchObject({
      role: 'subscriber',
      isVerified: false,
      username: 'owner',
      bio: '',
    });
    expect(auth.stores.users.events).toEqual([]);
  });

  it('answers 404 for an account that does not exist', async () => {
    await expect(
      auth.users.update(callerOf(admin), 'no-such-user', { bio: 'x' }, requestContext),
    ).rejects.toMatchObject(refusal(404, USER_NOT_FOUND));
  });

  it('writes nothing for an empty change', async () => {
    await expect(update(owner, owner, {})).resolves.toMatchObject({ id: owner._id });
    expect(auth.stores.users.events).toEqual([]);
  });
});

describe('profile pictures', () => {
  const avatarId = '7d0c9a52-3c1e-4f7e-9a7b-1f2e3d4c5b6a';
  const coverId = '2b1a0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d';

  it("shows the owner's uploads at their public addresses and announces them", async () => {
    auth.stores.profileImages.uploads.set(avatarId, { ownerId: owner._id, purpose: 'avatar' });
    auth.stores.profileImages.uploads.set(coverId, { ownerId: owner._id, purpose: 'cover' });

    const updated = await update(owner, owner, { avatarMediaId: avatarId, coverMediaId: coverId });

    expect(updated).toMatchObject({
      avatar: `/api/content/profile-images/${avatarId}`,
      coverImage: `/api/content/profile-images/${coverId}`,
    });
    expect(auth.stores.users.eventsOf(owner._id)[0]).toMatchObject({
      type: 'user.updated',
      data: {
        changes: {
          avatar: `/api/content/profile-images/${avatarId}`,
          coverImage: `/api/content/profile-images/${coverId}`,
        },
      },
    });
  });

  it("refuses someone else's upload, and an upload of the other purpose, changing nothing", async () => {
    auth.stores.profileImages.uploads.set(avatarId, { ownerId: admin._id, purpose: 'avatar' });
    auth.stores.profileImages.uploads.set(coverId, { ownerId: owner._id, purpose: 'cover' });

    await expect(update(owner, owner, { avatarMediaId: avatarId })).rejects.toMatchObject({
      status: 400,
    });
    await expect(update(owner, owner, { avatarMediaId: coverId })).rejects.toMatchObject({
      status: 400,
    });
    expect(auth.stores.users.events).toEqual([]);
  });

  it('removes a picture with an empty address', async () => {
    auth.stores.profileImages.uploads.set(avatarId, { ownerId: owner._id, purpose: 'avatar' });
    await update(owner, owner, { avatarMediaId: avatarId });

    await expect(update(owner, owner, { avatar: '' })).resolves.toMatchObject({ avatar: '' });
  });
});

describe('role changes by admins', () => {
  it('changes the role, audits it as a role change and ends the sessions of the old role', async () => {
    const session = await startSession(owner);

    const updated = await update(admin, owner, { role: 'creator' });

    expect(updated.role).toBe('creator');
    const events = auth.stores.users.eventsOf(owner._id);
    expect(events.find((event) => event.type === 'audit.log')).toMatchObject({
      actorId: admin._id,
      data: {
        action: 'user.role_changed',
        userId: owner._id,
        details: { from: 'subscriber', to: 'creator', fields: ['role'] },
      },
    });
    expect(sessionRevocations(events)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: 'role-changed' }) }),
    ]);
    await expect(auth.sessions.refresh(session.refreshToken, requestContext)).rejects.toMatchObject(
      { status: 401 },
    );
  });

  it('keeps the sessions when the role stays the same', async () => {
    const session = await startSession(owner);

    await update(admin, owner, { role: 'subscriber', isVerified: true });

    expect(auditActions(auth.stores.users.eventsOf(owner._id))).toEqual(['user.profile_updated']);
    expect(sessionRevocations(auth.stores.users.events)).toEqual([]);
    await expect(
      auth.sessions.refresh(session.refreshToken, requestContext),
    ).resolves.toBeDefined();
  });

  it('renames an account, refusing a username another account holds in any letter case', async () => {
    await expect(update(admin, owner, { username: 'THE_ADMIN' })).rejects.toMatchObject(
      refusal(409, USERNAME_TAKEN),
    );

    await update(admin, owner, { username: 'Owner' });
    expect(await auth.stores.users.findById(owner._id)).toMatchObject({
      username: 'Owner',
      usernameKey: 'owner',
    });
  });
});

describe('changes asked for by the admin service', () => {
  it('changes a role once, with the admin as actor, and ends the sessions of the old role', async () => {
    const session = await startSession(owner);

    const change = await auth.users.changeRole(owner._id, 'creator', admin._id, requestContext);
    const again = await auth.users.changeRole(owner._id, 'creator', admin._id, requestContext);

    expect(change).toEqual({
      userId: owner._id,
      role: 'creator',
      previousRole: 'subscriber',
      changed: true,
    });
    expect(again).toMatchObject({ role: 'creator', previousRole: 'creator', changed: false });
    expect(auditActions(auth.stores.users.eventsOf(owner._id))).toEqual(['user.role_changed']);
    expect(auth.stores.users.eventsOf(owner._id)[0]).toMatchObject({ actorId: admin._id });
    await expect(auth.sessions.refresh(session.refreshToken, requestContext)).rejects.toMatchObject(
      { status: 401 },
    );
  });

  it('keeps the verification status in step when an admin sets isVerified directly', async () => {
    await update(admin, owner, { isVerified: true });
    expect(await auth.users.me(owner._id)).toMatchObject({
      isVerified: true,
      verificationStatus: 'verified',
    });
    await update(admin, owner, { isVerified: false });
    expect(await auth.users.me(owner._id)).toMatchObject({
      isVerified: false,
      verificationStatus: 'none',
    });
  });
});

describe('promotion from the command line', () => {
  it('makes the account an admin with no actor, audited, and ends its sessions', async () => {
    const session = await startSession(owner);

    const promoted = await auth.users.promoteToAdmin(owner.email.toUpperCase());

    expect(promoted).toMatchObject({ id: owner._id, role: 'admin' });
    const events = auth.stores.users.eventsOf(owner._id);
    expect(events.find((event) => event.type === 'audit.log')).toMatchObject({
      actorId: owner._id,
      data: { action: 'user.role_changed', details: { from: 'subscriber', to: 'admin' } },
    });
    expect(events.find((event) => event.type === 'user.updated')).not.toHaveProperty('actorId');
    expect(sessionRevocations(events)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: 'role-changed' }) }),
    ]);
    await expect(auth.sessions.refresh(session.refreshToken, requestContext)).rejects.toMatchObject(
      { status: 401 },
    );
  });

  it('leaves an admin as they are, and answers 404 for an unknown email', async () => {
    const session = await startSession(admin);
    await expect(auth.users.promoteToAdmin(admin.email)).resolves.toMatchObject({ role: 'admin' });
    expect(auth.stores.users.eventsOf(admin._id)).toEqual([]);
    await expect(
      auth.sessions.refresh(session.refreshToken, requestContext),
    ).resolves.toBeDefined();
    await expect(auth.users.promoteToAdmin('nobody@example.com')).rejects.toMatchObject(
      refusal(404, USER_NOT_FOUND),
    );
  });
});

describe('reading accounts', () => {
  it('serves the signed-in profile from the cache, and shows a change at once', async () => {
    expect((await auth.users.me(owner._id)).bio).toBe(owner.bio);
    await auth.stores.users.update(owner._id, { bio: 'stale if the cache kept it' }, []);
    expect((await auth.users.me(owner._id)).bio).toBe('stale if the cache kept it');
  });

  it('shows the subscriber count on the public profile only once the creator chooses to', async () => {
    const creator = await auth.seedUser({ username: 'counted_creator', role: 'creator' });
    expect((await auth.users.publicProfile(creator._id, null)).showSubscriberCount).toBe(false);
    await update(creator, creator, { showSubscriberCount: true });
    expect((await auth.users.publicProfile(creator._id, null)).showSubscriberCount).toBe(true);
    expect(auth.stores.users.eventsOf(creator._id)[0]).toMatchObject({
      type: 'user.updated',
      data: { changes: { showSubscriberCount: true } },
    });
  });

  it('keeps privacy choices to the owner, shown by default, and announces a change', async () => {
    expect(await auth.users.me(owner._id)).toMatchObject({
      showOnlineStatus: true,
      showInSearch: true,
    });
    const changed = await update(owner, owner, { showOnlineStatus: false, showInSearch: false });
    expect(changed).toMatchObject({ showOnlineStatus: false, showInSearch: false });
    const profile = await auth.users.publicProfile(owner._id, null);
    expect(profile).not.toHaveProperty('showOnlineStatus');
    expect(profile).not.toHaveProperty('showInSearch');
    expect(auth.stores.users.eventsOf(owner._id)[0]).toMatchObject({
      type: 'user.updated',
      data: { changes: { showOnlineStatus: false, showInSearch: false } },
    });
  });

  it('shows the owner their email but shows the public only the public profile', async () => {
    expect(await auth.users.me(owner._id)).toMatchObject({ email: owner.email });
    const profile = await auth.users.publicProfile(owner._id, null);
    expect(profile).toMatchObject({ id: owner._id, username: 'owner' });
    expect(profile).not.toHaveProperty('email');
    await expect(auth.users.publicProfile('no-such-user', null)).rejects.toMatchObject(
      refusal(404, USER_NOT_FOUND),
    );
  });

  it("takes a suspended creator's profile out of public view and lists, not from admins", async () => {
    const suspended = await auth.seedUser({ username: 'suspended_creator', role: 'creator' });
    await auth.stores.users.changeStatus(
      suspended._id,
      'active',
      {
        status: 'suspended',
        reason: 'Spam',
        changedAt: new Date(),
      },
      [],
    );
    await expect(auth.users.publicProfile(suspended._id, null)).rejects.toMatchObject(
      refusal(404, USER_NOT_FOUND),
    );
    const asAdmin = await auth.users.publicProfile(suspended._id, callerOf(admin));
    expect(asAdmin).toMatchObject({ id: suspended._id });
    const listed = await auth.users.list(null, 1, 50);
    expect(listed.items.map((user) => user.id)).not.toContain(suspended._id);
  });

  it('lists every account to an admin, newest first, a page at a time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const newest = await auth.seedUser({ username: 'newest' });

    const first = await auth.users.list(callerOf(admin), 1, 2);
    const second = await auth.users.list(callerOf(admin), 2, 2);

    expect(first.total).toBe(3);
    expect(first.items[0].id).toBe(newest._id);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.items[0]).not.toHaveProperty('email');
  });

  it('lists only creators to visitors and to everyone but admins', async () => {
    const creator = await auth.seedUser({ username: 'the_creator', role: 'creator' });
    for (const viewer of [null, callerOf(owner), callerOf(creator)]) {
      const page = await auth.users.list(viewer, 1, 10);
      expect(page.items.map((user) => user.id)).toEqual([creator._id]);
      expect(page.total).toBe(1);
    }
  });
});
