import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Kafka, logLevel, Partitioners } from 'kafkajs';

const require = createRequire(import.meta.url);
const { EVENT_CATALOG } = require('@tessera/contracts');

const POLL_INTERVAL_MS = 20;
const GIVE_UP_MS = 15_000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One `content.published` event in the platform's envelope, as content's relay sends it. */
function publishedEvent(post) {
  return {
    id: randomUUID(),
    type: 'content.published',
    version: EVENT_CATALOG['content.published'].version,
    occurredAt: post.publishedAt,
    producer: 'content',
    key: post.contentId,
    data: EVENT_CATALOG['content.published'].schema.parse(post),
  };
}

async function searchFinds(base, word, contentId) {
  const response = await fetch(`${base}/api/search?q=${word}&types=content&limit=5`);
  if (!response.ok) return false;
  const { data } = await response.json();
  return data.results.some((result) => result.id === `content:${contentId}`);
}

/**
 * Publishes `count` posts one after another as `content.published` events (a post approved and
 * published), each titled with a word of its own, and times from handing each event to Kafka
 * until an anonymous `GET /api/search` through the gateway finds it, polling every 20 ms.
 */
export async function approvalToSearchable({ brokers, base, creatorId, count }) {
  const producer = new Kafka({
    clientId: 'search-bench',
    brokers,
    logLevel: logLevel.NOTHING,
  }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  const latencies = [];
  let missed = 0;
  try {
    for (let index = 0; index < count; index += 1) {
      const word = `harbor${randomBytes(4).toString('hex')}`;
      const post = {
        contentId: randomUUID(),
        creatorId,
        title: `Ocean sunset ${word}`,
        description: 'A new set from the harbour at dusk.',
        type: 'photo',
        privacyLevel: 'public',
        isPublic: true,
        tags: ['ocean', 'sunset'],
        category: 'photography',
        status: 'published',
        priceCents: null,
        publishedAt: new Date().toISOString(),
        scheduled: false,
      };
      const event = publishedEvent(post);
      const sent = performance.now();
      await producer.send({
        topic: 'content.published',
        messages: [{ key: post.contentId, value: JSON.stringify(event) }],
      });
      let found = false;
      while (!found && performance.now() - sent < GIVE_UP_MS) {
        found = await searchFinds(base, word, post.contentId);
        if (!found) await pause(POLL_INTERVAL_MS);
      }
      if (found) latencies.push(performance.now() - sent);
      else missed += 1;
    }
  } finally {
    await producer.disconnect();
  }
  return { latencies, missed };
}
