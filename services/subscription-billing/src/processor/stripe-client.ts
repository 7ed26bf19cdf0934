import Stripe from 'stripe';
import type { BillingConfig } from '../config/billing-config';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The Stripe SDK, pointed at `STRIPE_API_BASE` (stripe-mock) when that is set. */
export function createStripeClient(config: BillingConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
