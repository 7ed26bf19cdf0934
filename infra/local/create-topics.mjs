// Creates every topic listed in topics.txt that does not exist yet (3 partitions, replication 1).
// Safe to run repeatedly: existing topics are left as they are.
import { readFile } from 'node:fs/promises';
import { Kafka, logLevel } from 'kafkajs';

const PARTITIONS = 3;
const topicsFile = new URL('./topics.txt', import.meta.url);

const wanted = (await readFile(topicsFile, 'utf8'))
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length > 0 && !line.startsWith('#'));

const kafka = new Kafka({
  clientId: 'infra-create-topics',
  brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  logLevel: logLevel.WARN,
  retry: { retries: 5 },
});
const admin = kafka.admin();

try {
  await admin.connect();
  const existing = new Set(await admin.listTopics());
  const missing = wanted.filter((topic) => !existing.has(topic));
  if (missing.length > 0) {
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({ topic, numPartitions: PARTITIONS, replicationFactor: 1 })),
    });
  }
  // Asking for a group's coordinator makes the broker create its offsets topic now, so the first
  // consumer of a service does not wait for it.
  await admin.describeGroups(['infra-warm-up']);
  console.log(
    `topics: ${missing.length} created, ${wanted.length - missing.length} already present` +
      (missing.length > 0 ? ` (${missing.join(', ')})` : ''),
  );
} finally {
  await admin.disconnect();
}
