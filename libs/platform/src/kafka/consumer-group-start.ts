import { type Admin, Kafka, KafkaJSProtocolError, logLevel } from 'kafkajs';

const LEADER_WAIT_MS = 15_000;

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
  const admin = new Kafka({
    clientId: `${clientId}-admin`,
    brokers,
    logLevel: logLevel.WARN,
  }).admin();
  await admin.connect();
  try {
    const committed = await admin.fetchOffsets({ groupId, topics: [...topics] });
    for (const { topic, partitions } of committed) {
      if (partitions.some((partition) => partition.offset !== '-1')) continue;
      const ends = await endOffsets(admin, topic);
      await admin.setOffsets({
        groupId,
        topic,
        partitions: ends.map(({ partition, offset }) => ({ partition, offset })),
      });
    }
  } finally {
    await admin.disconnect();
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
