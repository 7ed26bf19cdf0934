import type { CreatorTierDto, OfferLinkDto, TierBundlesDto } from '@tessera/contracts';
import { formatMoney } from '../billing-format';

/** What the fan buys: the tier monthly, one of its bundles, or through a trial or promotion link. */
export interface CheckoutTerms {
  /** The price the buyer agrees to, sent as the price they saw. */
  amountCents: number;
  payLabel: string;
  /** What the subscribe request adds to the tier for these terms. */
  extra: { bundleMonths?: 3 | 6 | 12; offerCode?: string };
  /** One line of what happens after, under the pay button's context. */
  note: string | null;
}

/** A link applies to the tier it was made for, while it can still be claimed. */
export function linkFor(tier: CreatorTierDto, link: OfferLinkDto | undefined): OfferLinkDto | null {
  return link && link.claimable && link.tierId === tier.id ? link : null;
}

export function offerHeadline(link: OfferLinkDto): string {
  return link.kind === 'trial'
    ? `${link.trialDays}-day free trial`
    : `${link.discountPercent} % off the first month`;
}

export function checkoutTerms(
  tier: CreatorTierDto,
  bundles: TierBundlesDto | undefined,
  bundleMonths: number,
  link: OfferLinkDto | null,
): CheckoutTerms {
  const monthly = formatMoney(tier.priceCents, tier.currency);
  if (link?.kind === 'trial') {
    return {
      amountCents: tier.priceCents,
      payLabel: `Start the ${link.trialDays}-day free trial`,
      extra: { offerCode: link.code },
      note: `Nothing is charged today. Then ${monthly} a month unless you cancel before the trial ends.`,
    };
  }
  if (link) {
    return {
      amountCents: link.firstChargeCents,
      payLabel: `Subscribe for ${formatMoney(link.firstChargeCents, tier.currency)} the first month`,
      extra: { offerCode: link.code },
      note: `Then ${monthly} a month.`,
    };
  }
  const bundle = bundles?.bundles.find((entry) => entry.months === bundleMonths);
  if (bundle) {
    return {
      amountCents: bundle.priceCents,
      payLabel: `Pay ${formatMoney(bundle.priceCents, tier.currency)} for ${bundle.months} months`,
      extra: { bundleMonths: bundle.months },
      note: `Renews every ${bundle.months} months at the same price while the bundle is offered, unless you cancel. If it changes or ends, you are told a month ahead.`,
    };
  }
  return {
    amountCents: tier.priceCents,
    payLabel: `Subscribe for ${monthly} a month`,
    extra: {},
    note: null,
  };
}
