import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

const options = { maxEntries: 100, maxAgeMs: 60_000 };

/** A database of documents by id that counts what it was asked for. */
function store(documents: Record<string, string>) {
  const asked: string[][] = [];
  return {
    asked,
    load: async (ids: string[]) => {
      asked.push(ids);
      return ids.flatMap((id) => (id in documents ? [[id, documents[id]] as const] : []));
    },
  };
}

describe('ReadCache', () => {
  it('loads only what it does not hold, and remembers ids that name nothing', async () => {
    const cache = new ReadCache<string>('test', options);
    const db = store({ a: 'A', b: 'B' });
    expect(await cache.getMany(['a', 'x'], db.load)).toEqual(new Map([['a', 'A']]));
    expect(await cache.getMany(['a', 'b', 'x'], db.load)).toEqual(
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    );
    expect(db.asked).toEqual([['a', 'x'], ['b']]);
  });

  it('reads a document once for many requests at once, and once per id asked together', async () => {
    const cache = new ReadCache<string>('test', options);
    const db = store({ a: 'A', b: 'B' });
    const answers = await Promise.all([
      cache.get('a', async (id) => (await db.load([id]))[0]?.[1] ?? null),
      cache.get('a', async (id) => (await db.load([id]))[0]?.[1] ?? null),
      cache.getMany(['a', 'b', 'x'], db.load),
      cache.getMany(['x'], db.load),
    ]);
    expect(answers).toEqual([
      'A',
      'A',
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
      new Map(),
    ]);
    expect(db.asked).toEqual([['a'], ['b', 'x']]);
  });

  it('lets every request waiting for a failed read fail, and reads again on the next', async () => {
    const cache = new ReadCache<string>('test', options);
    let fail = true;
    const load = async (ids: string[]) => {
      await Promise.resolve();
      if (fail) throw new Error('database away');
      return ids.map((id) => [id, id.toUpperCase()] as const);
    };
    const first = cache.getMany(['a'], load);
    const second = cache.getMany(['a', 'b'], load);
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    fail = false;
    expect(await cache.getMany(['a'], load)).toEqual(new Map([['a', 'A']]));
  });

  it('does not wait for a read under way that an invalidation has overtaken', async () => {
    const cache = new ReadCache<string>('test', options);
    const documents: Record<string, string> = { a: 'old' };
    let release: () => void = () => undefined;
    const stale = cache.getMany(['a'], async () => {
      const read = [['a', documents.a] as const];
      await new Promise<void>((resolve) => (release = resolve));
      return read;
    });
    await Promise.resolve();
    documents.a = 'new';
    cache.invalidate(['a']);
    const fresh = cache.get('a', async (id) => documents[id] ?? null);
    expect(await fresh).toBe('new');
    release();
    expect((await stale).get('a')).toBe('old');
  });

  it('reads an invalidated id again', async () => {
    const cache = new ReadCache<string>('test', options);
    const documents: Record<string, string> = { a: 'old' };
    const db = store(documents);
    await cache.getMany(['a'], db.load);
    documents.a = 'new';
    cache.invalidate(['a']);
    expect(await cache.get('a', async (id) => documents[id] ?? null)).toBe('new');
  });

  it('does not keep what a load read before an invalidation of the same id', async () => {
    const cache = new ReadCache<string>('test', options);
    let release: () => void = () => undefined;
    const reading = cache.getMany(['a'], async () => {
      const read = [['a', 'old'] as const];
      await new Promise<void>((resolve) => (release = resolve));
      return read;
    });
    await Promise.resolve();
    cache.invalidate(['a']);
    release();
    expect((await reading).get('a')).toBe('old');
    const db = store({ a: 'new' });
    expect((await cache.getMany(['a'], db.load)).get('a')).toBe('new');
    expect(db.asked).toEqual([['a']]);
  });

  it('keeps a load that started after the invalidation', async () => {
    const cache = new ReadCache<string>('test', options);
    cache.invalidate(['a']);
    await cache.getMany(['a'], store({ a: 'new' }).load);
    const db = store({});
    expect((await cache.getMany(['a'], db.load)).get('a')).toBe('new');
    expect(db.asked).toEqual([]);
  });

  it('does not keep a racing load whose invalidation was evicted meanwhile', async () => {
    const cache = new ReadCache<string>('test', { ...options, maxEntries: 2 });
    let release: () => void = () => undefined;
    const reading = cache.getMany(['a'], async () => {
      const read = [['a', 'old'] as const];
      await new Promise<void>((resolve) => (release = resolve));
      return read;
    });
    await Promise.resolve();
    cache.invalidate(['a']);
    await cache.getMany(['b', 'c'], store({ b: 'B', c: 'C' }).load);
    release();
    await reading;
    const db = store({ a: 'new' });
    expect((await cache.getMany(['a'], db.load)).get('a')).toBe('new');
  });

  it('evicts the oldest beyond its size', async () => {
    const cache = new ReadCache<string>('test', { ...options, maxEntries: 2 });
    await cache.getMany(['a', 'b'], store({ a: 'A', b: 'B' }).load);
    await cache.getMany(['c'], store({ c: 'C' }).load);
    const db = store({ a: 'A', b: 'B', c: 'C' });
    await cache.getMany(['a', 'b', 'c'], db.load);
    expect(db.asked).toEqual([['a']]);
  });

  it('reads entries older than the maximum age again', async () => {
    const cache = new ReadCache<string>('test', { ...options, maxAgeMs: -1 });
    await cache.getMany(['a'], store({ a: 'A' }).load);
    const db = store({ a: 'A' });
    await cache.getMany(['a'], db.load);
    expect(db.asked).toEqual([['a']]);
  });

  it('forgets everything on clear, including what loads under way read', async () => {
    const cache = new ReadCache<string>('test', options);
    let release: () => void = () => undefined;
    const reading = cache.getMany(['a'], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return [['a', 'old'] as const];
    });
    await Promise.resolve();
    cache.clear();
    release();
    await reading;
    expect(cache.size).toBe(0);
  });
});
