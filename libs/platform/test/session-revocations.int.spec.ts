import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraEnv } from '../../../test/support/test-env';
import { SessionRevocations } from '../src/auth/session-revocations';

// Two processes' deny-lists, each on its own Redis connection.
const connections = [new Redis(infraEnv().REDIS_URL), new Redis(infraEnv().REDIS_URL)];
const [here, elsewhere] = connections.map((redis) => new SessionRevocations(redis));

beforeAll(async () => {
  await Promise.all([here.onModuleInit(), elsewhere.onModuleInit()]);
});

afterAll(async () => {
  await Promise.all([here.onApplicationShutdown(), elsewhere.onApplicationShutdown()]);
  await Promise.all(connections.map((redis) => redis.quit()));
});

/** The ids of the next `count` sessions `revocations` tells its listeners of. */
function heard(revocations: SessionRevocations, count: number): Promise<string[]> {
  return new Promise((resolve) => {
    const ids: string[] = [];
    const stop = revocations.onRevoked((id) => {
      ids.push(id);
      if (ids.length < count) return;
      stop();
      resolve(ids);
    });
  });
}

describe('session revocation listeners', () => {
  it('tell every process, the revoking one included, of each ended session once', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const seenHere: string[] = [];
    const seenElsewhere: string[] = [];
    const stopHere = here.onRevoked((id) => seenHere.push(id));
    const stopElsewhere = elsewhere.onRevoked((id) => seenElsewhere.push(id));
    const bothElsewhere = heard(elsewhere, 2);

    await here.revoke([first, second], 60);
    expect(await bothElsewhere).toEqual([first, second]);
    // Revoking again, or hearing the own publication back, tells nobody twice.
    const third = randomUUID();
    const thirdElsewhere = heard(elsewhere, 1);
    await here.revoke([first, third], 60);
    expect(await thirdElsewhere).toEqual([third]);
    stopHere();
    stopElsewhere();
    expect(seenHere).toEqual([first, second, third]);
    expect(seenElsewhere).toEqual([first, second, third]);
    expect(elsewhere.isRevoked(first)).toBe(true);
  });

  it('stop calling a listener once it unsubscribed', async () => {
    const calls: string[] = [];
    const stop = elsewhere.onRevoked((id) => calls.push(id));
    stop();
    const next = heard(elsewhere, 1);
    const id = randomUUID();
    await here.revoke([id], 60);
    expect(await next).toEqual([id]);
    expect(calls).toEqual([]);
  });
});
