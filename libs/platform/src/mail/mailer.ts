import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logger.token';
import { SERVICE_CONFIG } from '../service/service-config';
import type { MailSettings } from './mail-settings';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * SMTP delivery for a service whose configuration includes `mailEnvSchema`. The recipient and
 * subject are logged, never the body, which may hold single-use links.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: MailSettings,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  /** Delivers now; a failure is thrown, for callers that retry (a queued job). */
  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
    this.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
  }

  /** Sends without making the caller wait; a failure is only logged. */
  sendInBackground(mail: OutgoingMail): void {
    this.send(mail).catch((error: unknown) =>
      this.logger.error({ err: error, to: mail.to }, 'mail delivery failed'),
    );
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
