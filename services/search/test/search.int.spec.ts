import { randomBytes, randomUUID } from 'node:crypto';
import type { EventInput } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  createAdmin,
  eventually,
  subscriptionState,
} from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const events = new EventProducer(brokers);
const stack = useStack({ services: ['auth', 'search'] });
let api: Call;
let creator: Actor;
let rival: Actor;
let fan: Actor;
let ramenId = '';
/** A word no other test run uses, so searches here find only this file's posts. */
const marker = `zq${randomBytes(3).toString('hex')}`;

async function registerNamed(role: 'creator' | 'subscriber', displayName: string): Promise<Actor> {
  const input = newUser({ role, displayName });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  const { user, token } = registered.body.data;
  return { id: user.id, token, username: user.username };
}

type Post = Partial<EventInput<'content.published'>> & { contentId: string };

function post(overrides: Partial<EventInput<'content.published'>>): Post {
  return {
    contentId: randomUUID(),
    creatorId: creator.id,
    title: 'Untitled',
    description: '',
    type: 'photo',
    privacyLevel: 'public',
    isPublic: true,
    tags: [],
    category: 'Photography',
    status: 'published',
    priceCents: null,
    publishedAt: new Date().toISOString(),
    ...overrides,
  };
}

const publish = (data: Post, times = 1) =>
  events.send('content.published', data as EventInput<'content.published'>, data.contentId, times);

