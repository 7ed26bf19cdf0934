import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { withInternalToken } from '../../../test/support/internal-export';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { addCard, paymentSettled } from '../../../test/support/payments';
import { useStack } from '../../../test/support/stack';
import { billingDb, signedEvent } from '../../subscription-billing/test/money-actors';

const stack = useStack({ services: ['auth', 'subscription-billing', 'admin'] });
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));

const TIER_PRICE = 1200;
const DAY_MS = 86_400_000;

let api: Call;
let admin: Actor;
let creator: Actor;
let fan: Actor;

interface DisputeItem {
  id: string;
  paymentId: string;
  status: string;
  dueBy: string;
  openedAt: string;
  amountCents: number;
  outcome: string | null;
}

const as = (actor: Actor | null) => ({ token: actor?.token });
const db = <T>(read: Parameters<typeof billingDb<T>>[1]) =>
  billingDb(stack.env('subscription-billing'), read);
const journalsOf = (paymentId: string) =>
  db((base) =>
    base
      .collection<{ _id: string; kind: string }>('journals')
      .find({ sourceId: paymentId })
      .toArray(),
  );
const reserveOf = async (creatorId: string) => {
  const journals = await db((base) =>
    base
      .collection<{ postings: Array<{ account: string; amountCents: number }> }>('journals')
      .find({ 'postings.account': `reserve:dispute:${creatorId}` })
      .toArray(),
  );
  return journals
    .flatMap((journal) => journal.postings)
    .filter((posting) => posting.account === `reserve:dispute:${creatorId}`)
    .reduce((sum, posting) => sum + posting.amountCents, 0);
};
const audited = async (action: string, disputeId: string) =>
  (
    await probe.waitFor('audit.log', (value) => {
      const data = value.data as { action?: string; resourceId?: string };
      return data.action === action && data.resourceId === disputeId;
    })
  ).value;

/** Waits for the processor's dispute of a payment to reach the admins' list. */
async function disputeOf(paymentId: string): Promise<DisputeItem> {
  const listed = await eventually(
    () => api('GET', '/api/admin/disputes?limit=100', undefined, as(admin)),
    (answer) =>
      (answer.body?.data?.items as DisputeItem[] | undefined)?.some(
        (item) => item.paymentId === paymentId,
      ) ?? false,
  );
  return (listed.body.data.items as DisputeItem[]).find((item) => item.paymentId === paymentId)!;
}

/** The local processor's stand-in for the bank decides, and billing hears of it by webhook. */
async function decide(disputeId: string, outcome: 'won' | 'lost'): Promise<void> {
  const billing = apiClient(stack.url('subscription-billing'));
  const told = await billing(
    'POST',
    `/internal/local-processor/disputes/${disputeId}/outcome`,
    { outcome },
    withInternalToken(),
  );
  expect(told.status).toBe(202);
  await eventually(
    () => api('GET', `/api/admin/disputes/${disputeId}`, undefined, as(admin)),
    (answer) => answer.body?.data?.status === outcome,
  );
}

let subscriptionPaymentId: string;
let subscriptionId: string;
let dispute: DisputeItem;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['audit.log']);
  admin = await createAdmin(api, stack.env('auth'));
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  await addCard(api, fan, 'pm_card_createDispute');
  const tier = await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { name: 'Backstage', priceCents: TIER_PRICE },
    as(creator),
  );
  expect(tier.status).toBe(201);
  const bought = await eventually(
    () =>
      api(
        'POST',
        '/api/subscriptions/subscribe',
        { tierId: tier.body.data.id, creatorId: creator.id },
        as(fan),
      ),
    (answer) => answer.status === 201,
  );
  expect(bought.status).toBe(201);
  subscriptionPaymentId = bought.body.data.payment.id;
  subscriptionId = bought.body.data.subscription.id;
  dispute = await disputeOf(subscriptionPaymentId);
});

afterAll(async () => {
  await probe.stop();
});

