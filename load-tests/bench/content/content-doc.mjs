import { recordRunInSection } from '../benchmark-section.mjs';
const HEADING = '## Content service (`npm run bench:content`)';

const INTRODUCTION = `${HEADING}

Measured with \`npm run bench:content\` (\`load-tests/bench/content/\`), in one run on one machine
and through the gateway. It writes the content service's database and Redis timelines directly
(creators, published posts, subscribers' entitlements from billing, in the shapes the service
stores), starts auth, content (moderation off, so scheduled posts wait for nothing but their time)
and a gateway as separate processes on free ports with the run's own databases and rate limits
raised, registers a real subscriber and a real creator through the gateway for their access tokens
and gives them seeded entitlements, and then measures:

- (1) a subscriber's first feed page, \`GET /api/content/feed\` (20 posts of the 20 creators they
  follow), with autocannon;
- (2) one subscribers-only post the subscriber may see, \`GET /api/content/{id}\`, with autocannon;
- (3) 100 posts scheduled through the API for the same instant: how late each was published
  (\`publishedAt − scheduledAt\`, read from the database);
- (4) one video streamed as multipart \`POST /api/upload\` through the gateway, with the resident
  memory of the gateway and the content service sampled every 50 ms.

The load generator shares the cores with the servers and the database. Newest run first.`;

/** Adds a run under the content benchmark's heading, above its older runs. */
export function recordContentRun(section) {
  recordRunInSection({ heading: HEADING, introduction: INTRODUCTION, section });
}
