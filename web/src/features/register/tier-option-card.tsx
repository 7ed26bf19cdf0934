import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { REGISTER_CARD_VISIBLE_FEATURES, type SubscriptionTier } from '@tessera/rules';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { tierPrice } from '../pricing/tier-display';
import { detailedNotes, keyFacts } from './tier-facts';

interface TierOptionCardProps {
  tier: SubscriptionTier;
  selected: boolean;
  showDetails: boolean;
  onSelect: (tierId: SubscriptionTier['id']) => void;
}

export function TierOptionCard({ tier, selected, showDetails, onSelect }: TierOptionCardProps) {
  const [expanded, setExpanded] = useState(false);
  const price = tierPrice(tier, 'monthly');
  const visible = expanded ? tier.features : tier.features.slice(0, REGISTER_CARD_VISIBLE_FEATURES);
  const hidden = tier.features.length - REGISTER_CARD_VISIBLE_FEATURES;
  const notes = detailedNotes(tier);

  return (
    <div className={selected ? 'tier-option tier-option--selected' : 'tier-option'}>
      <button
        type="button"
        className="tier-option__select"
        aria-pressed={selected}
        onClick={() => onSelect(tier.id)}
      >
        <span className="tier-option__header">
          <span className="tier-option__name">{tier.name}</span>
          {tier.isPopular && <Tag color="gold">Most Popular</Tag>}
        </span>
        <span className="tier-option__price">
          <strong>{price.amount}</strong> <span>/{price.period}</span>
        </span>
        <span className="tier-option__description">{tier.description}</span>
      </button>
      <dl className="tier-option__facts">
        {keyFacts(tier).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="tier-option__features">
        {visible.map((feature) => (
          <li key={feature}>
            <CheckOutlined /> {feature}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          type="link"
          size="small"
          className="tier-option__more"
          aria-expanded={expanded}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? 'Show fewer features' : `Show ${hidden} more`}
        </Button>
      )}
      {showDetails && (
        <div className="tier-option__details">
          <h4>Messaging</h4>
          <ul>
            {notes.messaging.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <h4>Content access</h4>
          <ul>
            {notes.access.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
