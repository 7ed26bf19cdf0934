import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import {
  PRICING_CARD_MAX_FEATURES,
  PRICING_CARD_MAX_LIMITATIONS,
  type SubscriptionTier,
} from '@tessera/rules';
import { Tag } from 'antd';
import { tierPrice, type BillingCycle } from './tier-display';

interface PricingTierCardProps {
  tier: SubscriptionTier;
  cycle: BillingCycle;
  selected: boolean;
  isCurrent: boolean;
  onSelect: (tierId: string) => void;
}

export function PricingTierCard({
  tier,
  cycle,
  selected,
  isCurrent,
  onSelect,
}: PricingTierCardProps) {
  const price = tierPrice(tier, cycle);
  const classes = ['tier-card'];
  if (selected) classes.push('tier-card--selected');
  if (tier.isPopular) classes.push('tier-card--popular');
  if (isCurrent) classes.push('tier-card--current');

  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={selected}
      aria-disabled={isCurrent}
      onClick={() => {
        if (!isCurrent) onSelect(tier.id);
      }}
      data-testid={`tier-card-${tier.id}`}
    >
      <span className="tier-card__accent" style={{ background: tier.color }} aria-hidden="true" />
      <span className="tier-card__header">
        <span className="tier-card__name">{tier.name}</span>
        {tier.isPopular && <Tag color="gold">Most Popular</Tag>}
        {isCurrent && <Tag color="green">Current Plan</Tag>}
      </span>
      <span className="tier-card__price">
        <span className="tier-card__amount">{price.amount}</span>
        <span className="tier-card__period">/{price.period}</span>
      </span>
      <span className="tier-card__description">{tier.description}</span>
      <ul className="tier-card__list" aria-label={`${tier.name} features`}>
        {tier.features.slice(0, PRICING_CARD_MAX_FEATURES).map((feature) => (
          <li key={feature}>
            <CheckOutlined className="tier-card__yes" /> {feature}
          </li>
        ))}
      </ul>
      {tier.limitations.length > 0 && (
        <ul
          className="tier-card__list tier-card__list--limits"
          aria-label={`${tier.name} limitations`}
        >
          {tier.limitations.slice(0, PRICING_CARD_MAX_LIMITATIONS).map((limitation) => (
            <li key={limitation}>
              <CloseOutlined className="tier-card__no" /> {limitation}
            </li>
          ))}
        </ul>
      )}
    </button>
  );
}
