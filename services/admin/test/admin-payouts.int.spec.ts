import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { withInternalToken } from '../../../test/support/internal-export';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { addCard, paymentSettled } from '../../../test/support/payments';
import { useStack } from '../../../test/support/stack';
import { infraEnv } from '../../../test/support/test-env';

// Earnings are available at once; settings follow this stack's own admin only.
const scoped = { PLATFORM_SETTINGS_SCOPE: `payouts-test-${randomUUID()}` };
const stack = useStack({
  services: ['auth', 'subscription-billing', 'admin'],
  env: () => ({
    auth: scoped,
    admin: scoped,
    'subscription-billing': { ...scoped, EARNINGS_HOLD_DAYS: '0' },
  }),
});
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));

let api: Call;
let admin: Actor;
let creator: Actor;
let fan: Actor;

interface PayoutItem {
  id: string;
  creatorId: string;
  status: string;
  amount: number;
  period: string;
  hold: { code: string; reason: string; heldBy: string | null } | null;
}

const as = (actor: Actor | null) => ({ token: actor?.token });
const decide = (id: string, action: 'hold' | 'release', reason: string, actor = admin) =>
  api('POST', `/api/admin/payouts/${id}/${action}`, { reason }, as(actor));

async function payoutsOfCreator(status?: string): Promise<PayoutItem[]> {
  const query = status ? `?status=${status}&limit=100` : '?limit=100';
  const listed = await api('GET', `/api/admin/payouts${query}`, undefined, as(admin));
  expect(listed.status).toBe(200);
  return (listed.body.data.items as PayoutItem[]).filter((item) => item.creatorId === creator.id);
}

async function payout(id: string): Promise<PayoutItem | undefined> {
  return (await payoutsOfCreator()).find((item) => item.id === id);
}

/** Runs billing's weekly payout job now and waits until it has finished. */
async function runWeeklyPayouts(): Promise<void> {
  const env = stack.env('subscription-billing');
  const queue = new Queue('payouts', {
    connection: { url: env.REDIS_URL },
    prefix: env.BILLING_REDIS_PREFIX,
  });
  try {
    const job = await queue.add('weekly-payouts', {}, { jobId: `test-${randomUUID()}` });
    const state = await eventually(
      () => job.getState(),
      (current) => current === 'completed' || current === 'failed',
      30_000,
    );
    expect(state).toBe('completed');
  } finally {
    await queue.close();
  }
}

async function tip(amountCents: number): Promise<void> {
  const sent = await eventually(
    () => api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents }, as(fan)),
    (answer) => answer.status === 201,
  );
  expect(sent.status).toBe(201);
  await paymentSettled(api, fan, sent.body.data.id, 'succeeded');
}

const available = async () =>
  (await api('GET', '/api/billing/earnings', undefined, as(creator))).body.data
    .availableCents as number;

/** Moves a payout's date into the past, as if its seven days had gone by. */
async function makeDue(payoutId: string): Promise<void> {
  const client = new mongoose.mongo.MongoClient(infraEnv().MONGO_URL);
  try {
    await client.connect();
    const payouts = client.db(stack.env('subscription-billing').MONGO_DB).collection('payouts');
    await payouts.updateOne(
      { _id: payoutId as never },
      { $set: { scheduledFor: new Date(Date.now() - 60_000) } },
    );
  } finally {
    await client.close();
  }
}

const audited = (action: string, payoutId: string) =>
  probe.matching('audit.log', (value) => {
    const data = value.data as { action?: string; resourceId?: string };
    return data.action === action && data.resourceId === payoutId;
  });

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['audit.log']);
  admin = await createAdmin(api, stack.env('auth'));
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  await addCard(api, fan);
  expect((await api('POST', '/api/billing/payout-account', undefined, as(creator))).status).toBe(
    201,
  );
  // The local processor reports the finished onboarding as an `account.updated` webhook.
  await eventually(
    async () => (await api('GET', '/api/billing/payout-account', undefined, as(creator))).body,
    (body) => body.data.linked === true,
  );
  await tip(10_000);
  await eventually(available, (cents) => cents > 5_000);
});

afterAll(async () => {
  await probe.stop();
});

