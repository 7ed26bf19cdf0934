import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

const refresh = (refreshToken: string) => api('POST', '/api/auth/refresh', { refreshToken });

describe('refresh token rotation', () => {
  it('lets one of twenty simultaneous refreshes with one token win, and a later reuse ends the family', async () => {
    const registered = await api('POST', '/api/auth/register', newUser());
    const original: string = registered.body.data.refreshToken;

    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(original)));

    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.status === 401)).toHaveLength(19);
    const successor = winners[0].body.data as { token: string; refreshToken: string };
    expect(successor.refreshToken).not.toBe(original);

    expect((await refresh(original)).status).toBe(401);
    expect((await refresh(successor.refreshToken)).status).toBe(401);
    const profile = await api('GET', '/api/auth/profile', undefined, { token: successor.token });
    expect(profile.status).toBe(401);
  });

  it('keeps the successor of a single refresh working until the old token comes back', async () => {
    const registered = await api('POST', '/api/auth/register', newUser());
    const original: string = registered.body.data.refreshToken;
    const first = await refresh(original);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);

    expect((await refresh(original)).status).toBe(401);
    expect((await refresh(second.body.data.refreshToken)).status).toBe(401);
  });
});
