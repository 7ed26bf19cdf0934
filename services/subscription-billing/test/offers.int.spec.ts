import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  addCard,
  billingDb,
  eventually,
  paymentSettled,
  register,
} from './money-actors';

const stack = useStack({ services: ['auth', 'subscription-billing'] });
let api: Call;
let creator: Actor;
let tierId: string;

const TIER_PRICE = 800;
const DAY_MS = 86_400_000;

const as = (actor: Actor) => ({ token: actor.token });
const subscribe = (actor: Actor, body: Record<string, unknown>) =>
  api(
    'POST',
    '/api/subscriptions/subscribe',
    { tierId, creatorId: creator.id, ...body },
    as(actor),
  );
const createLink = (body: Record<string, unknown>) =>
  api(
    'POST',
    '/api/billing/offers/links',
    { tierId, expiresAt: new Date(Date.now() + 7 * DAY_MS).toISOString(), ...body },
    as(creator),
  );
const paymentsOf = (payerId: string) =>
  billingDb(stack.env('subscription-billing'), (db) =>
    db.collection('payments').countDocuments({ payerId }),
  );
async function fanWithCard(): Promise<Actor> {
  const fan = await register(api, 'subscriber');
  await addCard(api, fan, 'pm_card_visa');
  return fan;
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  creator = await register(api, 'creator');
  const created = await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { name: 'Gold', priceCents: TIER_PRICE, benefits: ['Every post'] },
    as(creator),
  );
  expect(created.status).toBe(201);
  tierId = created.body.data.id;
});

describe('bundles', () => {
  it('charge months × price less the discount once, for a period of those months', async () => {
    const bundles = [{ months: 3, discountPercent: 10 }];
    const set = await api(
      'PUT',
      `/api/billing/offers/tiers/${tierId}/bundles`,
      { bundles },
      as(creator),
    );
    expect(set.status).toBe(200);
    const shown = await api('GET', `/api/billing/offers/creators/${creator.id}/bundles`);
    expect(shown.body.data[0].bundles).toEqual([
      { months: 3, discountPercent: 10, priceCents: 2160, savingCents: 240 },
    ]);

    const fan = await fanWithCard();
    const stale = await subscribe(fan, { bundleMonths: 3, expectedAmountCents: 2400 });
    expect(stale.status).toBe(409);
    expect(stale.body.currentAmountCents).toBe(2160);

    const bought = await subscribe(fan, { bundleMonths: 3, expectedAmountCents: 2160 });
    expect(bought.status).toBe(201);
    const payment = await paymentSettled(api, fan, bought.body.data.payment.id, 'succeeded');
    expect(payment.amountCents).toBe(2160);
    const active = await eventually(
      () => api('GET', '/api/subscriptions/status', undefined, as(fan)),
      (read) => read.body.data.creatorSubscriptions[0]?.status === 'active',
    );
    const subscription = active.body.data.creatorSubscriptions[0];
    expect(subscription).toMatchObject({ bundleMonths: 3, priceCents: 2160 });
    const periodMs =
      Date.parse(subscription.currentPeriodEnd) - Date.parse(subscription.currentPeriodStart);
    expect(periodMs).toBe(90 * DAY_MS);
  });
});

describe('trial and promotion links', () => {
  it('start a trial without a charge, and show the claim on the public link', async () => {
    const made = await createLink({ kind: 'trial', trialDays: 7, maxClaims: 5 });
    expect(made.status).toBe(201);
    const code = made.body.data.code;

    const fan = await fanWithCard();
    const started = await subscribe(fan, { offerCode: code, expectedAmountCents: TIER_PRICE });
    expect(started.status).toBe(201);
    expect(started.body.data.payment).toBeNull();
    const subscription = started.body.data.subscription;
    expect(subscription.status).toBe('active');
    expect(Date.parse(subscription.trialEndsAt) - Date.parse(subscription.currentPeriodStart)).toBe(
      7 * DAY_MS,
    );
    expect(await paymentsOf(fan.id)).toBe(0);

    const link = await api('GET', `/api/billing/offers/links/${code}`);
    expect(link.body.data).toMatchObject({ claimsUsed: 1, maxClaims: 5, claimable: true });
  });

  it('never pass their limit when 10 fans claim at once', async () => {
    const made = await createLink({ kind: 'discount', discountPercent: 50, maxClaims: 3 });
    const code = made.body.data.code;
    const fans = await Promise.all(Array.from({ length: 10 }, () => fanWithCard()));

    const answers = await Promise.all(
      fans.map((fan) => subscribe(fan, { offerCode: code, expectedAmountCents: 400 })),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 410, 410, 410, 410, 410, 410, 410]);
    const charged = answers.filter((answer) => answer.status === 201);
    expect(charged.map((answer) => answer.body.data.payment.amountCents)).toEqual([400, 400, 400]);
    const link = await api('GET', `/api/billing/offers/links/${code}`);
    expect(link.body.data).toMatchObject({ claimsUsed: 3, claimable: false });
  });

  it('change their limit and expiry for their creator only, never below the claims', async () => {
    const made = await createLink({ kind: 'discount', discountPercent: 50, maxClaims: 1 });
    const code = made.body.data.code;
    const [first, second] = await Promise.all([fanWithCard(), fanWithCard()]);
    expect((await subscribe(first, { offerCode: code, expectedAmountCents: 400 })).status).toBe(
      201,
    );
    expect((await subscribe(second, { offerCode: code, expectedAmountCents: 400 })).status).toBe(
      410,
    );

    const edit = (actor: Actor, body: Record<string, unknown>) =>
      api('PATCH', `/api/billing/offers/links/${code}`, body, as(actor));
    const stranger = await register(api, 'creator');
    expect((await edit(stranger, { maxClaims: 5 })).status).toBe(404);
    expect((await edit(creator, {})).status).toBe(400);
    const later = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const raised = await edit(creator, { maxClaims: 2, expiresAt: later });
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ maxClaims: 2, expiresAt: later, claimable: true });

    expect((await subscribe(second, { offerCode: code, expectedAmountCents: 400 })).status).toBe(
      201,
    );
    const lowered = await edit(creator, { maxClaims: 1 });
    expect(lowered.status).toBe(409);
    expect(lowered.body.error).toBe('2 fans have claimed this link: the limit cannot be lower');
    await api('DELETE', `/api/billing/offers/links/${code}`, undefined, as(creator));
    expect((await edit(creator, { maxClaims: 3 })).status).toBe(409);
  });
});
