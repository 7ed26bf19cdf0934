import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import { infraEnv } from '../../../test/support/test-env';
import {
  type Actor,
  addCard,
  billingDb,
  eventually,
  paymentSettled,
  register,
} from './money-actors';

// Periods of seconds and retries a second apart, so renewals happen while the test watches.
const stack = useStack({
  services: ['auth', 'subscription-billing'],
  env: () => ({
    'subscription-billing': {
      SUBSCRIPTION_PERIOD_SECONDS: '3',
      RENEWAL_RETRY_DELAYS_SECONDS: '1,1',
      RENEWAL_SWEEP_SECONDS: '1',
      RENEWAL_SLOT_SECONDS: '1',
    },
  }),
});
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
let api: Call;
let creator: Actor;
let tierId: string;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start([
    'subscription.renewed',
    'subscription.updated',
    'subscription.expired',
    'subscription.price_changing',
  ]);
  creator = await register(api, 'creator');
  const created = await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { name: 'Gold', priceCents: 900 },
    { token: creator.token },
  );
  tierId = created.body.data.id;
});

type EventData = {
  subscriptionId: string;
  status: string;
  reason?: string;
  currentPeriodStart: string;
};
const about = (id: string) => (event: Record<string, unknown>) =>
  (event.data as EventData).subscriptionId === id;
const dataOf = (record: { value: unknown }) => (record.value as { data: EventData }).data;

async function subscribed(fan: Actor) {
  const answer = await api(
    'POST',
    '/api/subscriptions/subscribe',
    { tierId, creatorId: creator.id },
    { token: fan.token },
  );
  expect(answer.status).toBe(201);
  return {
    id: answer.body.data.subscription.id as string,
    paymentId: answer.body.data.payment.id as string,
  };
}

const paymentsOf = (subscriptionId: string) =>
  billingDb(stack.env('subscription-billing'), (db) =>
    db.collection('payments').countDocuments({ subscriptionId }),
  );

describe('renewals', () => {
  it('charge each period once with the saved card, and a cancelled one ends with its period', async () => {
    const fan = await register(api, 'subscriber');
    await addCard(api, fan, 'pm_card_visa');
    const { id, paymentId } = await subscribed(fan);
    await paymentSettled(api, fan, paymentId, 'succeeded');
    const renewed = await probe.waitFor('subscription.renewed', about(id));
    await api('POST', `/api/subscriptions/${id}/cancel`, undefined, { token: fan.token });

    // A renewal job run again for a step already taken charges nothing.
    const env = stack.env('subscription-billing');
    const queue = new Queue('renewals', {
      connection: { url: infraEnv().REDIS_URL },
      prefix: env.BILLING_REDIS_PREFIX,
    });
    const start = Date.parse(dataOf(renewed).currentPeriodStart);
    await queue.add('renew', { subscriptionId: id, dueMs: start }, { jobId: `again-${id}` });
    await queue.close();

    const expired = await probe.waitFor('subscription.expired', about(id), 15_000);
    expect(dataOf(expired).reason).toBe('period_ended');
    const renewals = probe.matching('subscription.renewed', about(id));
    const periods = new Set(renewals.map((record) => dataOf(record).currentPeriodStart));
    expect(await paymentsOf(id)).toBe(1 + periods.size);
    const status = await api('GET', '/api/subscriptions/status', undefined, { token: fan.token });
    expect(status.body.data.creatorSubscriptions[0]).toMatchObject({ status: 'expired' });
  });

  it('go past due when the card fails, retry, then expire', async () => {
    const fan = await register(api, 'subscriber');
    // Succeeds once the payer authenticates in the browser; off-session renewals cannot.
    await addCard(api, fan, 'pm_card_authenticationRequired');
    const { id, paymentId } = await subscribed(fan);
    await paymentSettled(api, fan, paymentId, 'requires_action');
    await api('POST', `/api/billing/payments/${paymentId}/confirm`, {}, { token: fan.token });
    await paymentSettled(api, fan, paymentId, 'succeeded');

    const pastDue = await probe.waitFor(
      'subscription.updated',
      (event) => about(id)(event) && (event.data as EventData).status === 'past_due',
    );
    expect(dataOf(pastDue).status).toBe('past_due');
    const expired = await probe.waitFor('subscription.expired', about(id), 20_000);
    expect(dataOf(expired).reason).toBe('payment_failed');
    // The first charge and three failed renewal attempts (one try and two retries).
    expect(await paymentsOf(id)).toBe(4);
    const read = await eventually(
      () => api('GET', '/api/subscriptions/status', undefined, { token: fan.token }),
      (answer) => answer.body.data.creatorSubscriptions[0]?.status === 'expired',
    );
    expect(read.body.data.creatorSubscriptions[0].status).toBe('expired');
    // The creator always sees their own counts; others only where the creator shows them.
    const tiers = await api('GET', `/api/subscriptions/tiers?creatorId=${creator.id}`, undefined, {
      token: creator.token,
    });
    expect(tiers.body.data[0].subscriberCount).toBe(0);
  });

  it('renew a bundle the creator removed as one month at the held rate, then monthly', async () => {
    const as = { token: creator.token };
    const tier = await api(
      'POST',
      '/api/subscriptions/creator-tiers',
      { name: 'Bundled', priceCents: 1000 },
      as,
    );
    const bundledTier = tier.body.data.id as string;
    const bundles = [{ months: 3, discountPercent: 10 }];
    await api('PUT', `/api/billing/offers/tiers/${bundledTier}/bundles`, { bundles }, as);
    const fan = await register(api, 'subscriber');
    await addCard(api, fan, 'pm_card_visa');
    const bought = await api(
      'POST',
      '/api/subscriptions/subscribe',
      { tierId: bundledTier, creatorId: creator.id, bundleMonths: 3, expectedAmountCents: 2700 },
      { token: fan.token },
    );
    expect(bought.status).toBe(201);
    const id = bought.body.data.subscription.id as string;
    await paymentSettled(api, fan, bought.body.data.payment.id, 'succeeded');
    await api('PUT', `/api/billing/offers/tiers/${bundledTier}/bundles`, { bundles: [] }, as);

    const bridged = await probe.waitFor('subscription.renewed', about(id), 20_000);
    // The same renewal queued again tells and charges nothing more.
    const env = stack.env('subscription-billing');
    const queue = new Queue('renewals', {
      connection: { url: infraEnv().REDIS_URL },
      prefix: env.BILLING_REDIS_PREFIX,
    });
    const bundleEnd = Date.parse(dataOf(bridged).currentPeriodStart);
    await queue.add('renew', { subscriptionId: id, dueMs: bundleEnd }, { jobId: `again-${id}` });
    await queue.close();
    await probe.waitFor(
      'subscription.renewed',
      (event) =>
        about(id)(event) && Date.parse((event.data as EventData).currentPeriodStart) > bundleEnd,
      15_000,
    );
    await api('POST', `/api/subscriptions/${id}/cancel`, undefined, { token: fan.token });
    await probe.waitFor('subscription.expired', about(id), 15_000);

    const charged = await billingDb(env, (db) =>
      db
        .collection('payments')
        .find({ subscriptionId: id, 'facts.succeededAt': { $exists: true } })
        .sort({ createdAt: 1 })
        .map((payment) => payment.amountCents as number)
        .toArray(),
    );
    expect(charged).toEqual([2700, 900, 1000]);
    expect(probe.matching('subscription.price_changing', about(id))).toHaveLength(1);
  });
});
