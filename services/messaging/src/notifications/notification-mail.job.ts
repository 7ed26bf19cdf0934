import { Injectable } from '@nestjs/common';
import { type JobProcessor, Mailer, type OutgoingMail } from '@tessera/platform';
import type { Job } from 'bullmq';

/** The queue notification mails wait in, so a slow mail server never holds up what caused them. */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';

/** Delivers one queued notification mail; a failure is retried by the queue with backoff. */
@Injectable()
export class NotificationMailJob implements JobProcessor<OutgoingMail, string> {
  constructor(private readonly mailer: Mailer) {}

  async process(job: Job<OutgoingMail, string>): Promise<string> {
    await this.mailer.send(job.data);
    return 'sent';
  }
}
