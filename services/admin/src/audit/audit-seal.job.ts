import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue, RecurringSweep, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { AdminConfig } from '../config/admin-config';
import { SealAuditEntriesUseCase } from './seal-audit-entries.usecase';

export const AUDIT_SEAL_QUEUE = 'audit-seal';

/**
 * Seals the trail at a fixed interval. The job scheduler hands each round to one replica, and a
 * digest's number is its key, so a round that overlaps another stores nothing twice.
 */
@Injectable()
export class AuditSealJob extends RecurringSweep {
  constructor(
    @InjectQueue(AUDIT_SEAL_QUEUE) queue: Queue,
    @Inject(SERVICE_CONFIG) config: AdminConfig,
    private readonly sealEntries: SealAuditEntriesUseCase,
  ) {
    super(queue, {
      schedulerId: 'seal-audit-entries',
      everyMs: config.AUDIT_SEAL_INTERVAL_SECONDS * 1000,
    });
  }

  protected async sweep(): Promise<string> {
    const round = await this.sealEntries.execute();
    return `sealed ${round.entries} entries in ${round.digests} digests; dropped ${round.expiredDigests} expired digests`;
  }
}
