import { serviceEntry } from '@tessera/contracts';
import {
  envBoolean,
  internalApiEnvSchema,
  loadConfig,
  platformSettingsEnvSchema,
  serviceConfigSchema,
  storageEnvSchema,
} from '@tessera/platform';
import { z } from 'zod';

const localUrl = (service: string) => `http://127.0.0.1:${serviceEntry(service).port}`;

export const contentConfigSchema = serviceConfigSchema('content').extend({
  ...storageEnvSchema.shape,
  ...internalApiEnvSchema.shape,
  ...platformSettingsEnvSchema.shape,
  S3_BUCKET: storageEnvSchema.shape.S3_BUCKET.default('tessera-content'),
  /** Where creators' tiers are asked for: what each opens, and which to offer with a locked post. */
  SUBSCRIPTION_BILLING_URL: z.url().default(localUrl('subscription-billing')),
  /**
   * Off, posts are published without review whatever the platform settings say (test stacks and
   * benchmarks); on, the settings' `content.moderationRequired` and `autoApproval` decide.
   */
  CONTENT_MODERATION_REQUIRED: envBoolean(true),
  /** Namespace of the service's Redis keys and queues; test stacks sharing one Redis differ here. */
  CONTENT_REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'must be lowercase letters, digits, _ or -')
    .default('content'),
  /**
   * Longest video accepted, measured from its stream; longer ones fail processing with the limit
   * named. Transcoding is given a minute plus three times the video's length.
   */
  VIDEO_MAX_DURATION_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60),
  /** Concurrent media jobs per replica; image and video processing are CPU-bound. */
  MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Uploads no post claimed within this time are deleted with their stored files. */
  UNATTACHED_MEDIA_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3600),
  /** How often the unclaimed uploads are looked for. */
  MEDIA_CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Bytes per chunk of a resumable upload: S3 takes parts of 5 MiB at least (but the last). */
  UPLOAD_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(5 * 1024 * 1024)
    .max(64 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  /**
   * Daily uploads of message attachments for senders whose plan has no daily upload limit of its
   * own (subscriber plans); creators' attachments count against their plan's limit.
   */
  ATTACHMENT_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** A resumable upload not completed within this time is aborted with its stored parts. */
  UPLOAD_SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3600),
});

export type ContentConfig = z.output<typeof contentConfigSchema>;

export function loadContentConfig(
  env: Record<string, string | undefined> = process.env,
): ContentConfig {
  return loadConfig(contentConfigSchema, env);
}
