import { FIRST_TIER_REQUIRED, MESSAGES } from '@tessera/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { useStack } from '../../../test/support/stack';
import { CREATOR_NOT_FOUND } from '../src/creator-counts/count-creator-posts.usecase';
import { CREATOR_SUBSCRIPTION_REQUIRED, CREATOR_TIER_REQUIRED } from '../src/posts/post-access';
import {
  type Actor,
  createAdmin,
  eventually,
  givePlatformPlan,
  register,
  subscriptionState,
} from './content-actors';

const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth', 'content', 'subscription-billing'] });
let api: Call;
let creator: Actor;
let admin: Actor;
const posts: Record<'public' | 'subscribers' | 'premium' | 'private' | 'tiered', string> = {
  public: '',
  subscribers: '',
  premium: '',
  private: '',
  tiered: '',
};

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  [creator, admin] = await Promise.all([
    register(api, 'creator'),
    createAdmin(api, stack.env('auth')),
  ]);
  // Posts for subscribers wait for a first tier on sale.
  await sellTier(creator, 'Silver', 400, 'tier-specific');
  for (const level of ['public', 'subscribers', 'premium', 'private'] as const) {
    posts[level] = await publishText(level, 'public' === level ? null : 500);
  }
  posts.tiered = await publishText('subscribers', null, ['gold']);
});

afterAll(() => events.stop());

interface Tier {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
}

/** A tier the creator sells, created through billing. */
async function sellTier(seller: Actor, name: string, priceCents: number, contentAccess: string) {
  const created = await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { name, priceCents, contentAccess },
    { token: seller.token },
  );
  expect(created.status).toBe(201);
  return created.body.data as Tier;
}

/** A published text post; one held for review (as the platform settings may ask) is approved. */
async function publishText(
  privacyLevel: string,
  priceCents: number | null,
  tierIds: string[] = [],
  author = creator,
) {
  const created = await api(
    'POST',
    '/api/content',
    {
      title: `A ${privacyLevel} post`,
      body: `The ${privacyLevel} text`,
      type: 'text',
      privacyLevel,
      priceCents,
      tierIds,
    },
    { token: author.token },
  );
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  if (created.body.data.status === 'pending') {
    const approved = await api(
      'POST',
      `/api/content/${id}/moderation`,
      { decision: 'approve', notes: '' },
      { token: admin.token },
    );
    expect(approved.body.data.status).toBe('published');
  } else {
    expect(created.body.data.status).toBe('published');
  }
  return id;
}

const read = (id: string, viewer?: Actor) =>
  api('GET', `/api/content/${id}`, undefined, { token: viewer?.token });

function expectLocked(body: { data: Record<string, unknown> }, reason: string) {
  expect(body.data.access).toMatchObject({ allowed: false, reason });
  expect(body.data).not.toHaveProperty('body');
  expect(body.data).not.toHaveProperty('mediaUrl');
  expect(body.data).not.toHaveProperty('mediaUrls');
  expect(body.data.title).toEqual(expect.any(String));
}

