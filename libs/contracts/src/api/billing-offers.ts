import { z } from 'zod';

const isoTime = z.iso.datetime();
const cents = z.int();
const currency = z.string().length(3);
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** How many months a bundle pays up front. */
export const BUNDLE_MONTHS = [3, 6, 12] as const;
export type BundleMonths = (typeof BUNDLE_MONTHS)[number];

/** How long a free trial lasts, in days. */
export const TRIAL_DAYS = [7, 14, 30] as const;
export type TrialDays = (typeof TRIAL_DAYS)[number];

export const OFFER_LINK_KINDS = ['trial', 'discount'] as const;
export type OfferLinkKind = (typeof OFFER_LINK_KINDS)[number];

/** Most discount a bundle or a promotion may give, in percent. */
export const MAX_OFFER_DISCOUNT_PERCENT = 90;
/** Most claims one link may allow. */
export const MAX_OFFER_CLAIMS = 10_000;

export const bundleMonthsSchema = z.union(
  BUNDLE_MONTHS.map((months) => z.literal(months)),
  { error: `Bundles are of ${BUNDLE_MONTHS.join(', ')} months` },
);

/** A link's code: what follows `/offer/` in the address the creator shares. */
export const offerCodeSchema = z.string().regex(/^[A-Za-z0-9]{6,32}$/, 'Invalid offer code');

const discountPercentSchema = z
  .number({ error: 'Discount must be a number of percent' })
  .int('Discount must be a whole number of percent')
  .min(1, 'Discount must be at least 1 %')
  .max(MAX_OFFER_DISCOUNT_PERCENT, `Discount must be at most ${MAX_OFFER_DISCOUNT_PERCENT} %`);

/** One bundle of a tier as sold: its months, its discount and what it costs at once. */
export const tierBundleSchema = z.object({
  months: bundleMonthsSchema,
  discountPercent: z.int(),
  /** months × monthly price × (1 − discount), rounded to the cent. */
  priceCents: cents,
  /** What paying month by month for as long would cost more. */
  savingCents: cents,
});
export type TierBundleDto = z.infer<typeof tierBundleSchema>;

/** A tier's bundles (none when the creator set none). */
export const tierBundlesSchema = z.object({
  tierId: z.string(),
  creatorId: z.string(),
  monthlyPriceCents: cents,
  currency,
  bundles: z.array(tierBundleSchema),
});
export type TierBundlesDto = z.infer<typeof tierBundlesSchema>;

/** `PUT /api/billing/offers/tiers/{tierId}/bundles`: the whole set; an empty list ends them. */
export const setTierBundlesRequestSchema = z.strictObject({
  bundles: z
    .array(z.strictObject({ months: bundleMonthsSchema, discountPercent: discountPercentSchema }))
    .max(BUNDLE_MONTHS.length)
    .refine(
      (bundles) => new Set(bundles.map((bundle) => bundle.months)).size === bundles.length,
      'Each bundle length may be set once',
    ),
});
export type SetTierBundlesRequest = z.infer<typeof setTierBundlesRequestSchema>;

const maxClaimsSchema = z
  .number({ error: 'Claims must be a number' })
  .int('Claims must be a whole number')
  .min(1, 'Allow at least 1 claim')
  .max(MAX_OFFER_CLAIMS, `Allow at most ${MAX_OFFER_CLAIMS} claims`);
const expiresAtSchema = isoTime.refine(
  (value) => Date.parse(value) > Date.now(),
  'The expiry must be in the future',
);

const linkLimits = { tierId: idSchema, maxClaims: maxClaimsSchema, expiresAt: expiresAtSchema };

/** `POST /api/billing/offers/links`: a free trial or a first-period discount of one tier. */
export const createOfferLinkRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('trial'),
    trialDays: z.union(
      TRIAL_DAYS.map((days) => z.literal(days)),
      { error: `A trial lasts ${TRIAL_DAYS.join(', ')} days` },
    ),
    ...linkLimits,
  }),
  z.strictObject({
    kind: z.literal('discount'),
    discountPercent: discountPercentSchema,
    ...linkLimits,
  }),
]);
export type CreateOfferLinkRequest = z.infer<typeof createOfferLinkRequestSchema>;

/**
 * `PATCH /api/billing/offers/links/{code}`: a new claim limit (never below the claims already
 * taken) and/or a new expiry of an active link. Ending a link is `DELETE`.
 */
export const updateOfferLinkRequestSchema = z
  .strictObject({ maxClaims: maxClaimsSchema.optional(), expiresAt: expiresAtSchema.optional() })
  .refine(
    (body) => body.maxClaims !== undefined || body.expiresAt !== undefined,
    'Change the claim limit, the expiry or both',
  );
export type UpdateOfferLinkRequest = z.infer<typeof updateOfferLinkRequestSchema>;

/** A link as its creator and anyone with its code see it. */
export const offerLinkSchema = z.object({
  code: z.string(),
  creatorId: z.string(),
  tierId: z.string(),
  tierName: z.string(),
  kind: z.enum(OFFER_LINK_KINDS),
  trialDays: z.int().nullable(),
  discountPercent: z.int().nullable(),
  maxClaims: z.int(),
  claimsUsed: z.int(),
  expiresAt: isoTime,
  active: z.boolean(),
  /** Active, not expired and not fully claimed. */
  claimable: z.boolean(),
  /** The tier's monthly price. */
  monthlyPriceCents: cents,
  /** What the first period charges with the offer: 0 for a trial. */
  firstChargeCents: cents,
  currency,
  createdAt: isoTime,
});
export type OfferLinkDto = z.infer<typeof offerLinkSchema>;

export type SetTierBundlesRequestBody = z.input<typeof setTierBundlesRequestSchema>;
export type CreateOfferLinkRequestBody = z.input<typeof createOfferLinkRequestSchema>;
export type UpdateOfferLinkRequestBody = z.input<typeof updateOfferLinkRequestSchema>;
