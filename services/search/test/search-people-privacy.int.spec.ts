import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, eventually, subscriptionState } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { useStack } from '../../../test/support/stack';

/** People's own say over what search shows: deletion, being found, the subscriber count. */
const stack = useStack({ services: ['auth', 'search'] });
const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
let api: Call;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
});

afterAll(() => events.stop());

/** A creator with a name no other test run uses, so a search by it finds only them. */
async function registerCreator(): Promise<Actor & { name: string }> {
  const name = `Leonora zq${randomBytes(3).toString('hex')}`;
  const registered = await api(
    'POST',
    '/api/auth/register',
    newUser({ role: 'creator', displayName: name }),
  );
  expect(registered.status).toBe(201);
  const { user, token } = registered.body.data;
  return { id: user.id, token, username: user.username, name };
}

const foundByName = async (person: { id: string; name: string }) => {
  const found = await api('GET', `/api/search?q=${encodeURIComponent(person.name)}&types=creator`);
  const ids = (found.body.data.results as Array<{ id: string }>).map((result) => result.id);
  return ids.includes(`creator:${person.id}`);
};

describe('a deleted account', () => {
  it('leaves the people index: found before, gone after', async () => {
    const leaver = await registerCreator();
    expect(await eventually(() => foundByName(leaver), Boolean)).toBe(true);

    const deleted = await api(
      'DELETE',
      '/api/auth/account',
      { password: 'Str0ngPassw0rd' },
      { token: leaver.token },
    );
    expect(deleted.status).toBe(200);
    expect(
      await eventually(
        () => foundByName(leaver),
        (found) => !found,
      ),
    ).toBe(false);
    expect((await api('GET', `/api/real-data/user/${leaver.id}`)).status).toBe(404);
  });
});

describe('a member who keeps their profile out of search', () => {
  it('is not found, suggested or listed by user search, while the profile card stays', async () => {
    const shy = await registerCreator();
    const profile = (body: Record<string, unknown>) =>
      api('PUT', '/api/auth/profile', body, { token: shy.token });
    const suggested = async () => {
      const typed = await api('GET', `/api/search/suggest?q=${encodeURIComponent(shy.name)}`);
      return (typed.body.data.suggestions as Array<{ url: string }>).some(
        (suggestion) => suggestion.url === `/profile/${shy.id}`,
      );
    };
    const userSearch = async () => {
      const found = await api(
        'GET',
        `/api/real-data/search/users?q=${encodeURIComponent(shy.name)}`,
      );
      return (found.body.users as Array<{ id: string }>).some((user) => user.id === shy.id);
    };
    expect(await eventually(() => foundByName(shy), Boolean)).toBe(true);

    const hidden = await profile({ showInSearch: false });
    expect(hidden.body.data.user.showInSearch).toBe(false);
    expect(
      await eventually(
        () => foundByName(shy),
        (found) => !found,
      ),
    ).toBe(false);
    expect(await suggested()).toBe(false);
    expect(await userSearch()).toBe(false);
    const card = await api('GET', `/api/real-data/user/${shy.id}`);
    expect(card.body.user).toMatchObject({ id: shy.id });

    await profile({ showInSearch: true });
    expect(await eventually(() => foundByName(shy), Boolean)).toBe(true);
  });
});

describe("a creator's follower count", () => {
  it('is 0 on the public card until the creator shows the subscriber count', async () => {
    const creator = await registerCreator();
    await events.send(
      'subscription.created',
      { ...subscriptionState('fan-of-leonora', `tier-${creator.id}`), creatorId: creator.id },
      'fan-of-leonora',
    );
    const card = () => api('GET', `/api/real-data/user/${creator.id}`);
    const showCount = (shown: boolean) =>
      api('PUT', '/api/auth/profile', { showSubscriberCount: shown }, { token: creator.token });
    expect((await eventually(card, (read) => read.status === 200)).body.user.followersCount).toBe(
      0,
    );

    await showCount(true);
    const shown = await eventually(card, (read) => read.body.user?.followersCount === 1);
    expect(shown.body.user.followersCount).toBe(1);
    await showCount(false);
    const hidden = await eventually(card, (read) => read.body.user?.followersCount === 0);
    expect(hidden.body.user.followersCount).toBe(0);
  });
});