describe('a payment with the dispute test card', () => {
  it('becomes a dispute that needs a response by its deadline, and is audited', async () => {
    expect(dispute).toMatchObject({ status: 'needs_response', amountCents: TIER_PRICE });
    expect(dispute.id).toMatch(/^dp_/);
    const days = (Date.parse(dispute.dueBy) - Date.parse(dispute.openedAt)) / DAY_MS;
    expect(days).toBeCloseTo(7, 0);
    await paymentSettled(api, fan, subscriptionPaymentId, 'disputed');
    expect(await audited('dispute.opened', dispute.id)).toMatchObject({
      data: { userId: fan.id, details: { paymentId: subscriptionPaymentId } },
    });
  });

  it('stops the subscription it paid for from renewing', async () => {
    const subscription = await eventually(
      () =>
        db((base) =>
          base
            .collection<{ status: string; endedReason?: string; nextActionAt: Date | null }>(
              'subscriptions',
            )
            .findOne({ _id: subscriptionId as never }),
        ),
      (found) => found?.status === 'expired',
    );
    expect(subscription).toMatchObject({ endedReason: 'disputed', nextActionAt: null });
  });

  it("holds the creator's earning in a reserve and their payouts while it is owed", async () => {
    const net = await eventually(
      () => reserveOf(creator.id),
      (cents) => cents > 0,
    );
    const earnings = await api('GET', '/api/billing/earnings', undefined, as(creator));
    expect(earnings.body.data.pendingCents + earnings.body.data.availableCents).toBe(0);
    const read = await api('GET', `/api/admin/disputes/${dispute.id}`, undefined, as(admin));
    expect(read.status).toBe(200);
    expect(read.body.data.creatorPayoutHold).toMatchObject({ code: 'dispute_reserve' });
    expect(net).toBeLessThan(TIER_PRICE);
  });

  it('opens one dispute however often the processor reports it', async () => {
    const payment = await db((base) =>
      base
        .collection<{ intentId: string }>('payments')
        .findOne({ _id: subscriptionPaymentId as never }),
    );
    const object = {
      id: dispute.id,
      object: 'dispute',
      amount: TIER_PRICE,
      currency: 'eur',
      payment_intent: payment?.intentId,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400 },
    };
    const event = signedEvent('charge.dispute.created', object, { id: `evt_again_${dispute.id}` });
    const post = (sent: typeof event) =>
      api('POST', '/api/billing/webhooks/stripe', undefined, {
        rawBody: sent.payload,
        headers: sent.headers,
      });
    const answers = await Promise.all([post(event), post(event)]);
    const another = await post(signedEvent('charge.dispute.created', object));
    expect([...answers, another].map((answer) => answer.status)).toEqual([200, 200, 200]);

    const disputes = await db((base) =>
      base.collection('disputes').countDocuments({ paymentId: subscriptionPaymentId }),
    );
    expect(disputes).toBe(1);
    const kinds = (await journalsOf(subscriptionPaymentId)).map((journal) => journal.kind);
    expect(kinds.filter((kind) => kind === 'dispute_reserve')).toHaveLength(1);
  });
});

