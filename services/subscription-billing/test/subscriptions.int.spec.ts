import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  addCard,
  billingDb,
  CREATOR_FEE_PERCENT,
  creatorNet,
  eventually,
  paymentSettled,
  register,
  signedEvent,
} from './money-actors';

const stack = useStack({ services: ['auth', 'subscription-billing'] });
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
let api: Call;
let creator: Actor;
let tierId: string;

const TIER_PRICE = 700;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start([
    'subscription.created',
    'subscription.canceled',
    'subscription.updated',
    'subscription.expired',
  ]);
  creator = await register(api, 'creator');
  const created = await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { name: 'Gold', priceCents: TIER_PRICE, benefits: ['Every post'] },
    { token: creator.token },
  );
  expect(created.status).toBe(201);
  tierId = created.body.data.id;
});

const as = (actor: Actor) => ({ token: actor.token });
const subscribe = (actor: Actor, body: Record<string, unknown>) =>
  api('POST', '/api/subscriptions/subscribe', body, as(actor));
const status = (actor: Actor) => api('GET', '/api/subscriptions/status', undefined, as(actor));
const createdEvents = (subscriptionId: string) =>
  probe.matching('subscription.created', (event) => {
    const data = event.data as { subscriptionId: string };
    return data.subscriptionId === subscriptionId;
  });
const paymentsOf = (payerId: string) =>
  billingDb(stack.env('subscription-billing'), (db) =>
    db.collection('payments').countDocuments({ payerId }),
  );

describe('creator tiers', () => {
  it('are created, edited and deactivated by their creator only', async () => {
    const [fan, rival] = await Promise.all([register(api, 'subscriber'), register(api, 'creator')]);
    const tier = { name: 'Silver', priceCents: 300 };
    const refused = await api('POST', '/api/subscriptions/creator-tiers', tier, as(fan));
    expect(refused.status).toBe(403);
    const made = await api('POST', '/api/subscriptions/creator-tiers', tier, as(creator));
    const id = made.body.data.id;
    const foreign = await api('PUT', `/api/subscriptions/creator-tiers/${id}`, tier, as(rival));
    expect(foreign.status).toBe(404);
    const removed = await api(
      'DELETE',
      `/api/subscriptions/creator-tiers/${id}`,
      undefined,
      as(creator),
    );
    expect(removed.body.data).toMatchObject({ id, isActive: false, subscriberCount: 0 });
    const shown = await api('GET', `/api/subscriptions/tiers?creatorId=${creator.id}`);
    expect(shown.body.data.map((entry: { id: string }) => entry.id)).toEqual([tierId]);
    const own = await api('GET', '/api/subscriptions/creator-tiers', undefined, as(creator));
    expect(own.body.data).toHaveLength(2);
    await addCard(api, fan);
    const inactive = await subscribe(fan, { tierId: id, creatorId: creator.id });
    expect(inactive.status).toBe(400);
  });
});

