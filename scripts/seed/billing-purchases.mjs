// Buys the demo subscriptions through billing's API, as a fan does at checkout: a saved test card,
// the purchase, then the payment's outcome once the processor's webhook has settled it. So billing
// holds every subscription, its payment, ledger entries and earnings, and the other services learn
// of them from billing's own events.
import { ApiError } from './api-client.mjs';

/** Stripe's test card that succeeds; billing offers it whenever its processor is the local one. */
export const TEST_CARD = 'pm_card_visa';
/** How long a purchase may wait for billing to know a new account and for its payment to settle. */
const SETTLE_TIMEOUT_MS = 60_000;
const LIVE = new Set(['active', 'past_due']);

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class BillingPurchases {
  constructor(api) {
    this.api = api;
  }

  /** The account's creator subscriptions and platform plan as billing has them. */
  status(account) {
    return this.api.request('GET', '/api/subscriptions/status', { token: account.token });
  }

  /** Whether the account holds a live subscription to `creatorId`'s tiers (null: its plan). */
  static holds(status, creatorId) {
    if (creatorId === null) return !!status.plan && LIVE.has(status.plan.status);
    return status.creatorSubscriptions.some(
      (subscription) => subscription.creatorId === creatorId && LIVE.has(subscription.status),
    );
  }

  /** Saves the test card as the account's default, unless a default card is there already. */
  async ensureCard(account) {
    const methods = await this.api.request('GET', '/api/billing/payment-methods', {
      token: account.token,
    });
    if (methods.some((method) => method.isDefault)) return;
    await this.whenKnown(() =>
      this.api.request('POST', '/api/billing/payment-methods', {
        token: account.token,
        json: { paymentMethodId: TEST_CARD, makeDefault: true },
      }),
    );
  }

  /**
   * Subscribes the account to a creator's tier, or to a platform plan when `creatorId` is absent,
   * charging its default card, and waits until the payment has succeeded.
   */
  async subscribe(account, { tierId, creatorId }) {
    const { payment } = await this.whenKnown(() =>
      this.api.request('POST', '/api/subscriptions/subscribe', {
        token: account.token,
        json: { tierId, ...(creatorId ? { creatorId } : {}), billingPeriod: 'monthly' },
      }),
    );
    await this.settled(account, payment);
  }

  async settled(account, payment) {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let current = payment;
    while (current.status !== 'succeeded') {
      if (current.status !== 'processing' || Date.now() > deadline) {
        throw new Error(
          `payment ${current.id} for ${account.username} ended ${current.status}` +
            (current.failureMessage ? `: ${current.failureMessage}` : ''),
        );
      }
      await pause(500);
      current = await this.api.request('GET', `/api/billing/payments/${current.id}`, {
        token: account.token,
      });
    }
  }

  /** Retries a call billing refuses (404) while the account's registration has not reached it. */
  async whenKnown(call) {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404 || Date.now() > deadline)
          throw error;
        await pause(1000);
      }
    }
  }
}
