import type { ExportedUser } from '@tessera/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import {
  internalPathsThroughGateway,
  isExportPage,
  rawGet,
  readWholeExport,
  withInternalToken,
} from '../../../test/support/internal-export';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
const EXPORT = '/internal/export/users';
let api: Call;
let auth: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
  auth = apiClient(stack.url('auth'));
});

async function registered(role: 'creator' | 'subscriber') {
  const input = newUser({ role });
  const answer = await api('POST', '/api/auth/register', input);
  expect(answer.status).toBe(201);
  return { input, id: answer.body.data.user.id as string, token: answer.body.data.token as string };
}

describe('user export', () => {
  it('pages through every account in id order with its public profile and standing only', async () => {
    const creator = await registered('creator');
    const bio = { bio: 'Sunsets over the harbour', displayName: 'Harbour Light' };
    const profile = await api('PUT', `/api/users/${creator.id}`, bio, { token: creator.token });
    expect(profile.status).toBe(200);
    const fan = await registered('subscriber');

    const users = await readWholeExport<ExportedUser>(auth, EXPORT, 'users', 7);
    const ids = users.map((user) => user.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    const byId = new Map(users.map((user) => [user.id, user]));
    expect(byId.get(creator.id)).toEqual({
      id: creator.id,
      username: creator.input.username,
      displayName: 'Harbour Light',
      role: 'creator',
      bio: 'Sunsets over the harbour',
      avatar: expect.any(String),
      coverImage: expect.any(String),
      isVerified: false,
      status: 'active',
      verificationStatus: 'none',
      flaggedReasons: [],
      deleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(byId.get(fan.id)).toMatchObject({ role: 'subscriber' });
    const text = JSON.stringify(users);
    expect(text).not.toContain(creator.input.email);
    expect(text).not.toMatch(/email|password|googleId|subscriptionTier/i);

    // A page of one continues exactly where the previous one ended.
    const first = await auth('GET', `${EXPORT}?limit=1`, undefined, withInternalToken());
    expect(first.body.data.users).toHaveLength(1);
    expect(first.body.data.next).toBe(first.body.data.users[0].id);
    const second = await auth(
      'GET',
      `${EXPORT}?limit=1&after=${first.body.data.next}`,
      undefined,
      withInternalToken(),
    );
    expect(second.body.data.users[0].id).toBe(ids[1]);
    const past = await auth('GET', `${EXPORT}?after=${ids.at(-1)}`, undefined, withInternalToken());
    expect(past.body.data).toEqual({ users: [], next: null });
  });

  it('answers 401 without the internal token and 403 with another one', async () => {
    const missing = await auth('GET', EXPORT);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'Internal token required' });
    const wrong = await auth('GET', EXPORT, undefined, withInternalToken('y'.repeat(40)));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'Internal token not accepted' });
    const user = await registered('subscriber');
    expect((await auth('GET', EXPORT, undefined, { token: user.token })).status).toBe(401);
  });

  it('answers 400 for a limit outside 1..1000 and a malformed cursor', async () => {
    for (const query of ['limit=0', 'limit=1001', 'limit=-3', 'limit=ten', 'after=%7B%7D']) {
      const answer = await auth('GET', `${EXPORT}?${query}`, undefined, withInternalToken());
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toEqual(expect.any(String));
    }
  });

  it('is not reachable through the gateway, even with the token, nor under /api on the service', async () => {
    for (const prefix of ['users', 'auth']) {
      for (const target of internalPathsThroughGateway('users', prefix)) {
        const answer = await rawGet(stack.gatewayUrl, target, withInternalToken().headers);
        expect(isExportPage(answer.body, 'users'), target).toBe(false);
        if (target.startsWith('/api/')) expect(answer.status, target).toBe(404);
      }
    }
    const underApi = await auth('GET', `/api${EXPORT}`, undefined, withInternalToken());
    expect(underApi.status).toBe(404);
    const document = await auth('GET', '/openapi.json');
    expect(Object.keys(document.body.paths).some((path) => path.includes('internal'))).toBe(false);
  });
});