describe('subscribing to a creator', () => {
  it('activates on the payment webhook, publishes subscription.created once, then cancels and resumes', async () => {
    const fan = await register(api, 'subscriber');
    await addCard(api, fan, 'pm_card_visa');
    const started = await subscribe(fan, { tierId, creatorId: creator.id, amount: 1 });
    expect(started.status).toBe(400); // the price is never the client's
    const answer = await subscribe(fan, { tierId, creatorId: creator.id });
    expect(answer.status).toBe(201);
    expect(answer.body.data.subscription.status).toBe('incomplete');
    const id = answer.body.data.subscription.id;
    const payment = await paymentSettled(api, fan, answer.body.data.payment.id, 'succeeded');
    expect(payment).toMatchObject({ amountCents: TIER_PRICE, subscriptionId: id });
    const active = await eventually(
      () => status(fan),
      (read) => read.body.data.creatorSubscriptions[0]?.status === 'active',
    );
    const subscription = active.body.data.creatorSubscriptions[0];
    const periodMs =
      Date.parse(subscription.currentPeriodEnd) - Date.parse(subscription.currentPeriodStart);
    expect(periodMs).toBe(30 * 86_400_000);
    await probe.waitFor(
      'subscription.created',
      (event) => (event.data as { subscriptionId: string }).subscriptionId === id,
    );

    expect((await subscribe(fan, { tierId, creatorId: creator.id })).status).toBe(409);
    const subscribers = await api('GET', '/api/subscriptions/subscribers', undefined, as(creator));
    expect(subscribers.body.data.items).toEqual([
      expect.objectContaining({
        subscriberId: fan.id,
        status: 'active',
        lifetimeCents: TIER_PRICE,
      }),
    ]);
    const countSeenBy = async (viewer?: Actor) => {
      const read = await api(
        'GET',
        `/api/subscriptions/tiers?creatorId=${creator.id}`,
        undefined,
        viewer && as(viewer),
      );
      return read.body.data[0].subscriberCount;
    };
    // Hidden until the creator shows it: only the creator sees the count.
    expect(await countSeenBy()).toBe(0);
    expect(await countSeenBy(fan)).toBe(0);
    expect(await countSeenBy(creator)).toBe(1);
    const shown = await api('PUT', '/api/auth/profile', { showSubscriberCount: true }, as(creator));
    expect(shown.status).toBe(200);
    expect(
      await eventually(
        () => countSeenBy(),
        (count) => count === 1,
      ),
    ).toBe(1);
    expect(await countSeenBy(fan)).toBe(1);

    const canceled = await api('POST', `/api/subscriptions/${id}/cancel`, undefined, as(fan));
    expect(canceled.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(canceled.body.data.canceledAt).not.toBeNull();
    await probe.waitFor(
      'subscription.canceled',
      (event) => (event.data as { subscriptionId: string }).subscriptionId === id,
    );
    const stranger = await api('POST', `/api/subscriptions/${id}/resume`, undefined, as(creator));
    expect(stranger.status).toBe(404);
    const resumed = await api('POST', `/api/subscriptions/${id}/resume`, undefined, as(fan));
    expect(resumed.body.data).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });
    await probe.waitFor(
      'subscription.updated',
      (event) => (event.data as { subscriptionId: string }).subscriptionId === id,
    );
    // Duplicate webhook deliveries by the local emitter have had time to arrive.
    expect(createdEvents(id)).toHaveLength(1);
  });

  it('grants nothing for a declined card and shows why', async () => {
    const fan = await register(api, 'subscriber');
    await addCard(api, fan, 'pm_card_chargeDeclined');
    const answer = await subscribe(fan, { tierId, creatorId: creator.id });
    expect(answer.status).toBe(201);
    const payment = await paymentSettled(api, fan, answer.body.data.payment.id, 'failed');
    expect(payment.failureMessage).toBe('Your card was declined.');
    const read = await status(fan);
    expect(read.body.data.creatorSubscriptions[0].status).toBe('incomplete');
    expect(createdEvents(answer.body.data.subscription.id)).toHaveLength(0);
  });

  it('applies one webhook delivered twice, and its copy under another id, once', async () => {
    const fan = await register(api, 'subscriber');
    // Waits for authentication, so only the events this test sends settle it.
    await addCard(api, fan, 'pm_card_authenticationRequired');
    const answer = await subscribe(fan, { tierId, creatorId: creator.id });
    const paymentId = answer.body.data.payment.id;
    await paymentSettled(api, fan, paymentId, 'requires_action');
    const intentId = await billingDb(stack.env('subscription-billing'), async (db) => {
      const payment = await db
        .collection<{ _id: string; intentId: string }>('payments')
        .findOne({ _id: paymentId });
      return payment?.intentId as string;
    });
    const object = {
      id: intentId,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { paymentId },
    };
    const first = signedEvent('payment_intent.succeeded', object);
    const copy = signedEvent('payment_intent.succeeded', object);
    for (const event of [first, first, copy]) {
      const posted = await api('POST', '/api/billing/webhooks/stripe', undefined, {
        rawBody: event.payload,
        headers: event.headers,
      });
      expect(posted.status).toBe(200);
    }
    const id = answer.body.data.subscription.id;
    await probe.waitFor(
      'subscription.created',
      (event) => (event.data as { subscriptionId: string }).subscriptionId === id,
    );
    const journals = await billingDb(stack.env('subscription-billing'), (db) =>
      db.collection('journals').countDocuments({ sourceId: paymentId }),
    );
    expect(journals).toBe(4);
    const subscribers = await api('GET', '/api/subscriptions/subscribers', undefined, as(creator));
    const mine = subscribers.body.data.items.find(
      (item: { subscriberId: string }) => item.subscriberId === fan.id,
    );
    expect(mine.lifetimeCents).toBe(TIER_PRICE);
    expect(createdEvents(id)).toHaveLength(1);

    // A refund of the payment ends what it paid for.
    // As Stripe reports a whole refund: only that ends what the payment bought.
    const refund = signedEvent('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      metadata: { paymentId },
      amount: TIER_PRICE,
      amount_refunded: TIER_PRICE,
      refunded: true,
    });
    await api('POST', '/api/billing/webhooks/stripe', undefined, {
      rawBody: refund.payload,
      headers: refund.headers,
    });
    const expired = await probe.waitFor('subscription.expired', (event) => {
      const data = event.data as { subscriptionId: string };
      return data.subscriptionId === id;
    });
    expect((expired.value as { data: { reason: string } }).data.reason).toBe('refunded');
  });
});

