import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_LOGGER } from '@tessera/platform';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP delivery; the recipient is logged, never the link inside the mail. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  /** Sends without making the caller wait, so response time reveals nothing about the account. */
  sendInBackground(mail: OutgoingMail): void {
    this.transport
      .sendMail({ from: this.config.MAIL_FROM, ...mail })
      .then(() => this.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent'))
      .catch((error: unknown) =>
        this.logger.error({ err: error, to: mail.to }, 'mail delivery failed'),
      );
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
