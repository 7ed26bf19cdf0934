import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

const loader = (values: Record<string, string>) =>
  vi.fn(
    async (ids: string[]) => new Map(ids.flatMap((id) => (values[id] ? [[id, values[id]]] : []))),
  );

describe('ReadCache', () => {
  it('reads each entry once while it is held, and again once it is dropped', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    const load = loader({ a: 'A', b: 'B' });
    expect(await cache.getMany(['a', 'b'], load, true)).toEqual(
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    );
    await cache.getMany(['a', 'b'], load, true);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget('a');
    await cache.getMany(['a', 'b'], load, true);
    expect(load).toHaveBeenLastCalledWith(['a']);
  });

  it('keeps nothing read before a change that arrived meanwhile', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    const stale = vi.fn(async () => {
      cache.forget('a');
      return new Map([['a', 'old']]);
    });
    expect(await cache.get('a', async () => (await stale()).get('a') ?? null, true)).toBe('old');
    const fresh = loader({ a: 'new' });
    expect(await cache.getMany(['a'], fresh, true)).toEqual(new Map([['a', 'new']]));
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('bypasses the copy while changes are not arriving, and never keeps absent entries', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    const load = loader({ a: 'A' });
    await cache.getMany(['a', 'missing'], load, false);
    await cache.getMany(['a', 'missing'], load, true);
    await cache.getMany(['a', 'missing'], load, true);
    expect(load.mock.calls).toEqual([[['a', 'missing']], [['a', 'missing']], [['missing']]]);
  });

  it('expires entries and holds at most its size, dropping the oldest', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ReadCache<string>(1_000, 2);
      const load = loader({ a: 'A', b: 'B', c: 'C' });
      await cache.getMany(['a', 'b', 'c'], load, true);
      await cache.getMany(['b', 'c'], load, true);
      await cache.getMany(['a'], load, true);
      expect(load).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1_001);
      await cache.getMany(['a'], load, true);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