const search = (query: Record<string, string | number>, actor?: Actor) =>
  api(
    'GET',
    `/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    undefined,
    actor ? { token: actor.token } : {},
  );

const idsOf = (body: { data: { results: Array<{ id: string }> } }) =>
  body.data.results.map((result) => result.id);

/** Waits until a search by the marker finds (or no longer finds) a post. */
const untilFound = (contentId: string, present: boolean, actor?: Actor) =>
  eventually(
    () => search({ q: marker, types: 'content', limit: 50 }, actor),
    (result) => idsOf(result.body).includes(`content:${contentId}`) === present,
  );

const coast = () =>
  post({
    title: `Golden hour on the coast ${marker}`,
    description: 'Waves rolling in while the sun goes down over the sea, shot on film.',
    tags: ['beach', 'goldenhour'],
  });

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  creator = await registerNamed('creator', `Theodora Wavecrest ${marker}`);
  rival = await registerNamed('creator', `Ramsey Noodleworks ${marker}`);
  fan = await registerNamed('subscriber', `Fan ${marker}`);
  await eventually(
    () => search({ q: marker, types: 'creator' }),
    (result) => result.body.data?.results?.length === 2,
  );
});

afterAll(() => events.stop());

describe('finding creators', () => {
  it('finds a creator by a misspelt name, and never a member who only subscribes', async () => {
    const found = await search({ q: `Theodra Wavecrst ${marker}`, types: 'creator' });
    expect(found.status).toBe(200);
    expect(idsOf(found.body)[0]).toBe(`creator:${creator.id}`);
    expect(idsOf(found.body)).not.toContain(`creator:${fan.id}`);
    expect(found.body.data.insights[0].explanation).toMatch(/^Your words match its name/);

    const users = await api('GET', `/api/real-data/search/users?q=theodra+${marker}`);
    expect(users.body.success).toBe(true);
    expect(users.body.users[0]).toMatchObject({
      id: creator.id,
      role: 'creator',
      postsCount: 0,
      lowestPrice: null,
    });
  });

  it('suggests a creator while the name is still being typed', async () => {
    const typed = await api('GET', `/api/search/suggest?q=${encodeURIComponent(`${marker} Theo`)}`);
    expect(typed.status).toBe(200);
    expect(typed.body.data.suggestions).toContainEqual({
      text: `Theodora Wavecrest ${marker}`,
      type: 'creator',
      url: `/profile/${creator.id}`,
    });
  });
});

describe('finding posts', () => {
  it('ranks a post by meaning: "ocean sunset photos" finds the coast, not the ramen', async () => {
    const sunset = coast();
    const ramen = post({
      creatorId: rival.id,
      title: `Ramen from scratch ${marker}`,
      description: 'Pulling noodles and simmering pork broth for twelve hours.',
      type: 'video',
      tags: ['cooking', 'noodles'],
    });
    ramenId = ramen.contentId;
    await publish(sunset);
    await publish(ramen);
    await untilFound(ramen.contentId, true);

    const found = await search({ q: `ocean sunset photos ${marker}`, types: 'content' });
    // Other runs on this machine publish to the same topics: rank among this file's posts.
    const ours = found.body.data.results
      .filter((card: { title: string }) => card.title.includes(marker))
      .map((card: { id: string }) => card.id);
    expect(ours[0]).toBe(`content:${sunset.contentId}`);
    const insight = found.body.data.insights.find(
      (entry: { id: string }) => entry.id === `content:${sunset.contentId}`,
    );
    expect(insight.explanation).toMatch(/close in meaning/);
    expect(insight.confidence_score).toBeGreaterThan(0);
    expect(insight.similar_items[0]).toEqual({
      id: expect.stringMatching(/^content:/),
      title: expect.any(String),
      url: expect.stringMatching(/^\/content\//),
    });
    expect(found.body.data.results[0].highlights.join(' ')).toContain('<mark>');
  });

  it('favours the creators a viewer subscribes to, and says so', async () => {
    // Followers are subscribers: their count is public only where the creator shows it.
    await api('PUT', '/api/auth/profile', { showSubscriberCount: true }, { token: rival.token });
    await events.send(
      'subscription.created',
      { ...subscriptionState(fan.id, 'fan-tier'), creatorId: rival.id },
      fan.id,
    );
    await eventually(
      () => api('GET', `/api/real-data/user/${rival.id}`),
      (result) => result.body.user?.followersCount === 1,
    );
    const found = await search({ q: `ramen ${marker}`, types: 'content' }, fan);
    const insight = found.body.data.insights.find(
      (entry: { id: string }) => entry.id === `content:${ramenId}`,
    );
    expect(insight.personalization_factors).toContain('You subscribe to this creator');
    const anonymous = await search({ q: `ramen ${marker}`, types: 'content' });
    expect(anonymous.body.data.insights[0].personalization_factors).not.toContain(
      'You subscribe to this creator',
    );
  });
});

describe('visibility', () => {
  it('never matches posts in review, rejected, scheduled or private to others', async () => {
    const hidden = await Promise.all(
      (['pending', 'rejected', 'scheduled', 'draft'] as const).map(async (status) => {
        const item = post({ title: `Hidden ${status} ${marker}`, status });
        await publish(item);
        return item.contentId;
      }),
    );
    const own = post({ title: `Only mine ${marker}`, privacyLevel: 'private', isPublic: false });
    await publish(own);
    await untilFound(own.contentId, true, creator);

    const asStranger = await search({ q: marker, types: 'content,tag', limit: 50 });
    const ids = idsOf(asStranger.body);
    for (const contentId of [...hidden, own.contentId]) {
      expect(ids).not.toContain(`content:${contentId}`);
    }
    const asOwner = await search({ q: marker, types: 'content', limit: 50 }, creator);
    expect(idsOf(asOwner.body)).toContain(`content:${own.contentId}`);
    for (const contentId of hidden)
      expect(idsOf(asOwner.body)).not.toContain(`content:${contentId}`);
  });

  it('drops a removed post, and a late update cannot bring it back', async () => {
    const item = coast();
    await publish(item);
    await untilFound(item.contentId, true);
    await events.send(
      'content.removed',
      {
        contentId: item.contentId,
        creatorId: creator.id,
        removedBy: creator.id,
        removedAt: new Date().toISOString(),
      },
      item.contentId,
    );
    await untilFound(item.contentId, false);
    await events.send(
      'content.updated',
      { ...(item as EventInput<'content.updated'>), updatedAt: new Date().toISOString() },
      item.contentId,
    );
    await publish({ ...item, title: `Brought back ${marker}` });
    // Events of one key are handled in order: once a later one under the same key shows, the
    // update and the republication before it were handled too.
    const probe = post({ title: `Ordering probe ${marker}` });
    await events.send(
      'content.published',
      probe as EventInput<'content.published'>,
      item.contentId,
    );
    await untilFound(probe.contentId, true);
    const after = await search({ q: marker, types: 'content', limit: 50 });
    expect(idsOf(after.body)).not.toContain(`content:${item.contentId}`);
  });

  it('applies each change once and keeps the newest: replays and stale updates change nothing', async () => {
    const item = post({ title: `Original title ${marker}` });
    const probe = post({ title: `Second probe ${marker}` });
    await publish(item, 2);
    await publish(probe);
    await untilFound(probe.contentId, true);
    const titleOf = async (contentId: string, words: string) => {
      const found = await search({ q: `${words} ${marker}`, types: 'content', limit: 50 });
      return found.body.data.results.find(
        (result: { id: string }) => result.id === `content:${contentId}`,
      )?.title as string | undefined;
    };
    const update = (data: Post, title: string, updatedAt: Date, key = data.contentId) =>
      events.send(
        'content.updated',
        { ...(data as EventInput<'content.updated'>), title, updatedAt: updatedAt.toISOString() },
        key,
      );

    await update(item, `Renamed ${marker}`, new Date(Date.now() + 60_000));
    await eventually(
      () => titleOf(item.contentId, 'renamed'),
      (title) => title === `Renamed ${marker}`,
    );
    // An older change, then a probe on the same topic and partition: once the probe shows, the
    // older change has been handled before it.
    await update(item, `Stale ${marker}`, new Date());
    await update(probe, `Probe renamed ${marker}`, new Date(), item.contentId);
    await eventually(
      () => titleOf(probe.contentId, 'probe renamed'),
      (title) => title === `Probe renamed ${marker}`,
    );
    const stored = await search({ q: `renamed ${marker}`, types: 'content', limit: 50 });
    expect(await titleOf(item.contentId, 'renamed')).toBe(`Renamed ${marker}`);
    expect(idsOf(stored.body).filter((id) => id === `content:${item.contentId}`)).toHaveLength(1);
  });
});

describe('the real-data API', () => {
  it('answers section 7 shapes, public posts first, and success false on bad input', async () => {
    const stats = await api('GET', '/api/real-data/platform-stats');
    expect(stats.status).toBe(200);
    expect(stats.body.success).toBe(true);
    expect(Object.keys(stats.body.stats).sort()).toEqual(
      ['totalContent', 'totalCreators', 'totalRevenue', 'totalSubscriptions', 'totalUsers'].sort(),
    );
    const creators = await api('GET', '/api/real-data/creators?limit=2&offset=0');
    expect(creators.body).toMatchObject({ success: true, creators: expect.any(Array) });
    expect(creators.body.total).toBeGreaterThanOrEqual(2);
    expect(creators.body.creators.length).toBeLessThanOrEqual(2);

    const content = await api('GET', '/api/real-data/content?limit=100');
    const publicFlags = content.body.content.map((item: { isPublic: boolean }) => item.isPublic);
    expect(publicFlags).toEqual([...publicFlags].sort((a, b) => Number(b) - Number(a)));

    const blank = await api('GET', '/api/real-data/search/users?q=');
    expect(blank.body).toEqual({ success: true, users: [] });
    const missing = await api('GET', '/api/real-data/user/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, user: null });
    const bad = await api('GET', '/api/real-data/creators?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, creators: [], total: 0 });
  });
});

describe('analytics', () => {
  const analytics = (type: string, actor: Actor, scope = 'creator') =>
    api('GET', `/api/analytics/${type}?days=7&scope=${scope}`, undefined, { token: actor.token });
  const today = () => new Date().toISOString().slice(0, 10);
  const todayOf = (body: { data: { points: Array<{ day: string; value: number }> } }) =>
    body.data.points.find((point) => point.day === today())?.value;

  it("sums a creator's tips by day once each, and takes back a refunded one", async () => {
    const tip = {
      tipId: randomUUID(),
      creatorId: creator.id,
      subscriberId: fan.id,
      amountCents: 500,
      currency: 'EUR',
      message: 'Lovely light',
      revoked: false,
      changedAt: new Date().toISOString(),
    };
    await events.send('tip.sent', tip, tip.tipId, 2);
    await events.send('tip.sent', { ...tip, tipId: randomUUID(), amountCents: 250 }, fan.id);
    const both = await eventually(
      () => analytics('revenue', creator),
      (result) => todayOf(result.body) === 750,
    );
    expect(both.body.data).toMatchObject({ type: 'revenue', unit: 'cents', total: 750 });
    expect(both.body.data.points).toHaveLength(7);

    await events.send(
      'tip.sent',
      { ...tip, revoked: true, changedAt: new Date(Date.now() + 1000).toISOString() },
      tip.tipId,
      2,
    );
    await eventually(
      () => analytics('revenue', creator),
      (result) => todayOf(result.body) === 250,
    );
  });

  it('turns absolute engagement counters into daily views and engagement', async () => {
    const item = post({ title: `Counted ${marker}` });
    await publish(item);
    const counters = (likes: number, comments: number, views: number, offsetMs: number) =>
      events.send(
        'content.engagement_changed',
        {
          contentId: item.contentId,
          creatorId: creator.id,
          likesCount: likes,
          commentsCount: comments,
          viewsCount: views,
          changedAt: new Date(Date.now() + offsetMs).toISOString(),
        },
        item.contentId,
      );
    await counters(1, 0, 10, 0);
    await counters(3, 1, 25, 1000);
    await counters(2, 1, 20, 500); // older than the one before: ignored
    const views = await eventually(
      () => analytics('views', creator),
      (result) => todayOf(result.body) === 25,
    );
    expect(views.body.data.unit).toBe('count');
    const engagement = await analytics('engagement', creator);
    expect(todayOf(engagement.body)).toBe(4);
  });

  it('keeps analytics to creators, and the platform scope to admins', async () => {
    expect((await analytics('views', fan)).status).toBe(403);
    expect((await analytics('views', creator, 'platform')).status).toBe(403);
    expect((await api('GET', '/api/analytics/views')).status).toBe(401);
    expect((await analytics('secrets', creator)).status).toBe(400);
  });
});

describe('suspended and banned accounts', () => {
  const statusOf = (
    userId: string,
    status: 'active' | 'suspended',
    previousStatus: 'active' | 'suspended',
    changedAt: Date,
  ) =>
    events.send(
      'user.status_changed',
      {
        userId,
        role: 'creator',
        status,
        previousStatus,
        reason: 'Repeated spam',
        changedAt: changedAt.toISOString(),
      },
      userId,
    );

  it('hides a suspended creator and every post of theirs until reinstated', async () => {
    const sunset = post({ creatorId: rival.id, title: `Harbour lights ${marker}` });
    await publish(sunset);
    await untilFound(sunset.contentId, true);
    const findsRival = async () => {
      const [people, card, listed] = await Promise.all([
        search({ q: `Ramsey Noodleworks ${marker}`, types: 'creator' }),
        api('GET', `/api/real-data/user/${rival.id}`),
        api('GET', `/api/real-data/search/users?q=ramsey+${marker}`),
      ]);
      return {
        inSearch: idsOf(people.body).includes(`creator:${rival.id}`),
        card: card.body.success as boolean,
        listed: (listed.body.users as Array<{ id: string }>).some((user) => user.id === rival.id),
      };
    };

    const suspendedAt = new Date();
    await statusOf(rival.id, 'suspended', 'active', suspendedAt);
    await untilFound(sunset.contentId, false);
    expect(await findsRival()).toEqual({ inSearch: false, card: false, listed: false });

    // A replay of an older reinstatement changes nothing; a newer one brings everything back.
    await statusOf(rival.id, 'active', 'suspended', new Date(suspendedAt.getTime() - 60_000));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await findsRival()).inSearch).toBe(false);
    await statusOf(rival.id, 'active', 'suspended', new Date());
    await untilFound(sunset.contentId, true);
    expect(await findsRival()).toEqual({ inSearch: true, card: true, listed: true });
  });
});

describe('hostile input', () => {
  it('treats query syntax, regular expressions and control characters as plain text', async () => {
    for (const q of [
      'title:(a OR b)^5 AND NOT /.*/',
      '\\" { "match_all": {} } ',
      '*?~[]{}()<>',
      `sun\u202eset\u0000 ${marker}`,
    ]) {
      const started = Date.now();
      const result = await search({ q });
      expect(result.status, q).toBe(200);
      // A query read as syntax (a regular expression over every term) takes far longer than this;
      // the bound leaves room for a second test file sharing the two cores.
      expect(Date.now() - started, q).toBeLessThan(5000);
    }
    const long = await search({ q: 'a'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/at most 200 characters/);
    const badType = await search({ q: 'x', types: 'creator,secrets' });
    expect(badType.status).toBe(400);
  });

  it('returns nothing for a banned term once an admin lists it, and publishes the list', async () => {
    const admin = await createAdmin(api, stack.env('auth'));
    const probe = new KafkaProbe(brokers);
    await probe.start(['banned_terms.changed']);
    const refused = await api(
      'PUT',
      '/api/search/banned-terms',
      { terms: [marker] },
      { token: fan.token },
    );
    expect(refused.status).toBe(403);
    const saved = await api(
      'PUT',
      '/api/search/banned-terms',
      { terms: [`  ${marker.toUpperCase()} `] },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.terms).toEqual([marker]);
    const found = await search({ q: `Theodora ${marker}` });
    expect(found.body.data).toMatchObject({ total: 0, results: [] });
    // Content refuses posts holding a term from this event: the whole list, in search's outbox.
    const published = await probe.waitFor(
      'banned_terms.changed',
      (value) => value.actorId === admin.id,
    );
    await probe.stop();
    expect(published.value).toMatchObject({ producer: 'search', data: { terms: [marker] } });
    await api('PUT', '/api/search/banned-terms', { terms: [] }, { token: admin.token });
  });
});
