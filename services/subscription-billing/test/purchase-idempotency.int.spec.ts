import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
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
import { ProcessorRecorder } from './processor-recorder';

// Every call to the processor goes through the recorder, which counts the intents created.
const recorder = new ProcessorRecorder(process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111');
const stack = useStack({
  services: ['auth', 'subscription-billing'],
  env: async () => ({ 'subscription-billing': { STRIPE_API_BASE: await recorder.start() } }),
});
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const probe = new KafkaProbe(brokers);
const producer = new EventProducer(brokers);
let api: Call;
let creator: Actor;
let gold: string;
let silver: string;

const GOLD = 500;
const SILVER = 900;
const PARALLEL = 20;

const as = (actor: Actor, key?: string) => ({
  token: actor.token,
  ...(key ? { headers: { 'idempotency-key': key } } : {}),
});
const inParallel = <T>(make: () => Promise<T>) =>
  Promise.all(Array.from({ length: PARALLEL }, make));
const db = <T>(read: Parameters<typeof billingDb<T>>[1]) =>
  billingDb(stack.env('subscription-billing'), read);
const paymentsOf = (payerId: string) =>
  db((base) => base.collection('payments').countDocuments({ payerId }));
const chargesOf = (payerId: string) =>
  db((base) => base.collection('journals').countDocuments({ payerId, kind: 'charge' }));
const earnings = () => api('GET', '/api/billing/earnings', undefined, as(creator));

/** Every posting of the ledger sums to zero. */
async function ledgerBalance(): Promise<number> {
  const [row] = await db((base) =>
    base
      .collection('journals')
      .aggregate<{ total: number }>([
        { $unwind: '$postings' },
        { $group: { _id: null, total: { $sum: '$postings.amountCents' } } },
      ])
      .toArray(),
  );
  return row?.total ?? 0;
}

/** The one payment every answer carries; each answer is 201, or 409 once it was bought. */
function onePayment(
  answers: Array<{ status: number; body: { data?: unknown } }>,
  pick: (data: never) => string,
) {
  const ids = new Set(
    answers
      .filter((answer) => answer.status < 300)
      .map((answer) => pick(answer.body.data as never)),
  );
  expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
  expect(ids.size).toBe(1);
  return [...ids][0] as string;
}

async function createTier(name: string, priceCents: number): Promise<string> {
  const created = await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { name, priceCents },
    as(creator),
  );
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

async function fanWithCard(method = 'pm_card_visa'): Promise<Actor> {
  const fan = await register(api, 'subscriber');
  await addCard(api, fan, method);
  return fan;
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await Promise.all([probe.start(['subscription.price_changing']), producer.start()]);
  creator = await register(api, 'creator');
  [gold, silver] = await Promise.all([createTier('Gold', GOLD), createTier('Silver', SILVER)]);
  // Tips need billing to know the creator, from auth's event.
  await eventually(
    () => db((base) => base.collection('user_directory').findOne({ _id: creator.id as never })),
    (entry) => entry?.role === 'creator',
  );
});

afterAll(async () => {
  await Promise.all([probe.stop(), producer.stop(), recorder.stop()]);
});

