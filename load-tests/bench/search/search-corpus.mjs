import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { onCleanup } from '../lib/cleanup.mjs';

// A synthetic corpus of creators and posts in the shapes the search service's writers leave in its
// indices (services/search/src/people/people-index.writer.ts and posts/posts-index.writer.ts):
// a registration, a profile update with a bio and a follower count for each creator; a
// publication and an engagement change for each post. Texts are composed from word lists, so a
// few hundred distinct texts are shared by many documents and each is embedded once, with the
// service's own MiniLM embedder.

const require = createRequire(import.meta.url);
const {
  MiniLmTextEmbedder,
} = require('../../../services/search/dist/embeddings/minilm-text-embedder.js');
const { personText } = require('../../../services/search/dist/people/people-index.writer.js');
const { postText } = require('../../../services/search/dist/posts/post-document.js');

const FIRST_NAMES = [
  'Marina',
  'Theo',
  'Amara',
  'Lucas',
  'Sofia',
  'Kenji',
  'Elena',
  'Mateo',
  'Priya',
  'Oliver',
  'Yara',
  'Felix',
  'Nadia',
  'Hugo',
  'Ingrid',
  'Rafael',
  'Leila',
  'Tobias',
  'Camille',
  'Diego',
  'Hana',
  'Jonas',
  'Zoe',
  'Omar',
  'Greta',
  'Samuel',
  'Aiko',
  'Bruno',
  'Clara',
  'Viktor',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Castillo',
  'Novak',
  'Haddad',
  'Brennan',
  'Rossi',
  'Kowalski',
  'Nakamura',
  'Fischer',
  'Alvarez',
  'Petrov',
  'Osei',
  'Dubois',
  'Larsen',
  'Mendes',
  'Sato',
  'Whitfield',
];

/** What a creator posts about: the words of their titles, descriptions, tags and category. */
const TOPICS = [
  { subject: 'ocean sunset', category: 'photography', tags: ['ocean', 'sunset', 'seascape'] },
  {
    subject: 'mountain sunrise',
    category: 'photography',
    tags: ['mountains', 'sunrise', 'hiking'],
  },
  { subject: 'street portrait', category: 'photography', tags: ['portrait', 'street', 'city'] },
  { subject: 'sourdough bread', category: 'cooking', tags: ['baking', 'sourdough', 'bread'] },
  { subject: 'vegan ramen', category: 'cooking', tags: ['ramen', 'vegan', 'noodles'] },
  { subject: 'weeknight pasta', category: 'cooking', tags: ['pasta', 'dinner', 'italian'] },
  { subject: 'morning yoga flow', category: 'fitness', tags: ['yoga', 'stretching', 'morning'] },
  {
    subject: 'kettlebell workout',
    category: 'fitness',
    tags: ['kettlebell', 'strength', 'workout'],
  },
  { subject: 'marathon training', category: 'fitness', tags: ['running', 'marathon', 'cardio'] },
  {
    subject: 'watercolor landscape',
    category: 'art',
    tags: ['watercolor', 'painting', 'landscape'],
  },
  {
    subject: 'digital character design',
    category: 'art',
    tags: ['illustration', 'characters', 'digital'],
  },
  { subject: 'pottery wheel', category: 'crafts', tags: ['pottery', 'ceramics', 'handmade'] },
  { subject: 'acoustic guitar cover', category: 'music', tags: ['guitar', 'acoustic', 'cover'] },
  { subject: 'lofi beat making', category: 'music', tags: ['lofi', 'beats', 'production'] },
  { subject: 'indie game devlog', category: 'gaming', tags: ['gamedev', 'indie', 'pixelart'] },
  { subject: 'speedrun strategy', category: 'gaming', tags: ['speedrun', 'strategy', 'retro'] },
  { subject: 'urban gardening', category: 'lifestyle', tags: ['gardening', 'plants', 'balcony'] },
  {
    subject: 'minimalist apartment tour',
    category: 'lifestyle',
    tags: ['minimalism', 'interior', 'home'],
  },
  { subject: 'budget travel in Japan', category: 'travel', tags: ['travel', 'japan', 'budget'] },
  { subject: 'vintage film camera', category: 'photography', tags: ['film', 'analog', 'camera'] },
];
const TITLE_FORMS = [
  (s) => `${s} photos`,
  (s) => `My favourite ${s} shots`,
  (s) => `A quiet ${s} session`,
  (s) => `${s}: behind the scenes`,
  (s) => `Beginner guide to ${s}`,
  (s) => `${s} in five minutes`,
  (s) => `Weekend ${s} diary`,
  (s) => `${s} tips I wish I knew`,
  (s) => `Late night ${s}`,
  (s) => `${s} mistakes to avoid`,
  (s) => `The ${s} challenge`,
  (s) => `${s} with friends`,
  (s) => `Rainy day ${s}`,
  (s) => `${s} for subscribers`,
  (s) => `Golden hour ${s}`,
  (s) => `${s}, part two`,
  (s) => `Everything about ${s}`,
  (s) => `${s} gear review`,
  (s) => `Slow ${s} vlog`,
  (s) => `${s} highlights of the month`,
];
const DESCRIPTIONS = [
  (t) =>
    `A full set from this week, shot and edited by me. All about ${t.subject} and ${t.tags[1]}.`,
  (t) => `Step by step notes on ${t.subject}, with what worked and what did not.`,
  (t) => `Raw clips and a short write-up: ${t.tags.join(', ')}.`,
];
const BIOS = [
  (t) => `Sharing ${t.subject} every week. ${t.category} is my whole life.`,
  (t) => `Full-time ${t.category} creator: ${t.tags.join(', ')}.`,
  (t) => `Behind-the-scenes ${t.subject} and tutorials for subscribers.`,
];
// Shares of public, subscribers, premium and private posts.
const PRIVACY = [
  ['public', 0.5],
  ['subscribers', 0.3],
  ['premium', 0.15],
  ['private', 0.05],
];
const TYPES = ['photo', 'video', 'text'];
const DAY_MS = 24 * 60 * 60 * 1000;
const BULK_BATCH = 1_000;

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');

