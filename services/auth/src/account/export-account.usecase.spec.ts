import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';

let auth: AuthHarness;
let user: User;
let sessionId: string;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ role: 'creator', bio: 'Painter' });
  const session = await auth.sessions.start(user, {
    rememberMe: false,
    context: requestContext,
    action: 'user.login',
    method: 'password',
  });
  sessionId = decodeJwt(session.token).sid as string;
});

const exportNow = () => auth.exportAccount.execute(user._id, sessionId, requestContext);

describe('exporting an account', () => {
  it('puts the profile, sessions, posts, messages and payments in one file, audited', async () => {
    const post = { id: 'post-1', title: 'Morning light' };
    const message = { id: 'conv-1-1', content: 'Hello' };
    const payment = { id: 'pay-1', amountCents: 799 };
    auth.stores.accountData.answers.set('posts', { items: [post], total: 1, limit: 2000 });
    auth.stores.accountData.answers.set('messages', { items: [message], total: 1, limit: 5000 });
    auth.stores.accountData.answers.set('payments', { items: [payment], total: 1, limit: 2000 });
    await auth.stores.passkeys.create({
      _id: 'credential-1',
      userId: user._id,
      name: 'Laptop',
      publicKey: 'public-key-bytes',
      counter: 3,
      transports: ['internal'],
      synced: true,
    });

    const file = await exportNow();

    expect(file).toMatchObject({
      profile: { id: user._id, email: user.email, bio: 'Painter' },
      posts: [post],
      messages: [message],
      payments: [payment],
      missing: [],
      capped: [],
    });
    expect(file.profile.passkeys).toEqual([
      {
        id: 'credential-1',
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        synced: true,
      },
    ]);
    expect(JSON.stringify(file)).not.toContain('public-key-bytes');
    expect(file.sessions.map((listed) => listed.current)).toEqual([true]);
    expect(JSON.stringify(file)).not.toContain(user.passwordHash ?? 'no-hash');
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toContain('user.account_exported');
  });

  it('says which part was cut at its limit, and how many records there are', async () => {
    const items = [{ id: 'conv-1-2' }, { id: 'conv-1-1' }];
    auth.stores.accountData.answers.set('messages', { items, total: 7, limit: 2 });

    const file = await exportNow();

    expect(file.messages).toEqual(items);
    expect(file.capped).toEqual([{ part: 'messages', included: 2, total: 7 }]);
  });

  it('names a part whose service did not answer and keeps the rest', async () => {
    auth.stores.accountData.down.add('payments');

    const file = await exportNow();

    expect(file.payments).toBeNull();
    expect(file.posts).toEqual([]);
    expect(file.missing).toEqual([
      { part: 'payments', reason: expect.stringContaining('billing service did not answer') },
    ]);
  });
});
