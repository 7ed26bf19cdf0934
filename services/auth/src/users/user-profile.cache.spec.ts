import { EventEmitter } from 'node:events';
import type { UserDto } from '@tessera/contracts';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { UserProfileCache } from './user-profile.cache';

/** A Redis connection and its subscriber duplicate, with the channel played by the test. */
function fakeRedis() {
  const subscriber = Object.assign(new EventEmitter(), {
    status: 'ready',
    subscribe: vi.fn(async () => 1),
    quit: vi.fn(async () => 'OK'),
  });
  const redis = { duplicate: () => subscriber, publish: vi.fn(async () => 1) };
  return { redis: redis as unknown as Redis, subscriber, publish: redis.publish };
}

const profile = (displayName: string) => ({ id: 'user-1', displayName }) as UserDto;

async function setUp() {
  const fake = fakeRedis();
  const cache = new UserProfileCache(fake.redis);
  await cache.onModuleInit();
  return { cache, ...fake };
}

describe('UserProfileCache', () => {
  it('loads a profile once and answers again from memory', async () => {
    const { cache } = await setUp();
    const load = vi.fn(async () => profile('Ada'));
    await cache.profileOf('user-1', load);
    expect(await cache.profileOf('user-1', load)).toEqual(profile('Ada'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a profile written here and tells the other replicas', async () => {
    const { cache, publish } = await setUp();
    await cache.profileOf('user-1', async () => profile('Ada'));
    await cache.evict('user-1');
    expect(publish).toHaveBeenCalledWith('auth:user-profile-evictions', 'user-1');
    expect(await cache.profileOf('user-1', async () => profile('Grace'))).toEqual(profile('Grace'));
  });

  it('forgets a profile another replica wrote', async () => {
    const { cache, subscriber } = await setUp();
    await cache.profileOf('user-1', async () => profile('Ada'));
    subscriber.emit('message', 'auth:user-profile-evictions', 'user-1');
    expect(await cache.profileOf('user-1', async () => profile('Grace'))).toEqual(profile('Grace'));
  });

  it('does not keep a read that overlapped a write: it may predate it', async () => {
    const { cache, subscriber } = await setUp();
    await cache.profileOf('user-1', async () => {
      subscriber.emit('message', 'auth:user-profile-evictions', 'user-1');
      return profile('Ada');
    });
    const load = vi.fn(async () => profile('Grace'));
    expect(await cache.profileOf('user-1', load)).toEqual(profile('Grace'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves nothing from memory while it cannot hear evictions, and starts over after', async () => {
    const { cache, subscriber } = await setUp();
    await cache.profileOf('user-1', async () => profile('Ada'));
    subscriber.status = 'reconnecting';
    expect(await cache.profileOf('user-1', async () => profile('Grace'))).toEqual(profile('Grace'));
    subscriber.status = 'ready';
    subscriber.emit('ready');
    expect(await cache.profileOf('user-1', async () => profile('Linus'))).toEqual(profile('Linus'));
  });

  it('keeps a profile no longer than a minute', async () => {
    const { cache } = await setUp();
    await cache.profileOf('user-1', async () => profile('Ada'));
    vi.useFakeTimers({ now: Date.now() + 60_001 });
    try {
      expect(await cache.profileOf('user-1', async () => profile('Grace'))).toEqual(
        profile('Grace'),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
