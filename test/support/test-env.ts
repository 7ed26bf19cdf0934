import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** One id per test run; databases and consumer groups carry it, so runs never see each other. */
export const RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** Encrypts auth's signing keys at rest in test databases. */
export const TEST_SIGNING_KEY_SECRET = 'tessera-test-signing-key-secret-0123456789';

/** The shared token of the internal routes (`/internal/...`) every service under test holds. */
export const TEST_INTERNAL_API_TOKEN = 'tessera-test-internal-api-token-0123456789';

/** Where the published token keys of an auth service at `authUrl` are. */
export const jwksUrlOf = (authUrl: string) => `${authUrl}/.well-known/jwks.json`;

export function infraEnv(): Record<string, string> {
  return {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  };
}

/**
 * A registry service under test: its own database, consumer group and client id, consumers that
 * start at the latest offsets (topics outlive runs) and a quick outbox poll.
 */
export function serviceEnv(name: string, instance: string): Record<string, string> {
  const id = `${name}-test-${RUN_ID}-${instance}`;
  return {
    ...infraEnv(),
    NODE_ENV: 'test',
    SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
    INTERNAL_API_TOKEN: TEST_INTERNAL_API_TOKEN,
    MONGO_DB: `tessera_${id.replace(/-/g, '_')}`,
    KAFKA_CLIENT_ID: id,
    KAFKA_GROUP_ID: id,
    KAFKA_FROM_BEGINNING: 'false',
    OUTBOX_POLL_INTERVAL_MS: '200',
    // Content, presence and messaging keep state in Redis; each instance under test has its own.
    ...(name === 'content' ? { CONTENT_REDIS_PREFIX: id.replace(/[^a-z0-9_-]/g, '') } : {}),
    ...(name === 'presence' ? { PRESENCE_REDIS_PREFIX: id.replace(/[^a-z0-9_-]/g, '') } : {}),
    ...(name === 'messaging' ? { MESSAGING_REDIS_PREFIX: id.replace(/[^a-z0-9_-]/g, '') } : {}),
    ...(name === 'auth' ? AUTH_TEST_ENV : {}),
    ...(name === 'subscription-billing' ? billingEnv(id) : {}),
    ...(name === 'search' ? searchEnv(id) : {}),
    ...(name === 'admin' ? adminEnv(id) : {}),
  };
}

/**
 * Passwords hashed at a test cost (argon2id, 4 MiB, one pass, about a tenth of the default's
 * CPU): the tiers register and sign in hundreds of people, and the cost is not what they test.
 */
const AUTH_TEST_ENV = { PASSWORD_HASH_MEMORY_KIB: '4096', PASSWORD_HASH_TIME_COST: '1' };

/** The base64 seed of the Ed25519 key that seals the admin service's audit trail in tests. */
export const TEST_AUDIT_SIGNING_KEY = 'dGVzc2VyYS10ZXN0LWF1ZGl0LXNpZ25pbmctc2VlZCE=';

/** Admin signs its audit digests with the test key and keeps its queues under its own prefix. */
function adminEnv(id: string): Record<string, string> {
  return {
    AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
    ADMIN_REDIS_PREFIX: id.replace(/[^a-z0-9_-]/g, ''),
  };
}

/** Search keeps its indices under a prefix of its own on the shared cluster. */
function searchEnv(id: string): Record<string, string> {
  return {
    OPENSEARCH_URL: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200',
    SEARCH_INDEX_PREFIX: id
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '')
      .slice(0, 40),
    EMBEDDING_MODEL_DIR:
      process.env.EMBEDDING_MODEL_DIR ??
      path.resolve(__dirname, '../../.infra/models/all-minilm-l6-v2-q'),
  };
}

/** The signing secret of the processor's webhook events in tests. */
export const TEST_WEBHOOK_SECRET = 'whsec_tessera_test_webhook_secret';

/** Billing talks to the local processor (stripe-mock) with test keys. */
function billingEnv(id: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_tessera',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
    BILLING_REDIS_PREFIX: id.replace(/[^a-z0-9_-]/g, ''),
  };
}

/** Credential limits are raised for shared stacks; the rate-limit test runs its own strict gateway. */
export function gatewayEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...infraEnv(),
    NODE_ENV: 'test',
    RATE_LIMIT_CREDENTIALS_MAX: '100000',
    RATE_LIMIT_API_MAX: '100000',
    ...extra,
  };
}
