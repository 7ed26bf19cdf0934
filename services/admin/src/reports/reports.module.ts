import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminEventsModule } from '../admin-events/admin-events.module';
import { AddReportNoteUseCase } from './add-report-note.usecase';
import { ClaimReportUseCase } from './claim-report.usecase';
import { DecideReviewsUseCase } from './decide-reviews.usecase';
import { ModerationTargetsClient } from './moderation-targets.client';
import { ModerationTargetsPort } from './moderation-targets';
import { QueueItem, QueueItemSchema } from './queue-item.schema';
import { ReportAppealsController } from './report-appeals.controller';
import { ReportQueueListeners } from './report-queue.events';
import { ReportQueueRepository } from './report-queue.repository';
import { ReportsController } from './reports.controller';
import { ResolveReportUseCase } from './resolve-report.usecase';
import { SubmitReportAppealUseCase } from './submit-report-appeal.usecase';

/** Reports and posts awaiting review in one queue, their decisions, and creators' appeals. */
@Module({
  imports: [
    AdminEventsModule,
    MongooseModule.forFeature([{ name: QueueItem.name, schema: QueueItemSchema }]),
  ],
  controllers: [ReportsController, ReportAppealsController],
  providers: [
    ReportQueueRepository,
    ReportQueueListeners,
    { provide: ModerationTargetsPort, useClass: ModerationTargetsClient },
    ClaimReportUseCase,
    AddReportNoteUseCase,
    ResolveReportUseCase,
    DecideReviewsUseCase,
    SubmitReportAppealUseCase,
  ],
  exports: [ReportQueueRepository],
})
export class ReportsModule {}
