import { serviceEntry } from '@tessera/contracts';
import {
  internalApiEnvSchema,
  loadConfig,
  mailEnvSchema,
  platformSettingsEnvSchema,
  serviceConfigSchema,
  storageEnvSchema,
} from '@tessera/platform';
import { z } from 'zod';

const localUrl = (service: string) => `http://127.0.0.1:${serviceEntry(service).port}`;

export const messagingConfigSchema = serviceConfigSchema('messaging').extend({
  ...storageEnvSchema.shape,
  ...platformSettingsEnvSchema.shape,
  /** Auth gathers an account's data export from the internal routes, which take this token. */
  ...internalApiEnvSchema.shape,
  /** Notification mails: where they are delivered, and the web app their links open. */
  ...mailEnvSchema.shape,
  PUBLIC_WEB_URL: z.url().default('http://localhost:8080'),
  /** Where creators' tiers are asked for, to offer the cheapest with a refused message. */
  SUBSCRIPTION_BILLING_URL: z.url().default(localUrl('subscription-billing')),
  /** The bucket content's upload pipeline stores attachments in; messaging only signs reads. */
  S3_BUCKET: storageEnvSchema.shape.S3_BUCKET.default('tessera-content'),
  /**
   * Namespace of the service's Redis keys and of the socket.io adapter's channels: replicas of one
   * deployment share it, test stacks sharing one Redis differ here.
   */
  MESSAGING_REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'must be lowercase letters, digits, _ or -')
    .default('messaging'),
  /**
   * How long a send may take before its client message id can be used again: a process that died
   * mid-send leaves its claim, which must lapse for the client's retry to go through.
   */
  MESSAGING_SEND_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How long a recipient's client has to acknowledge `message:new` for it to count delivered. */
  MESSAGING_DELIVERY_ACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Client events one socket may send: a burst at once, then a steady rate; past the rate events
   * are refused, and a socket that keeps on until its refusals pass the flood count is dropped.
   */
  MESSAGING_SOCKET_EVENT_BURST: z.coerce.number().int().min(1).max(1000).default(10),
  MESSAGING_SOCKET_EVENTS_PER_SECOND: z.coerce.number().positive().max(1000).default(5),
  MESSAGING_SOCKET_FLOOD_REFUSALS: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * How long a transport may stay open without a handshake that presents a valid token: the
   * gateway relays transports unauthenticated, since only the service reads the handshake.
   */
  MESSAGING_SOCKET_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Origins allowed to open sockets directly (the gateway is same-origin); comma-separated. */
  MESSAGING_SOCKET_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
});

export type MessagingConfig = z.output<typeof messagingConfigSchema>;

export function loadMessagingConfig(
  env: Record<string, string | undefined> = process.env,
): MessagingConfig {
  return loadConfig(messagingConfigSchema, env);
}
