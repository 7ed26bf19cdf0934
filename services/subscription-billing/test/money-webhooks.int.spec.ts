import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  addCard,
  billingDb,
  eventually,
  paymentSettled,
  register,
  signedEvent,
} from './money-actors';

const stack = useStack({ services: ['auth', 'subscription-billing'] });
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
let api: Call;
let creator: Actor;
let fan: Actor;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['tip.sent']);
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  // This card waits for authentication, so no outcome arrives unless a test sends one.
  await addCard(api, fan, 'pm_card_authenticationRequired');
});

const post = (event: { payload: string; headers: Record<string, string> }) =>
  api('POST', '/api/billing/webhooks/stripe', undefined, {
    rawBody: event.payload,
    headers: event.headers,
  });

/** A tip waiting for authentication, and its processor intent id. */
async function waitingTip(amountCents: number) {
  const sent = await eventually(
    () =>
      api(
        'POST',
        '/api/billing/tips',
        { creatorId: creator.id, amountCents },
        { token: fan.token },
      ),
    (answer) => answer.status === 201,
  );
  expect(sent.status).toBe(201);
  const paymentId = sent.body.data.id as string;
  await paymentSettled(api, fan, paymentId, 'requires_action');
  const payment = await billingDb(stack.env('subscription-billing'), (db) =>
    db.collection<{ _id: string; intentId: string }>('payments').findOne({ _id: paymentId }),
  );
  return { paymentId, intentId: payment?.intentId as string };
}

const journalsOf = (paymentId: string) =>
  billingDb(stack.env('subscription-billing'), (db) =>
    db.collection<{ _id: string }>('journals').find({ sourceId: paymentId }).toArray(),
  );

function succeeded(paymentId: string, intentId: string, options = {}) {
  return signedEvent(
    'payment_intent.succeeded',
    { id: intentId, object: 'payment_intent', status: 'succeeded', metadata: { paymentId } },
    options,
  );
}

describe('processor webhooks', () => {
  it('refuses a forged or stale signature and posts nothing', async () => {
    const { paymentId, intentId } = await waitingTip(800);
    const forged = succeeded(paymentId, intentId, { secret: 'whsec_not_the_right_secret' });
    expect((await post(forged)).status).toBe(400);
    const stale = succeeded(paymentId, intentId, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(stale)).status).toBe(400);
    const tampered = succeeded(paymentId, intentId);
    expect(
      (
        await post({
          ...tampered,
          payload: tampered.payload.replace('"livemode":false', '"livemode":true'),
        })
      ).status,
    ).toBe(400);
    expect((await post({ payload: tampered.payload, headers: {} })).status).toBe(400);
    expect(await journalsOf(paymentId)).toHaveLength(0);
    expect(
      (await api('GET', `/api/billing/payments/${paymentId}`, undefined, { token: fan.token })).body
        .data.status,
    ).toBe('requires_action');
  });

  it('posts once for a duplicate and ends right when the refund comes before the success', async () => {
    const { paymentId, intentId } = await waitingTip(1200);
    const refund = signedEvent('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      metadata: { paymentId },
      refunded: true,
    });
    expect((await post(refund)).status).toBe(200);
    const success = succeeded(paymentId, intentId, { id: `evt_dup_${paymentId.slice(0, 8)}` });
    expect((await post(success)).status).toBe(200);
    expect((await post(success)).status).toBe(200);
    expect((await post(succeeded(paymentId, intentId))).status).toBe(200);
    expect((await post(refund)).status).toBe(200);

    await paymentSettled(api, fan, paymentId, 'refunded');
    const kinds = (await journalsOf(paymentId)).map((journal) => journal._id.split(':')[1]).sort();
    expect(kinds).toEqual(['charge', 'creator_earning', 'payment_fee', 'platform_fee', 'reversal']);
    const earnings = await api('GET', '/api/billing/earnings', undefined, { token: creator.token });
    expect(earnings.body.data).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      lifetimeNetCents: 0,
    });
    // Never granted, so nothing to announce or revoke.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      probe.matching('tip.sent', (value) => (value.data as { tipId: string }).tipId === paymentId),
    ).toHaveLength(0);
  });
});
