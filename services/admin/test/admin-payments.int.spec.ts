import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { addCard, paymentSettled } from '../../../test/support/payments';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth', 'subscription-billing', 'messaging', 'admin'] });
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));

/** Billing's default approval threshold: refunds above it wait for a second admin. */
const THRESHOLD_CENTS = 10_000;

let api: Call;
let admin: Actor;
let secondAdmin: Actor;
let creator: Actor;
let fan: Actor;
let otherFan: Actor;

interface Refund {
  id: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  status: string;
  source: string;
  issuedBy: string | null;
  approvedBy: string | null;
}

interface Journal {
  id: string;
  kind: string;
  postings: Array<{ account: string; amountCents: number }>;
}

const as = (actor: Actor | null) => ({ token: actor?.token });

async function tip(amountCents: number): Promise<string> {
  const sent = await eventually(
    () => api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents }, as(fan)),
    (answer) => answer.status === 201,
  );
  expect(sent.status).toBe(201);
  await paymentSettled(api, fan, sent.body.data.id, 'succeeded');
  return sent.body.data.id as string;
}

const refund = (body: Record<string, unknown>, actor = admin) =>
  api('POST', '/api/admin/refunds', body, as(actor));

async function payment(id: string) {
  const read = await api('GET', `/api/admin/payments/${id}`, undefined, as(admin));
  expect(read.status).toBe(200);
  return read.body.data as {
    status: string;
    refundedCents: number;
    refunds: Refund[];
    journals: Journal[];
    fees: { platform: number; processor: number; total: number };
    riskScore: number;
    riskReasons: Array<{ code: string }>;
  };
}

/** What the payer got back in the ledger, from the payment's refund journals. */
function refundedToPayer(journals: Journal[]): number {
  return journals
    .filter((journal) => journal.kind === 'refund')
    .flatMap((journal) => journal.postings)
    .filter((posting) => posting.account.includes(fan.id))
    .reduce((sum, posting) => sum + posting.amountCents, 0);
}

const audited = (action: string, refundId: string) =>
  probe.waitFor('audit.log', (value) => {
    const data = value.data as { action?: string; resourceId?: string } | undefined;
    return data?.action === action && data.resourceId === refundId;
  });

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['audit.log', 'payment.refunded']);
  [admin, secondAdmin, creator, fan, otherFan] = await Promise.all([
    createAdmin(api, stack.env('auth')),
    createAdmin(api, stack.env('auth')),
    register(api, 'creator'),
    register(api, 'subscriber'),
    register(api, 'subscriber'),
  ]);
  await addCard(api, fan);
});

afterAll(async () => {
  await probe.stop();
});

