import { BadRequestException } from '@nestjs/common';
import type { BillingPeriod } from '@tessera/contracts';
import { annualPriceCents, getTier, type SubscriptionTier } from '@tessera/rules';

export const TIER_NOT_FOUND = 'Tier not found';

/** An annual plan is twelve of the rules' 30-day periods, paid at once at the annual price. */
export const PERIODS_PER_YEAR = 12;

/** How a plan is billed: its period, and a bundle's months when it was bought as one. */
export interface BillingPlan {
  billingPeriod: BillingPeriod;
  bundle?: { months: number } | null;
}

/** How long one billing period of a plan lasts, from the length of a monthly period. */
export function periodMs(plan: BillingPlan, monthlyPeriodSeconds: number): number {
  const periods = plan.bundle
    ? plan.bundle.months
    : plan.billingPeriod === 'annual'
      ? PERIODS_PER_YEAR
      : 1;
  return periods * monthlyPeriodSeconds * 1000;
}

/** What a period of a plan costs: the monthly price, or twelve months less the annual discount. */
export function priceForPeriod(monthlyCents: number, billingPeriod: BillingPeriod): number {
  return billingPeriod === 'annual' ? annualPriceCents(monthlyCents) : monthlyCents;
}

export interface PlatformPrice {
  tier: SubscriptionTier;
  priceCents: number;
  /** Lowercase ISO code, as charges carry it. */
  currency: string;
}

/**
 * The price of a platform plan in a currency: the catalogue's EUR price, or its USD equivalent.
 * The free tier costs nothing in any currency; another currency has no price.
 */
export function platformPlanPrice(
  tierId: string,
  billingPeriod: BillingPeriod,
  currency: string,
): PlatformPrice {
  const tier = getTier(tierId);
  if (!tier) throw new BadRequestException(TIER_NOT_FOUND);
  const code = currency.toLowerCase();
  if (tier.priceCents === 0) return { tier, priceCents: 0, currency: code };
  const monthly =
    code === tier.currency.toLowerCase()
      ? tier.priceCents
      : code === 'usd'
        ? tier.usdPriceCents
        : null;
  if (monthly === null)
    throw new BadRequestException(`This plan is not sold in ${code.toUpperCase()}`);
  return { tier, priceCents: priceForPeriod(monthly, billingPeriod), currency: code };
}
