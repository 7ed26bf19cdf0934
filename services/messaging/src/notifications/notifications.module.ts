import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer, QueueModule } from '@tessera/platform';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { NotificationMailJob, NOTIFICATION_MAIL_QUEUE } from './notification-mail.job';
import { NotificationMails } from './notification-mails';
import { NotificationSettings, NotificationSettingsSchema } from './notification-settings.schema';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsService } from './notification-settings.service';
import {
  Notification,
  NotificationFeed,
  NotificationFeedSchema,
  NotificationSchema,
} from './notification.schema';
import { NotificationEvents } from './notification.events';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { RefundEvents } from './refund.events';
import { SupportTicketEvents } from './support-ticket.events';

/**
 * In-app notifications, pushed live and mailed through a queue as each user's settings say.
 * Others notify through `NotificationsService`.
 */
@Module({
  imports: [
    UsersModule,
    RealtimeModule,
    QueueModule.forFeature({
      name: NOTIFICATION_MAIL_QUEUE,
      processor: NotificationMailJob,
      concurrency: 4,
    }),
    MongooseModule.forFeature([
      { name: Notification.name, schema: NotificationSchema },
      { name: NotificationFeed.name, schema: NotificationFeedSchema },
      { name: NotificationSettings.name, schema: NotificationSettingsSchema },
    ]),
  ],
  controllers: [NotificationsController, NotificationEvents, SupportTicketEvents, RefundEvents],
  providers: [
    NotificationsRepository,
    NotificationSettingsRepository,
    NotificationSettingsService,
    NotificationsService,
    NotificationMails,
    NotificationMailJob,
    Mailer,
  ],
  exports: [NotificationsService, NotificationsRepository, NotificationSettingsRepository],
})
export class NotificationsModule {}
