import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, eventually } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { TEST_INTERNAL_API_TOKEN } from '../../../test/support/test-env';

const stack = useStack({ services: ['auth', 'content', 'search'] });
const opensearch = process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200';
let api: Call;
let creator: Actor;
const marker = `zr${randomBytes(3).toString('hex')}`;

const internal = async (method: string, path: string) => {
  const response = await fetch(`${stack.url('search')}${path}`, {
    method,
    headers: { 'x-internal-token': TEST_INTERNAL_API_TOKEN },
  });
  return { status: response.status, body: await response.json() };
};

const found = (q: string) =>
  api('GET', `/api/search?q=${encodeURIComponent(q)}&types=creator`).then((result) =>
    result.body.data.results.map((card: { id: string }) => card.id),
  );

async function aliasTargets(name: string): Promise<string[]> {
  const prefix = stack.env('search').SEARCH_INDEX_PREFIX;
  const response = await fetch(`${opensearch}/_alias/${prefix}-${name}`);
  return Object.keys(await response.json());
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  const input = newUser({ role: 'creator', displayName: `Marisol Lantern ${marker}` });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  creator = {
    id: registered.body.data.user.id,
    token: registered.body.data.token,
    username: input.username,
  };
  await eventually(
    () => found(marker),
    (ids) => ids.includes(`creator:${creator.id}`),
  );
});

describe('rebuilding the indices', () => {
  it('restores a lost document from the owners, swaps the alias and keeps changes made meanwhile, not deleted accounts', async () => {
    const leaving = newUser({ role: 'creator', displayName: `Leaving Lantern ${marker}` });
    const leaver = (await api('POST', '/api/auth/register', leaving)).body.data;
    await eventually(
      () => found(marker),
      (ids) => ids.includes(`creator:${leaver.user.id}`),
    );
    const deletion = { password: leaving.password };
    await api('DELETE', '/api/auth/account', deletion, { token: leaver.token });
    await eventually(
      () => found(marker),
      (ids) => !ids.includes(`creator:${leaver.user.id}`),
    );
    const before = await aliasTargets('people');
    const prefix = stack.env('search').SEARCH_INDEX_PREFIX;
    const lost = await fetch(`${opensearch}/${prefix}-people/_doc/${creator.id}?refresh=true`, {
      method: 'DELETE',
    });
    expect(lost.status).toBe(200);
    expect(await found(marker)).not.toContain(`creator:${creator.id}`);

    const started = await internal('POST', '/internal/search/rebuilds');
    expect(started.status).toBe(202);
    const again = await internal('POST', '/internal/search/rebuilds');
    expect(again.status).toBe(409);
    // A profile change while the rebuild runs reaches the new index too.
    const renamed = await api(
      'PUT',
      '/api/auth/profile',
      { bio: `Lanterns and long exposures ${marker}` },
      { token: creator.token },
    );
    expect(renamed.status).toBe(200);

    const done = await eventually(
      () => internal('GET', `/internal/search/rebuilds/${started.body.data.id}`),
      (result) => result.body.data.status !== 'running',
      60_000,
    );
    expect(done.body.data).toMatchObject({ status: 'done', error: null });
    expect(done.body.data.indexed).toBeGreaterThan(0);

    const after = await aliasTargets('people');
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    await eventually(
      () => api('GET', `/api/real-data/user/${creator.id}`),
      (result) => result.body.user?.bio === `Lanterns and long exposures ${marker}`,
    );
    expect(await found(marker)).toContain(`creator:${creator.id}`);
    // A deleted account stays out: the rebuild skips what auth reports deleted.
    expect(await found(marker)).not.toContain(`creator:${leaver.user.id}`);
  });

  it('refuses callers without the internal token', async () => {
    const response = await fetch(`${stack.url('search')}/internal/search/rebuilds`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
  });
});
