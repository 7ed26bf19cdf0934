import {
  baseEnvSchema,
  jwtEnvSchema,
  kafkaEnvSchema,
  loadConfig,
  mongoEnvSchema,
  redisEnvSchema,
} from '@tessera/platform';
import { z } from 'zod';

export const authConfigSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...kafkaEnvSchema.shape,
  ...redisEnvSchema.shape,
  ...jwtEnvSchema.shape,
  PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  MONGO_DB: z.string().min(1).default('tessera_auth'),
  KAFKA_CLIENT_ID: z.string().min(1).default('auth'),
  KAFKA_GROUP_ID: z.string().min(1).default('auth'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  PUBLIC_WEB_URL: z.url().default('http://localhost:8080'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@tessera.example>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().min(1).default(48),
});

export type AuthConfig = z.output<typeof authConfigSchema>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