describe('payouts of unverified creators', () => {
  it('tells an unverified creator to get verified first, before looking at the balance', async () => {
    const asked = await api('POST', '/api/billing/payouts', { amountCents: 500_000 }, as(creator));
    expect(asked.status).toBe(403);
    expect(asked.body.error).toContain('/settings/verification');
  });

  it("holds the creator's weekly payout with the cause, and will not release it early", async () => {
    const balance = await available();
    await runWeeklyPayouts();

    const [held] = await payoutsOfCreator('held');
    expect(held).toMatchObject({
      status: 'held',
      amount: balance,
      hold: { code: 'not_verified', heldBy: null },
    });
    expect(held!.period).toMatch(/^\d{4}-W\d{2}$/);
    const early = await decide(held!.id, 'release', 'Looks fine to me');
    expect(early.status).toBe(409);
    expect(early.body.error).toContain('not verified');
  });
});

describe('holding and releasing a payout', () => {
  let requestedId: string;
  let heldReason: string;

  it('pays the held weekly payout once the creator is verified', async () => {
    const auth = apiClient(stack.url('auth'));
    const verified = await auth(
      'PUT',
      `/internal/users/${creator.id}/verification`,
      { verificationStatus: 'verified', actorId: admin.id },
      withInternalToken(),
    );
    expect(verified.status).toBe(200);
    // Billing hears of it through `user.updated`: the refusal turns into the balance check.
    const asked = await eventually(
      () => api('POST', '/api/billing/payouts', { amountCents: 500_000 }, as(creator)),
      (answer) => answer.status !== 403,
    );
    expect(asked.status).toBe(400);

    const [weekly] = await payoutsOfCreator('held');
    await runWeeklyPayouts();
    expect((await payout(weekly!.id))?.status).toBe('paid');
  });

  it('holds once, with the reason and one audit entry, however often and however at once', async () => {
    await tip(10_000);
    await eventually(available, (cents) => cents >= 5_000);
    const requested = await api(
      'POST',
      '/api/billing/payouts',
      { amountCents: 5_000 },
      as(creator),
    );
    expect(requested.status).toBe(201);
    requestedId = requested.body.data.id;
    expect((await payout(requestedId))?.status).toBe('scheduled');

    const both = await Promise.all([
      decide(requestedId, 'hold', 'Chargebacks under review'),
      decide(requestedId, 'hold', 'A second admin at the same moment'),
    ]);
    const again = await decide(requestedId, 'hold', 'Once more');

    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(again.status).toBe(200);
    const reasons = new Set([...both, again].map((answer) => answer.body.data.hold.reason));
    expect(reasons.size).toBe(1);
    heldReason = again.body.data.hold.reason;
    const entry = await probe.waitFor('audit.log', (value) => {
      const data = value.data as { action?: string; resourceId?: string };
      return data.action === 'payout.held' && data.resourceId === requestedId;
    });
    expect(entry.value).toMatchObject({
      actorId: admin.id,
      data: {
        userId: creator.id,
        before: { status: 'scheduled' },
        after: { status: 'held' },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(audited('payout.held', requestedId)).toHaveLength(1);
  });

  it('is skipped by the weekly run while held, and paid by the run after its release', async () => {
    await makeDue(requestedId);
    await runWeeklyPayouts();
    expect((await payout(requestedId))?.status).toBe('held');

    const both = await Promise.all([
      decide(requestedId, 'release', 'Chargebacks cleared'),
      decide(requestedId, 'release', 'Chargebacks cleared'),
    ]);
    expect(both.map((answer) => answer.body.data.status)).toEqual(['scheduled', 'scheduled']);
    const entry = await probe.waitFor('audit.log', (value) => {
      const data = value.data as { action?: string; resourceId?: string };
      return data.action === 'payout.released' && data.resourceId === requestedId;
    });
    expect(entry.value).toMatchObject({
      actorId: admin.id,
      data: {
        reason: 'Chargebacks cleared',
        before: { status: 'held', holdCode: 'admin', holdReason: heldReason },
        after: { status: 'scheduled' },
      },
    });

    await runWeeklyPayouts();
    expect((await payout(requestedId))?.status).toBe('paid');
    expect(audited('payout.released', requestedId)).toHaveLength(1);
  });
});

describe('who may see and steer payouts', () => {
  it.each([
    ['GET', '/api/admin/payouts'],
    ['POST', '/api/admin/payouts/some-payout/hold'],
    ['POST', '/api/admin/payouts/some-payout/release'],
  ])('%s %s: 401 for visitors, 403 for creators and subscribers', async (method, path) => {
    const body = method === 'POST' ? { reason: 'Not mine to decide' } : undefined;
    expect((await api(method, path, body)).status).toBe(401);
    expect((await api(method, path, body, as(creator))).status).toBe(403);
    expect((await api(method, path, body, as(fan))).status).toBe(403);
  });
});
