import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConversationsModule } from '../conversations/conversations.module';
import { MessagesModule } from '../messages/messages.module';
import { MessageModerationInternalController } from './message-moderation-internal.controller';
import { MessageReport, MessageReportSchema } from './message-report.schema';
import { MessageReportsController } from './message-reports.controller';
import { MessageReportsRepository } from './message-reports.repository';
import { ModerateMessageUseCase } from './moderate-message.usecase';
import { ReportMessageUseCase } from './report-message.usecase';

/** Participants' reports of messages, and admin's removals and restorations of them. */
@Module({
  imports: [
    MessagesModule,
    ConversationsModule,
    MongooseModule.forFeature([{ name: MessageReport.name, schema: MessageReportSchema }]),
  ],
  controllers: [MessageReportsController, MessageModerationInternalController],
  providers: [MessageReportsRepository, ReportMessageUseCase, ModerateMessageUseCase],
})
export class MessageReportsModule {}
