import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded from Stripe once and only when the checkout needs it:
 * the library stays out of every bundle but the card form's.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
