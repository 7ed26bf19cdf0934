import { percentile } from '../lib/bench-run.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Schedules `count` posts of one creator through the gateway for the same instant, `leadMs` ahead,
 * then reads from the database how late each was published: publishedAt − scheduledAt.
 */
export async function measureScheduledPublishing({ gatewayUrl, token, db, count, leadMs }) {
  const scheduledAt = new Date(Date.now() + leadMs);
  const ids = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${gatewayUrl}/api/content`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Scheduled bench post ${index}`,
        type: 'text',
        body: 'Published by its schedule.',
        privacyLevel: 'public',
        scheduledAt: scheduledAt.toISOString(),
      }),
    });
    const payload = await response.json();
    if (response.status !== 201 || payload.data.status !== 'scheduled') {
      throw new Error(`scheduling answered ${response.status}: ${JSON.stringify(payload)}`);
    }
    ids.push(payload.data.id);
  }
  if (Date.now() >= scheduledAt.getTime()) {
    throw new Error(`scheduling ${count} posts took longer than the ${leadMs} ms lead`);
  }

  const posts = db.collection('posts');
  const deadline = scheduledAt.getTime() + 30_000;
  let published = [];
  while (Date.now() < deadline) {
    // By `_id` alone: with the status in the filter too, the local database scans every post on
    // each poll (seconds at 100,000 posts), holding the collection the publishing jobs write.
    const found = await posts
      .find({ _id: { $in: ids } }, { projection: { status: 1, publishedAt: 1 } })
      .toArray();
    published = found.filter((post) => post.status === 'published');
    if (published.length === count) break;
    await pause(250);
  }
  const lateness = Float64Array.from(
    published.map((post) => post.publishedAt.getTime() - scheduledAt.getTime()),
  ).sort();
  return {
    count,
    published: published.length,
    maxLateMs: lateness.at(-1) ?? Number.NaN,
    p95LateMs: percentile(lateness, 0.95),
  };
}
