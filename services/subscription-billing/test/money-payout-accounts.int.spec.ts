import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
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
  verifyCreator,
} from './money-actors';

// No hold period, so the tip is available for a payout at once.
const stack = useStack({
  services: ['auth', 'subscription-billing'],
  env: () => ({ 'subscription-billing': { EARNINGS_HOLD_DAYS: '0' } }),
});
let api: Call;
let creator: Actor;
let fan: Actor;
let accountId: string;
const net = creatorNet(10_000, CREATOR_FEE_PERCENT);
/**
 * Event times after the local processor's own report of the new account; set once the setup is
 * done, which on a loaded machine takes long enough to matter.
 */
let base: number;

const as = (actor: Actor) => ({ token: actor.token });
const payoutAccount = async () =>
  (await api('GET', '/api/billing/payout-account', undefined, as(creator))).body.data;
const earnings = async () =>
  (await api('GET', '/api/billing/earnings', undefined, as(creator))).body.data;
const post = (event: { payload: string; headers: Record<string, string> }) =>
  api('POST', '/api/billing/webhooks/stripe', undefined, {
    rawBody: event.payload,
    headers: event.headers,
  });

function accountUpdated(
  state: 'enabled' | 'restricted',
  created: number,
  options: { id?: string; secret?: string; account?: string; creatorId?: string } = {},
) {
  const enabled = state === 'enabled';
  const due = enabled ? [] : ['individual.verification.document'];
  return signedEvent(
    'account.updated',
    {
      id: options.account ?? accountId,
      object: 'account',
      metadata: { creatorId: options.creatorId ?? creator.id },
      details_submitted: true,
      charges_enabled: enabled,
      payouts_enabled: enabled,
      requirements: {
        currently_due: due,
        past_due: due,
        disabled_reason: enabled ? null : 'requirements.past_due',
      },
    },
    { created, id: options.id, secret: options.secret },
  );
}

async function runWeeklyPayouts(runId: string) {
  const env = stack.env('subscription-billing');
  const queue = new Queue('payouts', {
    connection: { url: env.REDIS_URL },
    prefix: env.BILLING_REDIS_PREFIX,
  });
  try {
    const job = await queue.add('weekly-payouts', {}, { jobId: runId });
    const state = await eventually(
      () => job.getState(),
      (value) => value === 'completed' || value === 'failed',
    );
    expect(state).toBe('completed');
  } finally {
    await queue.close();
  }
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  await Promise.all([addCard(api, fan), verifyCreator(api, apiClient(stack.url('auth')), creator)]);
  const tip = await eventually(
    () => api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents: 10_000 }, as(fan)),
    (answer) => answer.status === 201,
  );
  await paymentSettled(api, fan, tip.body.data.id, 'succeeded');
  await eventually(earnings, (data) => data.availableCents === net);
  base = Math.floor(Date.now() / 1000) + 60;
});

describe('payout account onboarding', () => {
  it('becomes payable only when the processor reports it, locally through its webhook', async () => {
    expect(await payoutAccount()).toMatchObject({ linked: false, status: 'none' });
    const created = await api('POST', '/api/billing/payout-account', undefined, as(creator));
    expect(created.status).toBe(201);
    expect(['onboarding', 'enabled']).toContain(created.body.data.status);
    const enabled = await eventually(payoutAccount, (data) => data.status === 'enabled');
    expect(enabled).toEqual({
      linked: true,
      status: 'enabled',
      onboardingUrl: null,
      restrictedReason: null,
      requirementsDue: [],
    });
    const stored = await billingDb(stack.env('subscription-billing'), async (db) => ({
      account: await db
        .collection<{ _id: string; accountId: string }>('payout_accounts')
        .findOne({ _id: creator.id }),
      events: await db.collection('webhook_events').countDocuments({ type: 'account.updated' }),
    }));
    accountId = stored.account?.accountId as string;
    expect(accountId).toMatch(/^acct_/);
    expect(stored.events).toBe(1);
  });

  it('is restricted by a newer report, refuses payouts and is skipped by the weekly run', async () => {
    const disabled = accountUpdated('restricted', base + 10, { id: `evt_disable_${creator.id}` });
    expect((await post(disabled)).status).toBe(200);
    expect(await payoutAccount()).toMatchObject({
      linked: false,
      status: 'restricted',
      restrictedReason: 'Stripe needs more information from you',
      requirementsDue: ['individual.verification.document'],
    });
    expect((await earnings()).payoutAccountLinked).toBe(false);

    const requested = await api('POST', '/api/billing/payouts', { amountCents: 5000 }, as(creator));
    expect(requested.status).toBe(400);
    expect(requested.body.error).toBe(
      'Your payout account is restricted: Stripe needs more information from you',
    );
    await runWeeklyPayouts(`restricted-${creator.id}`);
    expect(await earnings()).toMatchObject({ availableCents: net, paidOutCents: 0 });
    expect((await api('GET', '/api/billing/payouts', undefined, as(creator))).body.data).toEqual(
      [],
    );
  });

  it('ignores an older report delivered late, a duplicate and a forged signature', async () => {
    expect((await post(accountUpdated('enabled', base + 5))).status).toBe(200);
    // The same event id again, even carrying another state, is handled once.
    const duplicate = accountUpdated('enabled', base + 30, { id: `evt_disable_${creator.id}` });
    expect((await post(duplicate)).status).toBe(200);
    const forged = accountUpdated('enabled', base + 40, { secret: 'whsec_not_the_right_secret' });
    expect((await post(forged)).status).toBe(400);
    const stranger = accountUpdated('enabled', base + 40, {
      account: 'acct_someone_else',
      creatorId: creator.id,
    });
    expect((await post(stranger)).status).toBe(200);
    expect(await payoutAccount()).toMatchObject({ linked: false, status: 'restricted' });
  });

  it('is paid by the weekly run once the processor enables it again', async () => {
    expect((await post(accountUpdated('enabled', base + 20))).status).toBe(200);
    expect(await payoutAccount()).toMatchObject({ linked: true, status: 'enabled' });
    await runWeeklyPayouts(`enabled-${creator.id}`);
    expect(await earnings()).toMatchObject({ availableCents: 0, paidOutCents: net });
  });
});
