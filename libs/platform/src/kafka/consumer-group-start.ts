import { type Admin, Kafka, KafkaJSProtocolError, logLevel } from 'kafkajs';

const LEADER_WAIT_MS = 15_000;
/** The pinning consumer needs one fetch cycle to commit; it should not wait for records. */
const PINNING_FETCH_WAIT_MS = 50;

interface TopicEnds {
  topic: string;
  partitions: Array<{ partition: number; offset: string }>;
}

/**
 * Gives a consumer group that has never committed an offset the current end of each topic as its
 * starting point, before the group's consumer starts. A plain "latest" reset is resolved only after
 * the group has joined, so events published in between would be lost; pinned offsets are not.
 * Groups that already consumed keep their offsets.
 */
export async function startNewGroupAtLatest(
  brokers: string[],
  clientId: string,
  groupId: string,
  topics: readonly string[],
): Promise<void> {
  const kafka = new Kafka({ clientId: `${clientId}-admin`, brokers, logLevel: logLevel.WARN });
  const admin = kafka.admin();
  await admin.connect();
  let unset: TopicEnds[];
  try {
    const committed = await admin.fetchOffsets({ groupId, topics: [...topics] });
    const fresh = committed.filter(({ partitions }) =>
      partitions.every((partition) => partition.offset === '-1'),
    );
    unset = await Promise.all(
      fresh.map(async ({ topic }) => ({
        topic,
        partitions: (await endOffsets(admin, topic)).map(({ partition, offset }) => ({
          partition,
          offset,
        })),
      })),
    );
  } finally {
    await admin.disconnect();
  }
  if (unset.length > 0) await commitOffsets(kafka, groupId, unset);
}

/**
 * Commits the offsets of every topic at once, the way kafkajs's admin `setOffsets` does for one
 * topic: a member of the group that seeks and stops after a single fetch. Doing it per topic
 * costs a full fetch wait (seconds) each.
 */
async function commitOffsets(kafka: Kafka, groupId: string, ends: TopicEnds[]): Promise<void> {
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: PINNING_FETCH_WAIT_MS });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: ends.map(({ topic }) => topic), fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer.on(consumer.events.FETCH, () => {
        consumer.stop().then(resolve, reject);
      });
      consumer.run({ eachBatchAutoResolve: false, eachBatch: async () => undefined }).catch(reject);
      consumer.pause(ends.map(({ topic }) => ({ topic })));
      for (const { topic, partitions } of ends) {
        for (const { partition, offset } of partitions) consumer.seek({ topic, partition, offset });
      }
    });
  } finally {
    await consumer.disconnect();
  }
}

/**
 * The end offsets of a topic. Right after a topic is created its partitions may not have a leader
 * yet on every broker's metadata, so "not the leader" is retried until the leaders settle.
 */
async function endOffsets(admin: Admin, topic: string) {
  const deadline = Date.now() + LEADER_WAIT_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 1_000)) {
    try {
      return await admin.fetchTopicOffsets(topic);
    } catch (error) {
      const retriable = error instanceof KafkaJSProtocolError && error.retriable;
      if (!retriable || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