function privacyAt(fraction) {
  let sum = 0;
  for (const [level, share] of PRIVACY) {
    sum += share;
    if (fraction < sum) return level;
  }
  return 'public';
}

/** Creator number `index`: a name from the lists, one topic, one bio. */
function creatorAt(index) {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length];
  const topic = TOPICS[index % TOPICS.length];
  const bio = BIOS[index % BIOS.length](topic);
  return { displayName: `${first} ${last}`, topic, bio };
}

/** Post number `index` of a creator on `topic`. */
function postAt(index, topic) {
  const form = index % TITLE_FORMS.length;
  const phrase = TITLE_FORMS[form](topic.subject);
  const title = phrase[0].toUpperCase() + phrase.slice(1);
  const description = DESCRIPTIONS[form % DESCRIPTIONS.length](topic);
  return { title, description, tags: topic.tags, category: topic.category };
}

/** A creator's display name with two letters swapped, as a hurried searcher types it. */
function withTypo(name) {
  const at = Math.min(2, name.length - 2);
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
}

/** The service's MiniLM embedder, loaded in this process; released at clean-up. */
export async function loadEmbedder(modelDir) {
  const embedder = await MiniLmTextEmbedder.load(modelDir);
  onCleanup(() => embedder.onApplicationShutdown());
  return embedder;
}

/** The searches the load mixes: names with typos, topical phrases, tags. */
export function searchQueries() {
  const names = Array.from({ length: 8 }, (_, i) => withTypo(creatorAt(i * 37).displayName));
  return [
    ...names,
    'ocean sunset photos',
    'sourdough bread recipe',
    'beginner yoga',
    'budget trip japan',
    'watercolor painting tutorial',
    'kettlebell training',
    'indie game development',
    'film camera',
    'guitar',
    'pottery',
    'ramen',
    'marathon',
  ];
}

/**
 * Computes one MiniLM vector per distinct text (people's with the username of the first creator
 * holding that name, since usernames are unique and would make every text distinct) and answers
 * the documents to load, their counts, and how long embedding took.
 */
