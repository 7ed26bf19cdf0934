import { Kafka, logLevel } from 'kafkajs';

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
      const ends = await admin.fetchTopicOffsets(topic);
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
