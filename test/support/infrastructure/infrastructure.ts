/** Where the integration tier's MongoDB, Kafka, Redis, MinIO, stripe-mock, mail catcher and OpenSearch are. */
export interface InfrastructureEnv {
  MONGO_URL: string;
  KAFKA_BROKERS: string;
  REDIS_URL: string;
  STRIPE_API_BASE: string;
  SMTP_URL: string;
  MAIL_CATCHER_URL: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  OPENSEARCH_URL: string;
}

/** `containers`: started by testcontainers for this run; `local`: what `npm run infra:up` runs. */
export type InfrastructureMode = 'containers' | 'local';

export interface Infrastructure {
  mode: InfrastructureMode;
  env: InfrastructureEnv;
  /** One line per part, for the tier's log. */
  describe(): string;
  stop(): Promise<void>;
}
