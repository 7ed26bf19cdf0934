import { MESSAGES } from '@tessera/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';

const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['user.updated']);
});

afterAll(() => probe.stop());

async function register() {
  const result = await api('POST', '/api/auth/register', newUser());
  expect(result.status).toBe(201);
  return result.body.data as { token: string; user: { id: string } };
}

describe('social links', () => {
  it.each([
    ['a dot', 'my.site'],
    ['a leading dollar', '$where'],
    ['a NUL byte', 'git\u0000hub'],
  ])('refuses a platform name with %s by field, on both update routes', async (_case, key) => {
    const session = await register();
    const socialLinks = { [key]: 'https://example.com/me' };
    for (const path of ['/api/auth/profile', `/api/users/${session.user.id}`]) {
      const result = await api('PUT', path, { socialLinks }, { token: session.token });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe(MESSAGES.socialPlatformInvalid(30));
      expect(result.body.errors).toEqual([
        { field: 'socialLinks', message: MESSAGES.socialPlatformInvalid(30) },
      ]);
    }
    const profile = await api('GET', '/api/auth/profile', undefined, { token: session.token });
    expect(profile.body.data.user.socialLinks).toEqual({});
  });
});

describe('social link changes', () => {
  it.each([
    ['renamed', { github: 'https://github.com/ada', blog: 'https://ada.dev' }],
    ['swapped', { site: 'https://ada.dev', code: 'https://github.com/ada' }],
    ['reordered', { code: 'https://github.com/ada', site: 'https://ada.dev' }],
    ['removed', {}],
  ])('stores and announces links that were only %s', async (_case, socialLinks) => {
    const session = await register();
    const before = { site: 'https://github.com/ada', code: 'https://ada.dev' };
    const first = await api(
      'PUT',
      '/api/auth/profile',
      { socialLinks: before },
      { token: session.token },
    );
    expect(first.status).toBe(200);

    const changed = await api(
      'PUT',
      '/api/auth/profile',
      { socialLinks },
      { token: session.token },
    );
    expect(changed.status).toBe(200);
    expect(Object.entries(changed.body.data.user.socialLinks)).toEqual(Object.entries(socialLinks));
    const stored = await api('GET', `/api/users/${session.user.id}`);
    expect(Object.entries(stored.body.data.user.socialLinks)).toEqual(Object.entries(socialLinks));

    const announced = await probe.waitFor('user.updated', (event) => {
      const data = event.data as { userId: string; changes: { socialLinks?: object } };
      return (
        data.userId === session.user.id &&
        JSON.stringify(data.changes.socialLinks) === JSON.stringify(socialLinks)
      );
    });
    expect(announced.key).toBe(session.user.id);
  });

  it('announces nothing when the links are sent again unchanged', async () => {
    const session = await register();
    const links = { site: 'https://ada.dev' };
    await api('PUT', '/api/auth/profile', { socialLinks: links }, { token: session.token });
    await api(
      'PUT',
      '/api/auth/profile',
      { socialLinks: links, bio: 'Hi' },
      { token: session.token },
    );
    const bioChange = await probe.waitFor('user.updated', (event) => {
      const data = event.data as { userId: string; changes: { bio?: string } };
      return data.userId === session.user.id && data.changes.bio === 'Hi';
    });
    expect((bioChange.value as { data: { changes: object } }).data.changes).toEqual({ bio: 'Hi' });
  });
});

describe('control and text-direction characters', () => {
  it('refuses them in a display name and a bio, on both update routes, and keeps newlines', async () => {
    const session = await register();
    const cases = [
      [{ displayName: 'Ada\u202eecilA' }, 'displayName', MESSAGES.displayNameControlCharacters],
      [{ displayName: 'Ada\u0007' }, 'displayName', MESSAGES.displayNameControlCharacters],
      [{ bio: 'hello\u2066world' }, 'bio', MESSAGES.bioControlCharacters],
      [{ bio: 'bell\u0085' }, 'bio', MESSAGES.bioControlCharacters],
    ] as const;
    for (const path of ['/api/auth/profile', `/api/users/${session.user.id}`]) {
      for (const [update, field, message] of cases) {
        const result = await api('PUT', path, update, { token: session.token });
        expect(result.status).toBe(400);
        expect(result.body.errors).toEqual([{ field, message }]);
      }
    }

    const multiLine = await api(
      'PUT',
      '/api/auth/profile',
      { bio: 'first line\r\nsecond line' },
      { token: session.token },
    );
    expect(multiLine.status).toBe(200);
    expect(multiLine.body.data.user.bio).toBe('first line\nsecond line');
  });

  it('refuses them in the display name given at registration', async () => {
    const result = await api('POST', '/api/auth/register', newUser({ displayName: 'admin\u200f' }));
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      { field: 'displayName', message: MESSAGES.displayNameControlCharacters },
    ]);
  });
});
