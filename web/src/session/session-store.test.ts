import { REMEMBER_ME_MAX_AGE_MS, SESSION_MAX_AGE_MS } from '@tessera/rules';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/browser-storage';
import { makeAuth } from '../test/test-fixtures';
import { SessionStore } from './session-store';

function storeAt(clock: { now: number }) {
  return new SessionStore(() => clock.now);
}

describe('SessionStore', () => {
  it('keeps a session for 24 hours, or 30 days with remember me', () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const store = storeAt(clock);
    store.start(makeAuth(), false);
    clock.now += SESSION_MAX_AGE_MS - 1;
    expect(store.expireIfStale()).toBe(true);
    clock.now += 2;
    expect(store.expireIfStale()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();

    store.start(makeAuth(), true);
    clock.now += REMEMBER_ME_MAX_AGE_MS - 1;
    expect(store.expireIfStale()).toBe(true);
  });

  it('restores a stored session on start-up, but not an expired one', () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    storeAt(clock).start(makeAuth(), false);
    expect(storeAt(clock).get()?.user.email).toBe('mara@example.com');
    clock.now += SESSION_MAX_AGE_MS + 1;
    expect(storeAt(clock).get()).toBeNull();
  });

  it('rotates tokens on renewal without extending the session', () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const store = storeAt(clock);
    const started = store.start(makeAuth(), false).timestamp;
    clock.now += 1000;
    store.renew({ ...makeAuth(), token: 'next', refreshToken: 'next-refresh' });
    expect(store.get()).toMatchObject({
      token: 'next',
      refreshToken: 'next-refresh',
      timestamp: started,
    });
  });

  it('never stores a password', () => {
    storeAt({ now: Date.now() }).start(makeAuth(), false);
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toMatch(/password/i);
  });
});
