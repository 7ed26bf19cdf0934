// Asking for a group's coordinator makes a new broker create its consumer-offsets topic now, so
// the first consumer of a service does not wait for it. The event topics themselves are created
// by the services from the event catalogue when they start.
import { Kafka, logLevel } from 'kafkajs';

const kafka = new Kafka({
  clientId: 'infra-warm-up',
  brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  logLevel: logLevel.NOTHING,
  retry: { retries: 8 },
});
const admin = kafka.admin();

try {
  await admin.connect();
  await admin.describeGroups(['infra-warm-up']);
} finally {
  await admin.disconnect();
}
