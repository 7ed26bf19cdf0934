import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuthConfig } from '../config/auth-config';
import { InMemoryRedis } from '../testing/in-memory-collaborators.spec-support';
import { standIn } from '../testing/in-memory-repositories.spec-support';
import { LoginThrottle } from './login-throttle';

const EMAIL = 'ada@example.com';
const OWNER = '203.0.113.7';
const STRANGER = '198.51.100.1';

const config = loadAuthConfig({
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SIGNING_KEY_SECRET: 'a-signing-key-secret-of-32-chars!',
  INTERNAL_API_TOKEN: 'an-internal-api-token-of-32-chars!',
  LOGIN_MAX_FAILURES: '5',
  LOGIN_LOCK_SECONDS: '60',
  LOGIN_MAX_LOCK_SECONDS: '600',
  LOGIN_ACCOUNT_MAX_FAILURES: '20',
  LOGIN_ACCOUNT_WINDOW_SECONDS: '3600',
});

let throttle: LoginThrottle;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  throttle = new LoginThrottle(standIn<Redis>(new InMemoryRedis()), config);
});

afterEach(() => {
  vi.useRealTimers();
});

async function fail(times: number, address: string, email = EMAIL): Promise<void> {
  for (let failure = 0; failure < times; failure += 1) {
    await throttle.recordFailure(email, address);
  }
}

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('LoginThrottle', () => {
  it('makes an address wait after five failures, and only that address', async () => {
    await fail(4, STRANGER);
    expect(await throttle.refusal(EMAIL, STRANGER)).toBeNull();

    await fail(1, STRANGER);
    expect(await throttle.refusal(EMAIL, STRANGER)).toEqual({
      reason: 'wait',
      retryAfterSeconds: 60,
    });
    expect(await throttle.refusal(EMAIL, OWNER)).toBeNull();
    expect(await throttle.refusal('someone@example.com', STRANGER)).toBeNull();
  });

  it('doubles the wait with each further failure, up to the longest wait', async () => {
    await fail(5, STRANGER);
    const waits = [];
    for (let failure = 0; failure < 5; failure += 1) {
      const refusal = await throttle.refusal(EMAIL, STRANGER);
      waits.push(refusal?.retryAfterSeconds);
      later(refusal?.retryAfterSeconds ?? 0);
      expect(await throttle.refusal(EMAIL, STRANGER)).toBeNull();
      await fail(1, STRANGER);
    }
    expect(waits).toEqual([60, 120, 240, 480, 600]);
  });

  it('forgets an address after a sign-in from it, not the other addresses', async () => {
    await fail(5, STRANGER);
    await fail(5, OWNER);

    await throttle.forgetAddress(EMAIL, OWNER);

    expect(await throttle.refusal(EMAIL, OWNER)).toBeNull();
    await fail(4, OWNER);
    expect(await throttle.refusal(EMAIL, OWNER)).toBeNull();
    expect(await throttle.refusal(EMAIL, STRANGER)).toMatchObject({ reason: 'wait' });
  });

  it('asks for an emailed link once failures from all addresses reach the ceiling', async () => {
    for (let address = 0; address < 5; address += 1) await fail(4, `198.51.100.${address}`);

    expect(await throttle.refusal(EMAIL, OWNER)).toEqual({
      reason: 'link-required',
      retryAfterSeconds: 3600,
    });
    await throttle.forgetAddress(EMAIL, OWNER);
    expect(await throttle.refusal(EMAIL, OWNER)).toMatchObject({ reason: 'link-required' });

    later(3600);
    expect(await throttle.refusal(EMAIL, OWNER)).toBeNull();
  });

  it('takes passwords again at once after a password reset', async () => {
    for (let address = 0; address < 5; address += 1) await fail(4, `198.51.100.${address}`);

    await throttle.forgetAccount(EMAIL);

    expect(await throttle.refusal(EMAIL, OWNER)).toBeNull();
  });
});
