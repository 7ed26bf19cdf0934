import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { withInternalToken } from '../../../test/support/internal-export';
import { KafkaProbe } from '../../../test/support/kafka-probe';
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
} from './money-actors';

const stack = useStack({
  services: ['auth', 'content', 'subscription-billing'],
  env: () => ({ content: { CONTENT_MODERATION_REQUIRED: 'false' } }),
});
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
let api: Call;
let creator: Actor;
let fan: Actor;
let admin: Actor;
let pricedPost: string;
let freePost: string;

/** A pay-per-view post for VIPs, or, without a price, a public one: both need no tier on sale. */
async function publish(priceCents: number | null): Promise<string> {
  const privacyLevel = priceCents === null ? 'public' : 'private';
  const created = await api(
    'POST',
    '/api/content',
    { title: 'A post', body: 'The hidden text', type: 'text', privacyLevel, priceCents },
    { token: creator.token },
  );
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

const tip = (payer: Actor, body: unknown) =>
  api('POST', '/api/billing/tips', body, { token: payer.token });
const unlock = (payer: Actor, body: unknown) =>
  api('POST', '/api/billing/unlocks', body, { token: payer.token });
const earnings = () => api('GET', '/api/billing/earnings', undefined, { token: creator.token });
const readPost = (id: string, viewer: Actor) =>
  api('GET', `/api/content/${id}`, undefined, { token: viewer.token });

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['tip.sent', 'content.unlocked']);
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  admin = await createAdmin(api, stack.env('auth'));
  await addCard(api, fan);
  [pricedPost, freePost] = await Promise.all([publish(700), publish(null)]);
});

afterAll(() => probe.stop());

describe('tips', () => {
  it('pays the creator the tip less both fees to the cent, and announces it once', async () => {
    // Billing learns of the creator from auth's event.
    const sent = await eventually(
      () => tip(fan, { creatorId: creator.id, amountCents: 1000, message: 'Thanks!' }),
      (answer) => answer.status === 201,
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      purpose: 'tip',
      amountCents: 1000,
      status: 'processing',
    });
    await paymentSettled(api, fan, sent.body.data.id, 'succeeded');
    const net = creatorNet(1000, CREATOR_FEE_PERCENT);
    const balance = await eventually(earnings, (answer) => answer.body.data.pendingCents === net);
    expect(balance.body.data).toMatchObject({
      pendingCents: net,
      availableCents: 0,
      lifetimeNetCents: net,
    });
    const event = await probe.waitFor('tip.sent', (value) => isFor(value, sent.body.data.id));
    expect((event.value as { data: unknown }).data).toMatchObject({
      creatorId: creator.id,
      subscriberId: fan.id,
      amountCents: 1000,
      message: 'Thanks!',
      revoked: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(probe.matching('tip.sent', (value) => isFor(value, sent.body.data.id))).toHaveLength(1);

    const history = await api('GET', '/api/billing/transactions', undefined, { token: fan.token });
    expect(history.body.data.items[0]).toMatchObject({
      type: 'tip',
      status: 'completed',
      amount: 1000,
      fees: 1000 - net,
      netAmount: net,
    });
  });

  it('refuses hostile amounts, tipping oneself and tipping someone who is not a creator', async () => {
    for (const amountCents of [-500, 0, 10.5, '1000', 1e12, null]) {
      expect((await tip(fan, { creatorId: creator.id, amountCents })).status).toBe(400);
    }
    expect((await tip(creator, { creatorId: creator.id, amountCents: 500 })).status).toBe(400);
    expect((await tip(creator, { creatorId: fan.id, amountCents: 500 })).status).toBe(404);
    expect((await tip(fan, { creatorId: creator.id, amountCents: 500, extra: 1 })).status).toBe(
      400,
    );
  });
});

describe('pay-per-view unlocks', () => {
  it("sells a post at the creator's price, opens it through content and refuses a second sale", async () => {
    const bought = await eventually(
      () => unlock(fan, { contentId: pricedPost }),
      (answer) => answer.status === 201,
    );
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({ purpose: 'unlock', amountCents: 700 });
    await paymentSettled(api, fan, bought.body.data.id, 'succeeded');
    await probe.waitFor('content.unlocked', (value) => isFor(value, bought.body.data.id));
    const opened = await eventually(
      () => readPost(pricedPost, fan),
      (answer) => answer.body.data.access.allowed === true,
    );
    expect(opened.body.data.body).toBe('The hidden text');
    expect((await unlock(fan, { contentId: pricedPost })).status).toBe(409);
    expect(
      probe.matching('content.unlocked', (value) => isFor(value, bought.body.data.id)),
    ).toHaveLength(1);

    // An admin's refund (asked for by the admin service) takes the earning back and closes the
    // post again.
    const before = (await earnings()).body.data.lifetimeNetCents as number;
    const billing = apiClient(stack.url('subscription-billing'));
    const refunded = await billing(
      'POST',
      '/internal/refunds',
      { paymentId: bought.body.data.id, reason: 'Asked for it', actorId: admin.id },
      withInternalToken(),
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'succeeded', amountCents: 700 });
    await paymentSettled(api, fan, bought.body.data.id, 'refunded');
    await probe.waitFor(
      'content.unlocked',
      (value) => isFor(value, bought.body.data.id) && (value.data as { revoked: boolean }).revoked,
    );
    const closed = await eventually(
      () => readPost(pricedPost, fan),
      (answer) => answer.body.data.access.allowed === false,
    );
    expect(closed.body.data).not.toHaveProperty('body');
    const after = await eventually(
      earnings,
      (answer) => answer.body.data.lifetimeNetCents < before,
    );
    expect(after.body.data.lifetimeNetCents).toBe(before - creatorNet(700, CREATOR_FEE_PERCENT));
  });

  it('refuses own posts, unpriced posts, unknown posts and messages', async () => {
    expect((await unlock(creator, { contentId: pricedPost })).status).toBe(403);
    expect((await unlock(fan, { contentId: freePost })).status).toBe(400);
    expect((await unlock(fan, { contentId: 'no-such-post' })).status).toBe(404);
    const message = await unlock(fan, { messageId: 'some-message' });
    expect(message.status).toBe(404);
    expect(message.body.error).toBe('Message not found');
    expect((await unlock(fan, { contentId: pricedPost, amountCents: 1 })).status).toBe(400);
  });
});

function isFor(value: Record<string, unknown>, paymentId: string): boolean {
  const data = value.data as { tipId?: string; unlockId?: string };
  return data.tipId === paymentId || data.unlockId === paymentId;
}
