import { isAbsolute, resolve } from 'node:path';
import { baseEnvSchema, jwtEnvSchema, loadConfig, redisEnvSchema } from '@tessera/platform';
import { z } from 'zod';

/** The gateway package folder, whether this file runs from `src/config` or `dist/config`. */
const GATEWAY_PACKAGE_DIR = resolve(__dirname, '..', '..');

const serviceUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const originList = z
  .string()
  .default('http://localhost:5173,http://127.0.0.1:5173')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

export const gatewayConfigSchema = z.object({
  ...baseEnvSchema.shape,
  ...redisEnvSchema.shape,
  ...jwtEnvSchema.shape,
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  AUTH_URL: serviceUrl('http://127.0.0.1:3001'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default('../web/dist')
    .transform((dir) => (isAbsolute(dir) ? dir : resolve(GATEWAY_PACKAGE_DIR, dir))),
  CORS_ORIGINS: originList,
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  RATE_LIMIT_CREDENTIALS_MAX: positiveInt(10),
  RATE_LIMIT_API_MAX: positiveInt(300),
  /** Empty means no bypass, so deployments can keep the variable defined but blank. */
  LOAD_TEST_KEY: z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .optional(),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  /**
   * Proxies in front of the gateway whose `X-Forwarded-For` entries are trusted (0 when the gateway
   * faces clients directly, 1 behind one ingress). Anything further left is client-supplied.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