describe('platform plans', () => {
  it('switches to a free plan at once and takes a browser payment at exactly the price', async () => {
    const owner = await register(api, 'creator');
    const free = await api(
      'PUT',
      '/api/subscriptions/plan',
      { tierId: 'basic-creator' },
      as(owner),
    );
    expect(free.body.data.subscription).toMatchObject({
      tierId: 'basic-creator',
      status: 'active',
    });
    expect(free.body.data.payment).toBeNull();
    await probe.waitFor(
      'subscription.created',
      (event) => (event.data as { subscriberId: string }).subscriberId === owner.id,
    );

    const fan = await register(api, 'subscriber');
    const intent = (amount: unknown, currency = 'EUR') =>
      api('POST', '/api/payments/intents', { tierId: 'pro-subscriber', amount, currency }, as(fan));
    for (const amount of [-1999, 19.99, '1999', 1998, 10_000_000]) {
      expect((await intent(amount)).status).toBe(400);
    }
    expect((await intent(1999, 'JPY')).status).toBe(400);
    const created = await intent(1999);
    expect(created.status).toBe(201);
    expect(created.body.data.clientSecret).toEqual(expect.any(String));
    const method = await addCard(api, fan, 'pm_card_visa');
    await api(
      'POST',
      `/api/billing/payments/${created.body.data.id}/confirm`,
      { paymentMethodId: method },
      as(fan),
    );
    await paymentSettled(api, fan, created.body.data.id, 'succeeded');
    const plan = await eventually(
      () => status(fan),
      (read) => read.body.data.plan?.status === 'active',
    );
    expect(plan.body.data.plan).toMatchObject({
      tierId: 'pro-subscriber',
      priceCents: 1999,
      currency: 'EUR',
    });
    expect((await intent(1999)).status).toBe(409);
  });
});

