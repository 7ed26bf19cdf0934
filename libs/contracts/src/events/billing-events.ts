import { z } from 'zod';

const subscriptionStatus = z.enum(['active', 'canceled', 'expired', 'past_due']);

/**
 * The state of a subscription after a change, carried whole by every lifecycle event so a read
 * model can take the latest one without replaying history. Absent `creatorId`: a platform plan.
 */
const subscriptionState = {
  subscriptionId: z.string().min(1),
  subscriberId: z.string().min(1),
  creatorId: z.string().min(1).optional(),
  tierId: z.string().min(1),
  status: subscriptionStatus,
  currentPeriodStart: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime(),
  /** When this state took effect at the source; older states never overwrite newer ones. */
  changedAt: z.iso.datetime(),
};

/** A period was paid for again; the period moved forward. */
export const subscriptionRenewedSchema = z.object(subscriptionState);

/** The tier, payment method or cancellation flag changed (a tier change, or a resume). */
export const subscriptionUpdatedSchema = z.object({
  ...subscriptionState,
  cancelAtPeriodEnd: z.boolean(),
});

/** A cancellation: access stays until `currentPeriodEnd` unless `status` already ended it. */
export const subscriptionCanceledSchema = z.object({
  ...subscriptionState,
  cancelAtPeriodEnd: z.boolean(),
});

/** The subscription ended (period over without renewal, refund or dispute). */
export const subscriptionExpiredSchema = z.object({
  ...subscriptionState,
  /** `creator_unavailable`: the creator was suspended or banned, so the renewal did not charge. */
  reason: z.enum(['period_ended', 'payment_failed', 'refunded', 'disputed', 'creator_unavailable']),
});

/**
 * The subscriber is told their tier's price changes: renewals keep charging `currentPriceCents`
 * until `effectiveFrom`, the first renewal at `newPriceCents`, at least the notice period away.
 */
export const subscriptionPriceChangingSchema = z.object({
  ...subscriptionState,
  tierName: z.string().min(1),
  currentPriceCents: z.number().int().min(0),
  newPriceCents: z.number().int().min(0),
  currency: z.string().length(3),
  effectiveFrom: z.iso.datetime(),
});

/** A pay-per-view purchase of one post; `revoked` after a refund or dispute. */
export const contentUnlockedSchema = z.object({
  unlockId: z.string().min(1),
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  subscriberId: z.string().min(1),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
  revoked: z.boolean(),
  changedAt: z.iso.datetime(),
});

/** A tip paid to a creator, with the payer's message; `revoked` after a refund or dispute. */
export const tipSentSchema = z.object({
  tipId: z.string().min(1),
  creatorId: z.string().min(1),
  subscriberId: z.string().min(1),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
  message: z.string(),
  revoked: z.boolean(),
  changedAt: z.iso.datetime(),
});

/** A pay-per-view purchase of one message; `revoked` after a refund or dispute. */
export const messageUnlockedSchema = z.object({
  unlockId: z.string().min(1),
  messageId: z.string().min(1),
  creatorId: z.string().min(1),
  subscriberId: z.string().min(1),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
  revoked: z.boolean(),
  changedAt: z.iso.datetime(),
});

/** Money went back to the payer: part of a payment or the rest of it (`full`). Messaging tells them. */
export const paymentRefundedSchema = z.object({
  refundId: z.string().min(1),
  paymentId: z.string().min(1),
  payerId: z.string().min(1),
  creatorId: z.string().min(1).optional(),
  purpose: z.string().min(1),
  amountCents: z.number().int().min(1),
  currency: z.string().length(3),
  /** Nothing of the payment is left unrefunded. */
  full: z.boolean(),
  reason: z.string(),
  refundedAt: z.iso.datetime(),
});
