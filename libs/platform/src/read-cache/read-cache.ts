export interface ReadCacheOptions {
  /** Entries kept at most; the oldest go first (hits do not reorder them, which costs more). */
  maxEntries: number;
  /** An entry older than this is read again, a backstop for an invalidation that never arrived. */
  maxAgeMs: number;
}

interface Slot<T> {
  /** Null records that the id names nothing. */
  value: T | null;
  loadedAt: number;
  /** Set on an invalidated id: the generation of its invalidation, and no value. */
  invalidatedIn?: number;
}

/**
 * Documents read by id, kept in this process for the hot reads. Writers call `invalidate` (through
 * `CacheInvalidations`, which tells every replica). A load that started before an invalidation of
 * one of its ids does not keep what it read for that id, so the cache never holds a document older
 * than the newest invalidation this process has heard of. Callers must not modify what they get.
 */
export class ReadCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  /** Counts invalidations; each load notes the count it started at. */
  private generation = 0;
  /** Loads started before this generation keep nothing: an invalidation they raced was evicted. */
  private oldestKeepable = 0;

  constructor(
    readonly name: string,
    private readonly options: ReadCacheOptions,
  ) {}

  /**
   * The documents of `ids` that exist, from memory where possible; `load` reads the others from
   * the database and returns those it found.
   */
  async getMany(
    ids: readonly string[],
    load: (missing: string[]) => Promise<Iterable<readonly [string, T]>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    const now = Date.now();
    for (const id of new Set(ids)) {
      const slot = this.slots.get(id);
      if (
        !slot ||
        slot.invalidatedIn !== undefined ||
        now - slot.loadedAt > this.options.maxAgeMs
      ) {
        missing.push(id);
        continue;
      }
      if (slot.value !== null) found.set(id, slot.value);
    }
    if (missing.length === 0) return found;

    const startedIn = this.generation;
    const loaded = new Map(await load(missing));
    for (const id of missing) {
      const value = loaded.get(id) ?? null;
      if (value !== null) found.set(id, value);
      if (this.keepable(id, startedIn)) this.store(id, { value, loadedAt: now });
    }
    return found;
  }

  async get(id: string, load: (id: string) => Promise<T | null>): Promise<T | null> {
    const found = await this.getMany([id], async () => {
      const value = await load(id);
      return value === null ? [] : [[id, value] as const];
    });
    return found.get(id) ?? null;
  }

  /** Forgets the ids, and keeps loads already under way from storing what they read of them. */
  invalidate(ids: readonly string[]): void {
    this.generation += 1;
    for (const id of ids) {
      this.store(id, { value: null, loadedAt: 0, invalidatedIn: this.generation });
    }
  }

  clear(): void {
    this.generation += 1;
    this.oldestKeepable = this.generation;
    this.slots.clear();
  }

  get size(): number {
    return this.slots.size;
  }

  private keepable(id: string, startedIn: number): boolean {
    if (startedIn < this.oldestKeepable) return false;
    const invalidatedIn = this.slots.get(id)?.invalidatedIn;
    return invalidatedIn === undefined || invalidatedIn <= startedIn;
  }

  private store(id: string, slot: Slot<T>): void {
    this.slots.delete(id);
    this.slots.set(id, slot);
    while (this.slots.size > this.options.maxEntries) {
      const [oldestId, oldest] = this.slots.entries().next().value as [string, Slot<T>];
      this.slots.delete(oldestId);
      if (oldest.invalidatedIn !== undefined) {
        this.oldestKeepable = Math.max(this.oldestKeepable, oldest.invalidatedIn);
      }
    }
  }
}
