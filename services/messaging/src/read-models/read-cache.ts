/**
 * A replica's copy of read-model entries that every send reads and that change rarely. An entry
 * is dropped when its document changes (see `ReadModelChanges`) and in any case after `ttlMs`, so
 * a change whose notice was lost is served stale for at most that long.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  /** Bumped by every change: a read that began before a change must not be kept after it. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /**
   * The entries for `ids`, loading the ones not held. `usable` false (the change notices are not
   * arriving) bypasses the copy entirely.
   */
  async getMany(
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
    usable: boolean,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    const now = Date.now();
    for (const id of new Set(ids)) {
      const entry = usable ? this.entries.get(id) : undefined;
      if (entry && entry.expiresAt > now) found.set(id, entry.value);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const epoch = this.epoch;
    const loaded = await load(missing);
    const keep = usable && epoch === this.epoch;
    for (const [id, value] of loaded) {
      found.set(id, value);
      if (keep) this.remember(id, value, now + this.ttlMs);
    }
    return found;
  }

  async get(id: string, load: (id: string) => Promise<T | null>, usable: boolean) {
    const found = await this.getMany(
      [id],
      async ([missing]) => {
        const value = await load(missing);
        return new Map(value === null ? [] : [[missing, value]]);
      },
      usable,
    );
    return found.get(id) ?? null;
  }

  /** Drops one entry, or all of them with null. */
  forget(id: string | null): void {
    this.epoch += 1;
    if (id === null) this.entries.clear();
    else this.entries.delete(id);
  }

  private remember(id: string, value: T, expiresAt: number): void {
    this.entries.delete(id);
    this.entries.set(id, { value, expiresAt });
    // Insertion order is age order: the oldest entry goes first.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
