import { EVENT_TOPICS } from '@tessera/contracts';
import { Kafka, logLevel } from 'kafkajs';

const PARTITIONS = 3;

/**
 * Creates the topics of the event catalogue (and their dead-letter topics) that do not exist yet,
 * so the topic list is never kept by hand. Existing topics are left as they are.
 */
export async function ensureEventTopics(
  brokers: string[],
  clientId: string,
  replicationFactor = 1,
): Promise<string[]> {
  const admin = new Kafka({
    clientId: `${clientId}-admin`,
    brokers,
    logLevel: logLevel.WARN,
  }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = EVENT_TOPICS.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: PARTITIONS, replicationFactor })),
      });
    }
    return missing;
  } finally {
    await admin.disconnect();
  }
}
