import CheckOutlined from '@ant-design/icons/CheckOutlined';
import type { CreatorTierDto } from '@tessera/contracts';
import { Tag } from 'antd';
import { formatMoney } from '../billing-format';

interface CreatorTierOptionProps {
  tier: CreatorTierDto;
  selected: boolean;
  isCurrent: boolean;
  onSelect: (tierId: string) => void;
}

/** One of a creator's tiers as a choosable card: price, description and benefits. */
export function CreatorTierOption({ tier, selected, isCurrent, onSelect }: CreatorTierOptionProps) {
  const classes = ['tier-card'];
  if (selected) classes.push('tier-card--selected');
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
      data-testid={`creator-tier-${tier.id}`}
    >
      <span className="tier-card__accent" style={{ background: tier.color }} aria-hidden="true" />
      <span className="tier-card__header">
        <span className="tier-card__name">{tier.name}</span>
        {isCurrent && <Tag color="green">Your tier</Tag>}
      </span>
      <span className="tier-card__price">
        <span className="tier-card__amount">{formatMoney(tier.priceCents, tier.currency)}</span>
        <span className="tier-card__period">/month</span>
      </span>
      {tier.description && <span className="tier-card__description">{tier.description}</span>}
      {tier.benefits.length > 0 && (
        <ul className="tier-card__list" aria-label={`${tier.name} benefits`}>
          {tier.benefits.map((benefit) => (
            <li key={benefit}>
              <CheckOutlined className="tier-card__yes" /> {benefit}
            </li>
          ))}
        </ul>
      )}
    </button>
  );
}
