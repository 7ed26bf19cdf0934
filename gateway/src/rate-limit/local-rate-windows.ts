/** One client's current window as this replica sees it. */
interface LocalWindow {
  /** The count Redis returned at the last exchange: the hits of every replica until then. */
  shared: number;
  /** Hits counted here and on their way to Redis. */
  sending: number;
  /** Hits counted here and not sent yet. */
  unsent: number;
  resetAt: number;
  windowMs: number;
  /** When Redis last reported the shared count. */
  syncedAt: number;
}

/** Hits a replica counted since its last exchange with Redis, for one key. */
export interface UnsentHits {
  key: string;
  amount: number;
  windowMs: number;
}

/** What Redis answered for a key: the shared count after the hits were added, and its expiry. */
export interface SharedCount {
  count: number;
  ttlMs: number;
}

/**
 * The local half of the gateway's rate limits: per key, the count Redis last reported plus the
 * hits counted here since, so a request is decided without a Redis round trip. The hits are added
 * to Redis in batches, and each answer brings in the other replicas' hits. A count Redis reported
 * more than `maxAgeMs` ago is not used: the hit then goes to Redis, so no decision rests on a count
 * older than that, however long a client was quiet on this replica.
 */
export class LocalRateWindows {
  private readonly windows = new Map<string, LocalWindow>();

  constructor(private readonly maxAgeMs: number) {}

  /** Counts a hit in the key's current window and returns the total, or null without a fresh one. */
  count(key: string, now: number): { count: number; resetMs: number } | null {
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) return null;
    if (now - window.syncedAt > this.maxAgeMs) return null;
    window.unsent += 1;
    return { count: window.shared + window.sending + window.unsent, resetMs: window.resetAt - now };
  }

  /** Starts (or catches up) a key's window from a hit Redis counted itself. */
  adopt(key: string, shared: SharedCount, windowMs: number, now: number): void {
    const window = this.windows.get(key);
    if (window !== undefined && window.resetAt > now) {
      window.shared = Math.max(window.shared, shared.count);
      window.syncedAt = now;
      return;
    }
    const resetAt = now + (shared.ttlMs > 0 ? shared.ttlMs : windowMs);
    this.windows.set(key, {
      shared: shared.count,
      sending: 0,
      unsent: 0,
      resetAt,
      windowMs,
      syncedAt: now,
    });
  }

  /** Hands over the hits to send, one entry per key, and forgets windows that have ended. */
  takeUnsent(now: number): UnsentHits[] {
    const batch: UnsentHits[] = [];
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now && window.sending === 0) {
        this.windows.delete(key);
      } else if (window.unsent > 0 && window.sending === 0) {
        window.sending = window.unsent;
        window.unsent = 0;
        batch.push({ key, amount: window.sending, windowMs: window.windowMs });
      }
    }
    return batch;
  }

  /**
   * Takes in Redis's answer to sent hits. Without one (Redis unreachable) the hits stay counted
   * here, so this replica keeps enforcing what it saw itself.
   */
  settle(key: string, shared: SharedCount | null, now: number): void {
    const window = this.windows.get(key);
    if (window === undefined) return;
    if (shared === null) {
      window.shared += window.sending;
    } else {
      window.shared = shared.count;
      window.resetAt = now + (shared.ttlMs > 0 ? shared.ttlMs : window.windowMs);
      window.syncedAt = now;
    }
    window.sending = 0;
  }

  hasUnsent(): boolean {
    for (const window of this.windows.values()) if (window.unsent > 0) return true;
    return false;
  }
}
