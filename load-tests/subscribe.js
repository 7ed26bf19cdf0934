// k6 load test of subscribing with the test card through the gateway: a new subscriber saves the
// card that succeeds (pm_card_visa), subscribes to a creator's tier with an idempotency key and the
// price it was shown, and waits until the local processor's webhook has settled the payment and the
// subscription is active. The creators and their tiers are made once, in setup.
// Environment: see lib/journey.js; CREATORS (default 3) sets how many creators are subscribed to.
import { check, fail, sleep } from 'k6';
import exec from 'k6/execution';
import { Trend } from 'k6/metrics';
import { call, data, rampingScenario, register, runId, uniqueUsername } from './lib/journey.js';

const CREATORS = Number(__ENV.CREATORS || 3);
const TIER_PRICE_CENTS = 799;
const TEST_CARD = 'pm_card_visa';
// The webhook usually settles a payment within a second; past this the iteration counts as failed.
const SETTLE_TIMEOUT_MS = 15_000;

/** From the subscribe request until the subscription reads active. */
const untilActive = new Trend('subscription_active_ms', true);

export const options = {
  scenarios: { subscribe: rampingScenario() },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    // Registration hashes the password with argon2, which dominates on a two-core machine.
    'http_req_duration{endpoint:register}': ['p(95)<1500'],
    'http_req_duration{endpoint:payment-method}': ['p(95)<800'],
    'http_req_duration{endpoint:subscribe}': ['p(95)<1000'],
    subscription_active_ms: ['p(95)<5000'],
  },
};

export function setup() {
  const run = runId();
  const creators = [];
  for (let index = 0; index < CREATORS; index += 1) {
    const creator = register(`ltc${run}_${index}`, 'creator');
    const tier = call(
      'POST',
      '/api/subscriptions/creator-tiers',
      { name: `Load tier ${index}`, priceCents: TIER_PRICE_CENTS },
      'creator-tier',
      creator.token,
    );
    if (tier.status !== 201) fail(`creating a tier failed with ${tier.status}: ${tier.body}`);
    creators.push({ id: creator.id, tierId: data(tier).id });
  }
  return { run, creators };
}

/** Polls the subscriber's subscriptions until the one to `creatorId` is active. */
function waitUntilActive(token, creatorId) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = call('GET', '/api/subscriptions/status', undefined, 'status', token);
    const mine = (data(status)?.creatorSubscriptions ?? []).find((s) => s.creatorId === creatorId);
    if (mine?.status === 'active') return true;
    sleep(0.25);
  }
  return false;
}

export default function subscribeJourney({ run, creators }) {
  const subscriber = register(uniqueUsername('lts', run), 'subscriber');
  const card = call(
    'POST',
    '/api/billing/payment-methods',
    { paymentMethodId: TEST_CARD },
    'payment-method',
    subscriber.token,
  );
  if (!check(card, { 'test card saved: 201': (r) => r.status === 201 })) {
    fail(`saving the test card failed with ${card.status}: ${card.body}`);
  }

  const creator = creators[exec.scenario.iterationInTest % creators.length];
  const started = Date.now();
  const answer = call(
    'POST',
    '/api/subscriptions/subscribe',
    { tierId: creator.tierId, creatorId: creator.id, expectedAmountCents: TIER_PRICE_CENTS },
    'subscribe',
    subscriber.token,
    { 'idempotency-key': `load-${run}-${subscriber.id}` },
  );
  check(answer, {
    'subscribe: 201': (r) => r.status === 201,
    'subscribe: charged the tier price': (r) => data(r)?.payment?.amountCents === TIER_PRICE_CENTS,
  });
  if (answer.status !== 201) return;

  const active = waitUntilActive(subscriber.token, creator.id);
  if (active) untilActive.add(Date.now() - started);
  check(active, { 'subscription active after the payment settled': (ok) => ok });
  sleep(1);
}