describe('answering a dispute', () => {
  it('shows the evidence pack gathered from the fan’s access, and what could not be', async () => {
    const read = await api('GET', `/api/admin/disputes/${dispute.id}`, undefined, as(admin));
    expect(read.body.data.evidence).toMatchObject({
      payment: { id: subscriptionPaymentId, amountCents: TIER_PRICE },
      subscription: { id: subscriptionId, tierName: 'Backstage', priceCents: TIER_PRICE },
    });
    expect(read.body.data.evidence.payment.paidAt).not.toBeNull();
    expect(
      (read.body.data.evidence.unavailable as Array<{ source: string }>).map((e) => e.source),
    ).toEqual(['views', 'messages', 'sign-ins']);
  });

  it('submits the evidence once, with the note, and audits it', async () => {
    const body = { note: 'The fan opened every post of the month.' };
    const submitted = await api(
      'POST',
      `/api/admin/disputes/${dispute.id}/evidence`,
      body,
      as(admin),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'under_review',
      note: body.note,
      submittedBy: admin.id,
    });
    const again = await api('POST', `/api/admin/disputes/${dispute.id}/evidence`, {}, as(admin));
    expect(again.body.data.submittedAt).toBe(submitted.body.data.submittedAt);
    expect(await audited('dispute.evidence_submitted', dispute.id)).toMatchObject({
      actorId: admin.id,
      data: { reason: body.note },
    });
    const listed = await api(
      'GET',
      '/api/admin/disputes?status=under_review',
      undefined,
      as(admin),
    );
    expect((listed.body.data.items as DisputeItem[]).map((item) => item.id)).toContain(dispute.id);
  });

  it('posts a lost dispute to the ledger by the split and lifts the hold', async () => {
    await decide(dispute.id, 'lost');
    const kinds = await eventually(
      async () => (await journalsOf(subscriptionPaymentId)).map((journal) => journal.kind),
      (found) => found.includes('dispute'),
    );
    expect(kinds).toEqual(
      expect.arrayContaining(['charge', 'dispute_reserve', 'dispute_reserve_release', 'dispute']),
    );
    expect(await reserveOf(creator.id)).toBe(0);
    const earnings = await api('GET', '/api/billing/earnings', undefined, as(creator));
    expect(earnings.body.data.pendingCents + earnings.body.data.availableCents).toBe(0);
    const read = await api('GET', `/api/admin/disputes/${dispute.id}`, undefined, as(admin));
    expect(read.body.data).toMatchObject({ status: 'lost', outcome: 'lost' });
    expect(read.body.data.creatorPayoutHold?.code).not.toBe('dispute_reserve');
    expect(await audited('dispute.closed', dispute.id)).toMatchObject({
      data: { before: { status: 'under_review' }, after: { status: 'lost' } },
    });
    const late = await api('POST', `/api/admin/disputes/${dispute.id}/evidence`, {}, as(admin));
    expect(late.status).toBe(409);
  });

  it('gives a won dispute’s reserve back to the creator without reversing the payment', async () => {
    const tipped = await eventually(
      () => api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents: 800 }, as(fan)),
      (answer) => answer.status === 201,
    );
    const tip = await disputeOf(tipped.body.data.id);
    await eventually(
      () => reserveOf(creator.id),
      (cents) => cents > 0,
    );
    await decide(tip.id, 'won');

    const kinds = await eventually(
      async () => (await journalsOf(tipped.body.data.id)).map((journal) => journal.kind),
      (found) => found.includes('dispute_reserve_release'),
    );
    expect(kinds).not.toContain('dispute');
    expect(await reserveOf(creator.id)).toBe(0);
    const earnings = await api('GET', '/api/billing/earnings', undefined, as(creator));
    expect(earnings.body.data.pendingCents).toBeGreaterThan(0);
  });
});

describe('who may see disputes', () => {
  it('answers 401 without a token and 403 to creators and subscribers', async () => {
    const calls = [
      ['GET', '/api/admin/disputes'],
      ['GET', `/api/admin/disputes/${dispute.id}`],
      ['POST', `/api/admin/disputes/${dispute.id}/evidence`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? {} : undefined;
      expect((await api(method, path, body, as(null))).status).toBe(401);
      expect((await api(method, path, body, as(creator))).status).toBe(403);
      expect((await api(method, path, body, as(fan))).status).toBe(403);
    }
  });

  it('keeps the local processor’s outcome route behind the internal token', async () => {
    const billing = apiClient(stack.url('subscription-billing'));
    const refused = await billing(
      'POST',
      `/internal/local-processor/disputes/${dispute.id}/outcome`,
      { outcome: 'won' },
    );
    expect(refused.status).toBe(401);
  });
});