describe('who may see a post, decided on the server', () => {
  it('shows a public post to everyone, visitors included', async () => {
    const visitor = await read(posts.public);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ access: { allowed: true }, body: 'The public text' });
  });

  it('asks visitors to sign in for anything else, still answering 200 with the card', async () => {
    const visitor = await read(posts.subscribers);
    expect(visitor.status).toBe(200);
    expectLocked(visitor.body, MESSAGES.loginRequiredContent);
    expect(visitor.body.data.access.upgradeUrl).toBe('/login');
    expect(visitor.body.data.access.unlockPriceCents).toBe(500);
  });

  it('walks a subscriber through each step: plan, creator subscription, tier, level', async () => {
    const fan = await register(api, 'subscriber');
    expectLocked((await read(posts.subscribers, fan)).body, MESSAGES.activeSubscriptionRequired);

    await givePlatformPlan(events, fan.id, 'basic-subscriber');
    const planned = await eventually(
      () => read(posts.subscribers, fan),
      (answer) => answer.body.data.access.reason !== MESSAGES.activeSubscriptionRequired,
    );
    expectLocked(planned.body, CREATOR_SUBSCRIPTION_REQUIRED);
    expect(planned.body.data.access.upgradeUrl).toBe(`/profile/${creator.id}`);

    await events.send(
      'subscription.renewed',
      { ...subscriptionState(fan.id, 'silver'), creatorId: creator.id },
      fan.id,
    );
    const subscribed = await eventually(
      () => read(posts.subscribers, fan),
      (answer) => answer.body.data.access.allowed === true,
    );
    expect(subscribed.body.data.body).toBe('The subscribers text');
    expectLocked((await read(posts.tiered, fan)).body, CREATOR_TIER_REQUIRED);
    expectLocked((await read(posts.premium, fan)).body, MESSAGES.proTierRequired);

    await givePlatformPlan(events, fan.id, 'pro-subscriber');
    const pro = await eventually(
      () => read(posts.premium, fan),
      (answer) => answer.body.data.access.allowed === true,
    );
    expect(pro.body.data.body).toBe('The premium text');
    expectLocked((await read(posts.private, fan)).body, MESSAGES.vipTierRequired);
  });

  it('opens a post bought on its own, and closes it again when the purchase is refunded', async () => {
    const buyer = await register(api, 'subscriber');
    const unlock = {
      unlockId: `unlock-${buyer.id}`,
      contentId: posts.private,
      creatorId: creator.id,
      subscriberId: buyer.id,
      amountCents: 500,
      currency: 'USD',
      revoked: false,
      changedAt: new Date().toISOString(),
    };
    await events.send('content.unlocked', unlock, buyer.id);
    const opened = await eventually(
      () => read(posts.private, buyer),
      (answer) => answer.body.data.access.allowed === true,
    );
    expect(opened.body.data.body).toBe('The private text');

    await events.send(
      'content.unlocked',
      { ...unlock, revoked: true, changedAt: new Date(Date.now() + 1000).toISOString() },
      buyer.id,
    );
    const closed = await eventually(
      () => read(posts.private, buyer),
      (answer) => answer.body.data.access.allowed === false,
    );
    expectLocked(closed.body, MESSAGES.activeSubscriptionRequired);
  });

  it('ends access when the creator subscription expires, and ignores an older state arriving late', async () => {
    const fan = await register(api, 'subscriber');
    await givePlatformPlan(events, fan.id, 'vip-subscriber');
    const state = { ...subscriptionState(fan.id, 'silver'), creatorId: creator.id };
    await events.send('subscription.renewed', state, fan.id);
    await eventually(
      () => read(posts.private, fan),
      (answer) => answer.body.data.access.allowed === true,
    );

    const later = new Date(Date.now() + 1000).toISOString();
    await events.send(
      'subscription.expired',
      { ...state, changedAt: later, reason: 'period_ended' },
      fan.id,
    );
    await events.send('subscription.renewed', state, fan.id);
    const expired = await eventually(
      () => read(posts.private, fan),
      (answer) => answer.body.data.access.allowed === false,
    );
    expectLocked(expired.body, CREATOR_SUBSCRIPTION_REQUIRED);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expectLocked((await read(posts.private, fan)).body, CREATOR_SUBSCRIPTION_REQUIRED);
  });

  it('always lets the creator and admins see everything', async () => {
    for (const id of Object.values(posts)) {
      expect((await read(id, creator)).body.data.access).toEqual({ allowed: true });
      expect((await read(id, admin)).body.data.access).toEqual({ allowed: true });
    }
  });

  it('applies a billing event delivered twice once', async () => {
    const fan = await register(api, 'subscriber');
    await events.send(
      'subscription.renewed',
      { ...subscriptionState(fan.id, 'silver'), creatorId: creator.id },
      fan.id,
      2,
    );
    const metrics = async () => (await fetch(`${stack.url('content')}/metrics`)).text();
    const duplicates = await eventually(metrics, (text) =>
      /events_consumed_total\{type="subscription.renewed",outcome="duplicate"\} [1-9]/.test(text),
    );
    expect(duplicates).toMatch(
      /events_consumed_total\{type="subscription.renewed",outcome="duplicate"\} [1-9]/,
    );
  });
});

