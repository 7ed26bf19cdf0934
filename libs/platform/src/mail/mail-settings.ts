import { z } from 'zod';

/** Where a service that sends mail delivers it, and whom it comes from. */
export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@tessera.example>'),
});

export type MailSettings = z.output<typeof mailEnvSchema>;
