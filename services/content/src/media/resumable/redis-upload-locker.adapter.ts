import { randomUUID } from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/server' with {
  'resolution-mode': 'import',
};
import type { Redis } from 'ioredis';

/** How long a lock lives without renewal: a replica that dies frees its uploads this fast. */
const LOCK_TTL_MS = 10_000;
const RENEW_EVERY_MS = 3_000;
const RETRY_EVERY_MS = 100;
/** A request that waits this long for another request's lock gives up. */
const ACQUIRE_TIMEOUT_MS = 15_000;

/** What tus answers when another request holds the upload for too long. */
const LOCK_TIMEOUT = {
  status_code: 423,
  body: 'The upload is busy with another request; try again\n',
};

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

class RedisUploadLock implements Lock {
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  async lock(signal: AbortSignal, _cancelReq: RequestRelease): Promise<void> {
    const giveUpAt = Date.now() + ACQUIRE_TIMEOUT_MS;
    while (!signal.aborted) {
      const taken = await this.redis.set(this.key, this.token, 'PX', LOCK_TTL_MS, 'NX');
      if (taken === 'OK') {
        this.renewal = setInterval(() => {
          void this.redis.eval(RENEW, 1, this.key, this.token, LOCK_TTL_MS).catch(() => undefined);
        }, RENEW_EVERY_MS);
        this.renewal.unref();
        return;
      }
      if (Date.now() >= giveUpAt) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
    throw LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    await this.redis.eval(RELEASE, 1, this.key, this.token);
  }
}

/**
 * tus's lock across replicas: one upload is written by one request at a time wherever it lands.
 * A `SET NX PX` key holds a token that only its holder may renew or delete.
 */
export class RedisUploadLocker implements Locker {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  newLock(id: string): Lock {
    return new RedisUploadLock(this.redis, this.key(id));
  }

  /** Runs `action` holding the upload's lock, unless a request holds it: then false, at once. */
  async unlessBusy(id: string, action: () => Promise<void>): Promise<boolean> {
    const token = randomUUID();
    const taken = await this.redis.set(this.key(id), token, 'PX', LOCK_TTL_MS, 'NX');
    if (taken !== 'OK') return false;
    try {
      await action();
    } finally {
      await this.redis.eval(RELEASE, 1, this.key(id), token);
    }
    return true;
  }

  private key(id: string): string {
    return `${this.prefix}:upload-lock:${id}`;
  }
}