describe("one paywall per creator: a creator's tier opens what it promises", () => {
  let seller: Actor;
  const sold: Record<'fans' | 'premium' | 'vip', Tier> = {} as never;
  const shelf: Record<'subscribers' | 'premium' | 'private' | 'forFans', string> = {
    subscribers: '',
    premium: '',
    private: '',
    forFans: '',
  };
  const offered = ({ id, name, priceCents, currency }: Tier) => ({
    id,
    name,
    priceCents,
    currency,
  });

  beforeAll(async () => {
    seller = await register(api, 'creator');
    const sell = (name: string, priceCents: number, contentAccess: string) =>
      sellTier(seller, name, priceCents, contentAccess);
    sold.fans = await sell('Fans', 300, 'tier-specific');
    sold.premium = await sell('Premium', 800, 'premium-only');
    sold.vip = await sell('VIP', 2000, 'all');
    shelf.subscribers = await publishText('subscribers', null, [], seller);
    shelf.premium = await publishText('premium', null, [], seller);
    shelf.private = await publishText('private', 900, [], seller);
    shelf.forFans = await publishText('private', null, [sold.fans.id], seller);
  });

  /** A fan with no platform plan who pays the seller for `tier`, once content knows it. */
  async function payingFan(tier: Tier, opens: string) {
    const fan = await register(api, 'subscriber');
    await events.send(
      'subscription.renewed',
      { ...subscriptionState(fan.id, tier.id), creatorId: seller.id },
      fan.id,
    );
    await eventually(
      () => read(opens, fan),
      (answer) => answer.body.data.access.allowed === true,
    );
    return fan;
  }
  const allowed = async (id: string, fan: Actor) => (await read(id, fan)).body.data.access.allowed;

  it('opens every level to an "all" tier, with no platform plan', async () => {
    const fan = await payingFan(sold.vip, shelf.private);
    expect((await read(shelf.private, fan)).body.data.body).toBe('The private text');
    expect(await allowed(shelf.premium, fan)).toBe(true);
    expect(await allowed(shelf.subscribers, fan)).toBe(true);
    const forFans = (await read(shelf.forFans, fan)).body;
    expectLocked(forFans, CREATOR_TIER_REQUIRED);
    expect(forFans.data.access.cheapestTier).toEqual(offered(sold.fans));
  });

  it('opens premium but not exclusive posts to a premium-only tier, offering the tier that does', async () => {
    const fan = await payingFan(sold.premium, shelf.premium);
    expect(await allowed(shelf.subscribers, fan)).toBe(true);
    const exclusive = (await read(shelf.private, fan)).body;
    expectLocked(exclusive, CREATOR_TIER_REQUIRED);
    expect(exclusive.data.access).toMatchObject({
      currentTier: sold.premium.id,
      requiredTier: sold.vip.id,
      upgradeUrl: `/profile/${seller.id}`,
      unlockPriceCents: 900,
      cheapestTier: offered(sold.vip),
    });
  });

  it('opens the posts made for a tier-specific tier, and subscriber posts', async () => {
    const fan = await payingFan(sold.fans, shelf.forFans);
    expect(await allowed(shelf.subscribers, fan)).toBe(true);
    const premium = (await read(shelf.premium, fan)).body;
    expectLocked(premium, CREATOR_TIER_REQUIRED);
    expect(premium.data.access.cheapestTier).toEqual(offered(sold.premium));
  });

  it('offers the cheapest tier that opens a post to those who do not pay the creator', async () => {
    const visitor = (await read(shelf.premium)).body;
    expectLocked(visitor, MESSAGES.loginRequiredContent);
    expect(visitor.data.access.cheapestTier).toEqual(offered(sold.premium));
    const stranger = await register(api, 'subscriber');
    const locked = (await read(shelf.subscribers, stranger)).body;
    expectLocked(locked, MESSAGES.activeSubscriptionRequired);
    expect(locked.data.access.cheapestTier).toEqual(offered(sold.fans));
  });
});