describe('hostile requests', () => {
  it('are refused with a clear 4xx and charge nothing', async () => {
    const [fan, other] = await Promise.all([
      register(api, 'subscriber'),
      register(api, 'subscriber'),
    ]);
    const othersCard = await addCard(api, other);
    const cases: Array<[Actor, Record<string, unknown>, number]> = [
      [creator, { tierId, creatorId: creator.id }, 400], // oneself
      [fan, { tierId, creatorId: other.id }, 404], // not that creator's tier
      [fan, { tierId: 'pro-subscriber', creatorId: creator.id }, 400],
      [fan, { tierId }, 400], // a creator's tier without its creator
      [fan, { tierId: 'pro-creator' }, 400], // a creator's plan
      [fan, { tierId: 'x'.repeat(65), creatorId: creator.id }, 400],
      [fan, { tierId, creatorId: creator.id, paymentMethodId: othersCard }, 404],
      [fan, { tierId, creatorId: creator.id }, 400], // no card yet
    ];
    for (const [actor, body, expected] of cases) {
      const answer = await subscribe(actor, body);
      expect({ body, status: answer.status }).toEqual({ body, status: expected });
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(await paymentsOf(fan.id)).toBe(0);
    expect((await api('POST', '/api/subscriptions/subscribe', { tierId })).status).toBe(401);
  });
});

describe("creator studio's figures", () => {
  it("show a tip and a subscription in today's earnings, the fans and the CSV, to their creator only", async () => {
    const [studio, fan] = await Promise.all([
      register(api, 'creator'),
      register(api, 'subscriber'),
    ]);
    const tier = await api(
      'POST',
      '/api/subscriptions/creator-tiers',
      { name: 'Inner circle', priceCents: TIER_PRICE },
      as(studio),
    );
    await addCard(api, fan);
    const subscribed = await subscribe(fan, { tierId: tier.body.data.id, creatorId: studio.id });
    await paymentSettled(api, fan, subscribed.body.data.payment.id, 'succeeded');
    const tipped = await eventually(
      () => api('POST', '/api/billing/tips', { creatorId: studio.id, amountCents: 500 }, as(fan)),
      (answer) => answer.status === 201,
    );
    await paymentSettled(api, fan, tipped.body.data.id, 'succeeded');
    const stats = (path: string, actor = studio) =>
      api('GET', `/api/billing/creator-stats/${path}`, undefined, as(actor));

    const subscriptionNet = creatorNet(TIER_PRICE, CREATOR_FEE_PERCENT);
    const tipNet = creatorNet(500, CREATOR_FEE_PERCENT);
    const earnings = await eventually(
      () => stats('earnings'),
      (answer) => answer.body.data?.today.totalCents === subscriptionNet + tipNet,
    );
    expect(earnings.body.data.today.byKind).toEqual({
      subscriptions: subscriptionNet,
      tips: tipNet,
      pay_per_view: 0,
    });
    expect(earnings.body.data.month.totalCents).toBe(subscriptionNet + tipNet);
    expect((await stats('subscriber-changes')).body.data).toEqual({
      today: { new: 1, lost: 0 },
      month: { new: 1, lost: 0 },
    });
    const displayName = `Test User ${fan.username.slice('user_'.length)}`;
    const spent = TIER_PRICE + 500;
    expect((await stats('top-fans')).body.data.fans).toEqual([
      { userId: fan.id, displayName, username: fan.username, lifetimeSpendCents: spent },
    ]);
    const list = await stats('subscribers?page=1&limit=5');
    expect(list.body.data).toMatchObject({ page: 1, limit: 5, total: 1 });
    expect(list.body.data.items[0]).toMatchObject({
      subscriberId: fan.id,
      displayName,
      tierName: 'Inner circle',
      status: 'active',
      lifetimeSpendCents: spent,
    });

    const csv = await fetch(`${stack.gatewayUrl}/api/billing/creator-stats/subscribers.csv`, {
      headers: { authorization: `Bearer ${studio.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe(
      'Name,Username,Tier,Status,Subscribed since,Lifetime spend,Currency\r\n' +
        `${displayName},${fan.username},Inner circle,active,` +
        `${list.body.data.items[0].since.slice(0, 10)},${(spent / 100).toFixed(2)},USD\r\n`,
    );
    expect((await stats('earnings', fan)).status).toBe(403);
    expect((await api('GET', '/api/billing/creator-stats/top-fans')).status).toBe(401);
  });
});
