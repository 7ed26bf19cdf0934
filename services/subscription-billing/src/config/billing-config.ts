import { loadConfig, platformSettingsEnvSchema, serviceConfigSchema } from '@tessera/platform';
import { z } from 'zod';

export const billingConfigSchema = serviceConfigSchema('subscription-billing')
  .extend({
    ...platformSettingsEnvSchema.shape,
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key'),
    /** Signs the webhook events Stripe sends (and the local emitter, when the processor is local). */
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook secret'),
    /** Shown to browsers for Stripe Elements; absent against the local processor. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key')
      .optional(),
    /**
     * Where the Stripe API is, when it is not Stripe itself: `stripe-mock` locally. Set, the
     * processor is `local` unless `PAYMENT_PROCESSOR` says otherwise.
     */
    STRIPE_API_BASE: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    /**
     * `stripe`: Stripe (or what `STRIPE_API_BASE` points at) sends its own webhooks. `local`: the
     * stand-in at `STRIPE_API_BASE` never calls back, so the service offers Stripe's test payment
     * methods and delivers the webhook events Stripe would send for them. Default: `local` when
     * `STRIPE_API_BASE` is set, else `stripe`.
     */
    PAYMENT_PROCESSOR: z.enum(['stripe', 'local']).optional(),
    /** How old a webhook signature may be before it is refused as a replay. */
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** The service's own webhook endpoint, where the local emitter posts. */
    LOCAL_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * A refund of more than this many cents waits for a second admin's approval before any money
     * moves; at or below it, the admin's refund goes out at once.
     */
    REFUND_APPROVAL_THRESHOLD_CENTS: z.coerce.number().int().min(0).default(10_000),
    /** How long a creator's earning is held (refund and dispute window) before it can be paid out. */
    EARNINGS_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    BILLING_CURRENCY: z
      .string()
      .regex(/^[a-z]{3}$/, 'must be a lowercase ISO currency code')
      .default('usd'),
    /**
     * Length of one monthly billing period (an annual plan is twelve); the rules' 30 days unless a
     * test shortens it.
     */
    SUBSCRIPTION_PERIOD_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(30 * 86_400),
    /** Waits before each retry of a failed renewal charge; after the last failure it expires. */
    RENEWAL_RETRY_DELAYS_SECONDS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be comma-separated whole seconds')
      .default('86400,259200')
      .transform((value) => value.split(',').map(Number)),
    /** How often due renewals are looked up and queued. */
    RENEWAL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Width of the time slots due renewals are filed under. */
    RENEWAL_SLOT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * How long before the first renewal at a creator tier's new price its subscribers are told; until
     * then renewals charge the price they subscribed at. Seven days unless a test shortens it.
     */
    PRICE_CHANGE_NOTICE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(7 * 86_400),
    /** Namespace of the service's Redis keys and queues; test stacks sharing one Redis differ here. */
    BILLING_REDIS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/, 'must be lowercase letters, digits, _ or -')
      .default('billing'),
  })
  .transform((config) => ({
    ...config,
    PAYMENT_PROCESSOR:
      config.PAYMENT_PROCESSOR ?? (config.STRIPE_API_BASE === undefined ? 'stripe' : 'local'),
  }))
  .refine(
    (config) => config.PAYMENT_PROCESSOR === 'stripe' || config.STRIPE_API_BASE !== undefined,
    {
      path: ['STRIPE_API_BASE'],
      message: 'is required by the local processor (stripe-mock)',
    },
  );

export type BillingConfig = z.output<typeof billingConfigSchema>;

export function loadBillingConfig(
  env: Record<string, string | undefined> = process.env,
): BillingConfig {
  const config = loadConfig(billingConfigSchema, env);
  return {
    ...config,
    LOCAL_WEBHOOK_URL:
      config.LOCAL_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/billing/webhooks/stripe`,
  };
}
