import { MESSAGES } from '@tessera/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

async function register(overrides = {}) {
  const input = newUser(overrides);
  const result = await api('POST', '/api/auth/register', input);
  expect(result.status).toBe(201);
  return { input, session: result.body.data };
}

describe('registration', () => {
  it('creates an account and returns the user with both tokens', async () => {
    const input = newUser({ role: 'CREATOR' });
    const result = await api('POST', '/api/auth/register', input);
    expect(result.status).toBe(201);
    expect(result.body.message).toBeTypeOf('string');
    const { user, token, refreshToken } = result.body.data;
    expect(token.split('.')).toHaveLength(3);
    expect(refreshToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(user).toMatchObject({
      email: input.email,
      username: input.username,
      displayName: input.displayName,
      role: 'creator',
      authProvider: 'local',
      emailVerified: false,
      isVerified: false,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('outbox');
  });

  it('defaults the role to subscriber and refuses admin', async () => {
    const { role: _role, ...withoutRole } = newUser();
    const defaulted = await api('POST', '/api/auth/register', withoutRole);
    expect(defaulted.status).toBe(201);
    expect(defaulted.body.data.user.role).toBe('subscriber');

    const admin = await api('POST', '/api/auth/register', newUser({ role: 'admin' }));
    expect(admin.status).toBe(400);
    expect(admin.body.error).toBe(MESSAGES.roleInvalid);
  });

  it.each([
    ['email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['username', { username: 'ab' }, MESSAGES.usernameMin],
    ['username', { username: 'a'.repeat(21) }, MESSAGES.usernameMax],
    ['username', { username: 'bad name!' }, MESSAGES.usernameChars],
    ['displayName', { displayName: 'A' }, MESSAGES.displayNameMin],
    ['password', { password: 'Sh0rt' }, MESSAGES.passwordMin],
    ['password', { password: 'alllowercase1' }, MESSAGES.passwordComplexity],
  ])('rejects a bad %s with the spec message', async (field, overrides, message) => {
    const result = await api('POST', '/api/auth/register', newUser(overrides));
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(message);
    expect(result.body.errors).toContainEqual({ field, message });
  });

  it('refuses a duplicate email or username, in any letter case, with 409', async () => {
    const { input } = await register();
    const sameEmail = await api(
      'POST',
      '/api/auth/register',
      newUser({ email: input.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toMatch(/email already exists/);
    const sameUsername = await api(
      'POST',
      '/api/auth/register',
      newUser({ username: input.username.toUpperCase() }),
    );
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.error).toMatch(/username is already taken/);
  });
});

describe('login', () => {
  it('signs in, with a 24-hour session or a 30-day one with remember me', async () => {
    const { input } = await register();
    const short = await api('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(short.status).toBe(200);
    expect(short.body.data.user.email).toBe(input.email);
    const hours = (Date.parse(short.body.data.sessionExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const long = await api('POST', '/api/auth/login', { ...input, rememberMe: true });
    const days = (Date.parse(long.body.data.sessionExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const { input } = await register();
    const wrong = await api('POST', '/api/auth/login', {
      email: input.email,
      password: 'Wrong-password1',
    });
    const unknown = await api('POST', '/api/auth/login', {
      email: `nobody_${input.email}`,
      password: 'Whatever1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('gives the spec messages for a short password and a bad email', async () => {
    const short = await api('POST', '/api/auth/login', { email: 'a@b.co', password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(MESSAGES.loginPasswordMin);
    const email = await api('POST', '/api/auth/login', { email: 'nope', password: '123456' });
    expect(email.body.error).toBe(MESSAGES.invalidEmail);
  });

  it('throttles brute force against one account with 429', async () => {
    const { input } = await register();
    const attempts = [];
    for (let i = 0; i < 6; i += 1) {
      attempts.push(
        await api('POST', '/api/auth/login', { email: input.email, password: `Wrong-pass${i}` }),
      );
    }
    expect(attempts.slice(0, 5).every((attempt) => attempt.status === 401)).toBe(true);
    expect(attempts[5].status).toBe(429);
    expect(attempts[5].body.error).toMatch(/Too many failed sign-in attempts/);
    const correct = await api('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(correct.status).toBe(429);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the whole family when a rotated token is reused', async () => {
    const { session } = await register();
    const first = await api('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    expect(first.body.data.user.id).toBe(session.user.id);

    const second = await api('POST', '/api/auth/refresh', {
      refreshToken: first.body.data.refreshToken,
    });
    expect(second.status).toBe(200);

    const reuse = await api('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.status).toBe(401);
    const latest = await api('POST', '/api/auth/refresh', {
      refreshToken: second.body.data.refreshToken,
    });
    expect(latest.status).toBe(401);
    const profile = await api('GET', '/api/auth/profile', undefined, {
      token: second.body.data.token,
    });
    expect(profile.status).toBe(401);
  });

  it('logout revokes the session and its access token', async () => {
    const { session } = await register();
    const logout = await api(
      'POST',
      '/api/auth/logout',
      { refreshToken: session.refreshToken },
      { token: session.token },
    );
    expect(logout.status).toBe(200);
    expect(
      (await api('POST', '/api/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
    expect(
      (await api('GET', '/api/auth/profile', undefined, { token: session.token })).status,
    ).toBe(401);
  });
});

describe('profile and users', () => {
  it('reads and updates the signed-in profile', async () => {
    const { session } = await register();
    const read = await api('GET', '/api/auth/profile', undefined, { token: session.token });
    expect(read.status).toBe(200);
    expect(read.body.data.user.id).toBe(session.user.id);

    const update = await api(
      'PUT',
      '/api/auth/profile',
      {
        displayName: 'New Name',
        bio: 'Photographer',
        socialLinks: { instagram: 'https://instagram.com/x' },
        setupComplete: true,
      },
      { token: session.token },
    );
    expect(update.status).toBe(200);
    expect(update.body.data.user).toMatchObject({
      displayName: 'New Name',
      bio: 'Photographer',
      setupComplete: true,
    });

    const anonymous = await api('GET', '/api/auth/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('No authentication token found');
  });

  it('lists and shows public fields only', async () => {
    const { session } = await register();
    const list = await api('GET', '/api/users?page=1&limit=5');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, limit: 5 });
    expect(list.body.data.items.length).toBeLessThanOrEqual(5);
    for (const user of list.body.data.items) {
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('passwordHash');
    }
    const one = await api('GET', `/api/users/${session.user.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.user.username).toBe(session.user.username);
    expect(one.body.data.user).not.toHaveProperty('email');
    expect((await api('GET', '/api/users/does-not-exist')).status).toBe(404);
    expect((await api('GET', '/api/users?limit=1000')).status).toBe(400);
  });

  it('lists creators only to visitors and members, and every account to an admin', async () => {
    const { session: creator } = await register({ role: 'creator' });
    const { session: subscriber } = await register({ role: 'subscriber' });
    const admin = await createAdmin(api, stack.env('auth'));
    const everyone = async (token?: string) => {
      const page = await api('GET', '/api/users?limit=100', undefined, { token });
      expect(page.status).toBe(200);
      return page.body.data as { items: Array<{ id: string; role: string }>; total: number };
    };

    const creatorTotals = new Set<number>();
    for (const viewer of [undefined, subscriber.token, creator.token]) {
      const listed = await everyone(viewer);
      // Newest first: the creator just registered leads, whoever else the database holds.
      expect(listed.items.map((user) => user.id)).toContain(creator.user.id);
      expect(listed.items.every((user) => user.role === 'creator')).toBe(true);
      expect(listed.total).toBeGreaterThanOrEqual(listed.items.length);
      creatorTotals.add(listed.total);
    }
    expect(creatorTotals.size).toBe(1);
    const all = await everyone(admin.token);
    expect(all.items.map((user) => user.id)).toEqual(
      expect.arrayContaining([creator.user.id, subscriber.user.id, admin.id]),
    );
    expect(all.total).toBeGreaterThan((await everyone()).total);
    const stale = await api('GET', '/api/users', undefined, { token: `${subscriber.token}x` });
    expect(stale.status).toBe(401);
  });

  it('lets users update only themselves and never their own role', async () => {
    const { session: alice } = await register();
    const { session: bob } = await register();
    const other = await api(
      'PUT',
      `/api/users/${bob.user.id}`,
      { bio: 'hacked' },
      { token: alice.token },
    );
    expect(other.status).toBe(403);
    const promote = await api(
      'PUT',
      `/api/users/${alice.user.id}`,
      { role: 'admin' },
      { token: alice.token },
    );
    expect(promote.status).toBe(403);
    const self = await api(
      'PUT',
      `/api/users/${alice.user.id}`,
      { bio: 'mine' },
      { token: alice.token },
    );
    expect(self.status).toBe(200);
    expect(self.body.data.user.bio).toBe('mine');
    const bobNow = await api('GET', `/api/users/${bob.user.id}`);
    expect(bobNow.body.data.user.bio).toBe('');
  });
});