export async function buildCorpus({ creators, posts, embedder, now = Date.now() }) {
  const people = [];
  const personKeys = new Map();
  for (let index = 0; index < creators; index += 1) {
    const creator = creatorAt(index);
    const userId = randomUUID();
    const username = `${slug(creator.displayName)}_${index}`;
    const key = `${creator.displayName}|${creator.bio}`;
    if (!personKeys.has(key)) {
      personKeys.set(
        key,
        personText({ displayName: creator.displayName, username, bio: creator.bio }),
      );
    }
    const createdAt = new Date(now - (index % 700) * DAY_MS).toISOString();
    const profileChangedAt = new Date(Date.parse(createdAt) + 60_000).toISOString();
    people.push({
      id: userId,
      key,
      topic: creator.topic,
      doc: {
        userId,
        username,
        displayName: creator.displayName,
        bio: creator.bio,
        avatar: null,
        coverImage: null,
        role: 'creator',
        isVerified: index % 20 === 0,
        followersCount: (index * 7919) % 5000,
        createdAt,
        profileChangedAt,
        followersChangedAt: new Date(now - (index % 30) * DAY_MS).toISOString(),
      },
    });
  }
  const postDocs = [];
  const postKeys = new Map();
  for (let index = 0; index < posts; index += 1) {
    const creator = people[index % people.length];
    const text = postAt(Math.floor(index / people.length) + index, creator.topic);
    const key = postText(text);
    postKeys.set(key, key);
    const privacyLevel = privacyAt(((index * 37) % 100) / 100);
    const publishedAt = new Date(now - (index % 5000) * 17 * 60_000).toISOString();
    const contentId = randomUUID();
    postDocs.push({
      id: contentId,
      key,
      doc: {
        contentId,
        creatorId: creator.id,
        ...text,
        type: TYPES[index % TYPES.length],
        privacyLevel,
        isPublic: privacyLevel === 'public',
        status: 'published',
        priceCents: privacyLevel === 'premium' ? 499 : null,
        publishedAt,
        likesCount: (index * 31) % 400,
        commentsCount: (index * 13) % 60,
        viewsCount: (index * 97) % 9000,
        summaryChangedAt: publishedAt,
        countsChangedAt: new Date(Date.parse(publishedAt) + 3_600_000).toISOString(),
        removedAt: null,
      },
    });
  }
  const started = performance.now();
  const texts = [...personKeys.values(), ...postKeys.values()];
  const vectors = await embedder.embed(texts);
  const embedMs = performance.now() - started;
  const vectorOf = new Map(texts.map((text, i) => [text, vectors[i]]));
  for (const person of people) person.doc.embedding = vectorOf.get(personKeys.get(person.key));
  for (const post of postDocs) post.doc.embedding = vectorOf.get(post.key);
  return {
    people,
    posts: postDocs,
    distinctTexts: texts.length,
    embedMsPerText: embedMs / texts.length,
  };
}

async function setRefreshInterval(opensearchUrl, alias, interval) {
  await fetch(`${opensearchUrl}/${alias}/_settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: { refresh_interval: interval } }),
  });
}

/**
 * Writes `entries` ({ id, doc }) into `alias` with the bulk API, two requests in flight. Refreshes
 * are off while it loads (each one would cut a segment whose vector graph a merge builds again)
 * and back to the service's own interval afterwards.
 */
export async function bulkLoad(opensearchUrl, alias, entries) {
  const settings = await (await fetch(`${opensearchUrl}/${alias}/_settings`)).json();
  const ownInterval = Object.values(settings)[0].settings.index.refresh_interval;
  await setRefreshInterval(opensearchUrl, alias, '-1');
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const batch = entries.slice(next, next + BULK_BATCH);
      next += BULK_BATCH;
      const body = batch
        .map(
          ({ id, doc }) =>
            `${JSON.stringify({ index: { _index: alias, _id: id } })}\n${JSON.stringify(doc)}\n`,
        )
        .join('');
      const response = await fetch(`${opensearchUrl}/_bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson' },
        body,
      });
      const result = await response.json();
      if (!response.ok || result.errors) {
        const failed = result.items?.find((item) => item.index?.error)?.index?.error;
        throw new Error(
          `bulk load into ${alias} failed: ${response.status} ${JSON.stringify(failed ?? result.error)}`,
        );
      }
    }
  };
  await Promise.all([worker(), worker()]);
  await setRefreshInterval(opensearchUrl, alias, ownInterval);
  await fetch(`${opensearchUrl}/${alias}/_refresh`, { method: 'POST' });
  const { count } = await (await fetch(`${opensearchUrl}/${alias}/_count`)).json();
  return count;
}
