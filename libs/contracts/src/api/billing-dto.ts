import { z } from 'zod';
import { paginatedSchema } from './api-response';

const isoTime = z.iso.datetime();
const cents = z.int();
const currency = z.string().length(3);

/**
 * A subscription as the API shows it. `incomplete` waits for its first payment and grants nothing;
 * the other statuses are those of the lifecycle events. Absent `creatorId`: a platform plan.
 */
export const SUBSCRIPTION_DTO_STATUSES = [
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'expired',
] as const;
export type SubscriptionDtoStatus = (typeof SUBSCRIPTION_DTO_STATUSES)[number];

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const subscriptionSchema = z.object({
  id: z.string(),
  subscriberId: z.string(),
  creatorId: z.string().optional(),
  tierId: z.string(),
  tierName: z.string(),
  status: z.enum(SUBSCRIPTION_DTO_STATUSES),
  billingPeriod: z.enum(BILLING_PERIODS),
  priceCents: cents,
  currency,
  currentPeriodStart: isoTime,
  currentPeriodEnd: isoTime,
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: isoTime.nullable(),
  /** Id of the payment method renewals are charged to. */
  paymentMethodId: z.string().nullable(),
  /** Bought as a bundle: each period lasts this many months. */
  bundleMonths: z.int().optional(),
  /** Started with a free trial ending then; the first charge comes at its end. */
  trialEndsAt: isoTime.optional(),
  createdAt: isoTime,
});
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions/status`: the viewer's platform plan and creator subscriptions. */
export const subscriptionStatusSchema = z.object({
  plan: subscriptionSchema.nullable(),
  creatorSubscriptions: z.array(subscriptionSchema),
});
export type SubscriptionStatusDto = z.infer<typeof subscriptionStatusSchema>;

export const CREATOR_TIER_CONTENT_ACCESS = ['tier-specific', 'all', 'premium-only'] as const;

/** A tier a creator sells (section 3's creator-owned tier). */
export const creatorTierSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  currency,
  benefits: z.array(z.string()),
  color: z.string(),
  isActive: z.boolean(),
  subscriberCount: z.int().min(0),
  contentAccess: z.enum(CREATOR_TIER_CONTENT_ACCESS),
  createdAt: isoTime,
});
export type CreatorTierDto = z.infer<typeof creatorTierSchema>;

export const PAYMENT_PURPOSES = ['platform_plan', 'creator_subscription', 'tip', 'unlock'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * One charge attempt. `processing` waits for the processor's webhook; `requires_action` waits for
 * the payer to authenticate (3-D Secure) with `clientSecret`.
 */
export const PAYMENT_STATUSES = [
  'processing',
  'requires_action',
  'succeeded',
  'failed',
  'refunded',
  'disputed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: cents,
  currency,
  payerId: z.string(),
  creatorId: z.string().optional(),
  subscriptionId: z.string().optional(),
  contentId: z.string().optional(),
  messageId: z.string().optional(),
  /** The processor's client secret, for confirming or authenticating in the browser. */
  clientSecret: z.string().optional(),
  /** Why the charge failed, in the words the payer sees. */
  failureMessage: z.string().optional(),
  createdAt: isoTime,
});
export type PaymentDto = z.infer<typeof paymentSchema>;

/**
 * The 409 of a purchase whose `expectedAmountCents` is no longer the price: nothing was charged,
 * and the buyer is shown `currentAmountCents` to confirm.
 */
export const PRICE_CHANGED = 'The price has changed';
export const priceChangedFailureSchema = z.object({
  error: z.literal(PRICE_CHANGED),
  message: z.string(),
  currentAmountCents: cents,
  currency,
});
export type PriceChangedFailure = z.infer<typeof priceChangedFailureSchema>;

/** `POST /api/payments/intents` (section 7's payment creation call). */
export const paymentIntentSchema = paymentSchema.extend({ clientSecret: z.string() });
export type PaymentIntentDto = z.infer<typeof paymentIntentSchema>;

/** `POST /api/subscriptions/subscribe`: the subscription and, when it costs money, its first charge. */
export const subscribeResultSchema = z.object({
  subscription: subscriptionSchema,
  payment: paymentSchema.nullable(),
});
export type SubscribeResultDto = z.infer<typeof subscribeResultSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(['stripe', 'paypal']),
  provider: z.enum(['card', 'paypal']),
  last4: z.string(),
  brand: z.string(),
  expiryMonth: z.int().min(1).max(12),
  expiryYear: z.int(),
  isDefault: z.boolean(),
  createdAt: isoTime,
});
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;

/**
 * What the checkout offers to add a card. With a real publishable key the browser uses Stripe
 * Elements; against the local processor it offers Stripe's test payment methods instead.
 */
export const checkoutConfigSchema = z.object({
  mode: z.enum(['stripe', 'local']),
  publishableKey: z.string().nullable(),
  testPaymentMethods: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      outcome: z.enum(['succeeds', 'declined', 'requires_authentication', 'disputed']),
    }),
  ),
});
export type CheckoutConfigDto = z.infer<typeof checkoutConfigSchema>;

export const TRANSACTION_TYPES = ['subscription', 'tip', 'unlock', 'refund', 'payout'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Section 3's transaction, derived from the ledger; amounts in cents. */
export const transactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  creatorId: z.string().optional(),
  subscriptionId: z.string().optional(),
  paymentId: z.string().optional(),
  amount: cents,
  currency,
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  paymentMethodType: z.string(),
  description: z.string(),
  fees: cents,
  netAmount: cents,
  processedAt: isoTime,
});
export type TransactionDto = z.infer<typeof transactionSchema>;
export const transactionPageSchema = paginatedSchema(transactionSchema);

/** A creator's money: pending during the hold period, then available to pay out. */
export const earningsSchema = z.object({
  currency,
  pendingCents: cents,
  availableCents: cents,
  paidOutCents: cents,
  lifetimeNetCents: cents,
  payoutAccountLinked: z.boolean(),
  /** Net earnings per day, oldest first, for the chart. */
  daily: z.array(
    z.object({ date: z.iso.date(), grossCents: cents, netCents: cents, tipsCents: cents }),
  ),
});
export type EarningsDto = z.infer<typeof earningsSchema>;

/** `held`: kept back until its creator may be paid or an admin releases it (never sent meanwhile). */
export const PAYOUT_STATUSES = ['pending', 'held', 'paid', 'failed', 'canceled'] as const;

export const payoutSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  amount: cents,
  currency,
  status: z.enum(PAYOUT_STATUSES),
  payoutMethodType: z.string(),
  fees: cents,
  netAmount: cents,
  scheduledFor: isoTime,
  /** What started it: the weekly schedule, the creator's request or an admin. */
  origin: z.enum(['schedule', 'request', 'admin']),
  createdAt: isoTime,
});
export type PayoutDto = z.infer<typeof payoutSchema>;

/**
 * Where a creator's payout account stands: `none` (not created), `onboarding` (details not yet
 * submitted), `enabled` (can be paid), `restricted` (the processor disabled payouts).
 */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'onboarding', 'enabled', 'restricted'] as const;

export const payoutAccountSchema = z.object({
  /** True while the account can receive payouts (`status` is `enabled`). */
  linked: z.boolean(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  /** Where the creator finishes onboarding with the processor, while not yet linked. */
  onboardingUrl: z.string().nullable(),
  /** Why the processor disabled payouts, while `restricted`. */
  restrictedReason: z.string().nullable(),
  /** Information the processor asks for now (its field names), empty when nothing is due. */
  requirementsDue: z.array(z.string()),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

/** Section 3's revenue report for one period, from the ledger. */
export const revenueReportSchema = z.object({
  period: z.string(),
  grossRevenue: cents,
  platformFees: cents,
  paymentProcessingFees: cents,
  netRevenue: cents,
  subscriptionRevenue: cents,
  tipRevenue: cents,
  oneTimeRevenue: cents,
  subscriberCount: z.int().min(0),
  newSubscribers: z.int().min(0),
  churnedSubscribers: z.int().min(0),
  averageRevenuePerUser: cents,
});
export type RevenueReportDto = z.infer<typeof revenueReportSchema>;

/** Section 3's payment analytics for a creator. */
export const paymentAnalyticsSchema = z.object({
  totalRevenue: cents,
  monthlyRevenue: cents,
  revenueGrowth: z.number(),
  totalSubscribers: z.int().min(0),
  activeSubscriptions: z.int().min(0),
  churnRate: z.number(),
  averageRevenuePerUser: cents,
  lifetimeValue: cents,
  revenueByTier: z.array(z.object({ tierId: z.string(), tierName: z.string(), revenue: cents })),
  revenueOverTime: z.array(z.object({ period: z.string(), revenue: cents })),
  paymentMethodDistribution: z.array(z.object({ method: z.string(), count: z.int().min(0) })),
  topEarningContent: z.array(z.object({ contentId: z.string(), revenue: cents })),
});
export type PaymentAnalyticsDto = z.infer<typeof paymentAnalyticsSchema>;

/** A creator's subscriber as `/creator/subscribers` lists them. */
export const subscriberSchema = z.object({
  subscriptionId: z.string(),
  subscriberId: z.string(),
  tierId: z.string(),
  tierName: z.string(),
  status: z.enum(SUBSCRIPTION_DTO_STATUSES),
  since: isoTime,
  currentPeriodEnd: isoTime,
  cancelAtPeriodEnd: z.boolean(),
  lifetimeCents: cents,
});
export type SubscriberDto = z.infer<typeof subscriberSchema>;
export const subscriberPageSchema = paginatedSchema(subscriberSchema);
