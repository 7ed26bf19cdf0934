import { z } from 'zod';
import { MESSAGES } from '../messages';
import { toCents } from '../money';

export const CREATOR_TIER_CONTENT_ACCESS = ['tier-specific', 'all', 'premium-only'] as const;

export type CreatorTierContentAccess = (typeof CREATOR_TIER_CONTENT_ACCESS)[number];

/** A tier a creator defines for their own subscribers; the price is typed in currency units. */
export const creatorTierSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.tierNameRequired),
    description: z.string().trim().default(''),
    price: z.number({ error: MESSAGES.tierPriceInvalid }).min(0, MESSAGES.tierPriceInvalid),
    benefits: z.array(z.string().trim().min(1)).default([]),
    color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, MESSAGES.colorInvalid),
    contentAccess: z.enum(CREATOR_TIER_CONTENT_ACCESS),
  })
  .transform(({ price, ...tier }) => ({ ...tier, priceCents: toCents(price) }));

export type CreatorTierInput = z.input<typeof creatorTierSchema>;
export type CreatorTierDraft = z.infer<typeof creatorTierSchema>;
