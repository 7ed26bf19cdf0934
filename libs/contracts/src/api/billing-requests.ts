import { hasControlCharacters, hasControlCharactersBesidesNewlines } from '@tessera/rules';
import { z } from 'zod';
import {
  BILLING_PERIODS,
  CREATOR_TIER_CONTENT_ACCESS,
  SUBSCRIPTION_DTO_STATUSES,
} from './billing-dto';
import { bundleMonthsSchema, offerCodeSchema } from './billing-offers';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idSchema = z.string().regex(ID, 'Invalid id');

/** Largest single charge: $10,000, in cents. */
export const MAX_CHARGE_CENTS = 1_000_000;
/** Smallest card charge the processor accepts: 50 cents. */
export const MIN_CHARGE_CENTS = 50;

/** A whole, positive number of cents within what one charge may be; strings and fractions refused. */
export const amountCentsSchema = z
  .number({ error: 'Amount must be a number of cents' })
  .int('Amount must be a whole number of cents')
  .min(MIN_CHARGE_CENTS, `Amount must be at least ${MIN_CHARGE_CENTS} cents`)
  .max(MAX_CHARGE_CENTS, `Amount must be at most ${MAX_CHARGE_CENTS} cents`);

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'Must not contain control characters');

/** A processor payment method id (`pm_...`), never a card number. */
const paymentMethodIdSchema = z
  .string()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Invalid payment method');

/**
 * `Idempotency-Key`: names one purchase attempt, so a repeated or concurrent request with the same
 * key answers the first one's result and charges once. The client makes one per checkout attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key must be a single header value' })
  .min(
    IDEMPOTENCY_KEY_MIN_LENGTH,
    `Idempotency-Key must be at least ${IDEMPOTENCY_KEY_MIN_LENGTH} characters`,
  )
  .max(
    IDEMPOTENCY_KEY_MAX_LENGTH,
    `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  )
  .regex(
    /^[A-Za-z0-9_.:-]+$/,
    'Idempotency-Key may contain only letters, digits and the characters - _ . :',
  );

/**
 * The price the buyer was shown, in cents: when the price is no longer this, the purchase is
 * refused with 409 and the current price, and nothing is charged. Optional for API clients.
 */
export const expectedAmountCentsSchema = z
  .number({ error: 'expectedAmountCents must be a number of cents' })
  .int('expectedAmountCents must be a whole number of cents')
  .min(0, 'expectedAmountCents must not be negative')
  .max(MAX_CHARGE_CENTS, `expectedAmountCents must be at most ${MAX_CHARGE_CENTS} cents`);

export const subscribeRequestSchema = z.strictObject({
  tierId: idSchema,
  /** Present: one of this creator's tiers. Absent: a platform plan. */
  creatorId: idSchema.optional(),
  /** A saved payment method of the subscriber; the default one when absent. */
  paymentMethodId: idSchema.optional(),
  billingPeriod: z.enum(BILLING_PERIODS).default('monthly'),
  expectedAmountCents: expectedAmountCentsSchema.optional(),
  /** One of the creator tier's bundles: that many months paid at once, at its discount. */
  bundleMonths: bundleMonthsSchema.optional(),
  /** The code of the creator's trial or promotion link this subscription claims. */
  offerCode: offerCodeSchema.optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** Section 7's payment creation call. `amount` must match the tier's price. */
export const paymentIntentRequestSchema = z.strictObject({
  tierId: idSchema,
  amount: amountCentsSchema,
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'Invalid currency'),
  billingPeriod: z.enum(BILLING_PERIODS).default('monthly'),
});
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequestSchema>;

/** Section 7's subscription update call: move the platform plan to `tierId`. */
export const planUpdateRequestSchema = z.strictObject({
  tierId: idSchema,
  expectedAmountCents: expectedAmountCentsSchema.optional(),
});
export type PlanUpdateRequest = z.infer<typeof planUpdateRequestSchema>;

export const changeTierRequestSchema = z.strictObject({
  tierId: idSchema,
  expectedAmountCents: expectedAmountCentsSchema.optional(),
});
export type ChangeTierRequest = z.infer<typeof changeTierRequestSchema>;

/** `GET /api/subscriptions/subscribers`: a creator's subscribers, one status or all that paid. */
export const subscribersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(SUBSCRIPTION_DTO_STATUSES).optional(),
});

