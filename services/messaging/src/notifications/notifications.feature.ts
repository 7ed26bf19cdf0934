import { MongooseModule } from '@nestjs/mongoose';
import { Mailer, QueueModule } from '@tessera/platform';
import { NotificationMailJob, NOTIFICATION_MAIL_QUEUE } from './notification-mail.job';
import { NotificationMails } from './notification-mails';
import { NotificationSettings, NotificationSettingsSchema } from './notification-settings.schema';
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

/**
 * Notifications' part of MessagingModule. It is spread into that module rather than being a module
 * of its own because it pushes through the module's one `LiveEvents`, the socket server's.
 */
export const notificationsFeature = {
  imports: [
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
  controllers: [NotificationsController, NotificationEvents],
  providers: [
    NotificationsRepository,
    NotificationSettingsService,
    NotificationsService,
    NotificationMails,
    NotificationMailJob,
    Mailer,
  ],
};
