import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule } from '@tessera/platform';
import { AdminEventsModule } from '../admin-events/admin-events.module';
import { AuditDigest, AuditDigestSchema } from './audit-digest.schema';
import { AuditDigestsRepository } from './audit-digests.repository';
import { AuditEntriesRepository } from './audit-entries.repository';
import {
  AuditCounter,
  AuditCounterSchema,
  AuditEntry,
  AuditEntrySchema,
} from './audit-entry.schema';
import { AuditLogEvents } from './audit-log.events';
import { AUDIT_SEAL_QUEUE, AuditSealJob } from './audit-seal.job';
import { AuditSealService } from './audit-seal.service';
import { AuditController } from './audit.controller';
import { SealAuditEntriesUseCase } from './seal-audit-entries.usecase';
import { VerifyAuditTrailUseCase } from './verify-audit-trail.usecase';

/** The searchable copy of `audit.log`, sealed into a signed chain, and its API. */
@Module({
  imports: [
    AdminEventsModule,
    MongooseModule.forFeature([
      { name: AuditEntry.name, schema: AuditEntrySchema },
      { name: AuditCounter.name, schema: AuditCounterSchema },
      { name: AuditDigest.name, schema: AuditDigestSchema },
    ]),
    QueueModule.forFeature({ name: AUDIT_SEAL_QUEUE, processor: AuditSealJob }),
  ],
  controllers: [AuditController],
  providers: [
    AuditEntriesRepository,
    AuditDigestsRepository,
    AuditSealService,
    AuditLogEvents,
    SealAuditEntriesUseCase,
    VerifyAuditTrailUseCase,
    AuditSealJob,
  ],
})
export class AuditModule {}