describe('one charge per purchase', () => {
  it('charges a platform plan once for 20 simultaneous subscribes', async () => {
    const fan = await fanWithCard();
    const mark = recorder.mark();
    const answers = await inParallel(() =>
      api('POST', '/api/subscriptions/subscribe', { tierId: 'pro-subscriber' }, as(fan)),
    );
    const paymentId = onePayment(answers, (data: { payment: { id: string } }) => data.payment.id);
    await paymentSettled(api, fan, paymentId, 'succeeded');
    expect(recorder.intentsSince(mark)).toBe(1);
    expect(await paymentsOf(fan.id)).toBe(1);
    expect(
      await eventually(
        () => chargesOf(fan.id),
        (count) => count === 1,
      ),
    ).toBe(1);
  });

  it("charges a creator's tier once for 20 simultaneous subscribes and credits the creator once", async () => {
    const fan = await fanWithCard();
    const before = (await earnings()).body.data.pendingCents as number;
    const mark = recorder.mark();
    const answers = await inParallel(() =>
      api('POST', '/api/subscriptions/subscribe', { tierId: gold, creatorId: creator.id }, as(fan)),
    );
    const paymentId = onePayment(answers, (data: { payment: { id: string } }) => data.payment.id);
    await paymentSettled(api, fan, paymentId, 'succeeded');
    expect(recorder.intentsSince(mark)).toBe(1);
    expect(await paymentsOf(fan.id)).toBe(1);
    const net = creatorNet(GOLD, CREATOR_FEE_PERCENT);
    const credited = await eventually(earnings, (read) => read.body.data.pendingCents > before);
    expect(credited.body.data.pendingCents).toBe(before + net);
    expect(await chargesOf(fan.id)).toBe(1);
    expect(await ledgerBalance()).toBe(0);
  });

  it('charges a tier change once for 20 simultaneous requests', async () => {
    const fan = await fanWithCard();
    const bought = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: gold, creatorId: creator.id },
      as(fan),
    );
    await paymentSettled(api, fan, bought.body.data.payment.id, 'succeeded');
    const id = bought.body.data.subscription.id as string;
    await eventually(
      () => api('GET', '/api/subscriptions/status', undefined, as(fan)),
      (read) => read.body.data.creatorSubscriptions[0]?.status === 'active',
    );
    const mark = recorder.mark();
    const answers = await inParallel(() =>
      api('PUT', `/api/subscriptions/${id}/tier`, { tierId: silver }, as(fan)),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const paid = new Set(
      answers
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.body.data.payment.id),
    );
    expect(paid.size).toBe(1);
    await paymentSettled(api, fan, [...paid][0] as string, 'succeeded');
    expect(recorder.intentsSince(mark)).toBe(1);
    expect(await paymentsOf(fan.id)).toBe(2);
    const status = await eventually(
      () => api('GET', '/api/subscriptions/status', undefined, as(fan)),
      (read) => read.body.data.creatorSubscriptions[0]?.tierId === silver,
    );
    expect(status.body.data.creatorSubscriptions[0]).toMatchObject({ priceCents: SILVER });
    expect(
      await eventually(
        () => chargesOf(fan.id),
        (count) => count === 2,
      ),
    ).toBe(2);
  });

  it('charges 20 simultaneous tips with one key once, each answered alike', async () => {
    const fan = await fanWithCard();
    const before = (await earnings()).body.data.pendingCents as number;
    const mark = recorder.mark();
    const body = { creatorId: creator.id, amountCents: 1000, message: 'Once' };
    const answers = await inParallel(() =>
      api('POST', '/api/billing/tips', body, as(fan, 'tip-attempt-0001')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    await paymentSettled(api, fan, answers[0]?.body.data.id, 'succeeded');
    expect(recorder.intentsSince(mark)).toBe(1);
    expect(await paymentsOf(fan.id)).toBe(1);
    const net = creatorNet(1000, CREATOR_FEE_PERCENT);
    const credited = await eventually(earnings, (read) => read.body.data.pendingCents > before);
    expect(credited.body.data.pendingCents).toBe(before + net);
    // The same request again, later, answers the same.
    const again = await api('POST', '/api/billing/tips', body, as(fan, 'tip-attempt-0001'));
    expect(again.body).toEqual(answers[0]?.body);
    expect(await paymentsOf(fan.id)).toBe(1);
  });

  it('charges 20 simultaneous unlocks of a post once', async () => {
    const fan = await fanWithCard();
    const contentId = await publishPost(700);
    const mark = recorder.mark();
    const answers = await inParallel(() =>
      api('POST', '/api/billing/unlocks', { contentId }, as(fan)),
    );
    const paymentId = onePayment(answers, (data: { id: string }) => data.id);
    await paymentSettled(api, fan, paymentId, 'succeeded');
    expect(recorder.intentsSince(mark)).toBe(1);
    expect(await paymentsOf(fan.id)).toBe(1);
    expect(await ledgerBalance()).toBe(0);
  });

  it('answers a subscribe repeated with its key with the same result', async () => {
    const fan = await fanWithCard();
    const body = { tierId: gold, creatorId: creator.id };
    const first = await api(
      'POST',
      '/api/subscriptions/subscribe',
      body,
      as(fan, 'sub-attempt-01'),
    );
    expect(first.status).toBe(201);
    await paymentSettled(api, fan, first.body.data.payment.id, 'succeeded');
    const second = await api(
      'POST',
      '/api/subscriptions/subscribe',
      body,
      as(fan, 'sub-attempt-01'),
    );
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await paymentsOf(fan.id)).toBe(1);
    // Without the key the subscription's own rules answer: it is held already.
    expect((await api('POST', '/api/subscriptions/subscribe', body, as(fan))).status).toBe(409);
  });
});

