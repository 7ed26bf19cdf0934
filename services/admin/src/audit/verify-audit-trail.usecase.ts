import { Injectable } from '@nestjs/common';
import type { AuditVerification } from '@tessera/contracts';
import { checkChain } from './audit-chain';
import { AuditDigestsRepository } from './audit-digests.repository';
import { AuditEntriesRepository } from './audit-entries.repository';
import { AuditSealService } from './audit-seal.service';

/** Recomputes the whole chain over the stored digests and entries. */
@Injectable()
export class VerifyAuditTrailUseCase {
  constructor(
    private readonly entries: AuditEntriesRepository,
    private readonly digests: AuditDigestsRepository,
    private readonly sealer: AuditSealService,
  ) {}

  async execute(): Promise<AuditVerification> {
    const check = await checkChain(
      { digests: () => this.digests.ascending(), entries: (ids) => this.entries.byIds(ids) },
      this.sealer.trustedKey,
    );
    return { ...check, unsealedEntries: await this.entries.countUnsealed() };
  }
}
