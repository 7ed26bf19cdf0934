import { Injectable } from '@nestjs/common';
import { buildEvent } from '@tessera/platform';
import type { StoredDigest } from './audit-chain';
import { AuditDigestsRepository } from './audit-digests.repository';
import { AuditEntriesRepository } from './audit-entries.repository';
import { AuditSealService } from './audit-seal.service';

/** Most entries one digest covers; a round seals as many digests as the backlog needs. */
const ENTRIES_PER_DIGEST = 1000;

/** Entries and digests are kept this long, then dropped oldest digest first with its entries. */
export const AUDIT_RETENTION_DAYS = 400;

export interface SealRound {
  digests: number;
  entries: number;
  expiredDigests: number;
}

/**
 * One round of sealing: every entry not yet sealed goes into the next digest of the chain, which
 * is stored with its `audit.digest` event; then digests past retention go, with their entries.
 * Entries no digest covers are never deleted.
 */
@Injectable()
export class SealAuditEntriesUseCase {
  constructor(
    private readonly entries: AuditEntriesRepository,
    private readonly digests: AuditDigestsRepository,
    private readonly sealer: AuditSealService,
  ) {}

  async execute(now = new Date()): Promise<SealRound> {
    const round: SealRound = { digests: 0, entries: 0, expiredDigests: 0 };
    let previous = await this.digests.latest();
    // A round stopped between storing a digest and marking its entries is finished first.
    if (previous) await this.markSealed(previous);
    for (;;) {
      const batch = await this.entries.unsealed(ENTRIES_PER_DIGEST);
      if (batch.length === 0) break;
      const digest = this.sealer.seal(previous, batch, now);
      if (!(await this.digests.insert(digest, digestEvent(digest)))) break;
      await this.markSealed(digest);
      round.digests += 1;
      round.entries += batch.length;
      previous = digest;
      if (batch.length < ENTRIES_PER_DIGEST) break;
    }
    round.expiredDigests = await this.dropExpired(now);
    return round;
  }

  private async markSealed(digest: StoredDigest): Promise<void> {
    await this.entries.markSealed(
      digest.entries.map((entry) => entry.id),
      digest.number,
    );
  }

  private async dropExpired(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
    let dropped = 0;
    for (;;) {
      const oldest = await this.digests.oldestSealedBefore(cutoff);
      if (!oldest) return dropped;
      await this.entries.deleteSealed(
        oldest.entries.map((entry) => entry.id),
        oldest.number,
      );
      await this.digests.delete(oldest.number);
      dropped += 1;
    }
  }
}

function digestEvent(digest: StoredDigest) {
  const { entries: _entries, ...header } = digest;
  return buildEvent('audit.digest', header, { producer: 'admin', key: 'audit-chain' });
}