const creatorTierFields = {
  name: line(60).pipe(z.string().min(1, 'Tier name is required')),
  description: z
    .string()
    .max(1_000, 'Must be at most 1000 characters')
    .refine(
      (value) => !hasControlCharactersBesidesNewlines(value),
      'Must not contain control characters',
    ),
  priceCents: amountCentsSchema,
  benefits: z.array(line(120).pipe(z.string().min(1))).max(20, 'At most 20 benefits'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #1677ff'),
  isActive: z.boolean(),
  contentAccess: z.enum(CREATOR_TIER_CONTENT_ACCESS),
};

export const createCreatorTierRequestSchema = z.strictObject({
  ...creatorTierFields,
  description: creatorTierFields.description.default(''),
  benefits: creatorTierFields.benefits.default([]),
  color: creatorTierFields.color.default('#1677ff'),
  isActive: creatorTierFields.isActive.default(true),
  contentAccess: creatorTierFields.contentAccess.default('tier-specific'),
});
export type CreateCreatorTierRequest = z.infer<typeof createCreatorTierRequestSchema>;

export const updateCreatorTierRequestSchema = z.strictObject(creatorTierFields).partial();
export type UpdateCreatorTierRequest = z.infer<typeof updateCreatorTierRequestSchema>;

/** Saves a payment method the browser created with the processor (or a local test method). */
export const addPaymentMethodRequestSchema = z.strictObject({
  paymentMethodId: paymentMethodIdSchema,
  makeDefault: z.boolean().default(false),
});

export const tipRequestSchema = z.strictObject({
  creatorId: idSchema,
  amountCents: amountCentsSchema,
  message: line(500).default(''),
  paymentMethodId: idSchema.optional(),
  expectedAmountCents: expectedAmountCentsSchema.optional(),
});
export type TipRequest = z.infer<typeof tipRequestSchema>;

/** Pay-per-view: exactly one of a post or a message. The price is the seller's, never the buyer's. */
export const unlockRequestSchema = z
  .strictObject({
    contentId: idSchema.optional(),
    messageId: idSchema.optional(),
    paymentMethodId: idSchema.optional(),
    expectedAmountCents: expectedAmountCentsSchema.optional(),
  })
  .refine((body) => Boolean(body.contentId) !== Boolean(body.messageId), {
    message: 'Give either contentId or messageId',
  });
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

export const payoutRequestSchema = z.strictObject({
  /** Absent: the whole available balance. */
  amountCents: amountCentsSchema.optional(),
});

export const adminPayoutRequestSchema = z.strictObject({
  creatorId: idSchema,
  amountCents: amountCentsSchema.optional(),
});

export const refundRequestSchema = z.strictObject({
  paymentId: idSchema,
  reason: line(500).pipe(z.string().min(1, 'Reason is required')),
});

export const reportQuerySchema = z.strictObject({
  period: z.enum(['day', 'week', 'month']).default('month'),
  /** How many periods back from now, newest last. */
  count: z.coerce.number().int().min(1).max(36).default(6),
});

// What a client sends: each schema's input, before its defaults and transforms apply.
export type SubscribeRequestBody = z.input<typeof subscribeRequestSchema>;
export type PaymentIntentRequestBody = z.input<typeof paymentIntentRequestSchema>;
export type PlanUpdateRequestBody = z.input<typeof planUpdateRequestSchema>;
export type CreateCreatorTierRequestBody = z.input<typeof createCreatorTierRequestSchema>;
export type UpdateCreatorTierRequestBody = z.input<typeof updateCreatorTierRequestSchema>;
export type AddPaymentMethodRequestBody = z.input<typeof addPaymentMethodRequestSchema>;
export type TipRequestBody = z.input<typeof tipRequestSchema>;
export type UnlockRequestBody = z.input<typeof unlockRequestSchema>;
export type PayoutRequestBody = z.input<typeof payoutRequestSchema>;
export type SubscribersQueryParams = z.input<typeof subscribersQuerySchema>;
export type ReportQueryParams = z.input<typeof reportQuerySchema>;
export type ReportPeriod = z.output<typeof reportQuerySchema>['period'];
