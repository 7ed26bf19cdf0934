import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verified-token-cache';

describe('VerifiedTokenCache', () => {
  it('answers a token it holds until the token expires', () => {
    const cache = new VerifiedTokenCache<string>(10);
    cache.set('token-a', 'user-a', 2_000, 1_000);
    expect(cache.get('token-a', 1_999)).toBe('user-a');
    expect(cache.get('token-a', 2_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers nothing for any other string', () => {
    const cache = new VerifiedTokenCache<string>(10);
    cache.set('token-a', 'user-a', 2_000, 1_000);
    expect(cache.get('token-a ', 1_500)).toBeUndefined();
    expect(cache.get('token-A', 1_500)).toBeUndefined();
  });

  it('keeps nothing already expired', () => {
    const cache = new VerifiedTokenCache<string>(10);
    cache.set('token-a', 'user-a', 1_000, 1_000);
    expect(cache.size).toBe(0);
  });

  it('stays within its bound, dropping the oldest entries first', () => {
    const cache = new VerifiedTokenCache<number>(3);
    for (let i = 0; i < 5; i += 1) cache.set(`token-${i}`, i, 10_000, 0);
    expect(cache.size).toBe(3);
    expect(cache.get('token-0', 1)).toBeUndefined();
    expect(cache.get('token-1', 1)).toBeUndefined();
    expect(cache.get('token-4', 1)).toBe(4);
  });

  it('drops expired entries as new ones arrive', () => {
    const cache = new VerifiedTokenCache<number>(100);
    cache.set('old-1', 1, 1_000, 0);
    cache.set('old-2', 2, 1_000, 0);
    cache.set('new', 3, 5_000, 2_000);
    expect(cache.size).toBe(1);
  });
});
