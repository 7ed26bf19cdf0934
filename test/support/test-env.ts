import { randomBytes } from 'node:crypto';

/** One secret and one database per test run, so runs never see each other's data. */
const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const TEST_JWT_SECRET = 'tessera-test-secret-that-is-long-enough-0123456789';

export const TEST_PORTS = { gateway: 18080, auth: 13001, authSpare: 13002 } as const;

export function infraEnv(): Record<string, string> {
  return {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    MONGO_MAX_POOL_SIZE: process.env.MONGO_MAX_POOL_SIZE ?? '1',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  };
}

export function authEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...infraEnv(),
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    MONGO_DB: `tessera_auth_test_${runId}`,
    KAFKA_CLIENT_ID: `auth-test-${runId}`,
    KAFKA_GROUP_ID: `auth-test-${runId}`,
    OUTBOX_POLL_INTERVAL_MS: '200',
    PUBLIC_WEB_URL: `http://127.0.0.1:${TEST_PORTS.gateway}`,
    ...extra,
  };
}

/** Credential limits are raised for the shared stack; the rate-limit test runs its own strict gateway. */
export function gatewayEnv(
  authUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...infraEnv(),
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    AUTH_URL: authUrl,
    RATE_LIMIT_CREDENTIALS_MAX: '100000',
    RATE_LIMIT_API_MAX: '100000',
    ...extra,
  };
}