describe('the price the buyer saw', () => {
  it('refuses a purchase at a price that changed with 409 and the current price, charging nothing', async () => {
    const fan = await fanWithCard();
    const tier = await createTier('Bronze', 100);
    await api(
      'PUT',
      `/api/subscriptions/creator-tiers/${tier}`,
      { priceCents: 1_000_000 },
      as(creator),
    );
    const contentId = await publishPost(100_000);
    const mark = recorder.mark();
    const subscribe = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: tier, creatorId: creator.id, expectedAmountCents: 100 },
      as(fan, 'saw-one-dollar'),
    );
    expect(subscribe.status).toBe(409);
    expect(subscribe.body).toMatchObject({
      error: 'The price has changed',
      currentAmountCents: 1_000_000,
      currency: 'USD',
    });
    const unlock = await api(
      'POST',
      '/api/billing/unlocks',
      { contentId, expectedAmountCents: 100 },
      as(fan),
    );
    expect(unlock.status).toBe(409);
    expect(unlock.body).toMatchObject({ currentAmountCents: 100_000 });
    expect(recorder.intentsSince(mark)).toBe(0);
    expect(await paymentsOf(fan.id)).toBe(0);

    // Confirmed at the new price, the same attempt goes through.
    const confirmed = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: tier, creatorId: creator.id, expectedAmountCents: 1_000_000 },
      as(fan, 'saw-one-dollar'),
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.payment.amountCents).toBe(1_000_000);
  });

  it('keeps an existing subscriber at their price until they were told of the new one', async () => {
    const fan = await fanWithCard();
    const tier = await createTier('Copper', 300);
    const bought = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: tier, creatorId: creator.id, expectedAmountCents: 300 },
      as(fan),
    );
    await paymentSettled(api, fan, bought.body.data.payment.id, 'succeeded');
    const id = bought.body.data.subscription.id as string;
    await eventually(
      () => api('GET', '/api/subscriptions/status', undefined, as(fan)),
      (read) => read.body.data.creatorSubscriptions[0]?.status === 'active',
    );
    await api('PUT', `/api/subscriptions/creator-tiers/${tier}`, { priceCents: 1200 }, as(creator));
    const notice = await probe.waitFor(
      'subscription.price_changing',
      (event) => (event.data as { subscriptionId: string }).subscriptionId === id,
    );
    const data = (notice.value as { data: { effectiveFrom: string; currentPeriodEnd: string } })
      .data;
    expect(data).toMatchObject({ currentPriceCents: 300, newPriceCents: 1200 });
    expect(Date.parse(data.effectiveFrom) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const status = await api('GET', '/api/subscriptions/status', undefined, as(fan));
    expect(status.body.data.creatorSubscriptions[0].priceCents).toBe(300);
  });
});

describe('a superseded payment', () => {
  it('is cancelled at the processor, and refunded and posted in the ledger when it settles anyway', async () => {
    // Authentication keeps each payment waiting, so only the events this test sends settle one.
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const first = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: gold, creatorId: creator.id },
      as(fan),
    );
    const firstId = first.body.data.payment.id as string;
    await paymentSettled(api, fan, firstId, 'requires_action');
    const second = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: silver, creatorId: creator.id },
      as(fan),
    );
    expect(second.status).toBe(201);
    expect(second.body.data.subscription.id).toBe(first.body.data.subscription.id);
    expect(second.body.data.payment.id).not.toBe(firstId);
    const intentId = await db(async (base) => {
      const payment = await base
        .collection<{ _id: string; intentId: string }>('payments')
        .findOne({ _id: firstId });
      return payment?.intentId as string;
    });
    expect(recorder.cancellations(intentId)).toBe(1);
    const confirm = await api('POST', `/api/billing/payments/${firstId}/confirm`, {}, as(fan));
    expect(confirm.status).toBe(409);

    // The processor reports the first one succeeded all the same.
    const success = signedEvent('payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { paymentId: firstId },
    });
    const posted = await api('POST', '/api/billing/webhooks/stripe', undefined, {
      rawBody: success.payload,
      headers: success.headers,
    });
    expect(posted.status).toBe(200);
    await paymentSettled(api, fan, firstId, 'refunded');
    const reversal = await eventually(
      () =>
        db((base) => base.collection('journals').findOne({ _id: `${firstId}:reversal` as never })),
      (journal) => journal !== null,
    );
    expect(reversal).toMatchObject({ kind: 'refund', sourceId: firstId });
    expect(await ledgerBalance()).toBe(0);
    const status = await api('GET', '/api/subscriptions/status', undefined, as(fan));
    expect(status.body.data.creatorSubscriptions[0]).toMatchObject({
      status: 'incomplete',
      tierId: gold,
    });
  });
});

describe('the Idempotency-Key header', () => {
  it('is refused with a clear 400 when malformed, and 422 when reused for another request', async () => {
    const fan = await fanWithCard();
    const tip = (key: string, amountCents = 500) =>
      api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents }, as(fan, key));
    const short = await tip('short');
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Idempotency-Key must be at least 8 characters');
    expect((await tip('x'.repeat(101))).body.error).toBe(
      'Idempotency-Key must be at most 100 characters',
    );
    expect((await tip('has spaces in it')).body.error).toBe(
      'Idempotency-Key may contain only letters, digits and the characters - _ . :',
    );
    expect((await tip('reused-key-1')).status).toBe(201);
    const reused = await tip('reused-key-1', 600);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('This Idempotency-Key was already used for a different request');
    expect(await paymentsOf(fan.id)).toBe(1);
  });
});

/** A post priced for pay-per-view, as content announces it; billing's catalogue takes it. */
async function publishPost(priceCents: number): Promise<string> {
  const contentId = `post-${Math.random().toString(36).slice(2)}`;
  await producer.send(
    'content.published',
    {
      contentId,
      creatorId: creator.id,
      title: 'For sale',
      description: '',
      type: 'text',
      privacyLevel: 'private',
      isPublic: false,
      tags: [],
      category: 'general',
      status: 'published',
      priceCents,
      publishedAt: new Date().toISOString(),
    },
    contentId,
  );
  await eventually(
    () => db((base) => base.collection('catalog_posts').findOne({ _id: contentId as never })),
    (post) => post !== null,
  );
  return contentId;
}
