import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const envBoolean = (fallback: boolean) => booleanFlag.default(fallback);

export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
});

export const mongoEnvSchema = z.object({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
  /**
   * Connections per process. The local FerretDB applies concurrent updates to one document
   * without isolation, so local runs use a single connection, which serialises them.
   */
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
});

export const kafkaEnvSchema = z.object({
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((value) => value.split(',').map((broker) => broker.trim())),
  OUTBOX_RELAY_ENABLED: envBoolean(true),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
});

export const redisEnvSchema = z.object({
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
});

export const jwtEnvSchema = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  JWT_ISSUER: z.string().default('tessera-auth'),
  JWT_AUDIENCE: z.string().default('tessera'),
});

export type JwtSettings = z.output<typeof jwtEnvSchema>;
