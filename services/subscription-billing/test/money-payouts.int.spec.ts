import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  addCard,
  createAdmin,
  CREATOR_FEE_PERCENT,
  creatorNet,
  eventually,
  paymentSettled,
  register,
  verifyCreator,
} from './money-actors';

// No hold period, so earnings are available at once.
const stack = useStack({
  services: ['auth', 'subscription-billing'],
  env: () => ({ 'subscription-billing': { EARNINGS_HOLD_DAYS: '0' } }),
});
let api: Call;
let creator: Actor;
let fan: Actor;
let admin: Actor;

const as = (actor: Actor) => ({ token: actor.token });
const earnings = async () =>
  (await api('GET', '/api/billing/earnings', undefined, as(creator))).body.data;

async function tip(amountCents: number) {
  const sent = await eventually(
    () => api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents }, as(fan)),
    (answer) => answer.status === 201,
  );
  expect(sent.status).toBe(201);
  await paymentSettled(api, fan, sent.body.data.id, 'succeeded');
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  admin = await createAdmin(api, stack.env('auth'));
  await Promise.all([addCard(api, fan), verifyCreator(api, apiClient(stack.url('auth')), creator)]);
  for (let count = 0; count < 3; count += 1) await tip(10_000);
});

describe('payouts', () => {
  const net = creatorNet(10_000, CREATOR_FEE_PERCENT);

  it('needs a payout account, the minimum and the available balance', async () => {
    await eventually(earnings, (data) => data.availableCents === 3 * net);
    const request = (body: unknown, actor = creator) =>
      api('POST', '/api/billing/payouts', body, as(actor));
    expect((await request({ amountCents: 5000 })).status).toBe(400);
    expect(
      (await api('GET', '/api/billing/payout-account', undefined, as(creator))).body.data,
    ).toMatchObject({ linked: false, status: 'none', onboardingUrl: null });
    const linked = await api('POST', '/api/billing/payout-account', undefined, as(creator));
    expect(linked.status).toBe(201);
    // The local processor reports the finished onboarding as an `account.updated` webhook.
    const account = await eventually(
      async () => (await api('GET', '/api/billing/payout-account', undefined, as(creator))).body,
      (body) => body.data.linked === true,
    );
    expect(account.data.status).toBe('enabled');
    expect((await request({ amountCents: 4999 })).status).toBe(400);
    expect((await request({ amountCents: 3 * net + 1 })).status).toBe(400);
    expect((await request({ amountCents: -5000 })).status).toBe(400);
    expect((await request({ amountCents: 5000 }, fan)).status).toBe(403);

    const before = Date.now();
    const requested = await request({ amountCents: 5000 });
    expect(requested.status).toBe(201);
    expect(requested.body.data).toMatchObject({
      amount: 5000,
      fees: 50,
      netAmount: 4950,
      status: 'pending',
      origin: 'request',
    });
    const days = (Date.parse(requested.body.data.scheduledFor) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await earnings()).availableCents).toBe(3 * net - 5000);
    // The same money cannot be asked for twice.
    expect((await request({ amountCents: 3 * net - 5000 + 1 })).status).toBe(400);
  });

  it('pays an admin payout at once with the 5 % fee, then the weekly run pays the rest', async () => {
    const paid = await api(
      'POST',
      '/api/billing/admin/payouts',
      { creatorId: creator.id, amountCents: 6000 },
      as(admin),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({
      amount: 6000,
      fees: 300,
      netAmount: 5700,
      status: 'paid',
    });
    expect(
      (await api('POST', '/api/billing/admin/payouts', { creatorId: creator.id }, as(creator)))
        .status,
    ).toBe(403);

    const rest = 3 * net - 5000 - 6000;
    const env = stack.env('subscription-billing');
    const queue = new Queue('payouts', {
      connection: { url: env.REDIS_URL },
      prefix: env.BILLING_REDIS_PREFIX,
    });
    try {
      await queue.add('weekly-payouts', {}, { jobId: 'test-run' });
    } finally {
      await queue.close();
    }
    const after = await eventually(
      earnings,
      (data) => data.paidOutCents === 5700 + rest && data.availableCents === 0,
    );
    expect(after).toMatchObject({ availableCents: 0, paidOutCents: 5700 + rest });
    const payouts = (await api('GET', '/api/billing/payouts', undefined, as(creator))).body.data;
    expect(
      payouts
        .map((payout: { origin: string; status: string }) => `${payout.origin}:${payout.status}`)
        .sort(),
    ).toEqual(['admin:paid', 'request:pending', 'schedule:paid']);
    const history = await api('GET', '/api/billing/transactions?limit=2', undefined, as(creator));
    expect(history.body.data).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(history.body.data.items).toHaveLength(2);
  });
});

describe('revenue reports and analytics', () => {
  it('report the tips of this month from the ledger, fees to the cent', async () => {
    const net = creatorNet(10_000, CREATOR_FEE_PERCENT);
    const reports = await api(
      'GET',
      '/api/billing/reports/revenue?period=month&count=2',
      undefined,
      as(creator),
    );
    expect(reports.status).toBe(200);
    expect(reports.body.data).toHaveLength(2);
    expect(reports.body.data[1]).toMatchObject({
      grossRevenue: 30_000,
      paymentProcessingFees: 3 * 320,
      platformFees: 30_000 - 3 * 320 - 3 * net,
      netRevenue: 3 * net,
      tipRevenue: 30_000,
      subscriptionRevenue: 0,
      oneTimeRevenue: 0,
      averageRevenuePerUser: 30_000,
    });
    expect(reports.body.data[0].grossRevenue).toBe(0);
    expect(
      (await api('GET', '/api/billing/reports/revenue?count=99', undefined, as(creator))).status,
    ).toBe(400);
    const analytics = await api('GET', '/api/billing/analytics', undefined, as(creator));
    expect(analytics.body.data).toMatchObject({
      totalRevenue: 30_000,
      monthlyRevenue: 30_000,
      revenueGrowth: 100,
      lifetimeValue: 30_000,
      paymentMethodDistribution: [{ method: 'card', count: 3 }],
    });
    expect((await api('GET', '/api/billing/analytics', undefined, as(fan))).status).toBe(403);
  });
});
