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
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** How often documents past their TTL are deleted by the service itself; 0 leaves it to MongoDB. */
  EXPIRY_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
});

export const kafkaEnvSchema = z.object({
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((value) => value.split(',').map((broker) => broker.trim())),
  /** Creates the event catalogue's topics at start-up; off where ops manage topics. */
  KAFKA_CREATE_TOPICS: envBoolean(true),
  /**
   * Where a new consumer group starts: the whole history (a service catching up on facts) or
   * only what is published from now on (tests, which share long-lived topics).
   */
  KAFKA_FROM_BEGINNING: envBoolean(true),
  OUTBOX_RELAY_ENABLED: envBoolean(true),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  /** How long handled event ids are remembered: longer than the topics keep messages. */
  PROCESSED_EVENT_RETENTION_HOURS: z.coerce.number().int().min(1).default(192),
});

export const redisEnvSchema = z.object({
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
});

/**
 * How access tokens are verified: with the public keys auth publishes (never a shared secret), for
 * the issuer and audience auth writes into them.
 */
export const tokenVerificationEnvSchema = z.object({
  JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  JWT_ISSUER: z.string().default('tessera-auth'),
  JWT_AUDIENCE: z.string().default('tessera'),
  /** Longest life of an access token: how long a revoked session stays on the deny-list. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
});

export type TokenVerificationSettings = z.output<typeof tokenVerificationEnvSchema>;

/**
 * The shared token of service-to-service routes outside the gateway (`/internal/...`): callers
 * send it, the called service checks it. Every service that serves or calls those routes has it.
 */
export const internalApiEnvSchema = z.object({
  INTERNAL_API_TOKEN: z.string().min(32, 'must be at least 32 characters'),
});

export type InternalApiSettings = z.output<typeof internalApiEnvSchema>;
