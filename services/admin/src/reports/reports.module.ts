import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminEventsModule } from '../admin-events/admin-events.module';
import { AddReportNoteUseCase } from './add-report-note.usecase';
import { ClaimReportUseCase } from './claim-report.usecase';
import { DecideReportAppealUseCase } from './decide-report-appeal.usecase';
import { DecideReviewsUseCase } from './decide-reviews.usecase';
import { ModerationTargetsClient } from './moderation-targets.client';
import { ModerationTargetsPort } from './moderation-targets';
import { QueueItem, QueueItemSchema } from './queue-item.schema';
import { ReportAppealsAdminController } from './report-appeals-admin.controller';
import { ReportAppealsController } from './report-appeals.controller';
import { ReportQueueListeners } from './report-queue.events';
import { ReportQueueRepository } from './report-queue.repository';
import { ReportsController } from './reports.controller';
import { ResolveReportUseCase } from './resolve-report.usecase';
import { SubmitReportAppealUseCase } from './submit-report-appeal.usecase';

/**
 * Reports of posts, users and messages and posts awaiting review in one queue, their decisions,
 * and creators' appeals with admins' decisions on them.
 */
@Module({
  imports: [
    AdminEventsModule,
    MongooseModule.forFeature([{ name: QueueItem.name, schema: QueueItemSchema }]),
  ],
  controllers: [ReportsController, ReportAppealsController, ReportAppealsAdminController],
  providers: [
    ReportQueueRepository,
    ReportQueueListeners,
    { provide: ModerationTargetsPort, useClass: ModerationTargetsClient },
    ClaimReportUseCase,
    AddReportNoteUseCase,
    ResolveReportUseCase,
    DecideReviewsUseCase,
    SubmitReportAppealUseCase,
    DecideReportAppealUseCase,
  ],
  exports: [ReportQueueRepository],
})
export class ReportsModule {}
