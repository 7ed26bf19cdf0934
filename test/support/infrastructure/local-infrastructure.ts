import type { Infrastructure, InfrastructureEnv } from './infrastructure';

/**
 * The infrastructure `npm run infra:up` runs on this machine, as `infra/local/env.sh` names it
 * (a variable already set wins, as there). Nothing to start or stop here.
 */
export function localInfrastructure(): Infrastructure {
  const setting = (name: keyof InfrastructureEnv, fallback: string) =>
    process.env[name] ?? fallback;
  const env: InfrastructureEnv = {
    MONGO_URL: setting('MONGO_URL', 'mongodb://127.0.0.1:27017'),
    KAFKA_BROKERS: setting('KAFKA_BROKERS', '127.0.0.1:9092'),
    REDIS_URL: setting('REDIS_URL', 'redis://127.0.0.1:6379'),
    STRIPE_API_BASE: setting('STRIPE_API_BASE', 'http://127.0.0.1:12111'),
    SMTP_URL: setting('SMTP_URL', 'smtp://127.0.0.1:1025'),
    MAIL_CATCHER_URL: setting('MAIL_CATCHER_URL', 'http://127.0.0.1:1080'),
    S3_ENDPOINT: setting('S3_ENDPOINT', 'http://127.0.0.1:9000'),
    S3_REGION: setting('S3_REGION', 'us-east-1'),
    S3_FORCE_PATH_STYLE: setting('S3_FORCE_PATH_STYLE', 'true'),
    S3_ACCESS_KEY_ID: setting('S3_ACCESS_KEY_ID', 'tessera-local'),
    S3_SECRET_ACCESS_KEY: setting('S3_SECRET_ACCESS_KEY', 'tessera-local-secret'),
    OPENSEARCH_URL: setting('OPENSEARCH_URL', 'http://127.0.0.1:9200'),
  };
  return {
    mode: 'local',
    env,
    describe: () =>
      `local infrastructure (no Docker engine answers): MongoDB-compatible database ${env.MONGO_URL}, ` +
      `Kafka ${env.KAFKA_BROKERS}, Redis ${env.REDIS_URL}, MinIO ${env.S3_ENDPOINT}, ` +
      `stripe-mock ${env.STRIPE_API_BASE}, OpenSearch ${env.OPENSEARCH_URL}`,
    stop: async () => {},
  };
}
