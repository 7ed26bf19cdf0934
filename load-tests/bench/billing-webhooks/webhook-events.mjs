import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

const stripe = new Stripe('sk_test_signing_only');

/** Event types Stripe sends that move no money; each must be accepted and change nothing. */
const OTHER_TYPES = [
  'payment_intent.created',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'charge.succeeded',
  'charge.updated',
  'customer.updated',
  'balance.available',
];

/** Share of payments later refunded, so reversals are ingested too, sometimes before success. */
const REFUND_SHARE = 0.1;

function shuffle(items) {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

function event(type, object, createdSeconds) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: createdSeconds,
    livemode: false,
    data: { object },
  };
}

/**
 * `total` deliveries for `payments`: each payment's `payment_intent.succeeded`, a `charge.refunded`
 * for a tenth of them, unrelated event types for the rest, and a tenth of all deliveries repeating
 * an earlier event, everything in random order.
 */
export function webhookDeliveries(payments, total) {
  const duplicates = Math.round(total * 0.1);
  const unique = total - duplicates;
  const perPayment = Math.floor(unique / payments.length);
  const refunded = new Set();
  const events = [];
  const now = Math.floor(Date.now() / 1000);
  for (const [index, payment] of payments.entries()) {
    const intent = {
      id: payment.intentId,
      object: 'payment_intent',
      amount: payment.amountCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { paymentId: payment.id },
    };
    events.push(event('payment_intent.succeeded', intent, now));
    let extra = perPayment - 1 + (index < unique - perPayment * payments.length ? 1 : 0);
    if (Math.random() < REFUND_SHARE) {
      refunded.add(payment.id);
      const charge = {
        id: `ch_${payment.intentId}`,
        object: 'charge',
        payment_intent: payment.intentId,
        metadata: { paymentId: payment.id },
        refunded: true,
      };
      events.push(event('charge.refunded', charge, now + 1));
      extra -= 1;
    }
    for (let other = 0; other < extra; other += 1) {
      const type = OTHER_TYPES[other % OTHER_TYPES.length];
      const object = type.startsWith('payment_intent.')
        ? { ...intent, status: type.split('.')[1] }
        : { id: `obj_${randomBytes(6).toString('hex')}`, object: type.split('.')[0] };
      events.push(event(type, object, now));
    }
  }
  const deliveries = [...events];
  for (let copy = 0; copy < duplicates; copy += 1) {
    deliveries.push(events[Math.floor(Math.random() * events.length)]);
  }
  return { deliveries: shuffle(deliveries), refunded, uniqueEvents: events.length };
}

/** The body and signature header of one delivery, signed now as Stripe signs each attempt. */
export function signedDelivery(event, secret) {
  const payload = JSON.stringify(event);
  return {
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}
