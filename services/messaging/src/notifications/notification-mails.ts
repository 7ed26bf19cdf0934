import { Inject, Injectable } from '@nestjs/common';
import { notificationPath } from '@tessera/contracts';
import { brandedMailHtml, InjectQueue, type OutgoingMail, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { MessagingConfig } from '../config/messaging-config';
import type { MessagingUser } from '../users/messaging-user.schema';
import { NOTIFICATION_MAIL_QUEUE } from './notification-mail.job';
import type { Notification } from './notification.schema';

/** Composes a notification's mail and queues it, once per notification id. */
@Injectable()
export class NotificationMails {
  constructor(
    @InjectQueue(NOTIFICATION_MAIL_QUEUE) private readonly queue: Queue<OutgoingMail>,
    @Inject(SERVICE_CONFIG) private readonly config: MessagingConfig,
  ) {}

  async enqueue(notification: Notification, recipient: MessagingUser & { email: string }) {
    const url = new URL(notificationPath(notification), this.config.PUBLIC_WEB_URL).toString();
    const name = recipient.displayName || recipient.username || 'there';
    const lines = [notification.title, ...(notification.body ? [notification.body] : [])];
    const footer =
      'You can choose which notifications are emailed to you on the Notifications page.';
    const mail: OutgoingMail = {
      to: recipient.email,
      subject: notification.title,
      text: `Hi ${name},\n\n${lines.join('\n')}\n\n${url}\n\n${footer}\n`,
      html: brandedMailHtml(`Hi ${name},`, [...lines, footer], { label: 'Open Tessera', url }),
    };
    // The job id makes a second enqueue of the same notification (a redelivered event) a no-op.
    await this.queue.add('notification', mail, { jobId: notification._id });
  }
}
