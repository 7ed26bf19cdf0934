// Reading a bench's settings from the environment, so a quick check can run smaller or a bigger
// machine can use more.

/** `process.env[name]` as a positive integer, or `fallback` when it is unset or empty. */
export function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

/** The local infrastructure's addresses, with the same defaults as infra/local/env.sh. */
export function infraAddresses() {
  return {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  };
}

/** The local object storage (MinIO), with the same defaults as infra/local/env.sh. */
export function objectStorageAddresses() {
  return {
    S3_ENDPOINT: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
    S3_REGION: process.env.S3_REGION ?? 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  };
}