describe("a new creator's first tier", () => {
  it('refuses posts for subscribers until the creator sells a tier, naming the next step', async () => {
    const newcomer = await register(api, 'creator');
    const create = (fields: Record<string, unknown>) =>
      api(
        'POST',
        '/api/content',
        { title: 'For my fans', body: 'Soon', type: 'text', ...fields },
        { token: newcomer.token },
      );

    const refused = await create({ privacyLevel: 'subscribers' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(FIRST_TIER_REQUIRED);
    expect(refused.body.error).toContain('/subscription-settings');
    const draft = await create({ privacyLevel: 'premium', saveAsDraft: true });
    expect(draft.status).toBe(201);
    const publishDraft = () =>
      api(
        'PUT',
        `/api/content/${draft.body.data.id}`,
        { status: 'published' },
        { token: newcomer.token },
      );
    expect((await publishDraft()).status).toBe(409);
    expect((await create({ privacyLevel: 'public' })).status).toBe(201);
    expect((await create({ privacyLevel: 'private', priceCents: 300 })).status).toBe(201);

    // The tier counts at once: content asks billing afresh, not its cached copy.
    await sellTier(newcomer, 'Supporter', 500, 'all');
    expect((await create({ privacyLevel: 'subscribers' })).status).toBe(201);
    expect((await publishDraft()).status).toBe(200);
  });
});

describe("a creator's public counts", () => {
  const stats = (creatorId: string, viewer?: Actor) =>
    api('GET', `/api/content/creators/${creatorId}/stats`, undefined, { token: viewer?.token });

  /** A photo post with one small picture, uploaded through the gateway. */
  async function publishPhoto(author: Actor) {
    const bytes = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'dawn.png');
    form.append('type', 'image');
    const uploaded = await fetch(`${stack.gatewayUrl}/api/upload?purpose=post`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { mediaId } = ((await uploaded.json()) as { data: { mediaId: string } }).data;
    const created = await api(
      'POST',
      '/api/content',
      { title: 'Dawn', type: 'photo', mediaIds: [mediaId], privacyLevel: 'public' },
      { token: author.token },
    );
    expect(created.status).toBe(201);
    if (created.body.data.status === 'pending') {
      await api(
        'POST',
        `/api/content/${created.body.data.id}/moderation`,
        { decision: 'approve', notes: '' },
        { token: admin.token },
      );
    }
    return created.body.data.id as string;
  }

  it('counts published posts, their files and their likes, for anyone', async () => {
    const counted = await register(api, 'creator');
    expect((await stats(counted.id)).body.data).toEqual({ posts: 0, media: 0, likes: 0 });

    const photo = await publishPhoto(counted);
    await publishText('public', null, [], counted);
    const draft = await api(
      'POST',
      '/api/content',
      { title: 'Unfinished', body: '…', type: 'text', saveAsDraft: true },
      { token: counted.token },
    );
    expect(draft.status).toBe(201);
    for (const fan of [await register(api, 'subscriber'), await register(api, 'subscriber')]) {
      const liked = await api('POST', `/api/content/${photo}/like`, undefined, {
        token: fan.token,
      });
      expect(liked.status).toBe(200);
    }

    const visitor = await stats(counted.id);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual({ posts: 2, media: 1, likes: 2 });
    expect((await stats('not a creator')).status).toBe(400);
  });
});

describe("a suspended or banned creator's posts", () => {
  const setStatus = (userId: string, status: 'active' | 'banned', previous: 'active' | 'banned') =>
    events.send(
      'user.status_changed',
      {
        userId,
        role: 'creator',
        status,
        previousStatus: previous,
        reason: 'Stolen content',
        changedAt: new Date().toISOString(),
      },
      userId,
    );

  it('leave public view until reinstated; the creator and admins still see them', async () => {
    const visitor = await register(api, 'subscriber');
    const listed = async () => {
      const page = await api('GET', `/api/content?creatorId=${creator.id}`, undefined, {
        token: visitor.token,
      });
      return (page.body.data.items as Array<{ id: string }>).map((item) => item.id);
    };
    expect(await listed()).toContain(posts.public);

    await setStatus(creator.id, 'banned', 'active');
    await eventually(
      () => read(posts.public, visitor),
      (result) => result.status === 404,
    );
    expect(await listed()).toEqual([]);
    expect((await read(posts.public)).status).toBe(404);
    expect((await read(posts.public, admin)).status).toBe(200);
    expect((await read(posts.public, creator)).status).toBe(200);
    const counts = (viewer?: Actor) =>
      api('GET', `/api/content/creators/${creator.id}/stats`, undefined, { token: viewer?.token });
    expect((await counts()).status).toBe(404);
    expect((await counts()).body.error).toBe(CREATOR_NOT_FOUND);
    expect((await counts(admin)).body.data.posts).toBe(Object.keys(posts).length);

    await setStatus(creator.id, 'active', 'banned');
    await eventually(
      () => read(posts.public, visitor),
      (result) => result.status === 200,
    );
    expect(await listed()).toContain(posts.public);
  });
});
