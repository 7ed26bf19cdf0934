import { z } from 'zod';
import { envBoolean } from '../config/env-schemas';

/** S3 bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Settings of object storage through the S3 API; merge `.shape` into a service's schema. */
export const storageEnvSchema = z.object({
  /** Unset means Amazon S3 itself; set for MinIO or another S3-compatible store. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().regex(BUCKET_NAME, 'must be a valid S3 bucket name'),
  /** Both keys or neither: without them the SDK's default chain (instance role, env) applies. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** MinIO serves buckets as paths (`host/bucket/key`), not as subdomains. */
  S3_FORCE_PATH_STYLE: envBoolean(false),
  /** Lifetime of signed URLs: long enough to start a download, short enough not to be shared. */
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(1).max(604_800).default(300),
});

export type StorageSettings = z.output<typeof storageEnvSchema>;