describe('admin refunds', () => {
  it('refunds a payment with a reason: the ledger, the fan and the audit trail show it', async () => {
    const paymentId = await tip(3_000);
    const listed = await api(
      'GET',
      `/api/admin/payments?userId=${fan.id}&creatorId=${creator.id}&status=succeeded`,
      undefined,
      as(admin),
    );
    expect(listed.status).toBe(200);
    const item = (listed.body.data.items as Array<Record<string, unknown>>).find(
      (entry) => entry.id === paymentId,
    );
    expect(item).toMatchObject({ amountCents: 3_000, refundedCents: 0, refunds: [] });
    expect(item?.riskScore).toEqual(expect.any(Number));

    const refunded = await refund({ paymentId, reason: 'Charged for the wrong creator' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: 'succeeded',
      amountCents: 3_000,
      reason: 'Charged for the wrong creator',
      issuedBy: admin.id,
    });

    await paymentSettled(api, fan, paymentId, 'refunded');
    const seen = await payment(paymentId);
    expect(seen.fees.total).toBe(seen.fees.platform + seen.fees.processor);
    expect(refundedToPayer(seen.journals)).toBe(3_000);
    expect(seen.refunds).toEqual([
      expect.objectContaining({ reason: 'Charged for the wrong creator' }),
    ]);

    const audit = await audited('refund.issued', refunded.body.data.id);
    expect((audit.value as { data: unknown }).data).toMatchObject({
      reason: 'Charged for the wrong creator',
      userId: fan.id,
    });
    const told = await eventually(
      async () =>
        (await api('GET', '/api/notifications', undefined, as(fan))).body.data.items as Array<{
          type: string;
          title: string;
          body: string;
        }>,
      (items) => items.some((entry) => entry.title === 'Refunded: $30.00'),
    );
    expect(told.find((entry) => entry.title === 'Refunded: $30.00')).toMatchObject({
      type: 'billing',
      body: 'Charged for the wrong creator',
    });
  });

  it('refunds part, keeps the payment paid, then refunds the rest', async () => {
    const paymentId = await tip(2_000);

    const part = await refund({ paymentId, amountCents: 500, reason: 'Late delivery' });
    expect(part.body.data).toMatchObject({ status: 'succeeded', amountCents: 500 });
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded', refundedCents: 500 });
    const tooMuch = await refund({ paymentId, amountCents: 1_501, reason: 'Too much' });
    expect(tooMuch.status).toBe(400);

    const rest = await refund({ paymentId, reason: 'The rest after all' });
    expect(rest.body.data).toMatchObject({ status: 'succeeded', amountCents: 1_500 });
    await paymentSettled(api, fan, paymentId, 'refunded');
    const seen = await payment(paymentId);
    expect(seen.refunds).toHaveLength(2);
    expect(refundedToPayer(seen.journals)).toBe(2_000);
    expect((await refund({ paymentId, reason: 'Once more' })).status).toBe(409);
  });

  it('makes the same refund asked twice, and twice at once, one refund', async () => {
    const paymentId = await tip(1_500);
    const body = { paymentId, amountCents: 400, reason: 'Duplicate charge' };

    const [first, second] = await Promise.all([refund(body), refund(body)]);
    const third = await refund(body);

    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first, second, third].map((answer) => answer.body.data.id)).size).toBe(1);
    const seen = await payment(paymentId);
    expect(seen.refunds).toHaveLength(1);
    expect(seen.refundedCents).toBe(400);
    expect(seen.journals.filter((journal) => journal.kind === 'refund')).toHaveLength(1);
  });

  it('waits above the threshold for a second admin, never the one who issued it', async () => {
    const paymentId = await tip(THRESHOLD_CENTS + 5_000);

    const waiting = await refund({ paymentId, reason: 'Stolen card reported' });
    expect(waiting.body.data).toMatchObject({ status: 'awaiting_approval' });
    const refundId = waiting.body.data.id as string;
    await audited('refund.approval_requested', refundId);
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    const queue = await api(
      'GET',
      '/api/admin/refunds?status=awaiting_approval',
      undefined,
      as(admin),
    );
    expect((queue.body.data.items as Refund[]).map((entry) => entry.id)).toContain(refundId);

    const own = await api('POST', `/api/admin/refunds/${refundId}/approve`, {}, as(admin));
    expect(own.status).toBe(403);
    const approved = await api(
      'POST',
      `/api/admin/refunds/${refundId}/approve`,
      { reason: 'Checked with the bank' },
      as(secondAdmin),
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'succeeded',
      issuedBy: admin.id,
      approvedBy: secondAdmin.id,
    });
    await audited('refund.approved', refundId);
    await paymentSettled(api, fan, paymentId, 'refunded');
  });
});

describe('refund requests', () => {
  it('queues a fan’s request for their own payment, once, and an admin grants it', async () => {
    const paymentId = await tip(1_000);
    const ask = (actor: Actor, reason = 'The post never unlocked') =>
      api('POST', '/api/billing/refund-requests', { paymentId, reason }, as(actor));

    const asked = await ask(fan);
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ status: 'pending', source: 'user_request' });
    expect((await ask(fan, 'Asking again')).status).toBe(409);
    expect((await ask(otherFan)).status).toBe(404);
    await audited('refund.requested', asked.body.data.id);

    const queue = await api('GET', '/api/admin/refunds?status=pending', undefined, as(admin));
    expect((queue.body.data.items as Refund[]).map((entry) => entry.id)).toContain(
      asked.body.data.id,
    );
    const granted = await api(
      'POST',
      `/api/admin/refunds/${asked.body.data.id}/approve`,
      {},
      as(admin),
    );
    expect(granted.body.data).toMatchObject({ status: 'succeeded', issuedBy: admin.id });
    await paymentSettled(api, fan, paymentId, 'refunded');
  });
});

describe('who may', () => {
  it('answers 401 without a token and 403 to creators and subscribers on every admin route', async () => {
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/payments/some-payment'],
      ['GET', '/api/admin/refunds'],
      ['POST', '/api/admin/refunds', { paymentId: 'some-payment', reason: 'Not mine' }],
      ['POST', '/api/admin/refunds/some-refund/approve', {}],
      ['POST', '/api/admin/refunds/some-refund/reject', { reason: 'Not mine' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(method, path, body, as(null))).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, body, as(creator))).status, `${method} ${path}`).toBe(403);
      expect((await api(method, path, body, as(fan))).status, `${method} ${path}`).toBe(403);
    }
    expect((await api('POST', '/api/billing/refunds', { paymentId: 'x' }, as(admin))).status).toBe(
      404,
    );
  });
});
