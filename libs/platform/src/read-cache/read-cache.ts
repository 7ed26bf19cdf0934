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

/** A load under way: what it will have read, and the generation it started at. */
interface Flight<T> {
  loaded: Promise<Map<string, T>>;
  startedIn: number;
}

/**
 * Documents read by id, kept in this process for the hot reads. Writers call `invalidate` (through
 * `CacheInvalidations`, which tells every replica). A load that started before an invalidation of
 * one of its ids does not keep what it read for that id, so the cache never holds a document older
 * than the newest invalidation this process has heard of. A read of an id that a load under way is
 * already reading (and no invalidation has overtaken) waits for that load instead of starting
 * another: many requests for one document at once cost one database read. Callers must not modify
 * what they get.
 */
export class ReadCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly flights = new Map<string, Flight<T>>();
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
    const joined: Array<Promise<void>> = [];
    const now = Date.now();
    for (const id of new Set(ids)) {
      const slot = this.slots.get(id);
      if (
        slot &&
        slot.invalidatedIn === undefined &&
        now - slot.loadedAt <= this.options.maxAgeMs
      ) {
        if (slot.value !== null) found.set(id, slot.value);
        continue;
      }
      const flight = this.flights.get(id);
      if (flight && this.keepable(id, flight.startedIn)) {
        joined.push(
          flight.loaded.then((loaded) => {
            const value = loaded.get(id);
            if (value !== undefined) found.set(id, value);
          }),
        );
        continue;
      }
      missing.push(id);
    }
    if (missing.length === 0 && joined.length === 0) return found;
    // Awaited together, so a failure of one leaves no other unobserved.
    await Promise.all([
      ...(missing.length > 0 ? [this.loadMissing(missing, load, found, now)] : []),
      ...joined,
    ]);
    return found;
  }

  private async loadMissing(
    missing: string[],
    load: (missing: string[]) => Promise<Iterable<readonly [string, T]>>,
    found: Map<string, T>,
    now: number,
  ): Promise<void> {
    const flight: Flight<T> = {
      loaded: load(missing).then((entries) => new Map(entries)),
      startedIn: this.generation,
    };
    for (const id of missing) this.flights.set(id, flight);
    try {
      const loaded = await flight.loaded;
      for (const id of missing) {
        const value = loaded.get(id) ?? null;
        if (value !== null) found.set(id, value);
        if (this.keepable(id, flight.startedIn)) this.store(id, { value, loadedAt: now });
      }
    } finally {
      for (const id of missing) {
        if (this.flights.get(id) === flight) this.flights.delete(id);
      }
    }
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
