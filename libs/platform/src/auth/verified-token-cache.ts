/**
 * Access tokens whose signature and claims were verified, so a token presented again (a signed-in
 * client sends the same one with every request until it expires) skips the signature check. Keyed
 * by the whole token string: any other string, however close, is verified afresh. Entries live no
 * longer than their token; revocation is not cached here and is checked on every use.
 */
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(private readonly maxEntries: number) {}

  get(token: string, nowMs: number): T | undefined {
    const entry = this.entries.get(token);
    if (entry === undefined) return undefined;
    if (entry.expiresAtMs > nowMs) return entry.value;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, value: T, expiresAtMs: number, nowMs: number): void {
    if (expiresAtMs <= nowMs) return;
    this.entries.delete(token);
    this.evict(nowMs);
    this.entries.set(token, { value, expiresAtMs });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Drops entries from the oldest: expired ones, then as many as the bound needs. Tokens share
   * one lifetime, so the oldest entries are also the first to expire.
   */
  private evict(nowMs: number): void {
    for (const [token, entry] of this.entries) {
      if (entry.expiresAtMs > nowMs && this.entries.size < this.maxEntries) return;
      this.entries.delete(token);
    }
  }
}
